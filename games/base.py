"""What every game provides, and small helpers shared by the games.

docs/adding-a-game.md tells how to add a game: its package's files and their roles.
"""

from __future__ import annotations

import copy
import dataclasses
import importlib
import math
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, runtime_checkable

from games.card import Card
from games.dispatch import Refused, refusal
from games.effects import Effect
from games.errors import SettingsError, StateError
from games.events import Event
from games.help import Help, key_uses, screen_of, title_of
from games.screen import Screen, T, Text


class Game(Protocol):
    """A game is a state machine. It owns no threads, reads no clock, never sleeps.

    The optional hooks a game may add are the protocols below: :class:`GuardsMenu`
    (MENU refused for a while), :class:`TakesMenuKey` (MENU as an ordinary key),
    :class:`Pausable` (timers stopped while a menu covers the game) and
    :class:`SeatPhones` (secrets on the seats' own phones).
    """

    def redraw(self, now: float) -> list[Effect]:
        """Everything needed to show the game from scratch: screen, lights, timers."""
        ...

    def handle(self, event: Event, now: float) -> list[Effect]:
        """React to one event at time ``now`` (seconds)."""
        ...

    def snapshot(self, now: float) -> dict[str, Any]:
        """The whole state as JSON-ready data, times made relative to ``now``."""
        ...


State = TypeVar("State")
Played = TypeVar("Played", contravariant=True)


class KeyAction(Protocol[Played]):
    """What a key runs, in every game: ``action(game, key, now)`` changes the game and
    returns its effects, or raises :class:`~games.dispatch.Refused` before it changes
    anything. ``game`` is the game (or a protocol of the part of it the action uses)."""

    def __call__(self, game: Played, key: str, now: float, /) -> list[Effect]: ...


