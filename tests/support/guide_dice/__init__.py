"""Guide Dice: the example game of docs/adding-a-game.md, built by following it.

Keys 1 to 3 choose how many dice, $ VALUE rolls them, CLEAR clears the roll; any other
key is refused. Only the settings and sounds load with the package; the rules load on
first use.
"""

from games.base import GameInfo, load_later
from games.screen import T
from guide_dice.settings import GuideDiceSettings
from guide_dice.sounds import CUES

GAME = GameInfo(
    name="guide-dice",
    title=T("Guide Dice"),
    new=load_later("guide_dice.game", "GuideDiceGame.new"),
    restore=load_later("guide_dice.game", "GuideDiceGame.restore"),
    cues=CUES,
    settings=GuideDiceSettings,
)
