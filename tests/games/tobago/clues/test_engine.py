"""Hand-checked clues on small islands: every relation, every kind of target, verdicts."""

from __future__ import annotations

from tobago_positions import LAGOON, board, candidates, verdicts

from games.screen import plain
from games.tobago.clues.clue import Clue, ClueSettings
from games.tobago.clues.engine import ClueEngine, Refusal, TreasureMap
from games.tobago.island.notation import island_from_text

COVE = island_from_text(
    """
       B B B B
      B J J M B
     B J J M M B
    B J J L M M B
     B R R L S B
      B R S S B
       B B B B
    """,
    """
       . . . .
      . . . . .
     . h . . 1 .
    . . . . . . .
     . . . . . .
      . . . h .
       . . . .
    """,
)
#: Two jungle areas: the largest is the pair on the left.
TWO_JUNGLES = island_from_text(
    """
     J J M J
    M M M M M
    """
)


def test_in_next_to_and_in_sight_of_a_terrain() -> None:
    assert candidates(COVE, "in mountain") == board(
        """
           . . . .
          . . . # .
         . . . # # .
        . . . . # # .
         . . . . . .
          . . . . .
           . . . .
        """
    )
    assert candidates(COVE, "next-to mountain") == board(
        """
           . . # #
          . . # . #
         . . # . . #
        . . . # . . #
         . . . # # #
          . . . . .
           . . . .
        """
    )
    assert candidates(COVE, "in-sight-of mountain") == board(
        """
           . # # #
          . # # . #
         . # # . . #
        . . # # . . #
         . . # # # #
          . . # # #
           . . . .
        """
    )


def test_the_negations_are_the_rest_of_the_island() -> None:
    assert candidates(LAGOON, "not-in lake") == board(
        """
          # # #
         # # # #
        # # . # #
         # # # #
          # # #
        """
    )
    assert candidates(LAGOON, "not-next-to lake") == board(
        """
          # # #
         # . . #
        # . # . #
         # . . #
          # # #
        """
    )
    assert candidates(LAGOON, "not-in-sight-of lake") == board(
        """
          . . .
         . . . .
        . . # . .
         . . . .
          . . .
        """
    )


def test_the_sea() -> None:
    shore = board(
        """
          # # #
         # . . #
        # . . . #
         # . . #
          # # #
        """
    )
    assert candidates(LAGOON, "next-to sea") == shore
    assert candidates(LAGOON, "in-sight-of sea") == candidates(LAGOON, "not-in lake")
    assert candidates(LAGOON, "not-in-sight-of sea") == candidates(LAGOON, "in lake")
    assert verdicts(LAGOON, "in sea", "not-in sea") == [
        (False, "no hex would remain after 'in sea'"),
        (False, "'not-in sea' would remove no candidate"),
    ]


def test_landmarks() -> None:
    assert candidates(COVE, "not-next-to hut") == board(
        """
           # # # #
          . . # # #
         . # . # # #
        # . . # # # #
         # # # . . #
          # # . # .
           # # . .
        """
    )
    assert candidates(COVE, "in-sight-of hut") == board(
        """
           # # . .
          # # # . .
         # . # # . .
        # # # # # # .
         # # # # # #
          . # # . #
           . # # #
        """
    )
    assert candidates(COVE, "next-to statue") == board(
        """
           . . . .
          . . . # #
         . . . # . #
        . . . . # # .
         . . . . . .
          . . . . .
           . . . .
        """
    )
    assert candidates(COVE, "in hut", "not-in-sight-of statue") == board(
        """
           . . . .
          . . . . .
         . # . . . .
        . . . . . . .
         . . . . . .
          . . . # .
           . . . .
        """
    )


def test_the_largest_area() -> None:
    assert candidates(TWO_JUNGLES, "in largest-jungle") == board(" # # . .\n. . . . .")
    assert candidates(TWO_JUNGLES, "next-to largest-jungle") == board(" . . # .\n# # # . .")
    assert candidates(TWO_JUNGLES, "next-to jungle") == board(" . . # .\n# # # # #")
    assert candidates(TWO_JUNGLES, "not-in-sight-of largest-jungle") == board(" # # . .\n. . . . #")


