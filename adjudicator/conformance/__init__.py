"""The conformance kit: our scenarios as a regression suite for any WoW TCG engine.

* ``export`` — the corpus as normalised JSON (``adjudicator export``): what the engine is sent
  (blind: no expectations, no refusing rules) and, apart, what the harness judges by;
* ``features`` — each scenario's feature tags, computed, and the profiles made of them;
* ``decisions`` — the decision each ``choose`` answers, recorded for the export and matched by
  the reference adapter;
* ``model`` — the exported files and an engine's result, as pydantic models (their JSON Schemas
  are in ``schemas/``);
* ``adapter`` — our own engine behind the runner contract (``adjudicator engine``);
* ``harness`` — running an engine command over the corpus, one scenario at a time;
* ``report`` — the verdicts: text, JSON, JUnit, pass rates by chapter and by rule, and the diff
  of two reports; ``baseline`` — known results, so a run fails only on a change;
* ``cli`` — the three commands.

The runner contract is docs/conformance/runner-contract.md."""
