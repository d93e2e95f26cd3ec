"""The composition root: builds the whole box from settings and hands each part its
collaborators. Bad settings, pin map or state never stop the box: each is reported
(log and OLED notice) and the box starts on defaults. ``tabletop run`` comes here
through appliance.box.start.power_up, which has played the power-on beep first and
hands over its speaker (``StartOptions.speaker``); tests and tools come straight here.
"""

from __future__ import annotations

import logging
import os
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from appliance.box.errors import SettingsFileError
from appliance.box.loop.clock import Clock
from appliance.box.loop.event_loop import EventLoop
from appliance.box.notices import notice_screen
from appliance.box.output import BOX_SOUNDS, Output, cue_key
from appliance.box.router import Box
from appliance.box.selftest.selftest import NAME as SELFTEST
from appliance.box.selftest.selftest import Finished, selftest_info
from appliance.box.sounds import BOX_CUES
from appliance.box.start.hardware import Hardware, build_hardware
from appliance.box.start.last_good_pinout import keep_last_good, last_good
from appliance.box.start.options import CUE_CACHE, StartOptions, default_cache_dir
from appliance.box.start.placeholder import placeholder_info, placeholder_title
from appliance.box.start.settings import Settings, line_of_setting, load_settings
from appliance.box.state.state_store import StateStore
from appliance.box.words.i18n import Translator, language_code
from appliance.screen.render import ScreenRenderer
from drivers.errors import PinoutError
from drivers.pins.pinout import Pinout, bare_pinout, load_pinout
from games.base import GameInfo, settings_from
from games.catalog import GAME_MODULES, find_game
from games.errors import SettingsError
from games.screen import Screen, T, Text

log = logging.getLogger(__name__)

SPEECH_FOLDER = "speech"  # the spoken phrases' cache, in the cache folder
SHIPPED_PINOUT = (Path(__file__).resolve().parent / "pinout.toml").resolve()
NO_PIN_MAP = T("The pin map has an error. No key or light works until it is fixed.")


@dataclass
class Running:
    """A built box: its loop, the box itself, its drivers and what went wrong at start."""

    loop: EventLoop
    box: Box
    hardware: Hardware
    output: Output
    settings: Settings
    problems: list[str] = field(default_factory=list)
    companion: Any = None  # the table companion, when the settings turn it on
    settings_path: Path | None = None  # the settings file it was told to read (may be absent)

    def close(self) -> None:
        """Release the hardware (and stop the companion's server)."""
        if self.companion is not None:
            self.companion.close()
        self.hardware.close()


def load_games() -> dict[str, GameInfo]:
    """Every game in menu order; a placeholder for those not built yet, or broken."""
    games = {}
    for name in GAME_MODULES:
        try:
            info = find_game(name)
        except Exception:  # one broken game package must not keep the box from starting
            log.exception("the %s game cannot be loaded; the box goes on without it", name)
            info = placeholder_info(name, placeholder_title(name), broken=True)
        games[name] = info or placeholder_info(name, placeholder_title(name))
    return games


def default_state_dir(settings: Settings) -> Path:
    """Where the state lives: the setting, systemd's StateDirectory, or the user's."""
    if settings.box.state_dir:
        return Path(settings.box.state_dir)
    if os.environ.get("STATE_DIRECTORY"):
        return Path(os.environ["STATE_DIRECTORY"].split(":")[0])
    base = Path(os.environ.get("XDG_STATE_HOME") or Path.home() / ".local" / "state")
    return base / "tabletop"


def _then_stop(finished: Finished | None, loop: Callable[[], EventLoop]) -> Finished | None:
    """The self-test's end, then the loop stopped (the ``tabletop selftest`` command)."""
    if finished is None:
        return None

    def end(confirmed: dict[str, bool], missing: list[str], findings: list[Text]) -> None:
        finished(confirmed, missing, findings)
        loop().stop()

    return end


