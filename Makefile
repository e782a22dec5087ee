# Two commands on a fresh machine (Python >= 3.11): `make html` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
# Re-install only when the dependencies change.
SETUP  := $(VENV)/.installed

.PHONY: html test clean

html: $(SETUP)
	$(BIN)/sphinx-build -W -n -b html . _build/html

test: $(SETUP)
	$(BIN)/python -m pytest

$(SETUP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -e ".[dev]"
	touch $@

clean:
	rm -rf _build
