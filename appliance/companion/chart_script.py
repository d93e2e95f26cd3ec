"""The table page's charts, drawn from each game's chart data (games/*/chart.py): the
Lost Treasure ocean per metal, Atlantis's turn and tiles, the Treasure Rush map card
with its claims and scores, and Tobago's island (:mod:`appliance.companion.tobago_script`).
Everything is drawn in the page: nothing is fetched."""

from appliance.companion.tobago_script import TOBAGO_SCRIPT

CHART_SCRIPT = (
    TOBAGO_SCRIPT
    + """
function el(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}
const CHARTS = {
  'lost-treasure': drawLostTreasure,
  'atlantis': drawAtlantis,
  'treasure-rush': drawTreasureRush,
  'tobago': drawTobago,
};
function drawChart(chart) {
  const box = document.getElementById('chart');
  box.replaceChildren();
  box.dataset.game = chart.game;
  const draw = CHARTS[chart.game];
  if (draw) draw(box, chart);
}
const ARROWS = {N: '\\u2191', S: '\\u2193', E: '\\u2192', W: '\\u2190'};
function drawLostTreasure(box, chart) {
  for (const [metal, d] of Object.entries(chart.data.metals)) {
    const part = el('div', 'metal ' + metal);
    const still = chart.labels.still + ' (' + d.region.length + ')';
    const title = el('h1', '', chart.labels[metal] + ': ' + still);
    const grid = el('div', 'grid');
    for (let row = 1; row <= 8; row++) {
      for (let column = 1; column <= 8; column++) {
        const where = 10 * row + column;
        const cell = el('div', 'cell' + (d.region.includes(where) ? ' still' : ''));
        cell.dataset.location = where;
        const said = d.answers.filter((a) => a.location === where).map((a) =>
          a.point === 'C' ? (a.axis === 'N-S' ? '\\u2194' : '\\u2195') : ARROWS[a.point]);
        if (said.length) cell.append(el('b', '', said.join('')));
        else cell.textContent = where;
        grid.append(cell);
      }
    }
    part.append(title, grid);
    box.append(part);
  }
}
function drawAtlantis(box, chart) {
  const lines = [];
  if (chart.labels.turn) lines.push(['turn', chart.labels.turn]);
  if (chart.labels.die) lines.push(['die', chart.labels.die_label + ': ' + chart.labels.die]);
  const left = Object.entries(chart.data.left)
    .map(([kind, n]) => chart.labels[kind] + ' ' + n).join(' \\u00b7 ');
  lines.push(['left', chart.labels.tiles_left + ': ' + left]);
  for (const [id, text] of lines) {
    const row = el('h1', '', text);
    row.id = 'chart-' + id;
    box.append(row);
  }
}
function pictogram(rows, faded) {
  // The icon file's 24 x 24 dots, drawn in ink on the card (a faded icon: pale ink).
  const size = rows.length;
  const canvas = el('canvas', 'icon' + (faded ? ' faded' : ''));
  canvas.width = canvas.height = size;
  const pen = canvas.getContext('2d');
  pen.fillStyle = faded ? '#b09870' : '#2a1a08';
  rows.forEach((row, y) => [...row].forEach((dot, x) => {
    if (dot === '#') pen.fillRect(x, y, 1, 1);
  }));
  return canvas;
}
function drawTreasureRush(box, chart) {
  const d = chart.data, L = chart.labels;
  const title = el('h1', '', L.title);
  title.id = 'chart-title';
  box.append(title);
  if (d.map.length) {
    const card = el('div', 'rush-card');
    card.id = 'rush-card';
    card.append(el('span', 'rush-dot'));
    d.map.forEach((step, i) => {
      const place = el('figure', 'rush-step');
      place.dataset.code = step.code;
      place.append(pictogram(step.picture, step.faded), el('figcaption', '', L['icon' + (i + 1)]));
      card.append(place);
    });
    card.append(el('span', 'rush-cross', '\\u2716'));
    box.append(card);
  }
  const claims = el('div', 'rush-claims');
  claims.id = 'rush-claims';
  claims.append(el('h1', '', L.claims));
  const who = (seats) => seats.map((s) => L['seat' + s]).join(', ');
  const rows = [];
  if (d.claimant) rows.push(['judged', L.judged + ': ' + who([d.claimant])]);
  if (d.queue.length) rows.push(['next', L.next + ': ' + who(d.queue)]);
  if (d.out.length) rows.push(['out', L.out + ': ' + who(d.out)]);
  if (!rows.length) rows.push(['none', L.none]);
  for (const [kind, text] of rows) claims.append(el('p', 'rush-' + kind, text));
  box.append(claims);
  if (!d.scores.length) return;
  const scores = el('div', 'rush-scores');
  scores.id = 'rush-scores';
  scores.append(el('h1', '', L.scores));
  d.scores.forEach((n, i) => {
    const seat = i + 1;
    const row = el('p', 'rush-score' + (seat === d.claimant ? ' judged' : ''));
    row.dataset.seat = seat;
    const left = Math.max(0, d.to_win - n);
    const pips = el('span', 'pips', '\\u25cf'.repeat(n) + '\\u25cb'.repeat(left));
    row.append(el('span', 'who', L['seat' + seat]), el('b', '', String(n)), pips);
    scores.append(row);
  });
  box.append(scores);
}
"""
)