def start(options: StartOptions, clock: Clock) -> Running:
    """Build the box and boot it (the power-on beep and the first screen); the speaker
    opens from then on, on a thread of its own (``running.hardware.speaker.wait_open``)."""
    notices: list[Text | Screen] = []
    problems: list[str] = []
    games = dict(options.games) if options.games is not None else load_games()
    settings = _settings(options.settings_path, tuple(games), notices, problems)
    state_dir = options.state_dir or (default_state_dir(settings) if options.keep_state else None)
    pinout = _pinout(settings, state_dir, notices, problems)
    cache_dir = options.cache_dir or (default_cache_dir() if state_dir else None)
    game_settings = {
        name: _game_settings(info, settings, notices, problems) for name, info in games.items()
    }
    cues = {cue_key(BOX_SOUNDS, name): cue for name, cue in BOX_CUES.items()}
    cues |= {cue_key(i.name, name): cue for i in games.values() for name, cue in i.cues.items()}
    finished = _then_stop(options.selftest_finished, lambda: loop)
    games[SELFTEST] = selftest_info(cues, finished, pinout)
    cues |= {cue_key(SELFTEST, name): cue for name, cue in games[SELFTEST].cues.items()}
    # The last net: whatever fails on the loop, the box stays up (the box is made below).
    loop = EventLoop(clock, on_error=lambda error: box.game_failed(error))
    hardware = build_hardware(
        settings,
        pinout,
        scheduler=loop,
        cues=cues,
        mock=options.mock,
        display_kind=options.display_kind,
        display_device=options.display_device,
        mute=options.mute,
        cue_cache=cache_dir / CUE_CACHE if cache_dir else None,
        speech_cache=cache_dir / SPEECH_FOLDER if cache_dir else None,
        speaker=options.speaker,
    )
    if hardware.pins_problem is not None:
        why = hardware.pins_problem
        _report(f"[pins] the keys and lights cannot start ({why}); the box goes on", problems)
        notices.append(T("The keys and lights cannot start. The box goes on without them."))
    language = language_code(options.language or settings.box.language)
    translator = Translator(language)
    font = _font(settings, notices, problems)
    renderer = ScreenRenderer(translator, hardware.display.size, hardware.display.mode, font)
    output = Output(
        lights=hardware.lights,
        speaker=hardware.speaker,
        display=hardware.display,
        renderer=renderer,
        now=loop.now,
        speech=hardware.speech,
    )
    output.listeners.extend(options.listeners)
    companion = _companion(loop, output, settings, notices, problems)
    box = Box(
        loop=loop,
        output=output,
        store=StateStore(state_dir),
        games=games,
        game_settings=game_settings,
        rng=random.Random(options.seed),
        actions={SELFTEST: lambda: box.switch_game(SELFTEST), **options.actions},
        language=language,
        language_fixed=options.language is not None,
        speech=settings.box.speech,
        volume=settings.audio.volume,
        wall=clock.wall,
        plug_ins=[companion.plug_in] if companion is not None else [],
        notices=[n if isinstance(n, Screen) else notice_screen(n) for n in notices],
    )
    # The keypad's callbacks are its API, as gpiozero's are (it is made before the box).
    hardware.keypad.when_pressed = box.press
    hardware.keypad.when_released = box.release
    hardware.keypad.when_held = box.hold
    box.boot(settings.box.game, switch_to=options.first_game)
    # Ready: the first screen is drawn and the keys answer. The audio device and the cues
    # come now, off the loop's thread; the power-on beep sounds when they are there.
    hardware.speaker.open_later()
    return Running(
        loop, box, hardware, output, settings, problems, companion, options.settings_path
    )


def _companion(
    loop: EventLoop,
    output: Output,
    settings: Settings,
    notices: list[Text | Screen],
    problems: list[str],
) -> Any:
    """The table companion, only when on (else nothing of it is even imported)."""
    if not settings.companion.enabled:
        return None
    from appliance.companion.companion import start_companion

    try:
        return start_companion(loop, output, settings.companion)
    except OSError as error:
        where = f"{settings.companion.listen}:{settings.companion.port}"
        _report(f"[companion] cannot listen on {where} ({error}); it stays off", problems)
        notices.append(T("The phone companion cannot start. The box goes on without it."))
        return None


def _settings(
    path: Path | None,
    game_names: tuple[str, ...],
    notices: list[Text | Screen],
    problems: list[str],
) -> Settings:
    try:
        return load_settings(path, game_names)
    except SettingsFileError as error:
        _report(str(error), problems)
        notices.append(T("The settings file has an error. The box uses its defaults."))
        return Settings()


def _pinout(
    settings: Settings, state_dir: Path | None, notices: list[Text | Screen], problems: list[str]
) -> Pinout:
    path = Path(settings.box.pinout) if settings.box.pinout else SHIPPED_PINOUT
    try:
        pinout = load_pinout(path)
    except PinoutError as error:
        kept = last_good(state_dir)
        if kept is not None:
            _report(f"{error}\n(using the last good pin map {kept[1]})", problems)
            notices.append(T("The pin map has an error. The box uses the last good one."))
            return kept[0]
        errors = str(error)
        if path != SHIPPED_PINOUT:
            try:
                shipped = load_pinout(SHIPPED_PINOUT)
            except PinoutError as shipped_error:
                errors += f"\n{shipped_error}"
            else:
                _report(f"{errors}\n(using the shipped pin map {SHIPPED_PINOUT})", problems)
                notices.append(T("The pin map has an error. The box uses the shipped one."))
                return shipped
        # Nothing to fall back on: the box starts without keys and LEDs, so that the
        # screen, the journal and the serial console can say what to fix. With no key to
        # turn the page, this notice comes first and asks for no key.
        _report(f"{errors}\n(no good pin map: the box starts with no keys and no LEDs)", problems)
        notices.insert(0, Screen((T("Notice"), NO_PIN_MAP)))
        return bare_pinout()
    keep_last_good(path, state_dir)
    return pinout


def _font(settings: Settings, notices: list[Text | Screen], problems: list[str]) -> Path | None:
    """The settings' display font if it loads; else the built-in font, said once."""
    if not settings.display.font:
        return None
    path = Path(settings.display.font)
    try:
        from PIL import ImageFont

        ImageFont.truetype(str(path), 10)
    except (OSError, ValueError) as error:
        line = line_of_setting(settings.source, "display", "font")
        _report(
            f"{settings.source}:{line}: [display] font {path}: {error}; using the built-in font",
            problems,
        )
        notices.append(T("The display font cannot be loaded. The box uses its own."))
        return None
    return path


def _game_settings(
    info: GameInfo, settings: Settings, notices: list[Text | Screen], problems: list[str]
) -> Any:
    if info.settings is None:
        return None
    try:
        return settings_from(info.settings, settings.games.get(info.name, {}))
    except SettingsError as error:
        line = line_of_setting(settings.source, info.name, error.key)
        _report(f"{settings.source}:{line}: [{info.name}] {error}; using its defaults", problems)
        notices.append(
            T("A {game} setting has an error. The game uses its defaults.", game=info.title)
        )
        return info.settings()


def _report(message: str, problems: list[str]) -> None:
    log.warning("%s", message)
    problems.append(message)
