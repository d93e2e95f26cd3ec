"""A change between two saved states, put back on the older one, gives the newer one
exactly (JSON types and all); a change that does not fit is refused, nothing changed."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from appliance.box.state.state_diff import BadChange, changed, changes

LONG = "phase hunt\nseats 2 players\nturned 4\nmap 3B 2B 4B~ 5B~\npile 3F 4F 5B~ / 2F 4B 1B 5F\n"

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.sampled_from([0.0, 1.0, 2.5]),
    st.sampled_from(["", "a", "b", LONG, LONG.replace("4", "5"), LONG + "won 1\n"]),
)
states = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5), st.dictionaries(st.sampled_from("abcde"), inner, max_size=5)
    ),
    max_leaves=30,
)


def exact(value) -> str:
    return json.dumps(value, sort_keys=True)


@settings(max_examples=400, deadline=None)
@given(states, states)
def test_a_change_put_on_the_old_state_gives_the_new_one_exactly(old, new):
    before = exact(old)
    steps = json.loads(json.dumps(changes(old, new)))  # as the journal keeps it
    assert exact(changed(old, steps)) == exact(new)
    assert exact(old) == before, "the old state itself is left as it was"


def test_an_unchanged_state_has_no_change_but_one_and_true_and_one_point_oh_differ():
    assert changes({"a": [1, {"b": LONG}]}, {"a": [1, {"b": LONG}]}) == []
    assert changes({"a": 1}, {"a": True}) == [[["a"], True]]
    assert changes({"a": [1]}, {"a": [1.0]}) == [[["a", 0], 1.0]]


def test_a_key_press_costs_a_few_bytes_not_the_whole_state():
    old = {"games": {"tobago": {"turn": 3, "history": ["a", "b"], "position": LONG * 10}}}
    new = {"games": {"tobago": {"turn": 4, "history": ["a", "b", "c"], "position": LONG * 10}}}
    steps = changes(old, new)
    assert len(json.dumps(steps)) < 100
    assert changed(old, steps) == new


def test_a_table_turned_back_to_one_the_state_just_had_is_written_as_a_copy():
    old = {"position": LONG, "undo": []}
    new = {"position": LONG.replace("hunt", "claim"), "undo": [["claim", LONG]]}
    steps = changes(old, new)
    assert LONG not in json.dumps(steps)
    assert changed(old, steps) == new


@pytest.mark.parametrize(
    "steps",
    [
        "not a list",
        [["a"]],  # removes a key that is not there
        [[["x", "y"], 1]],  # through a key that is not there
        [[["l", 5], 1]],  # past the end of a list
        [[["l", 0]]],  # removes an item of a list
        [[[], 0, 1, "z"]],  # a splice of a table
        [[["t"], 3, 99, "z"]],  # a splice out of the text
        [[["t"], "=", ["nowhere"]]],  # a copy of nothing
        [[["t"], "?", ["l"]]],  # not a copy
        [[[{"a": 1}], 1]],  # a path of tables
        [[]],
        [[[]]],  # removes the whole state
    ],
)
def test_a_change_that_does_not_fit_is_refused(steps):
    state = {"l": [1, 2], "t": "text"}
    with pytest.raises(BadChange):
        changed(state, steps)
    assert state == {"l": [1, 2], "t": "text"}
