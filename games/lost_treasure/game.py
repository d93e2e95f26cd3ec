"""The Electronic Dive Control Center as a state machine: ``handle(event, now) -> effects``.

Phases:

- ``idle``: at the surface. Digits enter a location; a direction key asks about it
  (or, with no location entered, shows that metal's history); AIR or UP dives there;
  VALUE shows the last haul; CLEAR cancels. The last result stays on show until the
  next key.
- ``spinning``: the compass light circles for 1.5 s, then the answer stays lit.
- ``filling``: the tank fills, one gauge LED at a time, then the diver is ready.
- ``diving``: area keys move the diver, UP (or AIR) brings him up, the air runs out;
  with the tank full and no area key pressed yet, CLEAR calls the dive off.

Keys pressed while the compass spins or the tank fills are ignored, silently (a bad-key
sound would cut those sounds short); an area key still held when the tank is full
starts the dive. MENU is the box's: :attr:`LostTreasure.menu_allowed` says when.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from enum import StrEnum
from typing import Any

from games.effects import GAUGE_SIZE, CancelWake, Effect, Lights, Say, Sound, WakeAt, gauge_bar
from games.events import Event, Hold, Press, Release, Wake
from games.keys import AIR, CLEAR, DIGITS, DIRECTION_KEYS, UP, VALUE
from games.lost_treasure import screens
from games.lost_treasure.compass import (
    QUESTION_KEYS,
    SPIN_STEP_SECONDS,
    SPIN_STEPS,
    Answer,
    answer,
    spin_light,
)
from games.lost_treasure.dive import AIR as AIR_TIMER
from games.lost_treasure.dive import EPSILON, MOVE, Dive, DiveNews
from games.lost_treasure.notice import Notice, haul_value, notice_lights, notice_screen
from games.lost_treasure.ocean import Metal, Ocean
from games.lost_treasure.settings import LostTreasureSettings
from games.screen import Screen

SPIN = "spin"
FILL = "fill"
FILL_STEP_SECONDS = 0.25
LOCATION_DIGITS = "12345678"
KEY_KINDS: dict[str, str] = {
    **{digit: "digit" for digit in DIGITS},
    **{key: "direction" for key in DIRECTION_KEYS},
    AIR: "air",
    UP: "air",
    VALUE: "value",
    CLEAR: "clear",
}
Handler = Callable[[str, float], list[Effect]]
View = tuple[Lights, Screen, dict[str, float | None]]
NO_TIMERS: dict[str, float | None] = {SPIN: None, FILL: None, MOVE: None, AIR_TIMER: None}


class Phase(StrEnum):
    """Where the turn is."""

    IDLE = "idle"
    SPINNING = "spinning"
    FILLING = "filling"
    DIVING = "diving"


class LostTreasure:
    """The Dive Control Center: two hidden treasures, the compass, the dive."""

    def __init__(
        self, ocean: Ocean, rng: random.Random, settings: LostTreasureSettings | None = None
    ) -> None:
        self.ocean = ocean
        self.rng = rng
        self.settings = settings or LostTreasureSettings()
        self.phase = Phase.IDLE
        self.entry = ""
        self.notice = Notice()
        self.history: dict[Metal, list[Answer]] = {metal: [] for metal in Metal}
        self.last_haul: int | None = None
        self.question: Answer | None = None
        self.steps = 0
        self.steps_started_at = 0.0
        self.metal: Metal | None = None
        self.dive: Dive | None = None
        self.held: set[str] = set()
        self._shown_before = self.notice
        self._timers: dict[str, float] = {}
        self._surface_keys: dict[str, Handler] = {
            "digit": self._enter_digit,
            "direction": self._direction,
            "air": self._air,
            "value": self._value,
            "clear": self._clear,
        }
        self._dive_keys: dict[str, Handler] = {
            "digit": lambda key, now: self._dive_news(
                self._diver.press_area(int(key), key, now), now
            ),
            "air": lambda key, now: self._dive_news(self._diver.press_up(key, now), now),
            "direction": lambda key, now: [Sound("bad_key")],
            "value": lambda key, now: [Sound("bad_key")],
            "clear": self._call_off,
        }
        self._wakes: dict[str, Callable[[float], list[Effect]]] = {
            SPIN: self._spin_step,
            FILL: self._fill_step,
            MOVE: lambda now: self._dive_news(self._diver.step(now), now),
            AIR_TIMER: lambda now: self._dive_news(self._diver.tick(now), now),
        }
        self._news: dict[DiveNews, Callable[[float], list[Effect]]] = {
            DiveNews.NOTHING: lambda now: [],
            DiveNews.BAD_KEY: lambda now: [Sound("bad_key")],
            DiveNews.DESCENT: self._moving("descent"),
            DiveNews.ASCENT: self._moving("ascent"),
            DiveNews.SEARCH: self._view,
            DiveNews.STOPPED: self._view,
            DiveNews.AIR: self._view,
            DiveNews.ARRIVED: self._arrive,
            DiveNews.SURFACED: self._surface,
            DiveNews.OUT_OF_AIR: self._out_of_air,
        }
        self._views: dict[Phase, Callable[[float], View]] = {
            Phase.IDLE: self._idle_view,
            Phase.SPINNING: self._spinning_view,
            Phase.FILLING: self._filling_view,
            Phase.DIVING: self._diving_view,
        }

    @classmethod
    def new(cls, rng: random.Random, settings: Any, now: float) -> LostTreasure:
        """A fresh game: gold and silver hidden in two different locations."""
        settings = settings or LostTreasureSettings()
        game = cls(Ocean.hidden(rng, settings.recipe()), rng, settings)
        game.notice = Notice("new_game")
        return game

    @property
    def menu_allowed(self) -> bool:
        """MENU opens the chooser only at the surface, never while the compass spins,
        the tank fills or the diver is under water (the air would keep running)."""
        return self.phase is Phase.IDLE

    @property
    def _diver(self) -> Dive:
        assert self.dive is not None, "no dive in progress"
        return self.dive

    # The three calls the appliance makes.

    def redraw(self, now: float) -> list[Effect]:
        """The screen, the lights and the timers, from scratch."""
        self._timers = {}
        return self._view(now)

    def handle(self, event: Event, now: float) -> list[Effect]:
        """React to a key going down or up, or to a timer."""
        if isinstance(event, Wake):
            if self._timers.pop(event.tag, None) is None:
                return []  # cancelled or replaced since it was asked for
            return self._wakes[event.tag](now)
        if isinstance(event, Hold) or event.key not in KEY_KINDS:
            return []
        effects = self._catch_up(now)
        if isinstance(event, Release):
            self.held.discard(event.key)
            if self.phase is Phase.DIVING:
                effects += self._dive_news(self._diver.release(event.key, now), now)
            return effects
        assert isinstance(event, Press)
        others_held = bool(self.held)
        self.held.add(event.key)
        return effects + self._press(event.key, now, others_held)

    def snapshot(self, now: float) -> dict[str, Any]:
        """The whole game as JSON-ready data (see games.lost_treasure.saved)."""
        from games.lost_treasure.saved import snapshot

        return snapshot(self, now)

    # Keys.

    def _press(self, key: str, now: float, others_held: bool) -> list[Effect]:
        kind = KEY_KINDS[key]
        if self.phase is Phase.DIVING:
            return self._dive_keys[kind](key, now)
        if self.phase is not Phase.IDLE:
            return []
        self._shown_before, self.notice = self.notice, Notice()
        if others_held:
            return [Sound("bad_key"), *self._view(now)]
        return self._surface_keys[kind](key, now)

    def _bad_key(self, now: float) -> list[Effect]:
        return [Sound("bad_key"), *self._view(now)]

    def _enter_digit(self, key: str, now: float) -> list[Effect]:
        if key not in LOCATION_DIGITS or len(self.entry) == 2:
            return self._bad_key(now)
        self.entry += key
        return [Sound("key"), *self._view(now)]

    def _direction(self, key: str, now: float) -> list[Effect]:
        if len(self.entry) == 1:
            return self._bad_key(now)
        if not self.entry:
            return self._show_history(key, now)
        metal, axis = QUESTION_KEYS[key]
        location = int(self.entry)
        given = Answer(
            metal, axis, location, answer(axis, location, self.ocean.site(metal).location)
        )
        self.history[metal].append(given)
        self.question, self.entry = given, ""
        self._start_steps(Phase.SPINNING, now)
        return [Sound("spin"), *self._view(now)]

    def _show_history(self, key: str, now: float) -> list[Effect]:
        metal, shown = QUESTION_KEYS[key][0], self._shown_before
        page = shown.page + 1 if shown.kind == "history" and shown.metal == metal else 0
        pages = max(1, -(-len(self.history[metal]) // screens.HISTORY_PAGE))
        self.notice = Notice("history", metal=metal, page=page % pages)
        return [Sound("key"), *self._view(now)]

    def _air(self, key: str, now: float) -> list[Effect]:
        if len(self.entry) != 2:
            return self._bad_key(now)
        location, self.entry = int(self.entry), ""
        metal = self.ocean.metal_at(location)
        if metal is None:
            self.notice = Notice("not_here", number=location)
            return [Sound("not_here"), *self._view(now)]
        self.metal = metal
        self.dive = Dive(self.ocean.site(metal).depths, self.settings.timing())
        self._start_steps(Phase.FILLING, now)
        return [Sound("fill"), *self._view(now)]

    def _value(self, key: str, now: float) -> list[Effect]:
        if self.last_haul is None:
            self.notice = Notice("no_haul")
        elif self.last_haul == 0:
            self.notice = Notice("no_haul", again=True)
        else:
            self.notice = Notice("haul", value=self.last_haul, again=True)
        return [Sound("key"), *self._view(now)]

    def _clear(self, key: str, now: float) -> list[Effect]:
        self.entry = ""
        return [Sound("key"), *self._view(now)]

    # Timers: the compass spin and the tank filling, step by step.

    def _start_steps(self, phase: Phase, now: float) -> None:
        self.phase, self.steps, self.steps_started_at = phase, 0, now

    def _next_step_at(self) -> float:
        seconds = SPIN_STEP_SECONDS if self.phase is Phase.SPINNING else FILL_STEP_SECONDS
        return self.steps_started_at + (self.steps + 1) * seconds

    def _spin_step(self, now: float) -> list[Effect]:
        self.steps += 1
        if self.steps >= SPIN_STEPS:
            self.phase, self.notice = Phase.IDLE, Notice("answer", answer=self.question)
            asked, self.question = self.question, None
            assert asked is not None
            # Only the answer now shown, and only if speech is on: the game keeps its sounds.
            said = [Say(screens.question_text(asked)), Say(screens.answer_text(asked))]
            return [*self._view(now), *said]
        return self._view(now, screen=False)

    def _fill_step(self, now: float) -> list[Effect]:
        self.steps += 1
        if self.steps >= GAUGE_SIZE:
            self.phase = Phase.DIVING
            areas = [key for key in self.held if KEY_KINDS[key] == "digit"]
            if len(areas) == 1:  # held down while the tank filled: dive at once
                return self._view(now) + self._dive_keys["digit"](areas[0], now)
            return self._view(now)
        return self._view(now, screen=False)

    def _catch_up(self, now: float) -> list[Effect]:
        """Run dive timers that are due but not delivered yet (a key at the same instant)."""
        effects: list[Effect] = []
        while self.phase is Phase.DIVING:
            wakes = self._diver.wakes(now).items()
            due = [(at, tag) for tag, at in wakes if at is not None and at <= now + EPSILON]
            if not due:
                break
            at, tag = min(due)
            effects += self._wakes[tag](at)
        return effects

    # The dive.

    def _dive_news(self, news: DiveNews, now: float) -> list[Effect]:
        return self._news[news](now)

    def _moving(self, cue: str) -> Callable[[float], list[Effect]]:
        return lambda now: [Sound(cue), *self._view(now)]

    def _arrive(self, now: float) -> list[Effect]:
        dive, metal = self._diver, self.metal
        assert metal is not None and dive.area is not None
        pieces = self.ocean.take(metal, dive.area)
        dive.pick_up(pieces, now)
        return [Sound("treasure" if pieces else "no_treasure"), *self._view(now)]

    def _surface(self, now: float) -> list[Effect]:
        dive, metal = self._diver, self.metal
        assert metal is not None
        sounds = [Sound("bells")]
        self.notice = Notice("surfaced")
        self.last_haul = 0
        if dive.carried:
            self.last_haul = haul_value(dive.carried, self.settings.piece_value)
            sounds.append(Sound("treasure"))
            emptied = None
            if self.ocean.site(metal).is_empty:
                self.ocean.hide_again(metal, self.rng, self.settings.recipe())
                self.history[metal] = []
                sounds.append(Sound("alarm"))
                emptied = metal
            self.notice = Notice("haul", value=self.last_haul, metal=emptied)
        self._end_dive()
        return [*sounds, *self._view(now)]

    def _out_of_air(self, now: float) -> list[Effect]:
        dive, metal = self._diver, self.metal
        assert metal is not None
        dropped = dive.carried > 0 and dive.area is not None
        if dropped and dive.area is not None:
            self.ocean.drop(metal, dive.area, dive.carried)
        self.notice = Notice("out_of_air", number=dive.area, dropped=dropped)
        self.last_haul = 0
        self._end_dive()
        return [Sound("drop"), *self._view(now)]

    def _call_off(self, key: str, now: float) -> list[Effect]:
        """CLEAR with the tank full, before the first area key: no dive, nothing lost."""
        if self._diver.is_started:
            return []  # CLEAR never ends a dive
        self.notice = Notice("called_off")
        self._end_dive()
        return [Sound("key"), *self._view(now)]

    def _end_dive(self) -> None:
        self.phase, self.dive, self.metal = Phase.IDLE, None, None

    # What the player sees.

    def _view(self, now: float, *, screen: bool = True) -> list[Effect]:
        """Lights, screen (unless only the lights move) and timers for the current phase."""
        lights, shown, wanted = self._phase_view(now)
        effects: list[Effect] = [lights]
        if screen:
            effects.append(shown)
        return effects + self._set_timers(wanted)

    def _phase_view(self, now: float) -> View:
        return self._views[self.phase](now)

    def _idle_view(self, now: float) -> View:
        shown = notice_screen(self.notice, self.entry, self.history)
        return notice_lights(self.notice), shown, dict(NO_TIMERS)

    def _spinning_view(self, now: float) -> View:
        assert self.question is not None
        lights = Lights(compass=spin_light(self.steps))
        return lights, screens.spin_screen(self.question), NO_TIMERS | {SPIN: self._next_step_at()}

    def _filling_view(self, now: float) -> View:
        lights = Lights(gauge=gauge_bar(self.steps))
        return lights, screens.fill_screen(), NO_TIMERS | {FILL: self._next_step_at()}

    def _diving_view(self, now: float) -> View:
        dive = self._diver
        lights = Lights(gauge=gauge_bar(dive.gauge_lit(now)))
        if not dive.is_started:
            return lights, screens.ready_screen(dive, now), dict(NO_TIMERS)
        shown = screens.dive_screen(dive, now, max(self.settings.depth_max, *dive.depths))
        return lights, shown, NO_TIMERS | dive.wakes(now)

    def _set_timers(self, wanted: dict[str, float | None]) -> list[Effect]:
        effects: list[Effect] = []
        for tag, at in wanted.items():
            if at is None and tag in self._timers:
                del self._timers[tag]
                effects.append(CancelWake(tag))
            elif at is not None and self._timers.get(tag) != at:
                self._timers[tag] = at
                effects.append(WakeAt(at, tag))
        return effects
