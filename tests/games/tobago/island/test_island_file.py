"""An island file that breaks a rule is named with its file and line, as a settings
error is: the maker goes straight to the hex or landmark at fault."""

from __future__ import annotations

import json

import pytest
from tobago_positions import LAGOON

from games.errors import SettingsError
from games.tobago.settings import read_island


def island_text(**changes) -> str:
    """LAGOON's island file, one hex or landmark a line, with ``changes`` made."""
    data = LAGOON.to_dict()
    data["landmarks"] = [{"q": 2, "r": 2, "kind": "statue", "facing": 0}]
    for name, change in changes.items():
        change(data[name])
    hexes = ",\n".join(f"  {json.dumps(h)}" for h in data["hexes"])
    marks = ",\n".join(f"  {json.dumps(m)}" for m in data["landmarks"])
    return f'{{"hexes": [\n{hexes}\n],\n"landmarks": [\n{marks}\n]}}\n'


def problem(tmp_path, text: str) -> str:
    path = tmp_path / "island.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SettingsError) as error:
        read_island(str(path))
    return str(error.value).removeprefix("island: ").replace(f"{path}:", "FILE:")


def line_of(text: str, fragment: str) -> int:
    (line,) = [n for n, row in enumerate(text.splitlines(), 1) if fragment in row]
    return line


def test_a_good_island_file_reads_as_the_island(tmp_path):
    path = tmp_path / "island.json"
    path.write_text(island_text(), encoding="utf-8")
    assert read_island(str(path)) == LAGOON


def test_a_tie_for_the_largest_area_names_the_line_of_the_first_hex(tmp_path):
    def split_the_lake(hexes):  # a second one-hex lake ties with the first
        next(h for h in hexes if (h["q"], h["r"]) == (3, 0))["terrain"] = "lake"

    text = island_text(hexes=split_the_lake)
    line = line_of(text, '{"q": 2, "r": 2, "terrain"')
    assert problem(tmp_path, text) == (
        f"FILE:{line}: the two largest lake areas, at (2, 2) and (3, 0), both have 1 hex; "
        "the largest lake must be one area"
    )


def test_a_statue_on_the_shore_names_the_landmark_line(tmp_path):
    def to_the_shore(marks):
        marks.append({"q": 4, "r": 2, "kind": "statue", "facing": 1})

    text = island_text(landmarks=to_the_shore)
    line = line_of(text, '{"q": 4, "r": 2, "kind"')
    assert problem(tmp_path, text).startswith(f"FILE:{line}: the statue at (4, 2) stands on")


def test_two_huts_too_near_name_the_line_of_the_second(tmp_path):
    def two_huts(marks):
        marks += [{"q": 2, "r": 0, "kind": "hut"}, {"q": 3, "r": 0, "kind": "hut"}]

    text = island_text(landmarks=two_huts)
    line = line_of(text, '{"q": 3, "r": 0, "kind": "hut"}')
    assert problem(tmp_path, text) == (
        f"FILE:{line}: the huts at (2, 0) and (3, 0) are 1 apart; "
        "two of one kind must be at least 4 apart"
    )


def test_a_stray_hex_names_its_line(tmp_path):
    def stray(hexes):
        hexes.append({"q": 9, "r": 9, "terrain": "beach"})

    text = island_text(hexes=stray)
    line = line_of(text, '{"q": 9, "r": 9,')
    assert problem(tmp_path, text).startswith(f"FILE:{line}: the island is in 2 pieces")


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ('{"q": 3, "r": 0, "terrain": "swamp"}', "hex (3, 0): terrain 'swamp' is not one of"),
        ('{"q": 2, "r": 0, "terrain": "jungle"}', "hex (2, 0) is listed twice"),
        ('{"q": "a", "r": 0, "terrain": "lake"}', 'needs whole numbers "q" and "r"'),
    ],
)
def test_a_bad_hex_entry_names_its_line(tmp_path, entry, message):
    text = island_text().replace('{"q": 3, "r": 0, "terrain": "jungle"}', entry)
    line = line_of(text, entry) if "twice" not in message else 3  # the second of the two
    assert problem(tmp_path, text).startswith(f"FILE:{line}: ")
    assert message in problem(tmp_path, text)


def test_a_landmark_of_no_known_kind_names_its_line(tmp_path):
    text = island_text().replace('"kind": "statue"', '"kind": "tower"')
    assert problem(tmp_path, text).startswith(f"FILE:{line_of(text, 'tower')}: landmark at")


def test_broken_json_names_its_line(tmp_path):
    text = island_text().replace('"terrain": "lake"}', '"terrain": lake}', 1)
    assert problem(tmp_path, text) == (
        f"FILE:{line_of(text, 'lake')}: not valid JSON (Expecting value)"
    )
