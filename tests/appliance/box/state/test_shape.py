"""The state's shape, checked before it is read: each wrong key or value named."""

from __future__ import annotations

import pytest

from appliance.box.state.shape import shape_problem, state_shape

SHAPE = state_shape(3)
GOOD = {
    "format": 3,
    "current": "tobago",
    "games": {"tobago": {"any": ["thing"]}},
    "checks": {"games": {"tobago": "0123abcd"}, "box": "89abcdef"},
    "sequence": 4,
    "sequence_check": "00ff00ff",
    "box": "read as it may be",
}


def test_a_state_the_box_wrote_has_its_shape():
    assert shape_problem(GOOD, SHAPE) is None


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"games": None}, "'games' is not a table"),
        ({"format": 4}, "'format' is out of range (4)"),
        ({"format": True}, "'format' is not a whole number"),
        ({"current": ["tobago"]}, "'current' is not a text"),
        ({"sequence": -1}, "'sequence' is out of range (-1)"),
        ({"checks": {"games": {"tobago": "xyz"}, "box": "89abcdef"}}, "'tobago' is not of its"),
        ({"checks": {"games": {}}}, "'checks' has no 'box'"),
    ],
)
def test_a_wrong_value_is_named(change, said):
    assert said in shape_problem({**GOOD, **change}, SHAPE)


def test_a_renamed_key_is_named():
    renamed = {("Games" if key == "games" else key): value for key, value in GOOD.items()}
    assert shape_problem(renamed, SHAPE) == "the file has no 'games'"


def test_a_list_where_the_state_should_be_is_named():
    assert shape_problem([GOOD], SHAPE) == "the file is not a table"
