"""Treasure Rush: the box holds the deck of Treasure Maps and keeps the score.

The players still race with their own Adventurer Cards; the box turns up each map on
its screen, takes the claims, judges them (or lets the table judge) and counts the maps
won. The modules, from the ground up:

- :mod:`games.treasure_rush.maps.icon_set`: the ten icons on five double-sided cards, from
  the owner-editable ``icons.json`` (names, card pairs, 24 x 24 pictograms).
- :mod:`games.treasure_rush.maps.treasure_map`: one map, a path of 2 to 5 icons.
- :mod:`games.treasure_rush.maps.deck`: a seeded deck following a mix of lengths and fading.
- :mod:`games.treasure_rush.state`: the seats, the pile, the scores and the rules.
- :mod:`games.treasure_rush.maps.position`: a text notation of a whole table.
- :mod:`games.treasure_rush.maps.pictures` and :mod:`games.treasure_rush.screens`: the OLED.
- :mod:`games.treasure_rush.game`: the keys in each phase, the lights and sounds.
- :mod:`games.treasure_rush.saved`: starting a game and restoring one.

Only the settings and sounds load with the package; the rules load on first use.
"""

from games.base import GameInfo, load_later
from games.screen import T
from games.treasure_rush.settings import TreasureRushSettings
from games.treasure_rush.sounds import CUES

GAME = GameInfo(
    name="treasure-rush",
    title=T("Treasure Rush"),
    new=load_later("games.treasure_rush.game", "TreasureRushGame.new"),
    restore=load_later("games.treasure_rush.game", "TreasureRushGame.restore"),
    cues=CUES,
    settings=TreasureRushSettings,
)
