"""The box's stack of layers: what a key goes to, top first.

A layer takes a key going down, coming up or held, and says whether it handled it (True)
or lets it through to the layer under it (False). A layer is pushed with what to do when
it is popped: popped with a result (a question's answer), that result goes back to the
one that pushed it, as Textual's screens hand theirs back. The top layer (the notices)
stays on top: others are pushed under it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol


class Layer(Protocol):
    """One layer of the box: True when it handled the key."""

    def press(self, key: str) -> bool: ...

    def release(self, key: str) -> bool: ...

    def hold(self, key: str) -> bool: ...


Then = Callable[[Any], None]  # told the result a layer is popped with


class Stack:
    """The layers, bottom first, with ``top`` always above the rest."""

    def __init__(self, *, top: Layer) -> None:
        self._layers: list[Layer] = []
        self._top = top
        self._then: dict[int, Then] = {}  # by id of the layer pushed

    def push(self, layer: Layer, then: Then | None = None) -> None:
        """Put ``layer`` on the stack, under the top one; ``then`` gets its result when
        it is popped."""
        self._layers.append(layer)
        if then is not None:
            self._then[id(layer)] = then

    def pop(self, layer: Layer, result: Any = None) -> None:
        """Take ``layer`` off and hand ``result`` to the one that pushed it."""
        if layer not in self._layers:
            return
        self._layers.remove(layer)
        then = self._then.pop(id(layer), None)
        if then is not None:
            then(result)

    def remove(self, *kinds: type) -> None:
        """Take every layer of these kinds off the stack (no result is handed back)."""
        for layer in self._layers:
            if isinstance(layer, kinds):
                self._then.pop(id(layer), None)
        self._layers = [layer for layer in self._layers if not isinstance(layer, kinds)]

    def holds(self, *kinds: type) -> bool:
        """True while a layer of one of these kinds is on the stack."""
        return any(isinstance(layer, kinds) for layer in self._layers)

    def press(self, key: str) -> None:
        """A key went down: to the top layer that takes it."""
        for layer in self._top_first():
            if layer.press(key):
                return

    def release(self, key: str) -> None:
        """A key came up: to the top layer that takes it."""
        for layer in self._top_first():
            if layer.release(key):
                return

    def hold(self, key: str) -> None:
        """A key has been held: to the top layer that takes it."""
        for layer in self._top_first():
            if layer.hold(key):
                return

    def _top_first(self) -> list[Layer]:
        return [self._top, *reversed(self._layers)]
