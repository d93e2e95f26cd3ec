"""The box's languages and the other names they go by: plain data, read by the command
line before anything else of the box is imported (appliance.box.start.power_up). Every
command that takes ``--language`` takes it from here (:func:`add_language_option`), and
the settings' ``[box] language`` takes the same names."""

from __future__ import annotations

import argparse

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
#: Every name of a language the settings and the command line take: the codes, then
#: the other names.
LANGUAGE_NAMES: tuple[str, ...] = (*LANGUAGES, *ALIASES)


def language_code(name: str) -> str:
    """The box's code for a language named in the settings (``pt-PT`` is ``pt``)."""
    return ALIASES.get(name, name)


def add_language_option(parser: argparse.ArgumentParser, help: str) -> None:
    """``--language``: any of :data:`LANGUAGE_NAMES`, read as the box's code (``pt-PT``
    arrives as ``pt``), the same list for every command."""
    parser.add_argument("--language", choices=LANGUAGE_NAMES, type=language_code, help=help)
