# `make html` builds the book, `make test` runs every test (Python >= 3.11).
# `make html` installs only what building needs (the [docs] extra); the test tools (pytest,
# Playwright, axe) come with `make test` (the [dev] extra).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
# Re-install only when the dependencies change.
DOCS_SETUP := $(VENV)/.installed-docs
SETUP      := $(VENV)/.installed

.PHONY: html test print screenshots benchmark drop-passes import-cards import-decks encode-pool card-audit own-words clean

html: $(DOCS_SETUP)
	$(BIN)/sphinx-build -W -n -b html . _build/html

test: $(SETUP)
	$(BIN)/python -m pytest

# The single-page edition and its PDFs, into the site (linked from every page):
# _build/html/print/book.html, book.pdf (Letter) and book-a4.pdf (A4).
print: $(SETUP)
	$(BIN)/python tools/print_book.py

# Home, rule, scenario, glossary and search pages at desktop and phone width, as PNGs.
screenshots: $(SETUP) html
	$(BIN)/python tools/screenshots.py _build/html _build/screenshots

benchmark: $(SETUP) html
	-$(BIN)/python benchmarks/cli_speed.py  # exits 1 on a look-up over its 0.3 s target: reported, the rest still run
	$(BIN)/python benchmarks/replay_speed.py
	$(BIN)/python benchmarks/random_play_speed.py
	$(BIN)/python benchmarks/engine_speed.py --against HEAD~1 --book
	-$(BIN)/python benchmarks/desk_speed.py _build/html  # the search box's first results, in Chromium (150 ms target)

# Change every field the card library uses, card by card, and replay the scenarios of each card:
# a field whose change alters no replay is listed (tools/card_audit.py, KNOWN: the reasons).
card-audit: $(SETUP)
	$(BIN)/python tools/card_audit.py

# Is any hand-written card's `text` a copy of its printed wording? (tools/own_words.py; reads the
# same clones as import-cards; `--rewrite` makes each copy the reading of its encoding.)
own-words: $(DOCS_SETUP)
	$(BIN)/python tools/own_words.py --tcgdata $(TCGDATA) --decktools $(DECKTOOLS)

# Take out the `pass` entries scripts no longer need (the steps must stay the same).
drop-passes: $(DOCS_SETUP)
	$(BIN)/python tools/drop_passes.py

# Re-import the card facts (data/cards/*.json) from local clones of the three public data sets
# (tools/import_cards.py; TCGDATA, DECKTOOLS and UTILITY name the clones). Nothing is fetched.
TCGDATA   ?= /work/.mirror/tcgdata+tcgdata-wow/repo
DECKTOOLS ?= /work/.mirror/seriallos+wowtcg-decktools/repo
UTILITY   ?= /work/.mirror/mikechambers+WoWTCGUtility/repo
import-cards: $(DOCS_SETUP)
	$(BIN)/python tools/import_cards.py --tcgdata $(TCGDATA) --decktools $(DECKTOOLS) --wowtcgutility $(UTILITY)

import-decks: $(DOCS_SETUP)
	$(BIN)/python tools/import_decks.py --tcgdata $(TCGDATA)

# Write scenarios/cards/pool-<set>.yaml: the pool's cards whose whole text fits the sentence shapes
# of tools/pool_shapes.py (the text is read from the same clones, never stored).
encode-pool: $(DOCS_SETUP)
	$(BIN)/python tools/encode_pool.py --tcgdata $(TCGDATA) --decktools $(DECKTOOLS) --wowtcgutility $(UTILITY)

$(DOCS_SETUP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -e ".[docs]"
	touch $@

$(SETUP): pyproject.toml $(DOCS_SETUP)
	$(BIN)/python -m pip install -e ".[dev]"
	touch $@

clean:
	rm -rf _build
