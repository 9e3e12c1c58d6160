"""The SQLite store of rate-limit counts: fixed windows, shared by every process that opens the
file, with no server to run."""

from __future__ import annotations

from multiprocessing import get_context
from pathlib import Path
from types import SimpleNamespace

import pytest
from limits.storage import storage_from_string

from webapp import limit_storage


@pytest.fixture()
def clock(monkeypatch: pytest.MonkeyPatch) -> SimpleNamespace:
    """The store's time, set by the test."""
    now = SimpleNamespace(value=1000.0)
    monkeypatch.setattr(limit_storage, "time", SimpleNamespace(time=lambda: now.value))
    return now


def _store(folder: Path):
    return storage_from_string(limit_storage.uri_for(folder))


def test_a_count_rises_within_its_window_and_starts_again_after_it(tmp_path, clock) -> None:
    store = _store(tmp_path)
    assert [store.incr("k", 60) for _ in range(3)] == [1, 2, 3]
    assert (store.get("k"), store.get_expiry("k"), store.get("other")) == (3, 1060.0, 0)
    clock.value = 1060.0
    assert store.get("k") == 0 and store.get_expiry("k") == 1060.0
    assert store.incr("k", 60, amount=2) == 2 and store.get_expiry("k") == 1120.0


def test_clear_reset_and_check(tmp_path, clock) -> None:
    store = _store(tmp_path)
    store.incr("a", 60)
    store.incr("b", 60)
    store.clear("a")
    assert (store.get("a"), store.get("b"), store.check()) == (0, 1, True)
    assert store.reset() == 1 and store.get("b") == 0


def _hits(uri: str, times: int) -> None:
    store = storage_from_string(uri)
    for _ in range(times):
        store.incr("client", 60)


def test_processes_count_together(tmp_path) -> None:
    """What gunicorn's workers do: each process opens the file and raises the same count."""
    uri = limit_storage.uri_for(tmp_path)
    processes = [get_context("spawn").Process(target=_hits, args=(uri, 50)) for _ in range(2)]
    for process in processes:
        process.start()
    for process in processes:
        process.join(30)
    assert [process.exitcode for process in processes] == [0, 0]
    assert storage_from_string(uri).get("client") == 100
