"""The conformance kit: our scenarios as a regression suite for any WoW TCG engine.

* ``export`` — the corpus as normalised JSON (``adjudicator export``);
* ``model`` — the exported files and an engine's result, as pydantic models (their JSON Schemas
  are in ``schemas/``);
* ``adapter`` — our own engine behind the runner contract (``adjudicator engine``);
* ``harness`` — running an engine command over the corpus, one scenario at a time;
* ``report`` — the verdicts: text, JSON, JUnit, and pass rates by chapter and by rule;
* ``cli`` — the three commands.

The runner contract is docs/conformance/runner-contract.md."""
