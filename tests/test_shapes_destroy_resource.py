"""enc-turn8: 'Destroy a resource you control' as a cost (tools/shapes/destroy_resource.py): the same part as 'Destroy
one of your resources' (412), and near misses refused."""
from __future__ import annotations

import pytest

from shape_cards import pool_shapes


def test_a_resource_you_control_is_one_of_your_resources():
    assert pool_shapes.cost_part("Destroy a resource you control") == pool_shapes.cost_part("Destroy one of your resources") \
        == {"destroy_one": {"row": "resource", "controller": "you"}}


@pytest.mark.parametrize("part", ["Destroy a resource", "Destroy a resource an opponent controls",
                                  "Destroy two resources you control"])
def test_near_misses_are_refused(part):
    with pytest.raises(pool_shapes.Unrecognised):
        pool_shapes.cost_part(part)
