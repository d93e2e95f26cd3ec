"""The box's languages and the other names they go by: plain data, read by the command
line before anything else of the box is imported (appliance.box.start.power_up)."""

from __future__ import annotations

#: The languages of the box, each with its name in its own words (for the box menu).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "pt": "Português (Portugal)",
    "pt-BR": "Português (Brasil)",
    "ja": "日本語",
}
#: Other names the settings and the command line take for a language of the box: ``pt``
#: is European Portuguese, as it always was on this box (docs/settings.md).
ALIASES: dict[str, str] = {"pt-PT": "pt"}
SOURCE_LANGUAGE = "en"


def language_code(name: str) -> str:
    """The box's code for a language named in the settings (``pt-PT`` is ``pt``)."""
    return ALIASES.get(name, name)
