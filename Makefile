# Two commands: `make run` (the box) and `make test` (every test on mock hardware).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# On a Raspberry Pi the venv also sees the system's lgpio / RPi.GPIO (python3-lgpio).
IS_PI := $(shell grep -qs "Raspberry Pi" /proc/device-tree/model && echo yes)
VENV_FLAGS := $(if $(IS_PI),--system-site-packages,)
EXTRAS := $(if $(IS_PI),pi,dev)

.PHONY: run test lint format clean

run: $(VENV)/.installed-$(EXTRAS)
	$(BIN)/tabletop run

test: $(VENV)/.installed-dev
	SDL_AUDIODRIVER=dummy GPIOZERO_PIN_FACTORY=mock $(BIN)/python -m pytest

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check . && $(BIN)/ruff format --check . && $(BIN)/mypy

format: $(VENV)/.installed-dev
	$(BIN)/ruff format . && $(BIN)/ruff check --fix .

$(VENV)/bin/python:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "Python 3.11 or newer is needed (found $$($(PYTHON) --version))."; exit 1; }
	@$(PYTHON) -m venv $(VENV_FLAGS) $(VENV) || \
		{ echo "Could not make a virtual environment. On Debian: sudo apt install python3-venv"; exit 1; }

$(VENV)/.installed-%: pyproject.toml | $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[$*]"
	touch $@

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis
