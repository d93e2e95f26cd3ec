"""Every word a player sees goes through here: gettext, catalogue ``tabletop``.

Catalogues live in ``appliance/locale/LANG/LC_MESSAGES/tabletop.mo`` (compiled from the
``.po`` beside them by ``make catalogs``; ``pt`` is European Portuguese, ``pt_BR``
Brazilian); English is the source language and needs none.
A catalogue that cannot be read, or a translation whose placeholders do not fit, gives
the English words instead: never a blank screen, never a crash.
"""

from __future__ import annotations

import gettext
import logging
import struct
from pathlib import Path

from appliance.box.words.languages import ALIASES as ALIASES
from appliance.box.words.languages import LANGUAGES as LANGUAGES
from appliance.box.words.languages import SOURCE_LANGUAGE as SOURCE_LANGUAGE
from appliance.box.words.languages import language_code as language_code
from games.screen import Text

log = logging.getLogger(__name__)

LOCALE_DIR = Path(__file__).parents[2] / "locale"
DOMAIN = "tabletop"


def catalogue_folder(language: str) -> str:
    """The folder of a language's catalogue: gettext's spelling (``pt-BR`` is ``pt_BR``)."""
    return language.replace("-", "_")


def load_catalog(language: str, locale_dir: Path | None = None) -> gettext.NullTranslations:
    """The compiled catalogue of ``language`` (in ``locale_dir``, else the shipped ones);
    the English source (no catalogue) when there is none or it is damaged, logged."""
    locale_dir = locale_dir or LOCALE_DIR
    if language == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    try:
        folder = catalogue_folder(language)
        return gettext.translation(DOMAIN, localedir=locale_dir, languages=[folder])
    except FileNotFoundError:
        log.warning("no %s catalogue in %s; the box speaks English", language, locale_dir)
    except (OSError, struct.error, UnicodeDecodeError, ValueError, IndexError) as error:
        # gettext reads the whole .mo at once: a damaged one is not half usable.
        log.error("the %s catalogue is damaged (%s); the box speaks English", language, error)
    return gettext.NullTranslations()


class Translator:
    """Turns a :class:`games.screen.Text` into words in one language."""

    def __init__(self, language: str = SOURCE_LANGUAGE, locale_dir: Path | None = None) -> None:
        self.language = language
        self._catalog = load_catalog(language, locale_dir)
        self._unfit: set[str] = set()

    def __call__(self, text: Text | str) -> str:
        """The translated, filled-in message."""
        if isinstance(text, str):
            return self._catalog.gettext(text)
        values = {k: self(v) if isinstance(v, Text) else v for k, v in text.params}
        try:
            if text.plural is not None:
                template = self._catalog.ngettext(text.msgid, text.plural, text.n)
            else:
                template = self._catalog.gettext(text.msgid)
            return template.format(**values)
        except (KeyError, IndexError, ValueError, AttributeError):
            # A broken translation must not blank the screen: this message in English.
            if text.msgid not in self._unfit:
                self._unfit.add(text.msgid)
                log.warning(
                    "the %s translation of %r is broken; shown in English",
                    self.language,
                    text.msgid,
                )
            return _english(text, values)


def _english(text: Text, values: dict[str, object]) -> str:
    template = text.plural if text.plural is not None and text.n != 1 else text.msgid
    return template.format(**values)
