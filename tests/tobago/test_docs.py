"""The examples in the docstrings still hold."""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest

from games.tobago import clues, engine, paging


@pytest.mark.parametrize("module", [clues, engine, paging], ids=lambda m: m.__name__)
def test_docstring_examples(module: ModuleType) -> None:
    failures, tried = doctest.testmod(module)
    assert tried > 0 and failures == 0
