"""Placeholder for the glossary extension (its helper replaces this module)."""


def setup(app):  # noqa: ANN001, ANN201
    return {"parallel_read_safe": True, "parallel_write_safe": True}
