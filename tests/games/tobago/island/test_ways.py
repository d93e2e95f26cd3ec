"""The way to each marker from something a person sees on the board: on every one of the
32 islands, whatever the landmarks, each way's words lead to exactly one hex, its own."""

from __future__ import annotations

import random
import re

import pytest

from appliance.box.words.i18n import Translator
from appliance.screen.layout import wrap
from appliance.screen.render import ScreenRenderer
from games.screen import plain
from games.tobago.island.generate import place_landmarks
from games.tobago.island.hexgrid import DIRECTIONS, Hex
from games.tobago.island.island import Island, LandmarkKind
from games.tobago.island.sections import all_assemblies, assemble, retail_sections
from games.tobago.island.ways import way_to
from games.tobago.words import way_text

ISLANDS = [assemble(retail_sections(), assembly) for assembly in all_assemblies()]
STEPS = {"right": 0, "up-right": 1, "up-left": 2, "left": 3, "down-left": 4, "down-right": 5}
FACES = {"E": 0, "NE": 1, "NW": 2, "W": 3, "SW": 4, "SE": 5}


def starts(island: Island, anchor: str) -> set[Hex]:
    """Every hex the anchor's words may mean, read as a person reads them."""
    if match := re.fullmatch(r"(left|right) end of (top|bottom) row", anchor):
        row = (min if match[2] == "top" else max)(r for _, r in island.hexes)
        ends = [h for h in island.hexes if h[1] == row]
        return {ends[0] if match[1] == "left" else ends[-1]}
    if match := re.fullmatch(r"statue facing (\w+)", anchor):
        statues = island.landmarks_of(LandmarkKind.STATUE)
        return {m.hex for m in statues if m.facing == FACES[match[1]]}
    side, kind = anchor.split()
    marks = [m.hex for m in island.landmarks_of(LandmarkKind(kind))]
    far = {
        "top": lambda h: -h[1],
        "bottom": lambda h: h[1],
        "left": lambda h: -(2 * h[0] + h[1]),
        "right": lambda h: 2 * h[0] + h[1],
    }[side]
    furthest = max(far(h) for h in marks)
    return {h for h in marks if far(h) == furthest}


def read(island: Island, words: str) -> set[Hex]:
    """The island hexes the words of a way lead to."""
    anchor, *legs = words.split(", ")
    found = set()
    for q, r in starts(island, anchor):
        for leg in legs:
            count, step = leg.split(" ")
            dq, dr = DIRECTIONS[STEPS[step]]
            q, r = q + dq * int(count), r + dr * int(count)
        found.add((q, r))
    return found & set(island.terrain)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_hex_of_the_32_islands_has_a_way_that_leads_to_it_alone(seed: int) -> None:
    assert len(ISLANDS) == 32
    for island in ISLANDS:
        placed = place_landmarks(island, random.Random(seed))
        for hex_ in placed.hexes:
            words = plain(way_text(way_to(placed, hex_)))
            assert read(placed, words) == {hex_}, (words, hex_)


def test_a_way_is_a_few_hexes_from_something_a_person_sees() -> None:
    longest = 0
    for island in ISLANDS:
        for seed in (1, 2, 3):
            placed = place_landmarks(island, random.Random(seed))
            for hex_ in placed.hexes:
                way = way_to(placed, hex_)
                longest = max(longest, sum(count for _, count in way.legs))
    assert longest <= 7


@pytest.mark.parametrize(("language", "rows"), [("en", 4), ("pt", 4), ("ja", 3)])
def test_every_way_fits_its_rows_on_the_oled(language: str, rows: int) -> None:
    translate = Translator(language)
    font = ScreenRenderer(translate).body
    texts = set()
    for island in ISLANDS:
        placed = place_landmarks(island, random.Random(1))
        texts |= {translate(way_text(way_to(placed, h))) for h in placed.hexes}
    too_long = [text for text in texts if len(wrap(text, 128, font.width)) > rows]
    assert too_long == []
