"""The box's language: the settings' (or the command line's), or the one last chosen in
the box menu, kept with the saved state."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from appliance.box.words.i18n import LANGUAGES

if TYPE_CHECKING:
    from appliance.box.router import Box


def restore_language(box: Box, saved: dict[str, Any]) -> None:
    """At boot: the language chosen on the box before, unless the command line chose."""
    if isinstance(saved.get("language"), str) and saved["language"] in LANGUAGES:
        box.saving.state["language"] = saved["language"]
        if not box.language_fixed:
            box.use_language(saved["language"])


def choose_language(box: Box, language: str) -> None:
    """Speak ``language`` from now on, and after every power-on: the menu closes on the
    game as it was, in the new words."""
    box.use_language(language)
    box.keep({**box.saving.state, "language": language})
    box.menus.close()
    box.show_notice()