class GameBase(Generic[State]):
    """The one base of every game, as python-chess's variants subclass one ``Board``.

    A game holds its whole state in :attr:`state` (what ``saved.to_dict(state, now)``
    saves and ``saved.from_dict(data, rng, settings, now)`` gives back). A key press
    goes through :meth:`press`: the game's :meth:`key_action` finds the key's action in
    the table of the phase, the action runs as ``action(game, key, now)``, and a key with
    no action, or whose action raises :class:`~games.dispatch.Refused`, goes to
    :meth:`refused`, the one place a game turns a refusal into its cue and reason.
    A subclass gives ``REFUSAL_CUE`` and :meth:`key_action`, and the calls of
    :class:`Game` (``redraw``, ``handle``, ``snapshot``, ``new``, ``restore``).
    """

    REFUSAL_CUE: ClassVar[str] = "bad_key"
    """The cue of a key the game refuses (one of its ``sounds.CUES``)."""

    UNDO_MOST: ClassVar[int] = 8
    """How many states before keys the game keeps for its undo key (the oldest go)."""

    CARD: ClassVar[Card | None] = None
    """The game's printed card: its words for each key's use, said by :meth:`what_now`."""
    """How many states before keys the game keeps for its undo key (the oldest go)."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.earlier: list[tuple[str, State]] = []
        """The states before each key undo may take back, the latest last, each with a
        note of what the key did (the game's own word: "claim", "verdict")."""
        self.was_refused = False
        """True when the last key :meth:`press` handled was refused."""

    def key_action(self, key: str) -> KeyAction[Self] | None:
        """The action ``key`` runs now (None: the key has none in this phase)."""
        raise NotImplementedError

    def press(self, key: str, now: float) -> list[Effect]:
        """A key went down: its action's effects, or its refusal's."""
        action = self.key_action(key)
        earlier, self.was_refused = self.earlier, False
        try:
            if action is None:
                raise Refused()
            if self.undo_stops(action):
                self.forget()  # before the key: its screen offers no undo
            return action(self, key, now)
        except Refused as refused:
            self.earlier, self.was_refused = earlier, True  # a refused key changes nothing
            return self.refused(refused, now)

    # The one undo: the states before the keys undo may take back, kept in memory.

    def undo_stops(self, action: KeyAction[Self]) -> bool:
        """True when undo may take back nothing from before ``action`` once it has run
        (a die rolled, a secret seen, a new map turned up). The game says which; by
        default every key stops it (a game without undo)."""
        return True

    def keep(self, note: str = "") -> None:
        """Keep the state as it is now, before the key changes it, for undo to put back."""
        self.earlier = [*self.earlier, (note, copy.deepcopy(self.state))][-self.UNDO_MOST :]

    def take_back(self) -> bool:
        """Put back the state kept last (False, and nothing changes, with none kept)."""
        if not self.earlier:
            return False
        self.state = self.earlier.pop()[1]
        return True

    def forget(self) -> None:
        """Undo stops here: nothing before now can be taken back."""
        self.earlier = []

    @property
    def undo_note(self) -> str | None:
        """What undo would take back now (the note kept with it), or None: nothing."""
        return self.earlier[-1][0] if self.earlier else None

    # What now?: the step and its keys, for the box's help (the game is not changed).

    def what_now(self, now: float) -> Help:
        """The step the game is in and a line for each use of the keys that act in it
        (each key tried on a copy of the game: the game itself is left as it is)."""
        shown = screen_of(copy.deepcopy(self).redraw(now))
        secret = shown is not None and shown.shared is not None
        uses = key_uses(self, self.REFUSAL_CUE, now, self.CARD, secret)
        return Help(self.step(shown), uses)

    def step(self, shown: Screen | None) -> Text:
        """The step the game is in, in a line; by default the title of its screen
        ``shown`` (the shared face of one player's secret). A game names its steps by
        overriding it."""
        title = title_of(shown)
        return T("Now: {step}", step=title) if title is not None else T("Playing")

    def refused(self, refused: Refused, now: float) -> list[Effect]:
        """What a refused key does: the refusal cue, and its reason said aloud."""
        return refusal(self.REFUSAL_CUE, refused.reason)

    def redraw(self, now: float) -> list[Effect]:
        """Everything needed to show the game from scratch: screen, lights, timers."""
        raise NotImplementedError

    def handle(self, event: Event, now: float) -> list[Effect]:
        """React to one event at time ``now`` (a :class:`~games.events.Press` through
        :meth:`press`)."""
        raise NotImplementedError

    def snapshot(self, now: float) -> dict[str, Any]:
        """The whole state as JSON-ready data: the game's ``saved.to_dict(state, now)``."""
        raise NotImplementedError


@runtime_checkable
class GuardsMenu(Protocol):
    """A game that refuses the box's MENU key for a while (optional hook)."""

    @property
    def menu_allowed(self) -> bool:
        """False while MENU must not open the game chooser (a dive under way)."""
        ...


@runtime_checkable
class TakesMenuKey(Protocol):
    """A game that takes MENU as one of its own keys for a while (optional hook)."""

    @property
    def wants_menu_key(self) -> bool:
        """True while MENU goes to the game, not to the box (the self-test's key step)."""
        ...


def allows_menu(game: object) -> bool:
    """True when the MENU key may open the game chooser now (:class:`GuardsMenu`)."""
    return not isinstance(game, GuardsMenu) or game.menu_allowed


def takes_menu_key(game: object) -> bool:
    """True when MENU is the game's own key now (:class:`TakesMenuKey`)."""
    return isinstance(game, TakesMenuKey) and game.wants_menu_key


@dataclass(frozen=True)
class GameInfo:
    """How the box finds, starts and restores a game; ``GAME`` in each game package.

    ``new(rng, settings, now)`` deals a fresh game; ``restore(data, rng, settings, now)``
    rebuilds one from ``snapshot()`` (raising :class:`StateError` on bad data). ``cues``
    maps each sound cue name the game uses to its description (see drivers.sound.sound_synth).
    ``settings`` is the frozen dataclass of the game's settings, all with defaults.
    """

    name: str
    title: Text
    new: Callable[[random.Random, Any, float], Game]
    restore: Callable[[Mapping[str, Any], random.Random, Any, float], Game]
    cues: Mapping[str, str] = field(default_factory=dict)
    settings: type | None = None


def load_later(module: str, name: str) -> Callable[..., Any]:
    """A function that imports ``module`` when first called, then calls ``name`` in it (a
    dotted path, like ``"Tobago.new"``): a game's rules load when the box first plays it,
    while its title, cues and settings (its package's light modules) load at start."""

    def call(*args: Any, **kwargs: Any) -> Any:
        target: Any = importlib.import_module(module)
        for part in name.split("."):
            target = getattr(target, part)
        return target(*args, **kwargs)

    call.__qualname__ = call.__name__ = f"{module}.{name}"
    return call


S = TypeVar("S")


def settings_from(cls: type[S], values: Mapping[str, Any]) -> S:
    """Build a settings dataclass from a TOML table, checking names, types and ranges.

    A field may carry ``metadata={"choices": (...)}`` or ``{"min": a, "max": b}``.
    """
    fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    for key in values:
        if key not in fields:
            known = ", ".join(sorted(fields))
            raise SettingsError(key, f"unknown setting; known settings are {known}")
    defaults = cls()
    for key, value in values.items():
        _check_setting(key, value, getattr(defaults, key), fields[key].metadata)
    return dataclasses.replace(defaults, **values)  # type: ignore[type-var]


def _check_setting(key: str, value: Any, default: Any, meta: Mapping[str, Any]) -> None:
    kind = type(default)
    number = kind in (int, float) and not isinstance(value, bool)
    if kind is float and number and isinstance(value, int | float):
        pass
    elif not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SettingsError(key, f"{value!r} should be a {kind.__name__}, like {default!r}")
    if isinstance(value, float) and not math.isfinite(value):
        raise SettingsError(
            key, f"{value!r} is not a number; write a finite number, like {default!r}"
        )
    if "choices" in meta and value not in meta["choices"]:
        choices = ", ".join(repr(c) for c in meta["choices"])
        raise SettingsError(key, f"{value!r} is not one of {choices}")
    if "min" in meta and value < meta["min"]:
        raise SettingsError(key, f"{value!r} is below the smallest allowed, {meta['min']!r}")
    if "max" in meta and value > meta["max"]:
        raise SettingsError(key, f"{value!r} is above the largest allowed, {meta['max']!r}")


class Value:
    """A value that never changes in place (a frozen dataclass of values, such as a map
    or an icon): an undo's copy of a state shares it (``copy.deepcopy`` hands it back)."""

    __slots__ = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        return self


def saved_version(data: Any, game: str, newest: int) -> int:
    """The version of a saved game, checked: StateError when ``data`` is not a table, has
    no valid version, or was saved by a newer box than this one (``newest``)."""
    if not isinstance(data, Mapping):
        raise StateError(f"a saved {game} game is a table, not {type(data).__name__}")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise StateError(f"the saved {game} game has no valid version ({version!r})")
    if version > newest:
        raise StateError(
            f"the saved {game} game is version {version}, newer than this box "
            f"reads ({newest}); update the box or start a new game from the menu"
        )
    return version


@runtime_checkable
class Pausable(Protocol):
    """A game whose own timers stop while the box's menu covers it (optional).

    The box calls ``pause`` when a menu opens over the game and ``resume`` (then
    ``redraw``) when it closes on the same game; both return effects like ``handle``.
    A game without them runs on behind the menu.
    """

    def pause(self, now: float) -> list[Effect]:
        """A menu covers the game from ``now``."""
        ...

    def resume(self, now: float) -> list[Effect]:
        """The menu has gone at ``now``."""
        ...


@runtime_checkable
class ColouredSeats(Protocol):
    """A game whose seats are named by their pieces' colours (optional; see
    :mod:`games.seats.colours`): the phones name each seat so."""

    @property
    def seat_colours(self) -> tuple[str, ...]:
        """Each seat's colour, seat 1 first."""
        ...


@runtime_checkable
class SeatPhones(Protocol):
    """A game with secrets for one seat's eyes, which it sends to that seat's phone when
    it has one (optional; see :mod:`games.phones`). The box tells it which seats have a
    paired phone whenever that changes, and after the game is dealt or restored.
    """

    def phones_at(self, seats: frozenset[int], now: float) -> list[Effect]:
        """The seats with a paired phone are now ``seats``: the screen and secrets anew."""
        ...


@dataclass(frozen=True)
class Seat:
    """A seat at the table as a game's result names it: its number and, when the game
    knows it, the colour of its pieces (a colour's name: "red")."""

    seat: int
    colour: str | None = None


@dataclass(frozen=True)
class Result:
    """How a game ended: its seats, the seats that won (more than one on a tie; none
    when the box does not know), and each seat's score where the box keeps it.
    ``teams``: the seats are teams of two."""

    seats: tuple[Seat, ...]
    winners: tuple[int, ...] = ()
    scores: Mapping[int, int] = field(default_factory=dict)
    teams: bool = False


@runtime_checkable
class Ends(Protocol):
    """A game whose end the box sees (optional): the evenings log keeps its result. A
    game that ended and is set up again (its own "new game") is another evening; one
    taken back into play (undo, a score put right) and ended again is the same."""

    def result(self) -> Result | None:
        """How the game ended, once it has (None while it goes on)."""
        ...

    @property
    def setting_up(self) -> bool:
        """True while the table sets the game up (seats, teams), before it is played."""
        ...


def result_of(game: object) -> Result | None:
    """``game``'s result when it has ended and says how (else None)."""
    return game.result() if isinstance(game, Ends) else None
