"""The speech figures: time from ``say`` to the first sound of a phrase not yet cached,
in the box's own process (libespeak-ng) and, side by side, through the espeak-ng program
where it is installed (what the box did before); cached on disk (after a power cycle) and
in memory, in each language; and the size of the speech cache after a whole game of each
kind with ``speech = "all"``.

The whole games are the key scripts the tests play (a clone of the repository has them).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from appliance.box.loop.clock import VirtualClock
from appliance.box.script import play_steps, read_script
from appliance.box.start.startup import StartOptions, start
from drivers.sound.speaker import Speaker
from drivers.speech.espeak_program import EspeakProgram, find_program
from drivers.speech.phrase_cache import PhraseCache, phrase_key
from drivers.speech.speech import Engine, LibraryEngine, Speech, find_engine, voice_of

REPO = Path(__file__).resolve().parents[3]
SAMPLES = {
    "en": "Player {n} wins the map!",
    "pt": "O jogador {n} ganha o mapa!",
    "pt-BR": "O jogador {n} ganha o mapa!",
    "ja": "プレイヤー{n}の番です",
}
WHOLE_GAMES = {
    "lost-treasure": ("tests/whole_box/spoken_scripts/lost-treasure.txt", "", 1),
    "treasure-rush": ("tests/whole_box/spoken_scripts/treasure-rush.txt", "", 11),
    "atlantis": ("tests/games/atlantis/data/whole_game.txt", "", 1),
    "tobago": ("tests/games/tobago/data/whole_game.keys", '[tobago]\nisland = "seed-07"\n', 1),
}
WAIT = 60.0


def speech_bench(phrases: int) -> int:
    """Print the figures; 2 (one line on stderr saying what to install) when there is
    no engine to measure."""
    engine = find_engine()
    if engine is None:
        print(
            "tabletop speech-bench needs libespeak-ng, which is not here: "
            "pip install espeakng-loader, or apt install libespeak-ng1",
            file=sys.stderr,
        )
        return 2
    program = find_program()
    speaker, where = _speaker()
    started = time.perf_counter()
    engine.library.use_voice(voice_of("en"))
    print(f"libespeak-ng from {engine.origin}: ready in {_since(started)} ms")
    print(f"espeak-ng program: {program.path if program else 'not installed (no comparison)'}")
    print(f"sound through {where}")
    started = time.perf_counter()
    engine.kana.prepare()
    print(f"Japanese reading dictionary loaded once: {time.perf_counter() - started:.2f} s")
    print()
    print(
        "| language | first sound, not cached: in-process (median / max) "
        "| espeak-ng program (median / max) | in-process is | cached on disk | in memory |"
    )
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as folder:
        for language in SAMPLES:
            row = _first_sounds(engine, program, speaker, Path(folder) / language, phrases)
            print(f"| {language} ({voice_of(language)}) | " + " | ".join(row) + " |")
    speaker.close()
    print()
    print("| whole game (speech = all) | phrases said | different | cache |")
    print("|---|---|---|---|")
    for game, (script, more, seed) in WHOLE_GAMES.items():
        print(_cache_after(engine, game, REPO / script, more, seed))
    return 0


def _since(started: float) -> str:
    return f"{(time.perf_counter() - started) * 1000:.0f}"


def _speaker() -> tuple[Speaker, str]:
    speaker = Speaker({})
    if not speaker.is_silent and os.environ.get("SDL_AUDIODRIVER") != "dummy":
        return speaker, "the sound card"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    return Speaker({}), "SDL's dummy audio driver (no sound card here)"


def _first_sounds(
    engine: LibraryEngine,
    program: EspeakProgram | None,
    speaker: Speaker,
    folder: Path,
    phrases: int,
) -> list[str]:
    language = folder.name
    texts = [SAMPLES[language].format(n=n) for n in range(1, phrases + 1)]
    fresh = _heard(_speech(engine, folder, speaker), texts, language)
    if program is None:
        versus = ["-", "-"]
    else:
        baseline = _heard(_speech(program, folder / "program", speaker), texts, language)
        ratio = statistics.median(baseline) / statistics.median(fresh)
        versus = [_ms(baseline, spread=True), f"{ratio:.0f}x faster"]
    again = _speech(engine, folder, speaker)
    disk = _heard(again, texts, language)
    memory = _heard(again, texts, language)
    return [_ms(fresh, spread=True), *versus, _ms(disk), _ms(memory)]


def _speech(engine: Engine, folder: Path, speaker: Speaker) -> Speech:
    return Speech(engine=engine, cache=PhraseCache(folder), mixer=speaker.mixer)


def _heard(speech: Speech, texts: list[str], language: str) -> list[float]:
    before = len(speech.heard)
    for text in texts:
        speech.say(text, language)
        if not speech.wait_until_rendered(WAIT):
            raise SystemExit(f"speech-bench: {text!r} took over {WAIT:g} s")
    return [heard.seconds for heard in list(speech.heard)[before:]]


def _ms(seconds: list[float], spread: bool = False) -> str:
    median = statistics.median(seconds) * 1000
    if spread:
        return f"{median:.1f} / {max(seconds) * 1000:.1f} ms"
    return f"{median:.1f} ms"


def _cache_after(engine: LibraryEngine, game: str, script: Path, more: str, seed: int) -> str:
    if not script.exists():
        return f"| {game} | (no script {script.relative_to(REPO)}: run from a clone) | | |"
    with tempfile.TemporaryDirectory() as folder:
        settings = Path(folder) / "settings.toml"
        settings.write_text(f'[box]\nspeech = "all"\n{more}', encoding="utf-8")
        said: list[str] = []
        options = StartOptions(
            settings_path=settings,
            keep_state=False,
            mock=True,
            seed=seed,
            first_game=game,
            display_kind="dummy",
            mute=True,
            listeners=[lambda r: said.append(r["text"]) if r["type"] == "speech" else None],
        )
        running = start(options, VirtualClock())
        play_steps(running, read_script(script))
        running.close()
        cache = PhraseCache(Path(folder) / "speech")
        for text in dict.fromkeys(said):  # each phrase rendered and kept once, as the box does
            cache.put(phrase_key("en", voice_of("en"), text), engine.render(text, voice_of("en")))
        size = cache.size()
    distinct = len(set(said))
    each = size // max(1, distinct) // 1000
    return f"| {game} | {len(said)} | {distinct} | {size / 1e6:.2f} MB ({each} kB a phrase) |"
