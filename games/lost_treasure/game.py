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
starts the dive. MENU is the box's: :attr:`LostTreasureGame.menu_allowed` says when.
The key tables are in :mod:`games.lost_treasure.keys`, the state in
:mod:`games.lost_treasure.state`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from games.base import GameBase, KeyAction
from games.dispatch import Refused, action_for, refusal
from games.effects import (
    GAUGE_SIZE,
    CancelWake,
    Effect,
    Lights,
    Save,
    Say,
    Sound,
    WakeAt,
    gauge_bar,
)
from games.events import Event, Hold, Press, Release, Wake
from games.keys import DIGITS
from games.lost_treasure import screens
from games.lost_treasure.card import CARD
from games.lost_treasure.chart import chart_for
from games.lost_treasure.compass import SPIN_STEP_SECONDS, SPIN_STEPS, spin_light
from games.lost_treasure.diving.dive import AIR as AIR_TIMER
from games.lost_treasure.diving.dive import EPSILON, MOVE, Dive, DiveNews
from games.lost_treasure.keys import DIVE_KEYS, GAME_KEYS, SURFACE_KEYS, press_area
from games.lost_treasure.notice import Notice, haul_value, notice_lights, notice_screen
from games.lost_treasure.ocean import Ocean
from games.lost_treasure.saved import from_dict, to_dict
from games.lost_treasure.settings import LostTreasureSettings
from games.lost_treasure.sounds import REFUSAL_CUE
from games.lost_treasure.state import LostTreasureState, Phase
from games.lost_treasure.words import answer_text, question_text
from games.screen import Screen, T, Text, mark

SPIN = "spin"
FILL = "fill"
FILL_STEP_SECONDS = 0.25
View = tuple[Lights, Screen, dict[str, float | None]]
STEPS = {
    Phase.IDLE: mark("At the surface"),
    Phase.SPINNING: mark("The compass spins"),
    Phase.FILLING: mark("The tank fills"),
    Phase.DIVING: mark("Diving: the air runs out"),
}
"""Each phase's step, as the help names it."""
NO_TIMERS: dict[str, float | None] = {SPIN: None, FILL: None, MOVE: None, AIR_TIMER: None}


