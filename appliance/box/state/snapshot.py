"""A snapshot file of the saved state read back (its shape checked before anything is
read of it), and a snapshot with its journals put on, judged whole or not."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from appliance.box.state.checks import SEQUENCE, SEQUENCE_CHECK, box_part_fails, crc, failing_games
from appliance.box.state.journal import Journal, Replayed, replayed
from appliance.box.state.shape import shape_problem, state_shape
from games.data_files import UnfitFile, read_small_text

FORMAT = 3  # 3: with a journal; 2 (checks, no journal) and 1 (before checks) are still read
CHECKED = 2  # the first format with checks
SNAPSHOT_NAME = "state.json"
SIZE_LIMIT = 1_000_000  # bytes; four games played fill about 33 KB
STATE_SHAPE = state_shape(FORMAT)


@dataclass
class Snapshot:
    """A snapshot file read: its state and sequence, or why it cannot be (``data`` None
    and no ``problem``: there is none)."""

    data: dict[str, Any] | None
    sequence: int = 0  # -1: its sequence fails its check, no journal can follow it
    problem: str | None = None


@dataclass
class Rebuilt:
    """A snapshot with its journals put on, and what is wrong with them."""

    snapshot: dict[str, Any]
    replayed: Replayed
    journals: list[Path]
    unread: tuple[Path, str] | None  # a journal that cannot be read, and why
    journal_size: int  # bytes of the newest journal
    sequence_fails: bool  # the snapshot's sequence fails its check: no journal follows it

    @property
    def sound(self) -> bool:
        """True when the state has its shape and passes its checks (the journal's own
        damage aside: the generation before shares that journal)."""
        data = self.replayed.state
        if self.sequence_fails:
            return False
        if shape_problem(data, STATE_SHAPE) is not None:
            return False
        if data["format"] < CHECKED:
            return True
        return not box_part_fails(data) and not failing_games(data)


def read_snapshot(path: Path) -> Snapshot:
    """The snapshot at ``path``, its shape checked before anything is read of it."""
    try:
        data = json.loads(read_small_text(path, SIZE_LIMIT))
    except FileNotFoundError:
        return Snapshot(None)
    except UnfitFile as error:
        return Snapshot(None, problem=f"it is not read ({error})")
    except RecursionError:
        return Snapshot(None, problem="it is nested too deeply to be a state of the box")
    except (OSError, ValueError) as error:  # UnicodeDecodeError, not JSON, a number too long
        return Snapshot(None, problem=f"it cannot be read ({error})")
    if isinstance(data, dict) and type(data.get("format")) is int and data["format"] > FORMAT:
        return Snapshot(
            None, problem=f"it is from a newer version of the box (format {data['format']})"
        )
    problem = shape_problem(data, STATE_SHAPE)
    if problem is not None:
        return Snapshot(None, problem=f"it is not a state file of the box ({problem})")
    sequence = data.pop(SEQUENCE, 0)
    checked = data.pop(SEQUENCE_CHECK, None) == (crc(sequence) if sequence else None)
    return Snapshot(data, sequence if checked else -1)


def encode(data: dict[str, Any]) -> str:
    """The state as written: compact JSON, keys sorted (the same state, the same text)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def card_state(directory: Path) -> dict[str, Any] | None:
    """What the card in ``directory`` holds (the snapshot with its journal's records put
    on, checks not verified), read and changed nothing: for tools and tests. None when
    there is no snapshot; ValueError or OSError when it cannot be read."""
    try:
        snapshot = json.loads(read_small_text(directory / SNAPSHOT_NAME, SIZE_LIMIT))
    except FileNotFoundError:
        return None
    if not isinstance(snapshot, dict):
        raise ValueError(f"{directory / SNAPSHOT_NAME} is not a state file of the box")
    sequence = snapshot.pop(SEQUENCE, 0)
    if snapshot.pop(SEQUENCE_CHECK, None) != (crc(sequence) if sequence else None):
        raise ValueError(f"{directory / SNAPSHOT_NAME}: its sequence number fails its check")
    journal = Journal(directory).read()
    return replayed(snapshot, sequence, journal).state
