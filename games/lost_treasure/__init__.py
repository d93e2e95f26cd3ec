"""Lost Treasure: the Electronic Dive Control Center of the 1982 board game.

The box starts in this game. ``GAME`` tells the appliance how to start, restore and
sound it; the rules live in :mod:`games.lost_treasure.game` and load on first use.
"""

from games.base import GameInfo, load_later
from games.lost_treasure.settings import LostTreasureSettings
from games.lost_treasure.sounds import CUES
from games.screen import T

GAME = GameInfo(
    name="lost-treasure",
    title=T("Lost Treasure"),
    new=load_later("games.lost_treasure.game", "LostTreasureGame.new"),
    restore=load_later("games.lost_treasure.game", "LostTreasureGame.restore"),
    cues=CUES,
    settings=LostTreasureSettings,
)
