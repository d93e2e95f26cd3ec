# `make run` (the box), `make test` (every test on mock hardware), `make lint` (ruff, mypy).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# On a Raspberry Pi the venv also sees the system's lgpio / RPi.GPIO (python3-lgpio).
IS_PI := $(shell grep -qs "Raspberry Pi" /proc/device-tree/model && echo yes)
VENV_FLAGS := $(if $(IS_PI),--system-site-packages,)
EXTRAS := $(if $(IS_PI),pi,dev)

.PHONY: run test lint format catalogs pot clean venv-without-ensurepip arm-check

define FETCH_PIP
import json, urllib.parse, urllib.request
answer = urllib.request.urlopen("https://pypi.org/pypi/pip/json")
info = json.load(answer)
wheel = next(f for f in info["urls"] if f["filename"].endswith(".whl"))
url = urllib.parse.urljoin(answer.geturl(), wheel["url"])
urllib.request.urlretrieve(url, "$(VENV)/" + wheel["filename"])
endef
export FETCH_PIP

run: $(VENV)/.installed-$(EXTRAS)
	$(BIN)/tabletop run

test: $(VENV)/.installed-dev
	SDL_AUDIODRIVER=dummy GPIOZERO_PIN_FACTORY=mock $(BIN)/python -m pytest

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check . && $(BIN)/ruff format --check . && $(BIN)/mypy

format: $(VENV)/.installed-dev
	$(BIN)/ruff format . && $(BIN)/ruff check --fix .

# The translations (README, "Translating"): the template from the code, each language's
# catalogue brought up to date with it, and compiled to the .mo files the box reads.
LOCALE := appliance/locale
POT ?= $(LOCALE)/tabletop.pot
PYBABEL ?= $(BIN)/pybabel
KEYWORDS := -k T -k plural:1,2 -k mark -k mark_plural:1,2

pot: $(VENV)/.installed-dev
	$(PYBABEL) --quiet extract -F babel.cfg $(KEYWORDS) --add-comments=TRANSLATORS: \
		--no-location --sort-output \
		--project=tabletop -o $(POT) appliance games

catalogs: pot
	$(PYBABEL) --quiet update --no-fuzzy-matching -D tabletop -i $(POT) -d $(LOCALE)
	$(PYBABEL) compile --statistics -D tabletop -d $(LOCALE)

$(VENV)/bin/python:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "Python 3.11 or newer is needed (found $$($(PYTHON) --version))."; exit 1; }
	@$(PYTHON) -m venv $(VENV_FLAGS) $(VENV) 2>/dev/null || $(MAKE) --no-print-directory venv-without-ensurepip

# Debian's python3 without the python3-venv package has no ensurepip: make the venv
# without pip and fetch pip's wheel from PyPI, which can install itself.
venv-without-ensurepip:
	rm -rf $(VENV)
	$(PYTHON) -m venv --without-pip $(VENV_FLAGS) $(VENV)
	$(BIN)/python -c "$$FETCH_PIP"
	wheel=$$(ls $(VENV)/pip-*.whl) && $(BIN)/python $$wheel/pip install --quiet $$wheel && rm $$wheel

$(VENV)/.installed-%: pyproject.toml | $(VENV)/bin/python
	@echo "Installing the box and its libraries ($*) into $(VENV): a minute or two, once."
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[$*]"
	touch $@

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis

# The box on arm64 Debian Bookworm without a Pi (proot and qemu's user emulation, no
# binfmt), compared with this machine: see .ci/arm-check.sh. Not in CI: it downloads a
# root file system and takes 20 to 40 minutes.
arm-check: $(VENV)/.installed-dev
	bash .ci/arm-check.sh
