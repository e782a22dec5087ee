"""Families of sentence shapes for tools/pool_shapes.py, one module each (tools/ is on the path)."""
