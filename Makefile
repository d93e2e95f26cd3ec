# `make run` (the box), `make test` (every test on mock hardware), `make lint` (ruff, mypy).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# On a Raspberry Pi the venv also sees the system's lgpio / RPi.GPIO (python3-lgpio).
IS_PI := $(shell grep -qs "Raspberry Pi" /proc/device-tree/model && echo yes)
VENV_FLAGS := $(if $(IS_PI),--system-site-packages,)
EXTRAS := $(if $(IS_PI),pi,dev)

.PHONY: run test lint format catalogs pot clean arm-check image image-check

# Quiet: the one line of what is installed (the first time), then only what the box says.
run: $(VENV)/.installed-$(EXTRAS)
	@$(BIN)/tabletop run

# Spread over the cores (pytest-xdist); the ten slowest tests are named at the end.
# PYTHONDONTWRITEBYTECODE emptied: pytest keeps each test module, its asserts rewritten,
# in __pycache__, or every worker rewrites all of them again at every run (seconds each).
test: $(VENV)/.installed-dev
	PYTHONDONTWRITEBYTECODE= SDL_AUDIODRIVER=dummy GPIOZERO_PIN_FACTORY=mock $(BIN)/python -m pytest -n auto --dist worksteal --durations=10

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

# Nothing is rewritten when no message changed: the template is kept when only its
# POT-Creation-Date would differ, a catalogue is updated only when `update --check` says
# it is out of date, and a .mo is replaced only when the compiled bytes differ.
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)
HEADER := \# Messages of the tabletop box, made from the code by `make pot`.\n\# Copyright (C) the tabletop project. MIT licence, as the project.
UPDATE := update --ignore-pot-creation-date --no-fuzzy-matching -D tabletop -i $(POT) -d $(LOCALE)

pot: $(VENV)/.installed-dev
	$(PYBABEL) --quiet extract -F babel.cfg $(KEYWORDS) --add-comments=TRANSLATORS: \
		--no-location --sort-output --header-comment="$$(printf '$(HEADER)')" \
		--project=tabletop --version=$(VERSION) --copyright-holder="the tabletop project" \
		--msgid-bugs-address="the tabletop project's issue tracker" \
		-o $(POT).new appliance games
	@if diff -q -I '^"POT-Creation-Date: ' $(POT).new $(POT) > /dev/null 2>&1; \
		then rm $(POT).new; else mv $(POT).new $(POT); echo "$(POT) written"; fi

catalogs: pot
	@for po in $(LOCALE)/*/LC_MESSAGES/tabletop.po; do \
		lang=$$(basename $$(dirname $$(dirname $$po))); mo=$${po%.po}.mo; \
		$(PYBABEL) --quiet $(UPDATE) -l $$lang --check > /dev/null 2>&1 || \
			$(PYBABEL) --quiet $(UPDATE) -l $$lang || exit 1; \
		$(PYBABEL) compile --statistics -D tabletop -l $$lang -i $$po -o $$mo.new || exit 1; \
		if cmp -s $$mo.new $$mo; then rm $$mo.new; else mv $$mo.new $$mo; echo "$$mo written"; fi; \
	done

$(VENV)/bin/python:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "Python 3.11 or newer is needed (found $$($(PYTHON) --version))."; exit 1; }
	@$(PYTHON) -c 'import ensurepip' > /dev/null 2>&1 || { $(VENV_SUPPORT); }
	@$(PYTHON) -m venv $(VENV_FLAGS) $(VENV)

# Debian's python3 makes no virtual environment (it has no ensurepip) without the
# python3-venv package: as root with apt, it is installed the system's way; else one line
# says what to install.
APT_GET ?= apt-get
VENV_SUPPORT := if command -v $(APT_GET) > /dev/null && [ "$$(id -u)" = 0 ]; then \
		echo "Installing python3-venv (apt-get): $(PYTHON) needs it to make $(VENV)."; \
		said=$$( { $(APT_GET) install -y -qq python3-venv || \
		  { $(APT_GET) update -qq && $(APT_GET) install -y -qq python3-venv; }; } 2>&1 ) || \
			{ echo "$$said"; exit 1; }; \
	else \
		echo "$(PYTHON) cannot make a virtual environment without python3-venv: sudo apt install python3-venv, then make again."; \
		exit 1; \
	fi

# pip's own output, and setuptools' banner while it builds the editable install, go to a
# log that is shown only if the install fails.
$(VENV)/.installed-%: pyproject.toml | $(VENV)/bin/python
	@echo "Installing the box and its libraries ($*) into $(VENV): a minute or two, once."
	@{ $(BIN)/python -m pip install --upgrade pip && $(BIN)/python -m pip install -e ".[$*]"; } \
		> $(VENV)/install.log 2>&1 || { cat $(VENV)/install.log; exit 1; }
	@touch $@

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis

# The box on arm64 Debian Bookworm without a Pi (proot and qemu's user emulation, no
# binfmt), compared with this machine: see .ci/arm-check.sh. Not in CI: it downloads a
# root file system and takes 20 to 40 minutes.
arm-check: $(VENV)/.installed-dev
	bash .ci/arm-check.sh

# The box as a ready SD card image (systemd/image/build.sh, docs/image.md), and that image
# booted in QEMU's emulated Raspberry Pi 3 B until the box is READY and answers `state`
# (systemd/image/check.py). Not in CI: the build downloads about 400 MB of Debian
# packages and wheels and takes about 25 minutes on two cores; the check a minute or two
# on a quiet machine (its emulator is slower under load). Debian's tools for both are
# installed with apt-get as root, or named.
IMAGE_OUT ?= build/image
IMAGE_TOOLS := mmdebstrap qemu-user-static arch-test dosfstools mtools fdisk device-tree-compiler xz-utils qemu-system-arm
IMAGE_COMMANDS := mmdebstrap qemu-aarch64-static arch-test mkfs.vfat mcopy sfdisk dtc xz qemu-system-aarch64
IMAGE_NEEDS := missing=; for tool in $(IMAGE_COMMANDS); do command -v $$tool > /dev/null || missing=1; done; \
	if [ -n "$$missing" ]; then \
		if command -v $(APT_GET) > /dev/null && [ "$$(id -u)" = 0 ]; then \
			echo "Installing the image's tools (apt-get): $(IMAGE_TOOLS)"; \
			$(APT_GET) install -y -qq --no-install-recommends $(IMAGE_TOOLS) > /dev/null || exit 1; \
		else \
			echo "The image needs Debian's tools: sudo apt install $(IMAGE_TOOLS), then make image again."; \
			exit 1; \
		fi; \
	fi

image:
	@$(IMAGE_NEEDS)
	IMAGE_OUT=$(abspath $(IMAGE_OUT)) nice -n 10 bash systemd/image/build.sh

image-check: $(VENV)/.installed-dev
	@$(IMAGE_NEEDS)
	@test -f $(IMAGE_OUT)/tabletop.img || { echo "No $(IMAGE_OUT)/tabletop.img: make image first."; exit 1; }
	nice -n 10 $(BIN)/python systemd/image/check.py $(IMAGE_OUT)/tabletop.img
