"""The state's shape, checked before it is read: each wrong key or value named."""

from __future__ import annotations

import pytest

from appliance.box.state.shape import BOX_CHOICES, shape_problem, state_shape

SHAPE = state_shape(3)
GOOD = {
    "format": 3,
    "current": "tobago",
    "games": {"tobago": {"any": ["thing"]}},
    "checks": {"games": {"tobago": "0123abcd"}, "box": "89abcdef"},
    "sequence": 4,
    "sequence_check": "00ff00ff",
    "box": {
        "speech": ["read as it may be"],
        "volume": 6,
        "dealt": {"tobago": "2026-12-04T19:02:00"},
    },
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


@pytest.mark.parametrize(
    ("box", "said"),
    [
        (
            {
                "speech": ["read as it may be"],
                "volume": 6,
                "dealt": {"tobago": "2026-12-04T19:02:00"},
            },
            None,
        ),
        ("on", "the file is not a table"),
        ({"volume": 7}, "'volume' is out of range (7)"),
        ({"volume": 0.5}, "'volume' is not a whole number"),
        ({"dealt": {"tobago": "yesterday"}}, "'dealt': 'tobago' is not of its form ('yesterday')"),
    ],
)
def test_the_boxs_own_choices_have_their_shape(box, said):
    assert shape_problem(box, BOX_CHOICES) == said


def test_a_list_is_checked_item_by_item_and_by_its_length():
    from appliance.box.state.shape import Shape

    scores = Shape(list, values=Shape(int, low=0), high=2)
    assert shape_problem([1, 2], scores) is None
    assert shape_problem([1, -2], scores) == "the file: item 2 is out of range (-2)"
    assert shape_problem([1, 2, 3], scores) == "the file has 3 items, out of range"
    assert shape_problem([True], Shape(list, values=Shape(bool))) is None
