"""The catalogues: the template holds every message of the code, every language
translates every message with the same {placeholders}, and the compiled .mo the box
reads is the .po as it stands (run `make catalogs` after any change).

Each failure names the message ids at fault, so a translator sees what is left to do.
"""

from __future__ import annotations

import gettext
import io
import re
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.frontend import CommandLineInterface
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from boxkit import mock_box, on_card, play, screens

from appliance.box.words.i18n import (
    DOMAIN,
    LANGUAGES,
    LOCALE_DIR,
    SOURCE_LANGUAGE,
    Translator,
    catalogue_folder,
)
from games.screen import T

ROOT = Path(__file__).resolve().parents[4]
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


def read_catalog(path: Path) -> Catalog:
    with open(path, "rb") as file:
        return read_po(file)


def ids(catalog: Catalog) -> set[str]:
    """The message ids (the singular of a plural)."""
    return {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}


def makefile_keywords() -> list[str]:
    """The extraction keywords, as the Makefile gives them to pybabel (one place)."""
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    match = re.search(r"^KEYWORDS := (.+)$", text, re.MULTILINE)
    assert match, "the Makefile has no KEYWORDS line"
    return match[1].split()


def extract(out: Path) -> Catalog:
    """The template as `make pot` makes it now, from the code."""
    args = ["pybabel", "--quiet", "extract", "-F", str(ROOT / "babel.cfg")]
    args += [*makefile_keywords(), "--no-location", "--sort-output", "-o", str(out)]
    args += [str(ROOT / "appliance"), str(ROOT / "games")]
    CommandLineInterface().run(args)
    return read_catalog(out)


def po_path(language: str) -> Path:
    return LOCALE_DIR / catalogue_folder(language) / "LC_MESSAGES" / f"{DOMAIN}.po"


