"""The SQLite store of rate-limit counts: fixed windows, shared by every process that opens the
file, with no server to run."""

from __future__ import annotations

import sqlite3
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


@pytest.mark.parametrize("workers", [2, 4])
def test_processes_count_together(tmp_path, workers: int) -> None:
    """What gunicorn's workers do: each process opens the file and raises the same count. Two
    opening the new file at once failed in CI with "database is locked" (_write_ahead)."""
    uri = limit_storage.uri_for(tmp_path)
    processes = [get_context("spawn").Process(target=_hits, args=(uri, 50)) for _ in range(workers)]
    for process in processes:
        process.start()
    for process in processes:
        process.join(30)
    assert [process.exitcode for process in processes] == [0] * workers
    assert storage_from_string(uri).get("client") == 50 * workers


class _LockedOnce:
    """A connection whose first switch to write-ahead mode finds the file locked, as a second
    worker's did while the first switched a new file (CI, 4 December)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db
        self.refused = 0

    def execute(self, sql: str, *args: object) -> sqlite3.Cursor:
        if sql == "PRAGMA journal_mode=WAL" and not self.refused:
            self.refused += 1
            raise sqlite3.OperationalError("database is locked")
        return self._db.execute(sql, *args)


def test_a_file_locked_while_another_worker_switches_it_is_tried_again(tmp_path, monkeypatch) -> None:
    connect = sqlite3.connect
    opened: list[_LockedOnce] = []

    def locked_once(*args: object, **options: object) -> _LockedOnce:
        opened.append(_LockedOnce(connect(*args, **options)))
        return opened[-1]

    monkeypatch.setattr(sqlite3, "connect", locked_once)
    assert _store(tmp_path).incr("client", 60) == 1
    assert [db.refused for db in opened] == [1]
