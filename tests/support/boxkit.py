"""Helpers for tests that drive the whole box: a key script in, the records out."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from appliance.box.loop.clock import VirtualClock
from appliance.box.script import parse_script, play_steps
from appliance.box.start.startup import Running, StartOptions, start
from appliance.box.state.journal import JOURNAL_NAME
from appliance.box.state.snapshot import card_state, encode
from appliance.box.state.state_store import FILE_NAME

Record = dict[str, Any]


@contextmanager
def mock_box(
    *,
    seed: int | None = 1,
    game: str | None = None,
    state_dir: Path | None = None,
    settings_path: Path | None = None,
    actions: dict | None = None,
    games: dict | None = None,
    selftest_finished: Any = None,
    language: str | None = None,
    mute: bool = False,
    cache_dir: Path | None = None,
) -> Iterator[tuple[Running, list[Record]]]:
    """A whole box on mock hardware in virtual time, and the list its records go to.

    ``mute`` as in key scripts: no sound, and speech only recorded (no engine needed)."""
    records: list[Record] = []
    options = StartOptions(
        settings_path=settings_path,
        state_dir=state_dir,
        keep_state=state_dir is not None,
        mock=True,
        seed=seed,
        first_game=game,
        display_kind="dummy",
        actions=actions or {},
        listeners=[records.append],
        games=games,
        selftest_finished=selftest_finished,
        language=language,
        mute=mute,
        cache_dir=cache_dir,
    )
    running = start(options, VirtualClock())
    try:
        yield running, records
    finally:
        running.close()


def play(running: Running, script: str) -> None:
    """Play key-script lines on a running mock box."""
    play_steps(running, parse_script(script))


def run_script(script: str, **options: Any) -> list[Record]:
    """Boot a mock box, play a script, and return every record (as JSON would carry it)."""
    with mock_box(**options) as (running, records):
        play(running, script)
    return json.loads(json.dumps(records))


def screens(records: list[Record]) -> list[list[str]]:
    """The screens shown, in order."""
    return [r["lines"] for r in records if r["type"] == "screen"]


def sounds(records: list[Record]) -> list[str]:
    """The cues played, in order."""
    return [r["cue"] for r in records if r["type"] == "sound"]


def lights(records: list[Record]) -> list[tuple[str | None, str]]:
    """The LED states shown, in order."""
    return [(r["compass"], r["gauge"]) for r in records if r["type"] == "lights"]


def on_card(folder: Path) -> dict[str, Any]:
    """The state the card holds: the snapshot with its journal put on."""
    state = card_state(folder)
    assert state is not None, f"no state saved in {folder}"
    return state


def card_text(folder: Path) -> str:
    """The card's state as one snapshot file (its journal folded in, as a clean stop
    leaves it), and that file's text: for tests that change the file by hand."""
    text = encode(on_card(folder))
    (folder / FILE_NAME).write_text(text, encoding="utf-8")
    (folder / JOURNAL_NAME).unlink(missing_ok=True)
    return text