class LostTreasureGame(GameBase[LostTreasureState]):
    """The Dive Control Center: two hidden treasures, the compass, the dive."""

    REFUSAL_CUE = REFUSAL_CUE
    CARD = CARD

    def __init__(self, state: LostTreasureState) -> None:
        super().__init__(state)
        self.held: set[str] = set()
        self.shown_before = state.notice
        """The notice on show before the key being handled (a history pages on)."""
        self._others_held = False  # another key was held when this one went down
        self._timers: dict[str, float] = {}
        self._wakes: dict[str, Callable[[float], list[Effect]]] = {
            SPIN: self._spin_step,
            FILL: self._fill_step,
            MOVE: self._move_step,
            AIR_TIMER: lambda now: self.dive_news(self.diver.tick(now), now),
        }
        self._news: dict[DiveNews, Callable[[float], list[Effect]]] = {
            DiveNews.NOTHING: lambda now: [],
            DiveNews.BAD_KEY: lambda now: refusal(REFUSAL_CUE),
            DiveNews.DESCENT: self._moving("descent"),
            DiveNews.ASCENT: self._moving("ascent"),
            DiveNews.SETTING_OFF: self.view,
            DiveNews.SEARCH: self.view,
            DiveNews.STOPPED: self.view,
            DiveNews.AIR: self.view,
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
    def new(cls, rng: random.Random, settings: Any, now: float) -> LostTreasureGame:
        """A fresh game: gold and silver hidden in two different locations."""
        settings = settings or LostTreasureSettings()
        ocean = Ocean.hidden(rng, settings.recipe())
        return cls(LostTreasureState(ocean, rng, settings, notice=Notice("new_game")))

    @classmethod
    def restore(
        cls, data: Mapping[str, Any], rng: random.Random, settings: Any, now: float
    ) -> LostTreasureGame:
        """A game from :meth:`snapshot`, settled after the restart (StateError if
        unreadable); ``rng`` takes the saved generator's state (see
        :mod:`games.lost_treasure.saved`)."""
        return cls(from_dict(data, rng, settings or LostTreasureSettings(), now))

    @property
    def menu_allowed(self) -> bool:
        """MENU opens the chooser only at the surface, never while the compass spins,
        the tank fills or the diver is under water (the air would keep running)."""
        return self.state.phase is Phase.IDLE

    @property
    def diver(self) -> Dive:
        """The dive under way."""
        assert self.state.dive is not None, "no dive in progress"
        return self.state.dive

    # The three calls the appliance makes.

    def redraw(self, now: float) -> list[Effect]:
        """The screen, the lights and the timers, from scratch."""
        self._timers = {}
        return self.view(now)

    def handle(self, event: Event, now: float) -> list[Effect]:
        """React to a key going down or up, or to a timer."""
        if isinstance(event, Wake):
            if self._timers.pop(event.tag, None) is None:
                return []  # cancelled or replaced since it was asked for
            return self._wakes[event.tag](now)
        if isinstance(event, Hold) or event.key not in GAME_KEYS:
            return []
        effects = self._catch_up(now)
        if isinstance(event, Release):
            self.held.discard(event.key)
            if self.state.phase is Phase.DIVING:
                effects += self.dive_news(self.diver.release(event.key, now), now)
            return effects
        assert isinstance(event, Press)
        others_held = bool(self.held)
        self.held.add(event.key)
        return effects + self._press(event.key, now, others_held)

    def snapshot(self, now: float) -> dict[str, Any]:
        """The whole game as JSON-ready data (see games.lost_treasure.saved)."""
        return to_dict(self.state, now)

    # Keys.

    def _press(self, key: str, now: float, others_held: bool) -> list[Effect]:
        if self.state.phase is Phase.IDLE:
            self.shown_before, self.state.notice = self.state.notice, Notice()
            self._others_held = others_held
        elif self.state.phase is not Phase.DIVING:
            return []
        return self.press(key, now)

    def key_action(self, key: str) -> KeyAction[LostTreasureGame] | None:
        """At the surface, the key's action (none while another key is held); in a dive,
        the dive's; while the compass spins or the tank fills, none (never asked)."""
        if self.state.phase is Phase.DIVING:
            return DIVE_KEYS[key]
        return None if self._others_held else action_for(SURFACE_KEYS, key)

    def step(self, shown: Screen | None) -> Text:
        """The step, for the help: at the surface, the compass or the tank at work, the
        tank full, or under water with the air running (the help pauses no clock)."""
        if self.state.phase is Phase.DIVING and not self.diver.is_started:
            return T("Tank full: choose an area")
        return T(STEPS[self.state.phase])

    def refused(self, refused: Refused, now: float) -> list[Effect]:
        """The refusal cue; at the surface the screen anew (the last result has gone)."""
        if self.state.phase is Phase.DIVING:
            return refusal(REFUSAL_CUE)
        return [*refusal(REFUSAL_CUE), *self.view(now)]

    # Timers: the compass spin and the tank filling, step by step.

    def start_steps(self, phase: Phase, now: float) -> None:
        """The compass starts spinning, or the tank filling, at ``now``."""
        self.state.phase, self.state.steps, self.state.steps_started_at = phase, 0, now

    def _next_step_at(self) -> float:
        seconds = SPIN_STEP_SECONDS if self.state.phase is Phase.SPINNING else FILL_STEP_SECONDS
        return self.state.steps_started_at + (self.state.steps + 1) * seconds

    def _spin_step(self, now: float) -> list[Effect]:
        self.state.steps += 1
        if self.state.steps >= SPIN_STEPS:
            self.state.phase, self.state.notice = (
                Phase.IDLE,
                Notice("answer", answer=self.state.question),
            )
            asked, self.state.question = self.state.question, None
            assert asked is not None
            # Only the answer now shown, and only if speech is on: the game keeps its sounds.
            said = [Say(question_text(asked)), Say(answer_text(asked))]
            return [*self.view(now), *said]
        return self.view(now, screen=False)

    def _fill_step(self, now: float) -> list[Effect]:
        self.state.steps += 1
        if self.state.steps >= GAUGE_SIZE:
            self.state.phase = Phase.DIVING
            areas = [key for key in self.held if key in DIGITS]
            if len(areas) == 1:  # held down while the tank filled: dive at once
                return self.view(now) + press_area(self, areas[0], now)
            return self.view(now)
        return self.view(now, screen=False)

    def _catch_up(self, now: float) -> list[Effect]:
        """Run dive timers that are due but not delivered yet (a key at the same instant)."""
        effects: list[Effect] = []
        while self.state.phase is Phase.DIVING:
            wakes = self.diver.wakes(now).items()
            due = [(at, tag) for tag, at in wakes if at is not None and at <= now + EPSILON]
            if not due:
                break
            at, tag = min(due)
            effects += self._wakes[tag](at)
        return effects

    # The dive.

    def dive_news(self, news: DiveNews, now: float) -> list[Effect]:
        """The effects of what a key or a timer did to the dive."""
        return self._news[news](now)

    def _move_step(self, now: float) -> list[Effect]:
        """The move timer. A "down" or an "up" sounds for each level gone, the last one
        too (with UP, just before the bells): a tap that moves no level makes no sound,
        so the number of "down"s is the depth."""
        news = self.diver.step(now)
        effects = self.dive_news(news, now)
        return [Sound("ascent"), *effects] if news is DiveNews.SURFACED else effects

    def _moving(self, cue: str) -> Callable[[float], list[Effect]]:
        return lambda now: [Sound(cue), *self.view(now)]

    def _arrive(self, now: float) -> list[Effect]:
        dive, metal = self.diver, self.state.metal
        assert metal is not None and dive.area is not None
        pieces = self.state.ocean.take(metal, dive.area)
        dive.pick_up(pieces, now)
        if not pieces:
            return [Sound("no_treasure"), *self.view(now)]
        # A find moves treasure out of the ocean: kept, so a power cut drops it where it was.
        return [Sound("treasure"), *self.view(now), Save()]

    def _surface(self, now: float) -> list[Effect]:
        dive, metal = self.diver, self.state.metal
        assert metal is not None
        sounds = [Sound("bells")]
        self.state.notice = Notice("surfaced")
        self.state.last_haul = 0
        if dive.carried:
            self.state.last_haul = haul_value(dive.carried, self.state.settings.piece_value)
            sounds.append(Sound("treasure"))
            emptied = None
            if self.state.ocean.site(metal).is_empty:
                self.state.ocean.hide_again(metal, self.state.rng, self.state.settings.recipe())
                self.state.history[metal] = []
                sounds.append(Sound("alarm"))
                emptied = metal
            found = dive.carried * self.state.settings.piece_value
            over = found if found > self.state.last_haul else None
            self.state.notice = Notice(
                "haul", value=self.state.last_haul, metal=emptied, number=over
            )
        self.end_dive()
        return [*sounds, *self.view(now), Save()]  # the haul: a dive's end is kept

    def _out_of_air(self, now: float) -> list[Effect]:
        dive, metal = self.diver, self.state.metal
        assert metal is not None
        dropped = dive.carried > 0 and dive.area is not None
        if dropped and dive.area is not None:
            self.state.ocean.drop(metal, dive.area, dive.carried)
        self.state.notice = Notice("out_of_air", number=dive.area, dropped=dropped)
        if dive.level == 0:
            self.state.notice = Notice("out_of_air_on_top")
        self.state.last_haul = 0
        self.end_dive()
        return [Sound("drop"), *self.view(now), Save()]

    def end_dive(self) -> None:
        """Back at the surface: no dive any more."""
        self.state.phase, self.state.dive, self.state.metal = Phase.IDLE, None, None

    # What the player sees.

    def view(self, now: float, *, screen: bool = True) -> list[Effect]:
        """Lights, screen (unless only the lights move) and timers for the current phase."""
        lights, shown, wanted = self._phase_view(now)
        effects: list[Effect] = [lights]
        if screen:
            spinning = self.state.question if self.state.phase is Phase.SPINNING else None
            effects += [shown, chart_for(self.state.history, spinning)]
        return effects + self._set_timers(wanted)

    def _phase_view(self, now: float) -> View:
        return self._views[self.state.phase](now)

    def _idle_view(self, now: float) -> View:
        shown = notice_screen(self.state.notice, self.state.entry, self.state.history)
        return notice_lights(self.state.notice), shown, dict(NO_TIMERS)

    def _spinning_view(self, now: float) -> View:
        assert self.state.question is not None
        lights = Lights(compass=spin_light(self.state.steps))
        return (
            lights,
            screens.spin_screen(self.state.question),
            NO_TIMERS | {SPIN: self._next_step_at()},
        )

    def _filling_view(self, now: float) -> View:
        lights = Lights(gauge=gauge_bar(self.state.steps))
        return lights, screens.fill_screen(), NO_TIMERS | {FILL: self._next_step_at()}

    def _diving_view(self, now: float) -> View:
        dive = self.diver
        lights = Lights(gauge=gauge_bar(dive.gauge_lit(now)))
        if not dive.is_started:
            return lights, screens.ready_screen(dive, now), dict(NO_TIMERS)
        shown = screens.dive_screen(dive, now, max(self.state.settings.depth_max, *dive.depths))
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
