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
.metal{margin:6px 0}
.grid{display:grid;grid-template-columns:repeat(8,1fr);gap:2px;max-width:360px}
.cell{aspect-ratio:1;background:#1d1d1d;border-radius:3px;font-size:11px;position:relative;
 display:flex;align-items:center;justify-content:center;color:#777}
.cell.still{background:#3a3214;color:#ddd}
.silver .cell.still{background:#2e3440}
.cell b{color:#fff;font-size:13px}
.rush-card{display:flex;align-items:center;gap:4px;background:#e9d9b0;border-radius:10px;
 padding:10px 6px;border:3px solid #8a6a3a}
.rush-step{margin:0;flex:1;text-align:center;color:#2a1a08;font-size:12px}
.rush-step canvas{width:100%;max-width:64px;image-rendering:pixelated;display:block;margin:0 auto}
.rush-dot{width:14px;height:14px;border-radius:50%;background:#111;flex:none}
.rush-cross{color:#c00;font-size:24px;flex:none}
.rush-claims p,.rush-scores p{margin:4px 0;font-size:18px}
.rush-judged{color:#ffb000}
.rush-score{display:flex;gap:10px;align-items:baseline}
.rush-score .who{min-width:90px}
.rush-score.judged{color:#ffb000}
.pips{color:#d4af37;letter-spacing:2px}
#island{display:block;width:100%;height:auto;border-radius:6px}
.legend{display:flex;flex-wrap:wrap;gap:4px 10px;align-items:center;font-size:14px}
.legend .entry{white-space:nowrap}
.legend .mark{width:16px;height:16px;vertical-align:middle;background:#062136;border-radius:3px}
.swatch{display:inline-block;width:14px;height:14px;border-radius:3px}
.amulet-swatch{background:#c04dff;transform:rotate(45deg) scale(.7)}
.tobago-map{display:block;width:100%;text-align:left;background:#1d1d1d;color:#eee;
 border:0;border-left:8px solid;border-radius:4px;margin:4px 0}
.tobago-map.chosen{background:#333;font-weight:bold}
.tobago-clues p{margin:3px 0 3px 14px;font-size:17px}
.tobago-clues .where{color:#ffb000}
#history table{border-collapse:collapse;width:100%;font-size:15px}
#history td{padding:3px 6px;border-top:1px solid #333;vertical-align:top}
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
<title>tabletop</title><link rel="stylesheet" href="/page.css"></head>
<body data-seat="{seat or 0}"><main>
<h1 id="game"></h1>
<img id="oled" alt="">
{mine}
<section class="lights" aria-label="{_esc(labels["lights"])}">
<div class="compass">{compass}</div><div class="gauge">{gauge}</div></section>
<section><h1>{_esc(labels["said"])}</h1><div id="said"></div></section>
<section id="chart"></section>
<section id="history"></section>
{join}
<p id="status" role="status"></p>
</main>
<script type="application/json" id="labels">{_json(labels)}</script>
<script src="/page.js"></script>
</body></html>
"""


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")
