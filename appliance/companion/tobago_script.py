"""The table page's chart of Tobago: the island drawn in SVG from the chart's hexes
(pointy-top, as on the board), its landmarks and amulets, and one map at a time with its
candidates lit (its markers, named, once they fit) and its clues listed; the other maps'
markers, as they lie on the board, are thin rings in their maps' colours. The map the
box is on is shown first; a tap on another map's row shows that one."""

TOBAGO_SCRIPT = """
const TERRAIN_COLOURS = {jungle: '#1f7a34', mountain: '#8c7b6b', beach: '#ecd38c',
  scrubland: '#a4b85e', river: '#4fa8e0', lake: '#3b7fe0'};
const MAP_COLOURS = ['#ff4d4d', '#ffd23f', '#4dd2ff', '#d98cff'];
const SVG = 'http://www.w3.org/2000/svg';
const tobago = {chosen: 1, focus: null, chart: null};
function svg(tag, attributes) {
  const made = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes || {})) made.setAttribute(name, value);
  return made;
}
function hexCentre(q, r) { return [Math.sqrt(3) * 10 * (q + r / 2), 15 * r]; }
function hexPoints(x, y, size) {
  const points = [];
  for (let i = 0; i < 6; i++) {
    const angle = Math.PI / 180 * (60 * i - 30);
    const px = x + size * Math.cos(angle), py = y + size * Math.sin(angle);
    points.push(px.toFixed(2) + ',' + py.toFixed(2));
  }
  return points.join(' ');
}
function landmarkShape(kind, x, y, facing) {
  const group = svg('g', {class: 'landmark ' + kind});
  if (kind === 'hut') {
    const roof = [[-4, 4], [-4, -1], [0, -5], [4, -1], [4, 4]]
      .map(([dx, dy]) => `${x + dx},${y + dy}`).join(' ');
    group.append(svg('polygon', {points: roof, fill: '#7a3b12', stroke: '#fff',
      'stroke-width': 0.8}));
  } else if (kind === 'palm') {
    group.append(svg('rect', {x: x - 0.8, y: y - 1, width: 1.6, height: 6, fill: '#6b4a1f'}));
    group.append(svg('circle', {cx: x, cy: y - 2, r: 3.6, fill: '#0c5a1c', stroke: '#fff',
      'stroke-width': 0.8}));
  } else {
    const angle = -Math.PI / 3 * (facing || 0);
    const x2 = x + 8 * Math.cos(angle), y2 = y + 8 * Math.sin(angle);
    group.append(svg('line', {x1: x, y1: y, x2, y2, stroke: '#fff', 'stroke-width': 1.6,
      'stroke-linecap': 'round'}));
    group.append(svg('rect', {x: x - 3.5, y: y - 3.5, width: 7, height: 7, fill: '#666',
      stroke: '#fff', 'stroke-width': 0.8}));
  }
  return group;
}
function drawIsland(d, shown, colour) {
  const centres = d.hexes.map(([q, r]) => hexCentre(q, r));
  const xs = centres.map((c) => c[0]), ys = centres.map((c) => c[1]);
  const left = Math.min(...xs) - 11, top = Math.min(...ys) - 12;
  const width = Math.max(...xs) - left + 11, height = Math.max(...ys) - top + 12;
  const island = svg('svg', {id: 'island', viewBox: `${left} ${top} ${width} ${height}`,
    role: 'img'});
  island.append(svg('rect', {x: left, y: top, width, height, fill: '#062136'}));
  const lit = new Set(shown.candidates.map(([q, r]) => q + ',' + r));
  const named = shown.markers && !shown.located ? [] : null;
  d.hexes.forEach(([q, r, terrain, name], i) => {
    const [x, y] = centres[i];
    const candidate = lit.has(q + ',' + r);
    const hex = svg('polygon', {points: hexPoints(x, y, 10), fill: TERRAIN_COLOURS[terrain],
      stroke: '#062136', 'stroke-width': 0.8,
      class: 'hex ' + terrain + (candidate ? ' candidate' : '')});
    hex.dataset.name = name;
    island.append(hex);
    if (!candidate) island.append(svg('polygon', {points: hexPoints(x, y, 10),
      fill: '#000', 'fill-opacity': 0.42, 'pointer-events': 'none'}));
  });
  for (const mark of d.landmarks) {
    const [x, y] = hexCentre(mark.at[0], mark.at[1]);
    island.append(landmarkShape(mark.kind, x, y, mark.facing));
  }
  for (const [q, r] of d.amulets) {
    const [x, y] = hexCentre(q, r);
    island.append(svg('polygon', {class: 'amulet', points: `${x + 5},${y - 6} ${x + 8},${y - 3} ` +
      `${x + 5},${y} ${x + 2},${y - 3}`, fill: '#c04dff', stroke: '#fff', 'stroke-width': 0.6}));
  }
  let ring = 0;  // the other maps' markers, as they lie on the board: a thin ring each
  d.maps.forEach((other, i) => {
    if (other === shown || !other.markers) return;
    ring += 1;
    for (const [q, r] of other.candidates) {
      const [x, y] = hexCentre(q, r);
      const points = hexPoints(x, y, 8.4 - 1.7 * ring);
      island.append(svg('polygon', {class: 'other-marker', points, fill: 'none',
        stroke: MAP_COLOURS[i], 'stroke-width': 1.1}));
    }
  });
  d.hexes.forEach(([q, r, terrain, name], i) => {
    if (!lit.has(q + ',' + r) || !shown.markers) return;
    const [x, y] = centres[i];
    island.append(svg('polygon', {class: 'marker', points: hexPoints(x, y, 8.6), fill: 'none',
      stroke: colour, 'stroke-width': 2.2}));
    const label = svg('text', {x, y: y + 8, 'text-anchor': 'middle', 'font-size': 5.5,
      fill: '#fff', stroke: '#000', 'stroke-width': 0.3, 'font-weight': 'bold'});
    label.textContent = name;
    island.append(label);
  });
  return island;
}
function drawTobago(box, chart) {
  const d = chart.data, L = chart.labels;
  if (d.focus && d.focus !== tobago.focus) tobago.chosen = d.focus;
  tobago.focus = d.focus;
  tobago.chart = chart;
  const number = tobago.chosen, shown = d.maps[number - 1];
  const colour = MAP_COLOURS[number - 1];
  box.append(drawIsland(d, shown, colour));
  const legend = el('p', 'legend');
  for (const [terrain, fill] of Object.entries(TERRAIN_COLOURS)) {
    const swatch = el('span', 'swatch');
    swatch.style.background = fill;
    const entry = el('span', 'entry');
    entry.append(swatch, ' ' + L[terrain]);
    legend.append(entry);
  }
  for (const kind of ['hut', 'palm', 'statue']) {
    const mark = svg('svg', {viewBox: '-9 -9 18 18', class: 'mark'});
    mark.append(landmarkShape(kind, 0, 0, 0));
    const entry = el('span', 'entry');
    entry.append(mark, ' ' + L[kind]);
    legend.append(entry);
  }
  const amulet = el('span', 'entry');
  amulet.append(el('span', 'swatch amulet-swatch'), ' ' + L.amulet);
  legend.append(amulet);
  box.append(legend);
  const maps = el('div', 'tobago-maps');
  maps.id = 'tobago-maps';
  d.maps.forEach((sheet, i) => {
    const chosen = i + 1 === number ? ' chosen' : '';
    const row = el('button', 'tobago-map' + chosen, L['map' + (i + 1)]);
    row.dataset.map = i + 1;
    row.style.borderColor = MAP_COLOURS[i];
    row.addEventListener('click', () => { tobago.chosen = i + 1; redrawTobago(); });
    maps.append(row);
    if (i + 1 !== number) return;
    const clues = el('div', 'tobago-clues');
    clues.id = 'tobago-clues';
    for (const step of sheet.steps) {
      clues.append(el('p', '', L[step] + (L[step + 't'] ? ' ' + L[step + 't'] : '')));
    }
    const where = L['map' + (i + 1) + '-where'];
    if (where) clues.append(el('p', 'where', where));
    maps.append(clues);
  });
  box.append(maps);
}
function redrawTobago() { if (tobago.chart) drawChart(tobago.chart); }
"""
