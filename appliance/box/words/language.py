"""The box's language: the settings' (or the command line's), or the one last chosen in
the box menu, kept with the saved state."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from appliance.box.words.i18n import LANGUAGES
from appliance.screen.render import Translate


class Language:
    """The language the box speaks now, and how a choice of it is kept."""

    def __init__(
        self,
        code: str,
        *,
        fixed: bool,
        translation: Callable[[str], Translate],
        use_translation: Callable[[Translate], None],
    ) -> None:
        self.code = code  # the settings' language, until one is chosen on the box
        self.fixed = fixed  # the command line's: over the saved one
        self._translation = translation
        self._use_translation = use_translation

    def use(self, code: str) -> None:
        """Speak ``code`` now (for this run: :meth:`choose` also keeps the choice)."""
        if code != self.code:
            self.code = code
            self._use_translation(self._translation(code))

    def restore(self, saved: dict[str, Any], state: dict[str, Any]) -> None:
        """At boot: the language chosen on the box before (kept in ``state``), unless
        the command line chose."""
        if isinstance(saved.get("language"), str) and saved["language"] in LANGUAGES:
            state["language"] = saved["language"]
            if not self.fixed:
                self.use(saved["language"])

    def choose(
        self, code: str, keep: Callable[[dict[str, Any]], None], state: dict[str, Any]
    ) -> None:
        """Speak ``code`` from now on, and after every power-on (``keep`` saves the
        state with it)."""
        self.use(code)
        keep({**state, "language": code})
