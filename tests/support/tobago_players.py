"""A table that plays whole games of Tobago by itself, key by key, for the tests.

:class:`Players` looks at the referee's state and chooses the keys a sensible table
would press next: each player's starting clue on a map of their choice (one taken back
and placed again), clues that narrow a map down, raising a located treasure on one's
own turn, takes and passes in the split, amulets picked up (the turn's move) and used
before or after the turn's clue or move, a move now and then, a pass for a new hand.
``python tests/support/tobago_players.py`` writes the key scripts of such games on the
mock box (seed 1) for 3 players to ``tests/games/tobago/data/whole_game.keys`` and for
2 and 4 players beside it.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

from games.tobago.clues.clue import Clue, all_clues
from games.tobago.state import Phase, Purpose, Step, TobagoState

TESTS = Path(__file__).resolve().parents[1]
DATA = TESTS / "games" / "tobago" / "data"
SCRIPT = DATA / "whole_game.keys"
SCRIPTS = {2: DATA / "whole_game_2.keys", 3: SCRIPT, 4: DATA / "whole_game_4.keys"}
SETTINGS = '[tobago]\nisland = "seed-07"\n'
#: Each player's starting clue: the map they choose and the clue (players 1 and 4 both
#: choose map 2).
STARTERS = ((2, "not-next-to beach"), (1, "in jungle"), (4, "next-to sea"), (2, "in mountain"))
#: Clues a table rarely holds: the treasure on a landmark's own hex.
ODD = {"in hut", "in palm", "in statue", "in sea"}


def clue_keys(clue: Clue) -> list[str]:
    """The relation and target keys of a clue, $ for a largest area, then AIR."""
    from games.tobago.flows.clue import RELATION_KEYS, TARGET_KEYS, largest

    relation = {v: k for k, v in RELATION_KEYS.items()}[clue.relation]
    targets = {v: k for k, v in TARGET_KEYS.items()}
    if clue.target.is_largest:
        return [relation, targets[largest(clue.target)], "VALUE", "AIR"]
    return [relation, targets[clue.target], "AIR"]


class Players:
    """The people at the table: given the state, the next keys and why."""

    def __init__(self, seed: int = 0, players: int = 3) -> None:
        self.rng = random.Random(seed)
        self.players = players
        self.powers = ["2", "1", "3", "4"]
        self.prelude: list[tuple[list[str], str]] = [
            (["2", "1", "7", "AIR", "CLEAR"], "player 1 tries 'in sea' on map 2: refused"),
            (["VALUE"], "no treasure is located yet: refused"),
            (["NS_GOLD", "1", "UP", "UP", "CLEAR", "CLEAR"], "a look at the maps"),
        ]
        self.once: set[str] = set()
        self.moves: dict[Phase, Callable[[TobagoState], tuple[list[str], str]]] = {
            Phase.SETUP_PLAYERS: lambda s: ([str(self.players)], "how many play"),
            Phase.SETUP_TERRAIN: lambda s: (["AIR"], "next row of the island"),
            Phase.SETUP_LANDMARKS: lambda s: (["AIR"], "next landmark"),
            Phase.CLUE: self._clue,
            Phase.REFUSED: lambda s: (["AIR"], "try another clue"),
            Phase.VERDICT: lambda s: (["AIR"], "seen the verdict: go on"),
            Phase.TURN: self._turn,
            Phase.LOOK: lambda s: (["AIR"], "show or hide the secret cards"),
            Phase.OFFER: self._offer,
            Phase.CURSE: lambda s: ([self.rng.choice(["VALUE", "UP"])], "amulet or gold?"),
            Phase.SPLIT_OVER: lambda s: (["AIR"], "the split is over"),
            Phase.WASHED: lambda s: (["AIR"], "amulets washed up"),
        }

    def first(self, what: str) -> bool:
        """True the first time ``what`` is asked about (for things shown once a game)."""
        if what in self.once:
            return False
        self.once.add(what)
        return True

    def next_keys(self, state: TobagoState) -> tuple[list[str], str]:
        """The keys to press now, and a comment; no keys once the game is over."""
        if state.phase is Phase.END:
            return [], "final scores"
        return self.moves.get(state.phase, lambda s: (["CLEAR"], "back"))(state)

    def _clue(self, state: TobagoState) -> tuple[list[str], str]:
        draft = state.draft
        assert draft is not None
        if draft.purpose is Purpose.START and draft.step is Step.MAP:
            return self._start(state, draft.player or 1)
        if draft.step is not Step.RELATION or draft.map_number is None:
            return ["CLEAR"], "back"
        clue = self.narrowing(state, draft.map_number)
        return clue_keys(clue), f"player {draft.player}: '{clue}' on map {draft.map_number}"

    def _start(self, state: TobagoState, player: int) -> tuple[list[str], str]:
        """A player's starting clue; the first time, nothing to take back (refused), and
        player 2 first takes back player 1's clue, which player 1 plays again."""
        if player == 1 and self.first("nothing to take back"):
            return ["UP"], "take back a starting clue: none yet, refused"
        if player == 2 and self.first("take back"):
            return ["UP", "AIR"], "player 1's starting clue taken back and played again"
        number, text = STARTERS[player - 1]
        keys = [str(number), *clue_keys(Clue.from_notation(text))]
        return keys, f"player {player}'s starting clue: '{text}' on map {number}"

    def narrowing(self, state: TobagoState, number: int) -> Clue:
        """A legal clue that narrows a map down by about three quarters."""
        candidates = state.sheet(number).treasure.candidates
        aim = max(1, candidates.bit_count() // 4)
        legal = [
            (abs(state.engine.judge(candidates, c).candidates_after.bit_count() - aim), str(c), c)
            for c in all_clues()
            if str(c) not in ODD and state.engine.judge(candidates, c).legal
        ]
        return min(legal)[2]

    def _turn(self, state: TobagoState) -> tuple[list[str], str]:
        if self.prelude:
            return self.prelude.pop(0)
        player = state.turn
        located = [n for n, sheet in enumerate(state.maps, 1) if sheet.is_located]
        if state.extra_move:
            if state.amulets.lying and self.first("pick-up on the amulet's move"):
                return ["UP", "1", "CLEAR"], "a pick-up on the amulet's move: refused"
            return ["AIR"], f"player {player}'s amulet move is done"
        if state.acted is not None:
            if state.amulets.held.get(player, 0) and self.rng.random() < 0.3:
                keys, why = self._amulet(state)
                return keys, f"{why}, after the turn's {state.acted}"
            return ["AIR"], f"player {player} ends the turn"
        if located:
            if self.first("raise for another player"):
                other = state.next_player(player)
                keys = ["VALUE", str(located[0]), str(other), str(player)]
                why = (
                    f"player {other} may not raise on player {player}'s turn; player {player} does"
                )
                return keys, why
            why = f"player {player} raises map {located[0]}"
            return ["VALUE", str(located[0]), str(player)], why
        if not state.amulets.held.get(player, 0) and self.first("a pass"):
            why = f"player {player} passes to exchange the hand, takes it back, passes"
            return ["CLEAR", "CLEAR", "CLEAR", "AIR"], why
        if state.amulets.lying and self.rng.random() < 0.3:
            return ["UP", "1", "CLEAR"], f"player {player}'s ATV picks up an amulet (the move)"
        if state.amulets.held.get(player, 0) and self.rng.random() < 0.3:
            return self._amulet(state)
        if self.rng.random() < 0.15:
            return ["AIR"], f"player {player} moves the ATV"
        number = min(range(1, 5), key=lambda n: (state.sheet(n).count, n))
        clue = self.narrowing(state, number)
        return [str(number), *clue_keys(clue)], f"player {player}: '{clue}' on map {number}"

    def _amulet(self, state: TobagoState) -> tuple[list[str], str]:
        """The next power in turn that can be used now: marker, clue, move, hand."""
        player = state.turn
        markers = [n for n, s in enumerate(state.maps, 1) if 1 < s.count <= state.rules.markers]
        powers = ["2", "1", "3", "4"] if markers else ["1", "3", "4"]
        power = next(p for p in self.powers if p in powers)
        self.powers.append(self.powers.pop(self.powers.index(power)))
        if power == "1":
            open_maps = [n for n in range(1, 5) if not state.sheet(n).is_located]
            number = min(open_maps, key=lambda n: (state.sheet(n).count, n))
            clue = self.narrowing(state, number)
            keys = ["UP", "VALUE", "1", str(number), *clue_keys(clue), "AIR"]
            return keys, f"player {player} uses an amulet: extra clue '{clue}' on map {number}"
        if power == "2":
            why = f"player {player} uses an amulet: takes a marker off map {markers[0]}"
            return ["UP", "VALUE", "2", str(markers[0]), "UP", "AIR", "AIR"], why
        what = {"3": "moves the ATV 3 more steps", "4": "exchanges the whole hand"}[power]
        return ["UP", "VALUE", power], f"player {player} uses an amulet: {what}"

    def _offer(self, state: TobagoState) -> tuple[list[str], str]:
        assert state.split is not None
        player = state.split.offered_to
        if self.rng.random() < 0.75:
            return ["VALUE"], f"player {player} takes the card"
        return ["UP"], f"player {player} passes"


def write_script(seed: int = 1, players: int = 3) -> str:
    """Play one whole game on the mock box and return its key script."""
    sys.path.append(str(TESTS / "support"))  # not tests/: its appliance/ would shadow ours
    from boxkit import mock_box, play

    lines = [
        f"# A whole game of Tobago on the box: {players} players, the shipped island seed-07.",
        f"# Made by tests/support/tobago_players.py for --seed {seed} and these settings:",
        *(f"#   {line}" for line in SETTINGS.splitlines()),
        "game tobago",
    ]
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        settings = Path(folder) / "settings.toml"
        settings.write_text(SETTINGS, encoding="utf-8")
        with mock_box(seed=seed, settings_path=settings) as (running, _):
            play(running, "game tobago")
            table = Players(seed, players)
            while True:
                keys, why = table.next_keys(running.box.game.state)
                if not keys:
                    break
                lines.append(f"press {keys[0]:<6} # {why}")
                lines += [f"press {key}" for key in keys[1:]]
                play(running, "\n".join(f"press {key}" for key in keys))
    lines.append("# the treasure deck has run out: final scores")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    for count, path in SCRIPTS.items():
        path.write_text(write_script(players=count), encoding="utf-8")
        print(f"wrote {path}")
