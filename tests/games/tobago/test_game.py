"""The examples in the docstrings still hold."""

from __future__ import annotations

import doctest
import re
from pathlib import Path
from types import ModuleType

import pytest

from games.tobago.clues import clue as clues
from games.tobago.clues import engine
from games.tobago.views import paging


@pytest.mark.parametrize("module", [clues, engine, paging], ids=lambda m: m.__name__)
def test_docstring_examples(module: ModuleType) -> None:
    failures, tried = doctest.testmod(module)
    assert tried > 0 and failures == 0


DOCS = Path(__file__).resolve().parents[3] / "docs"
LINK = re.compile(r"\]\(([^)]*)\)")


@pytest.mark.parametrize("page", ["tobago.md", "tobago-engine.md"])
def test_the_tobago_guides_stand_on_their_own(page: str) -> None:
    """Every link and picture is a file in the repository; nothing leads outside it."""
    text = (DOCS / page).read_text(encoding="utf-8")
    targets = LINK.findall(text)
    assert targets or page != "tobago.md"
    root = DOCS.parent.resolve()
    for target in targets:
        assert "://" not in target, target
        path = (DOCS / target.split("#")[0]).resolve()
        assert path.is_relative_to(root) and path.exists(), target
    assert "../shared" not in text
