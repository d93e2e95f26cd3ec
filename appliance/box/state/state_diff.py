"""What changed between two saved states, and the change put back on the older one.

A change is a list of steps, each ``[path, value]`` (set what is at ``path``),
``[path]`` (remove a key of a table) or ``[path, start, end, part]`` (the text or list at
``path`` with its items from ``start`` to ``end`` replaced by ``part``) or ``[path, "=",
source]`` (a long text the state had at ``source`` before the change, written where a
step put it: a table turned back is often one the state had just before); a path is a
list of table keys and list indexes. Tables are compared key by key; a list of the same
length index by index; a list whose length changed, or a long text, by the part between
what its start and its end kept. Written here, as the box's venv keeps no JSON-diff
library, and jsonpatch would be a new dependency that still needs the copies and text
splices written here to keep a save small.
"""

from __future__ import annotations

import difflib
from typing import Any

Path = list[str | int]
Step = list[Any]
SPLICED_FROM = 64  # characters: a shorter text is written whole when it changes


class BadChange(ValueError):
    """A change that does not fit the state it is put on (the message says where)."""


def changes(old: Any, new: Any) -> list[Step]:
    """The steps that turn ``old`` into ``new`` (none when they are equal)."""
    steps: list[Step] = []
    _compare(old, new, [], steps)
    return _with_copies(old, steps)


def _with_copies(old: Any, steps: list[Step]) -> list[Step]:
    """``steps`` with each long text that ``old`` had already written as a copy of it."""
    texts: dict[str, Path] = {}
    copies: list[Step] = []
    for step in steps:
        if len(step) == 2 and _long_texts(step[1]):
            texts = texts or _texts_in(old, [], {})
            step[1] = _copied(step[1], step[0], texts, copies)
        elif len(step) == 4 and isinstance(step[3], list) and _long_texts(step[3]):
            texts = texts or _texts_in(old, [], {})
            path, first = step[0], step[1]
            step[3] = [
                _copied(item, [*path, first + n], texts, copies) for n, item in enumerate(step[3])
            ]
    return steps + copies


def _long_texts(value: Any) -> bool:
    if isinstance(value, str):
        return len(value) >= SPLICED_FROM
    if isinstance(value, dict):
        return any(_long_texts(item) for item in value.values())
    return isinstance(value, list) and any(_long_texts(item) for item in value)


def _texts_in(value: Any, path: Path, texts: dict[str, Path]) -> dict[str, Path]:
    """Every long text in ``value`` and where it is (the first place, if twice)."""
    if isinstance(value, str) and len(value) >= SPLICED_FROM:
        texts.setdefault(value, path)
    elif isinstance(value, dict):
        for key, item in value.items():
            _texts_in(item, [*path, key], texts)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _texts_in(item, [*path, index], texts)
    return texts


def _copied(value: Any, path: Path, texts: dict[str, Path], copies: list[Step]) -> Any:
    """``value`` with each long text found in ``texts`` left empty, and a copy step for it."""
    if isinstance(value, str) and value in texts:
        copies.append([path, "=", texts[value]])
        return ""
    if isinstance(value, dict):
        return {key: _copied(item, [*path, key], texts, copies) for key, item in value.items()}
    if isinstance(value, list):
        return [_copied(item, [*path, index], texts, copies) for index, item in enumerate(value)]
    return value


def _compare(old: Any, new: Any, path: Path, steps: list[Step]) -> None:
    # Every level is walked: Python finds 1 == 1.0 == True, JSON tells them apart.
    if type(old) is not type(new):
        steps.append([path, new])
    elif isinstance(new, dict):
        steps.extend([[*path, key]] for key in old if key not in new)
        for key, value in new.items():
            if key in old:
                _compare(old[key], value, [*path, key], steps)
            else:
                steps.append([[*path, key], value])
    elif isinstance(new, list) and len(old) == len(new):
        for index, (before, after) in enumerate(zip(old, new, strict=True)):
            _compare(before, after, [*path, index], steps)
    elif isinstance(new, list):
        if old != new:
            steps.append(_splice(old, new, path))
    elif isinstance(new, str) and len(new) >= SPLICED_FROM:
        if old != new:
            steps.extend(_text_splices(old, new, path))
    elif old != new:
        steps.append([path, new])


