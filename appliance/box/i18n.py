"""Every word a player sees goes through here: gettext, catalogue ``tabletop``.

Catalogues live in ``appliance/locale/LANG/LC_MESSAGES/tabletop.mo``; English is the
source language and needs none.
"""

from __future__ import annotations

import gettext
from pathlib import Path

from games.screen import Text

LOCALE_DIR = Path(__file__).parents[1] / "locale"
DOMAIN = "tabletop"


class Translator:
    """Turns a :class:`games.screen.Text` into words in one language."""

    def __init__(self, language: str = "en") -> None:
        self.language = language
        self._catalog = gettext.translation(
            DOMAIN, localedir=LOCALE_DIR, languages=[language], fallback=True
        )

    def __call__(self, text: Text | str) -> str:
        """The translated, filled-in message."""
        if isinstance(text, str):
            return self._catalog.gettext(text)
        if text.plural is not None:
            template = self._catalog.ngettext(text.msgid, text.plural, text.n)
        else:
            template = self._catalog.gettext(text.msgid)
        values = {k: self(v) if isinstance(v, Text) else v for k, v in text.params}
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            # A broken translation must not blank the screen: fall back to the source.
            return text.msgid.format(**values)
