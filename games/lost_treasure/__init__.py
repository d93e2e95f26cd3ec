"""Lost Treasure: the Electronic Dive Control Center of the 1982 board game.

The box starts in this game. ``GAME`` tells the appliance how to start, restore and
sound it; the rules live in :mod:`games.lost_treasure.game`.
"""

from games.base import GameInfo
from games.lost_treasure.game import LostTreasure
from games.lost_treasure.saved import restore
from games.lost_treasure.settings import LostTreasureSettings
from games.lost_treasure.sounds import CUES
from games.screen import T

GAME = GameInfo(
    name="lost-treasure",
    title=T("Lost Treasure"),
    new=LostTreasure.new,
    restore=restore,
    cues=CUES,
    settings=LostTreasureSettings,
)

__all__ = ["GAME", "LostTreasure", "LostTreasureSettings"]
