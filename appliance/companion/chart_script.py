"""The table page's charts, drawn from each game's chart data (games/*/chart.py): the
Lost Treasure ocean per metal, Atlantis's turn, steps and tiles left (as wide as the
page, as Tobago's island), the Treasure Rush map card
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
const TILE_COLOURS = {beach: '#ecd38c', forest: '#1f7a34', mountain: '#8c7b6b'};
function large(made, id) {
  // Words that grow with the screen: a phone's 20 px, a tablet's 34 px.
  made.id = id;
  made.style.fontSize = 'clamp(20px, 5vw, 34px)';
  return made;
}
function drawAtlantis(box, chart) {
  // As wide as the page, as Tobago's island: whose turn and the four steps, the die once
  // stopped, and each tile left drawn as a square in its terrain's colour.
  const d = chart.data, L = chart.labels;
  if (L.turn) box.append(large(el('h1', '', L.turn), 'chart-turn'), atlantisSteps(d.step));
  if (L.die) box.append(large(el('h1', '', L.die_label + ': ' + L.die), 'chart-die'));
  box.append(large(el('h1', '', L.tiles_left), 'chart-left'), atlantisTiles(d.left, L));
}
function atlantisSteps(step) {
  const steps = svg('svg', {id: 'atlantis-steps', viewBox: '0 0 400 56', width: '100%'});
  for (let n = 1; n <= 4; n++) {
    const x = (n - 1) * 100 + 4, now = n === step;
    steps.append(svg('rect', {x, y: 4, width: 92, height: 48, rx: 8, 'data-step': n,
      class: now ? 'step now' : 'step', fill: now ? '#ffb000' : '#1d1d1d', stroke: '#ffb000',
      'stroke-width': 2}));
    const number = svg('text', {x: x + 46, y: 39, 'text-anchor': 'middle', 'font-size': 28,
      'font-weight': 'bold', fill: now ? '#111' : '#ffb000'});
    number.textContent = n;
    steps.append(number);
  }
  return steps;
}
const TILES_A_ROW = 16, TILE = 25;
function atlantisTiles(left, L) {
  const kinds = Object.entries(left);
  const rows = kinds.map(([, n]) => Math.max(1, Math.ceil(n / TILES_A_ROW)));
  const height = rows.reduce((sum, r) => sum + 34 + r * TILE, 0);
  const tiles = svg('svg', {id: 'atlantis-tiles', viewBox: `0 0 400 ${height}`, width: '100%'});
  let y = 0;
  kinds.forEach(([kind, n], i) => {
    const name = svg('text', {x: 2, y: y + 24, 'font-size': 22, fill: '#eee',
      'data-kind': kind, class: 'kind'});
    name.textContent = L[kind] + ' ' + n;
    tiles.append(name);
    for (let t = 0; t < n; t++) {
      const x = (t % TILES_A_ROW) * TILE, top = y + 32 + Math.floor(t / TILES_A_ROW) * TILE;
      tiles.append(svg('rect', {x: x + 1, y: top, width: TILE - 3, height: TILE - 3, rx: 3,
        class: 'tile', 'data-kind': kind, fill: TILE_COLOURS[kind] || '#999'}));
    }
    y += 34 + rows[i] * TILE;
  });
  return tiles;
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
