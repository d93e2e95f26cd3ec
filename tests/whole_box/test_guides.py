"""The guides a parent reads (docs/GAME.md, docs/pt-PT, docs/pt, docs/ja): every picture is what the
tour scripts make today in the guide's language, no guide is over five minutes of
reading, every link leads to a file, README's games table links them first, and each
game's printed card names every key its guide's tour presses."""

from __future__ import annotations

import importlib
import os
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from PIL import Image

from appliance.box.script import KEY_COMMANDS, read_script
from appliance.box.words.i18n import LANGUAGES, LOCALE_DIR
from appliance.tools.screenshots import GUIDE_FOLDERS, picture_folder, tour_pictures
from games.catalog import GAME_MODULES
from games.keys import MENU

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
LINK = re.compile(r"!?\[[^\]]*\]\(([^)]+)\)")
NAMED_LINK = re.compile(r"(?<!!)\[([^\]]+)\]\(([^)]+)\)")
PICTURE = re.compile(r"!\[[^\]]*\]\(([^)]+\.png)\)")
LATIN_WORD = re.compile(r"[A-Za-zÀ-ÿ0-9$']+")
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]")
WORD_LIMIT = 600
CJK_PER_WORD = 2.5  # Japanese reads about 2.5 characters for an English word


def guide(game: str, language: str) -> Path:
    """Where the guide of ``game`` in ``language`` is."""
    return DOCS / GUIDE_FOLDERS[language] / f"{game}.md"


GUIDES = [guide(game, language) for game in GAME_MODULES for language in GUIDE_FOLDERS]
LANGUAGE_OF_FOLDER = {folder: language for language, folder in GUIDE_FOLDERS.items()}


def reading_words(text: str) -> float:
    """How many words a reader reads: the text without link targets, each Latin word one,
    Japanese characters by :data:`CJK_PER_WORD`."""
    prose = LINK.sub(lambda m: m.group(0).split("](")[0], text)
    return len(LATIN_WORD.findall(prose)) + len(CJK.findall(prose)) / CJK_PER_WORD


@pytest.fixture(scope="module")
def made_today(tmp_path_factory) -> dict[str, Path]:
    """The tours played now, in every language: the folder of each language's pictures."""
    folders = {}
    for language in GUIDE_FOLDERS:
        folder = tmp_path_factory.mktemp(language)
        tour_pictures(folder, (128, 64), language)
        folders[language] = folder
    return folders


@pytest.mark.parametrize("page", GUIDES, ids=lambda p: str(p.relative_to(DOCS)))
def test_every_picture_of_a_guide_is_what_the_scripts_make_today(page, made_today):
    language = LANGUAGE_OF_FOLDER[str(page.parent.relative_to(DOCS)).strip(".")]
    pictures = PICTURE.findall(page.read_text(encoding="utf-8"))
    assert len(pictures) >= 5, "a guide shows the screen at its steps"
    for target in pictures:
        shown = (page.parent / target).resolve()
        assert shown.parent == picture_folder(language).resolve(), (target, language)
        today = made_today[language] / shown.name
        assert today.exists(), f"{target}: no tour script makes it"
        with Image.open(shown) as old, Image.open(today) as new:
            assert old.size == new.size and old.tobytes() == new.tobytes(), (
                f"{target} is not what docs/scripts make today: run `tabletop screenshots`"
            )


@pytest.mark.parametrize("page", GUIDES, ids=lambda p: str(p.relative_to(DOCS)))
def test_a_guide_is_read_in_five_minutes_and_its_links_lead_somewhere(page):
    text = page.read_text(encoding="utf-8")
    assert reading_words(text) <= WORD_LIMIT, f"{reading_words(text):.0f} words"
    for target in LINK.findall(text):
        assert "://" not in target, target
        assert (page.parent / target.split("#")[0]).exists(), target
    assert "reference/" in text.rsplit("\n## ", 1)[-1], "the guide ends with the reference"


def test_the_word_count_counts_japanese_by_characters_and_skips_link_targets():
    assert reading_words("Press **AIR** to dive ([more](reference/lost-treasure.md)).") == 5
    assert reading_words("手番は一つの行動") == pytest.approx(8 / 2.5)
    assert reading_words("word " * 601) > WORD_LIMIT


def other_guides(game: str, language: str) -> dict[str, str]:
    """The same game's guide in each other language, as a link from ``language``'s guide."""
    here = guide(game, language).parent
    return {
        other: os.path.relpath(guide(game, other), here)
        for other in GUIDE_FOLDERS
        if other != language
    }


@pytest.mark.parametrize("page", GUIDES, ids=lambda p: str(p.relative_to(DOCS)))
def test_a_guide_links_the_same_game_in_every_other_language_by_its_own_name(page):
    language = LANGUAGE_OF_FOLDER[str(page.parent.relative_to(DOCS)).strip(".")]
    links = dict(NAMED_LINK.findall(page.read_text(encoding="utf-8").split("\n\n", 2)[1]))
    for other, target in other_guides(page.stem, language).items():
        assert links.get(LANGUAGES[other]) == target, (LANGUAGES[other], target)  # "(Brasil)"


# What a reader in Portugal would read as Brazilian: the screen ("tela"), "você" and its
# imperatives, the file ("arquivo"), teams ("equipes"), the round ("rodada"), the gerund.
BRAZILIAN = re.compile(
    r"\b(tela|telas|você|aperte|apertar|apertada|arquivo|equipes?|rodada|girando|jogando|"
    r"ajustes|celular|time)\b",
    re.IGNORECASE,
)


@pytest.mark.parametrize("game", GAME_MODULES)
def test_portugal_s_guide_is_in_portugal_s_words_and_quotes_its_screens(game):
    text = guide(game, "pt").read_text(encoding="utf-8")
    assert BRAZILIAN.findall(text) == []
    assert "ecrã" in text and "carrega" in text.lower()  # the screen, "tu" pressing a key
    with (LOCALE_DIR / "pt" / "LC_MESSAGES" / "tabletop.po").open("rb") as po:
        said = [m.string for m in read_po(po) if m.id and isinstance(m.string, str)]
    for quoted in re.findall(r'"([^"]+)"', text):
        assert any(quoted in words for words in said), f"{quoted!r} is on no pt screen"


def test_the_readme_games_table_links_each_guide_first():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = readme.split("## The games", 1)[1].split("\n\n", 2)[1]
    rows = [row for row in table.splitlines() if row.startswith("| ") and "](docs/" in row]
    assert len(rows) == len(GAME_MODULES)
    for game, row in zip(GAME_MODULES, rows, strict=True):
        links = re.findall(r"\]\((docs/[^)]+)\)", row)
        firsts = [str(Path("docs") / GUIDE_FOLDERS[lang] / f"{game}.md") for lang in GUIDE_FOLDERS]
        assert links[: len(firsts)] == firsts, row
        named = NAMED_LINK.findall(row)[: len(firsts)]
        assert [name for name, _ in named] == [LANGUAGES[lang] for lang in GUIDE_FOLDERS], row
        assert all((ROOT / link).exists() for link in links), row


@pytest.mark.parametrize("game", GAME_MODULES)
def test_the_card_names_every_key_the_guides_tour_presses(game):
    card = importlib.import_module(f"{GAME_MODULES[game]}.card").CARD
    steps = read_script(DOCS / "scripts" / f"{game}.txt")
    pressed = {step.argument for step in steps if step.command in KEY_COMMANDS}
    assert pressed - {MENU} <= card.keys(), pressed - {MENU} - card.keys()
