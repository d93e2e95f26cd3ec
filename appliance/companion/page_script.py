"""The table page's script: it listens to the box's news (server-sent events) and draws
the OLED, the lights, the last phrase, the seats, the game's chart and, on a seat's
page, its secrets; and it claims a seat with the OLED's code. The charts are drawn by
:mod:`appliance.companion.chart_script`."""

from appliance.companion.chart_script import CHART_SCRIPT

SCRIPT = (
    CHART_SCRIPT
    + """
const L = JSON.parse(document.getElementById('labels').textContent);
const seat = Number(document.body.dataset.seat) || 0;
const $ = (id) => document.getElementById(id);
function light(id, on) { $(id).classList.toggle('on', on); }
function status(text) {
  const line = $('status');
  line.textContent = text;
  line.scrollIntoView({block: 'nearest'});  // what the phone must do next, in view
}
function listen(url) {
  const events = new EventSource(url);
  events.addEventListener('frame', (e) => { $('oled').src = JSON.parse(e.data).png; });
  events.addEventListener('lines', (e) => {
    $('oled').alt = JSON.parse(e.data).lines.join(' / ');
  });
  events.addEventListener('lights', (e) => {
    const d = JSON.parse(e.data);
    for (const p of 'NSEWC') light('c' + p, d.compass === p);
    for (let i = 0; i < 6; i++) light('g' + i, d.gauge[i] === '1');
  });
  events.addEventListener('speech', (e) => { $('said').textContent = JSON.parse(e.data).text; });
  events.addEventListener('game', (e) => { $('game').textContent = JSON.parse(e.data).title; });
  events.addEventListener('seats', (e) => {
    const d = JSON.parse(e.data), names = d.names || {};
    document.querySelectorAll('[data-claim]').forEach((b) => {
      b.classList.toggle('taken', d.taken.includes(Number(b.dataset.claim)));
      if (names[b.dataset.claim]) b.textContent = names[b.dataset.claim];
    });
    const me = names[document.body.dataset.seat];
    if (me) $('me').textContent = me + ': ' + L.secrets;
  });
  events.addEventListener('secret', (e) => {
    const lines = JSON.parse(e.data).lines;
    $('secret').textContent = lines.length ? lines.join('\\n') : L.nothing;
  });
  events.addEventListener('chart', (e) => { drawChart(JSON.parse(e.data)); });
  events.addEventListener('history', (e) => { drawHistory(JSON.parse(e.data)); });
  events.addEventListener('ended', () => { events.close(); status(L.ended); });
  // A stream cut (the box restarted) tries again by itself; one refused is closed: a
  // seat's page asks whether its seat still is (403: it ended), the table page retries.
  events.addEventListener('error', async () => {
    if (events.readyState !== EventSource.CLOSED) return;
    if (seat && (await fetch('/seat/state').catch(() => null))?.status === 403) {
      status(L.ended);
      return;
    }
    setTimeout(() => listen(url), 2000);
  });
}
function drawHistory(history) {
  // The evenings remembered, newest first: read-only, the same for every page.
  const section = $('history');
  section.replaceChildren();
  if (!history.rows.length) return;
  const title = document.createElement('h1');
  title.textContent = history.title;
  const table = document.createElement('table');
  for (const row of history.rows) {
    const line = table.insertRow();
    for (const cell of row) line.insertCell().textContent = cell;
  }
  section.append(title, table);
}
async function claim(n) {
  const code = $('code').value.trim();
  const answer = await fetch('/claim', {method: 'POST',
    headers: {'Content-Type': 'application/json'}, body: JSON.stringify({seat: n, code})});
  if (answer.status === 429) { status(L.busy); return; }
  if (answer.status !== 202) { status(L.wrong); return; }
  const id = (await answer.json()).claim;
  status(L.press);
  for (;;) {
    const reply = await (await fetch('/claim/' + id)).json();
    if (reply.paired) { location.href = '/seat'; return; }  // its token: a cookie
    if (reply.refused || reply.error) { status(L.refused); return; }
  }
}
document.querySelectorAll('[data-claim]').forEach((b) =>
  b.addEventListener('click', () => claim(Number(b.dataset.claim))));
listen(seat ? '/seat/events' : '/events');
"""
)
