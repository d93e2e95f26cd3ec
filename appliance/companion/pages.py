"""The page a phone sees: the OLED large, the lights, the last phrase said, the seats;
on a paired seat's page also that seat's secrets. One page, filled by its news."""

from __future__ import annotations

import html
import json
from collections.abc import Callable

from games.screen import T, Text

LABELS: dict[str, Text] = {
    "lights": T("Lights"),
    "said": T("Last said"),
    "take": T("Take a seat"),
    "code": T("Code on the box"),
    "press": T("Press 1 on the box to confirm."),
    "refused": T("The box said no."),
    "wrong": T("That code is not the one on the box."),
    "busy": T("Too many tries: wait a minute."),
    "secrets": T("Only for you"),
    "nothing": T("Nothing secret now."),
    "ended": T("This phone's seat has ended. Join again from the table page."),
}

STYLE = """
body{margin:0;background:#111;color:#eee;font:16px system-ui,sans-serif}
main{max-width:720px;margin:0 auto;padding:8px}
h1{font-size:18px;margin:4px 0 8px}
#oled{display:block;width:100%;image-rendering:pixelated;
 background:#000;border:2px solid #333;border-radius:4px;aspect-ratio:2/1}
section{margin:10px 0}
.lights{display:flex;gap:18px;align-items:center}
.compass{display:grid;grid-template-columns:repeat(3,28px);grid-template-rows:repeat(3,28px)}
.led{width:22px;height:22px;border-radius:50%;background:#222;border:2px solid #444;margin:1px}
.led.on{background:#ffb000;box-shadow:0 0 10px #ffb000}
.gauge{display:flex;flex-direction:column-reverse;gap:3px}
.gauge .led{border-radius:3px;width:40px;height:10px}
.gauge .led.on{background:#3c3;box-shadow:0 0 8px #3c3}
#said{font-size:20px;min-height:1.2em}
#secret{white-space:pre-line;background:#402;border:2px solid #a36;padding:8px;
 border-radius:6px;font-size:20px}
button,input{font-size:18px;padding:6px 10px;margin:2px}
.taken{opacity:.5}
"""

SCRIPT = """
const L = JSON.parse(document.getElementById('labels').textContent);
const seat = Number(document.body.dataset.seat) || 0;
const $ = (id) => document.getElementById(id);
function light(id, on) { $(id).classList.toggle('on', on); }
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
    const taken = JSON.parse(e.data).taken;
    document.querySelectorAll('[data-claim]').forEach((b) =>
      b.classList.toggle('taken', taken.includes(Number(b.dataset.claim))));
  });
  events.addEventListener('secret', (e) => {
    const lines = JSON.parse(e.data).lines;
    $('secret').textContent = lines.length ? lines.join('\\n') : L.nothing;
  });
  events.addEventListener('ended', () => { events.close(); $('status').textContent = L.ended; });
}
async function claim(n) {
  const code = $('code').value.trim();
  const answer = await fetch('/claim', {method: 'POST',
    headers: {'Content-Type': 'application/json'}, body: JSON.stringify({seat: n, code})});
  if (answer.status === 429) { $('status').textContent = L.busy; return; }
  if (answer.status !== 202) { $('status').textContent = L.wrong; return; }
  const id = (await answer.json()).claim;
  $('status').textContent = L.press;
  for (;;) {
    const reply = await (await fetch('/claim/' + id)).json();
    if (reply.token) { location.href = '/s/' + reply.token; return; }
    if (reply.refused || reply.error) { $('status').textContent = L.refused; return; }
  }
}
document.querySelectorAll('[data-claim]').forEach((b) =>
  b.addEventListener('click', () => claim(Number(b.dataset.claim))));
listen(seat ? location.pathname + '/events' : '/events');
"""


def page(seat: int | None, translate: Callable[[Text], str], language: str) -> str:
    """The table page, or with ``seat`` that seat's page, in the box's language."""
    labels = {key: translate(text) for key, text in LABELS.items()}
    seat_label = translate(T("Seat {seat}", seat=seat)) if seat else ""
    compass = "".join(
        f'<div class="led" id="c{p}" style="grid-area:{r}/{c}"></div>'
        for p, r, c in (("N", 1, 2), ("W", 2, 1), ("C", 2, 2), ("E", 2, 3), ("S", 3, 2))
    )
    gauge = "".join(f'<div class="led" id="g{i}"></div>' for i in range(6))
    if seat:
        mine = (
            f'<section><h1 id="me">{_esc(seat_label)}: {_esc(labels["secrets"])}</h1>'
            f'<div id="secret">{_esc(labels["nothing"])}</div></section>'
        )
        join = ""
    else:
        mine = ""
        buttons = "".join(
            f'<button data-claim="{n}">{_esc(translate(T("Seat {seat}", seat=n)))}</button>'
            for n in (1, 2, 3, 4)
        )
        join = (
            f"<section><h1>{_esc(labels['take'])}</h1>"
            f'<label>{_esc(labels["code"])} <input id="code" inputmode="numeric" '
            f'maxlength="4" size="4" autocomplete="off"></label><div>{buttons}</div></section>'
        )
    return f"""<!doctype html>
<html lang="{_esc(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>tabletop</title><style>{STYLE}</style></head>
<body data-seat="{seat or 0}"><main>
<h1 id="game"></h1>
<img id="oled" alt="">
{mine}
<section class="lights" aria-label="{_esc(labels["lights"])}">
<div class="compass">{compass}</div><div class="gauge">{gauge}</div></section>
<section><h1>{_esc(labels["said"])}</h1><div id="said"></div></section>
{join}
<p id="status" role="status"></p>
</main>
<script type="application/json" id="labels">{_json(labels)}</script>
<script>{SCRIPT}</script>
</body></html>
"""


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")
