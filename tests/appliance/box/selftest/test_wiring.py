"""What the self-test's keys say about the key matrix's wires, on the project's pin map."""

from __future__ import annotations

from pathlib import Path

import pytest

from appliance.box.selftest.wiring import NO_KEYS, YES_KEYS, Matrix
from drivers.pins.pinout import load_pinout
from games.screen import plain

PINOUT = Path(__file__).resolve().parents[4] / "hardware" / "pinout.toml"
MATRIX = Matrix.of(load_pinout(PINOUT))


@pytest.mark.parametrize("keys", [YES_KEYS, NO_KEYS, ("AIR", "MENU")], ids=["yes", "no", "leave"])
def test_one_dead_row_or_column_leaves_a_key_to_answer_with(keys):
    rows = {MATRIX.places[key][0] for key in keys}
    columns = {MATRIX.places[key][1] for key in keys}
    assert len(rows) == 2 and len(columns) == 2


def test_the_keys_are_asked_for_row_by_row():
    assert MATRIX.order[:6] == ("NS_GOLD", "1", "2", "3", "AIR", "EW_GOLD")
    assert len(MATRIX.order) == 18


def said(finding) -> list[str]:
    return [plain(row) for row in finding.rows]


def test_a_key_answering_for_another_in_its_column_suspects_the_rows_at_their_pins():
    assert said(MATRIX.guess("5", "8")) == [
        "rows 2 and 3 swapped?",
        "pin 31 (GPIO 6)",
        "pin 33 (GPIO 13)",
    ]
    assert said(MATRIX.guess("5", "4")) == [
        "columns 2 and 3 swapped?",
        "pin 15 (GPIO 22)",
        "pin 16 (GPIO 23)",
    ]
    assert said(MATRIX.guess("9", "1")) == ["row and column wires crossed?"]


def test_a_row_none_of_whose_keys_answered_is_named_with_its_header_pin_and_gpio():
    (row,) = MATRIX.dead_wires({"EW_SILVER", "MENU", "CLEAR", "7"})
    assert said(row) == ["Row 4 dead?", "pin 37 (GPIO 26)"]
    assert plain(row.line) == "Row 4 dead? pin 37 (GPIO 26)"
    (column,) = MATRIX.dead_wires({"3", "6", "9"})
    assert said(column) == ["Column 4 dead?", "pin 18 (GPIO 24)"]
    assert MATRIX.dead_wires({"7"}) == []


def test_the_two_keys_held_together_are_in_different_rows_and_columns_and_work():
    assert MATRIX.pair(MATRIX.order) == ("1", "5")
    rows_2_and_3_dead = [k for k in MATRIX.order if MATRIX.places[k][0] in (0, 3)]
    assert MATRIX.pair(rows_2_and_3_dead) == ("NS_GOLD", "MENU")
    assert MATRIX.pair(["1"]) is None
