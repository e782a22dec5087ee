"""engine/spec_fields: a card-data model's field read without pydantic's slow miss says what
hasattr and getattr say, for every effect and power of the library and the names the engine asks."""
from __future__ import annotations

from adjudicator.cards.library import default_library
from adjudicator.engine.chain import LASTING
from adjudicator.engine.spec_fields import field_or, has_field

NAMES = ("divided", "duration", "until", "create_continuous", "no_such_field", "model_config", *LASTING)


def models():
    for card in default_library().cards.values():
        yield from card.effects
        for power in card.powers:
            yield power
            yield from (p for p in (power.triggered, power.payment, power.continuous) if p is not None)


def test_every_model_of_the_library_reads_as_getattr_reads_it():
    seen = 0
    for model in models():
        for name in NAMES:
            assert has_field(model, name) == hasattr(model, name), (type(model).__name__, name)
            assert field_or(model, name, "none") == getattr(model, name, "none"), (type(model).__name__, name)
        seen += 1
    assert seen > 1000


def test_an_object_that_is_not_a_model_is_asked_as_python_asks_it():
    class Plain:
        pass
    one, other = Plain(), Plain()
    one.divided = True
    assert has_field(one, "divided") and field_or(one, "divided") is True
    assert not has_field(other, "divided") and field_or(other, "divided", False) is False