def _text_splices(old: str, new: str, path: Path) -> list[Step]:
    """The splices that turn the text ``old`` into ``new``, line by line (difflib's
    matching), the last first so that each one's places are still those of ``old``."""
    before, after = old.splitlines(keepends=True), new.splitlines(keepends=True)
    starts = [0]
    for line in before:
        starts.append(starts[-1] + len(line))
    steps = []
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    for kind, i1, i2, j1, j2 in reversed(matcher.get_opcodes()):
        if kind != "equal":
            _, start, end, part = _splice(old[starts[i1] : starts[i2]], "".join(after[j1:j2]), [])
            steps.append([path, starts[i1] + start, starts[i1] + end, part])
    return steps


def _splice(old: Any, new: Any, path: Path) -> Step:
    """The step that replaces the part of ``old`` (a text or a list) between what it has
    in common with ``new`` at its start and at its end."""
    shortest = min(len(old), len(new))
    start = 0
    while start < shortest and _same(old[start], new[start]):
        start += 1
    end = 0
    while end < shortest - start and _same(old[-1 - end], new[-1 - end]):
        end += 1
    return [path, start, len(old) - end, new[start : len(new) - end]]


def _same(old: Any, new: Any) -> bool:
    if isinstance(old, dict | list):
        return type(old) is type(new) and not changes(old, new)
    return type(old) is type(new) and old == new


def changed(state: Any, steps: Any) -> Any:
    """``state`` with ``steps`` put on it; ``state`` itself is left as it was (only the
    tables and lists along each path are copied). BadChange if a step does not fit."""
    if not isinstance(steps, list):
        raise BadChange("the change is not a list of steps")
    before = state
    for step in steps:
        if not isinstance(step, list) or len(step) not in (1, 2, 3, 4):
            raise BadChange(f"a step is not [path], [path, value] or a splice: {step!r:.60}")
        path = step[0]
        if not _is_path(path) or (len(step) == 3 and (step[1] != "=" or not _is_path(step[2]))):
            raise BadChange(f"a step's path is not a list of keys: {step!r:.60}")
        if len(step) == 3:
            state = _put(state, path, [_get(before, step[2])])
        elif len(step) == 4:
            state = _put(state, path, [_spliced(_get(state, path), *step[1:])])
        else:
            state = _put(state, path, step[1:])
    return state


def _is_path(path: Any) -> bool:
    return isinstance(path, list) and all(type(key) in (str, int) for key in path)


def _get(state: Any, path: Path) -> Any:
    for key in path:
        in_table = isinstance(state, dict) and isinstance(key, str) and key in state
        in_list = isinstance(state, list) and type(key) is int and 0 <= key < len(state)
        if not (in_table or in_list):
            raise BadChange(f"a step's path goes through {key!r}, which is not there")
        state = state[key]
    return state


def _spliced(old: Any, start: Any, end: Any, part: Any) -> Any:
    """``old`` with its items from ``start`` to ``end`` replaced by ``part``."""
    if type(old) not in (str, list) or type(part) is not type(old):
        raise BadChange("a splice does not match what is there")
    if type(start) is not int or type(end) is not int or not 0 <= start <= end <= len(old):
        raise BadChange(f"a splice from {start!r} to {end!r} goes out of what is there")
    return old[:start] + part + old[end:]


def _put(container: Any, path: Path, value: list[Any]) -> Any:
    """``container`` with ``value`` (one item, or none to remove) at ``path``."""
    if not path:
        if not value:
            raise BadChange("a step removes the whole state")
        return value[0]
    key, rest = path[0], path[1:]
    if isinstance(container, dict) and isinstance(key, str) and (key in container or not rest):
        copy: Any = dict(container)
        if not rest and not value:
            if key not in copy:
                raise BadChange(f"a step removes {key!r}, which is not there")
            del copy[key]
            return copy
    elif isinstance(container, list) and type(key) is int and 0 <= key < len(container):
        copy = list(container)
        if not rest and not value:
            raise BadChange("a step removes an item of a list")
    else:
        raise BadChange(f"a step's path goes through {key!r}, which is not there")
    copy[key] = _put(container[key], rest, value) if rest else value[0]
    return copy
