"""Clues as values, their notation, and the geometry settings."""

from __future__ import annotations

import pytest

from games.base import settings_from
from games.errors import SettingsError
from games.screen import plain
from games.tobago.clues.clue import (
    Clue,
    ClueError,
    ClueSettings,
    Relation,
    Target,
    all_clues,
    reason_no_target,
)
from games.tobago.island.island import LandmarkKind, Terrain


def test_notation_round_trips_for_every_clue() -> None:
    clues = all_clues()
    assert len(clues) == len(set(clues)) == 6 * 16
    for clue in clues:
        assert Clue.from_notation(str(clue)) == clue
        assert eval(repr(clue)) == clue


def test_reading_a_clue() -> None:
    clue = Clue.from_notation("not-next-to largest-jungle")
    assert clue == Clue(Relation.NOT_NEXT_TO, Target.LARGEST_JUNGLE)
    assert str(clue) == "not-next-to largest-jungle"
    assert Clue.from_notation("  In-Sight-Of   SEA ") == Clue(Relation.IN_SIGHT_OF, Target.SEA)


@pytest.mark.parametrize("text", ["next to hut", "in", "in swamp", "near hut", "in largest-sea"])
def test_a_bad_clue_says_how_to_write_one(text: str) -> None:
    with pytest.raises(ClueError, match=f"'{text}' is not a clue: write a relation"):
        Clue.from_notation(text)


def test_relations_and_targets() -> None:
    assert Relation.NOT_IN_SIGHT_OF.is_negated and not Relation.IN.is_negated
    assert Relation.NOT_NEXT_TO.positive is Relation.NEXT_TO
    assert Relation.IN.positive is Relation.IN
    assert Target.LARGEST_RIVER.terrain is Terrain.RIVER and Target.LARGEST_RIVER.is_largest
    assert Target.RIVER.terrain is Terrain.RIVER and not Target.RIVER.is_largest
    assert Target.PALM.landmark is LandmarkKind.PALM and Target.PALM.terrain is None
    assert Target.SEA.terrain is None and Target.SEA.landmark is None


def test_settings_defaults_are_the_rules_page() -> None:
    settings = ClueSettings()
    assert settings.next_to_distance == 1
    assert settings.sight_distance == 2
    assert settings.allow_clue_removing_nothing_before_markers is False
    assert settings.markers == 17
    assert settings_from(ClueSettings, {"sight_distance": 3}).sight_distance == 3
    with pytest.raises(SettingsError, match="sight_distance: 0 is below the smallest allowed"):
        settings_from(ClueSettings, {"sight_distance": 0})


def test_the_reason_for_a_missing_target_names_it() -> None:
    assert plain(reason_no_target(Clue.from_notation("next-to palm"))) == (
        "there are no palms on this island, so 'next-to palm' cannot be played"
    )
    assert plain(reason_no_target(Clue.from_notation("not-in largest-lake"))) == (
        "there is no lake on this island, so 'not-in largest-lake' cannot be played"
    )
    with pytest.raises(ValueError, match="sea"):
        reason_no_target(Clue.from_notation("in sea"))
