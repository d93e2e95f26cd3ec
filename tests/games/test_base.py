"""What every game shares: an undo's copy of a state shares the values that never change
(:class:`games.base.Value`) and copies what does."""

from __future__ import annotations

import random

from games.catalog import find_game
from games.treasure_rush.maps.treasure_map import TreasureMap


def test_an_undos_copy_shares_the_maps_and_copies_the_pile_that_holds_them():
    game = find_game("treasure-rush").new(random.Random(4), None, 0.0)
    table = game.state
    table.pile = [TreasureMap.from_notation("1F 3B~ 2F"), TreasureMap.from_notation("4F")]
    game.keep("a claim")
    table.pile.pop()  # the key changes the state in place after it was kept
    game.take_back()
    assert [m.to_notation() for m in game.state.pile] == ["1F 3B~ 2F", "4F"]
    assert game.state.pile[0] is table.pile[0]  # a map never changes: shared, not copied
