"""Whether a card-data model (an effect, a modifier's spec) has a field, and its value or a default:
read without pydantic's path for a missing attribute, an exception raised and caught that costs
microseconds at every link resolved and every event watched (issue 23). Any other object is asked
as Python asks it."""
from __future__ import annotations

from typing import Any

_PRESENT: dict[tuple[type, str], bool] = {}  # (a model class, a name) → whether its instances have it


def has_field(obj: Any, name: str) -> bool:
    """``hasattr(obj, name)``; for a model, known once per class: every instance has the same fields
    (extra fields are forbidden), and anything else of that name is the class's."""
    kind = type(obj)
    present = _PRESENT.get((kind, name))
    if present is None:
        fields = getattr(kind, "__pydantic_fields__", None)
        if fields is None:
            return hasattr(obj, name)  # not a model: its attributes may be its own
        present = _PRESENT[(kind, name)] = name in fields or hasattr(kind, name)
    return present


def field_or(obj: Any, name: str, default: Any = None) -> Any:
    """``getattr(obj, name, default)``, the same way."""
    return getattr(obj, name) if has_field(obj, name) else default