def placeholders(text: str) -> set[str]:
    """The {names} of a message (ValueError for braces that do not parse)."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def listed(items: list[str]) -> str:
    """One per line, for a failure that names every message at fault."""
    return "".join(f"\n  {item}" for item in items)


def message_faults(message: Message) -> list[str]:
    """What is wrong with one translated message: untranslated, fuzzy, or its
    placeholders dropped, added or broken."""
    singular = message.id if isinstance(message.id, str) else message.id[0]
    sources = [message.id] if isinstance(message.id, str) else list(message.id)
    translations = [message.string] if isinstance(message.string, str) else list(message.string)
    if not all(translations):
        return [f"{singular!r}: no translation"]
    if message.fuzzy:
        return [f"{singular!r}: marked fuzzy (not compiled)"]
    wanted = set().union(*(placeholders(source) for source in sources))
    faults = []
    for translation in translations:
        try:
            found = placeholders(translation)
        except ValueError as error:
            faults.append(f"{singular!r}: {translation!r} does not parse ({error})")
            continue
        # A plural form may leave out the number ("one beach left"), nothing else.
        optional = {"n"} if message.pluralizable else set()
        if not wanted - optional <= found or not found <= wanted:
            faults.append(
                f"{singular!r}: {translation!r} has {sorted(found)}, not {sorted(wanted)}"
            )
    return faults


def test_the_template_holds_every_message_of_the_code(tmp_path):
    made = extract(tmp_path / "tabletop.pot")
    committed = read_catalog(TEMPLATE)
    assert len(made) > 600
    new, gone = sorted(ids(made) - ids(committed)), sorted(ids(committed) - ids(made))
    assert not new, f"run `make catalogs`: {len(new)} new messages:{listed(new)}"
    assert not gone, f"run `make catalogs`: {len(gone)} messages gone:{listed(gone)}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_has_a_translation_with_the_same_placeholders(language):
    template, catalog = read_catalog(TEMPLATE), read_catalog(po_path(language))
    missing = sorted(ids(template) - ids(catalog))
    assert not missing, (
        f"{language}: {len(missing)} not in the .po (`make catalogs`):{listed(missing)}"
    )
    wanted = ids(template)
    faults = [
        fault
        for message in catalog
        if message.id and (message.id if isinstance(message.id, str) else message.id[0]) in wanted
        for fault in message_faults(message)
    ]
    assert not faults, f"{language}: {len(faults)} to translate or mend:{listed(faults)}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_catalogue_header_lets_it_compile(language):
    catalog = read_catalog(po_path(language))
    assert catalog.fuzzy is False, "a fuzzy header makes `pybabel compile` skip the file"
    assert catalog.charset.lower() == "utf-8"
    rule = gettext.c2py(catalog.plural_expr)  # what gettext runs on the box: it must parse
    assert all(0 <= rule(n) < catalog.num_plurals for n in range(200))


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_compiled_catalogue_is_the_po_as_it_stands(language):
    mo = po_path(language).with_suffix(".mo")
    assert mo.exists(), f"{mo.relative_to(ROOT)} is missing: run `make catalogs`"
    buffer = io.BytesIO()
    write_mo(buffer, read_catalog(po_path(language)))  # as `pybabel compile` does
    buffer.seek(0)
    with open(mo, "rb") as file:
        committed = gettext.GNUTranslations(file)
    expected = gettext.GNUTranslations(buffer)
    stale = sorted(
        str(key)
        for key in committed._catalog.keys() | expected._catalog.keys()  # type: ignore[attr-defined]
        if committed._catalog.get(key) != expected._catalog.get(key)  # type: ignore[attr-defined]
    )
    assert not stale, f"{mo.relative_to(ROOT)} is stale (`make catalogs`):{listed(stale)}"


def test_a_dropped_or_added_placeholder_is_named():
    good = Message("Air {air} of {total}", "Ar {air} de {total}")
    dropped = Message("Air {air} of {total}", "Ar {air}")
    added = Message("Location {digits}", "Local {digits} {x}")
    broken = Message("Location {digits}", "Local {digits")
    plural = Message(("{n} beach left", "{n} beaches left"), ("uma praia", "{n} praias"))
    assert message_faults(good) == [] and message_faults(plural) == []
    assert message_faults(dropped) == [
        "'Air {air} of {total}': 'Ar {air}' has ['air'], not ['air', 'total']"
    ]
    assert "has ['digits', 'x']" in message_faults(added)[0]
    assert "does not parse" in message_faults(broken)[0]
    assert message_faults(Message("Depth {depth}", "")) == ["'Depth {depth}': no translation"]


@pytest.mark.parametrize(
    ("setting", "language", "words"),
    [
        ("pt-BR", "pt-BR", "Role o Dado de Criaturas"),
        ("pt-PT", "pt", "Lança o Dado de Criaturas"),
        ("pt", "pt", "Lança o Dado de Criaturas"),  # as before: the one the docs name
    ],
)
def test_the_settings_name_either_portuguese(setting, language, words, tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text(f'[box]\nlanguage = "{setting}"\n', encoding="utf-8")
    with mock_box(settings_path=path, mute=True) as (running, _):
        assert running.box.language == language
        assert running.output.renderer.translate(T("Roll the creature die")) == words


def test_the_brazilian_catalogue_has_the_words_of_the_atlantis_rulebook():
    brazil, portugal = Translator("pt-BR"), Translator("pt")
    rulebook = {  # shared/seeds/003_*.txt
        T("Moves 1 sea space"): "Move-se 1 espaço (mar)",  # "de mar" does not fit
        T("Moves 1 to 3 spaces"): "Move-se 1 a 3 espaços",
        T("Sea serpent"): "Serpente Marinha",
        T("Roll the creature die"): "Role o Dado de Criaturas",
        T("{seat}: look alone", seat=T("Red")): "Vermelho: olhe discretamente",
        T("The die is rolling"): "O dado está rolando",
    }
    assert {brazil(text): words for text, words in rulebook.items()} == {
        words: words for words in rulebook.values()
    }
    # Brazil says "você", Portugal "tu"; the same rulebook nouns in both.
    assert (brazil(T("Press any key.")), portugal(T("Press any key."))) == (
        "Aperte uma tecla.",
        "Prime uma tecla.",
    )
    assert portugal(T("Sea serpent")) == "Serpente Marinha"


def test_brazilian_portuguese_chosen_on_the_box_is_kept_across_a_power_cycle(tmp_path):
    state = tmp_path / "state"
    with mock_box(state_dir=state, mute=True) as (running, records):
        play(running, "hold MENU 3.5\npress 4\npress 3\n")
    assert on_card(state)["language"] == "pt-BR"
    with mock_box(state_dir=state, mute=True) as (running, records):
        play(running, "press CLEAR\nhold MENU 3.5\npress 4\n")  # CLEAR: "resumed" away
    assert running.box.language == "pt-BR"
    assert screens(records)[-1][:4] == [
        "Idioma/Language",
        "1 English",
        "2 Português (Portugal)",
        "3 Português (Brasil) (atual)",
    ]
