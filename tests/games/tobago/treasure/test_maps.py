"""The four treasure maps: a step pushed on a map comes off again with pop, nothing replayed."""

from __future__ import annotations

from itertools import pairwise

import pytest

from games.tobago.clues.clue import Clue
from games.tobago.clues.engine import ClueEngine
from games.tobago.settings import read_island
from games.tobago.treasure.maps import MapSheet, PlayedClue, RemovedMarker


@pytest.fixture(scope="module")
def engine() -> ClueEngine:
    return ClueEngine(read_island("seed-07"))


def steps_played(engine: ClueEngine) -> list[MapSheet]:
    """An empty map, then a clue, a marker taken away and a second clue on it: each sheet."""
    sheets = [MapSheet.empty(engine)]
    sheets.append(sheets[-1].play(engine, 1, Clue.from_notation("in jungle"))[1])
    spot = engine.hexes_of(sheets[-1].treasure.candidates)[0]
    sheets.append(sheets[-1].remove_marker(engine, spot))
    sheets.append(sheets[-1].play(engine, 2, Clue.from_notation("in-sight-of statue"))[1])
    return sheets


def test_pop_takes_each_step_off_as_it_was_pushed(engine: ClueEngine) -> None:
    sheets = steps_played(engine)
    sheet = sheets[-1]
    for before, after in reversed(list(pairwise(sheets))):
        sheet, step = sheet.pop()
        assert sheet == before and sheet.treasure == before.treasure
        assert sheet.count == before.count and step == after.steps[-1]
    assert [type(s) for s in sheets[-1].steps] == [PlayedClue, RemovedMarker, PlayedClue]
    assert sheet.notation() == "" and sheet.count == len(engine.hexes)


def test_a_map_read_from_its_notation_pops_as_the_one_played(engine: ClueEngine) -> None:
    played = steps_played(engine)[-1]
    read = MapSheet.from_notation(engine, played.notation())
    for _ in played.steps:
        (played, gone), (read, also_gone) = played.pop(), read.pop()
        assert read == played and also_gone == gone


def test_pop_replays_nothing(engine: ClueEngine, monkeypatch: pytest.MonkeyPatch) -> None:
    sheet = steps_played(engine)[-1]

    def replayed(*args: object) -> None:
        raise AssertionError("the map was replayed")

    monkeypatch.setattr(ClueEngine, "play", replayed)
    monkeypatch.setattr(ClueEngine, "new_map", replayed)
    monkeypatch.setattr(MapSheet, "from_notation", replayed)
    before, step = sheet.pop()
    assert step == PlayedClue(2, Clue.from_notation("in-sight-of statue"))
    assert before.notation().startswith("1 in jungle; removed ")


def test_an_empty_map_has_nothing_to_pop(engine: ClueEngine) -> None:
    with pytest.raises(ValueError, match="no step to take back"):
        MapSheet.empty(engine).pop()