def test_geometry_settings() -> None:
    assert candidates(LAGOON, "in-sight-of lake", sight_distance=1) == candidates(
        LAGOON, "next-to lake"
    )
    assert candidates(LAGOON, "next-to sea", next_to_distance=2) == candidates(
        LAGOON, "not-in lake"
    )


def test_each_clue_is_judged_against_the_ones_before_it() -> None:
    assert verdicts(
        LAGOON, "in jungle", "next-to sea", "not-in-sight-of lake", "in-sight-of lake", "in hut"
    ) == [
        (True, "'in jungle' leaves 18 candidates"),
        (True, "'next-to sea' leaves 12 candidates"),
        (False, "no hex would remain after 'not-in-sight-of lake'"),
        (False, "'in-sight-of lake' would remove no candidate"),
        (False, "there are no huts on this island, so 'in hut' cannot be played"),
    ]
    assert candidates(LAGOON, "in jungle", "next-to sea", "not-in-sight-of lake") == candidates(
        LAGOON, "next-to sea"
    )


def test_removing_nothing_may_be_allowed_until_the_markers_go_on() -> None:
    lenient = {"allow_clue_removing_nothing_before_markers": True}
    assert verdicts(
        LAGOON, "not-in sea", "in jungle", "not-in lake", "next-to sea", "not-in sea", **lenient
    ) == [
        (True, "'not-in sea' leaves 19 candidates"),
        (True, "'in jungle' leaves 18 candidates"),
        (True, "'not-in lake' leaves 18 candidates"),
        (True, "'next-to sea' leaves 12 candidates"),
        (False, "'not-in sea' would remove no candidate"),
    ]
    assert verdicts(LAGOON, "not-in sea", "in hut", **lenient)[1] == (
        False,
        "there are no huts on this island, so 'in hut' cannot be played",
    )


def test_a_treasure_map_keeps_its_legal_clues() -> None:
    engine = ClueEngine(LAGOON)
    treasure_map = engine.new_map()
    assert treasure_map == TreasureMap(engine.all_hexes) and treasure_map.count == 19
    verdict, after = engine.play(treasure_map, Clue.from_notation("in sea"))
    assert after is treasure_map and verdict.refusal is Refusal.CONTRADICTION
    assert verdict.candidates_after == treasure_map.candidates
    verdict, after = engine.play(treasure_map, Clue.from_notation("next-to statue"))
    assert verdict.legal and verdict.refusal is None
    assert plain(verdict.reason) == "'next-to statue' leaves 6 candidates"
    assert after.clues == (Clue.from_notation("next-to statue"),)
    assert engine.hexes_of(after.candidates) == [(2, 1), (3, 1), (1, 2), (3, 2), (1, 3), (2, 3)]
    assert engine.marker_hexes(treasure_map) == []
    assert engine.marker_hexes(after) == engine.hexes_of(after.candidates)
    _, located = engine.play(after, Clue.from_notation("in statue"))
    assert located == after  # refused: the statue hex is not next to itself
    located, _ = engine.replay([Clue.from_notation("in lake")])
    assert located.is_located and engine.hexes_of(located.candidates) == [(2, 2)]


def test_masks_and_hexes() -> None:
    engine = ClueEngine(LAGOON, ClueSettings())
    assert engine.hexes[0] == (2, 0) and engine.bits[(2, 0)] == 1
    assert engine.mask_of([(2, 0), (3, 0)]) == 0b11
    assert engine.hexes_of(0b101) == [(2, 0), (4, 0)]
    assert engine.clue_mask(Clue.from_notation("in lake")) == engine.bits[(2, 2)]
    assert engine.clue_mask(Clue.from_notation("not-next-to palm")) is None
