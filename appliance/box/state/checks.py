"""The state file's checks: a CRC-32 over each game's saved state and one over the box's
own choices (the game to come back to, the language, speech), written with the state
and verified when it is read back, so that a bit flipped on the card is found.

CRC-32 (zlib's) finds every single flipped bit and every burst of up to 32; a card's
damage is what it is for, not a forger.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

CHECKS = "checks"
SEQUENCE = "sequence"  # a snapshot's: the last journal record it holds
SEQUENCE_CHECK = "sequence_check"  # and its CRC: a flipped sequence would skip records
UNCHECKED = frozenset({"format", "games", CHECKS, SEQUENCE, SEQUENCE_CHECK})  # the rest: box


def crc(value: Any) -> str:
    """The CRC-32 of ``value`` as the state file writes it (sorted, compact JSON)."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"))
    return f"{zlib.crc32(text.encode('utf-8')):08x}"


def sealed(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with its checks: one for each game's state, one for the box's part."""
    games = {name: crc(state) for name, state in data.get("games", {}).items()}
    return {**data, CHECKS: {"games": games, "box": crc(box_part(data))}}


def box_part(data: dict[str, Any]) -> dict[str, Any]:
    """The box's own choices in a state: everything but the games and the checks."""
    return {key: value for key, value in data.items() if key not in UNCHECKED}


def failing_games(data: dict[str, Any]) -> dict[str, str]:
    """Each game whose saved state does not match its check, and why."""
    checks = data.get(CHECKS)
    wanted = checks.get("games") if isinstance(checks, dict) else None
    if not isinstance(wanted, dict):
        wanted = {}
    failing = {}
    for name, state in data["games"].items():
        if name not in wanted:
            failing[name] = "it has no check"
        elif crc(state) != wanted[name]:
            failing[name] = "it does not match its check"
    return failing


def box_part_fails(data: dict[str, Any]) -> bool:
    """True when the box's own choices do not match their check."""
    checks = data.get(CHECKS)
    return not isinstance(checks, dict) or checks.get("box") != crc(box_part(data))
