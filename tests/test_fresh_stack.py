"""Tests marked ``fresh_stack`` (tests/conftest.py: the pool harness's modules) run their function on a
worker thread whose frame stack starts nearly empty; every other test keeps the main thread."""
from __future__ import annotations

import threading

import pytest


def test_an_unmarked_test_keeps_the_main_thread():
    assert threading.current_thread() is threading.main_thread()


@pytest.mark.fresh_stack
def test_a_marked_test_runs_on_the_worker_with_its_fixtures(tmp_path, request):
    assert threading.current_thread().name.startswith("fresh-stack")
    assert tmp_path.is_dir() and request.node.name.startswith("test_a_marked")


def test_the_pool_harness_modules_are_marked(request):
    conftest = next(p for p in request.config.pluginmanager.get_plugins() if hasattr(p, "FRESH_STACK_MODULES"))
    assert conftest.FRESH_STACK_MODULES.fullmatch("test_encode_pool")
    assert conftest.FRESH_STACK_MODULES.fullmatch("test_pool_enc_if12")
    assert not conftest.FRESH_STACK_MODULES.fullmatch("test_fuzz")
