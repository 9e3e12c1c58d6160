"""The relevance figures reach the summary from the report of the test that measured them,
wherever it ran (pytest-xdist runs it in a worker process; the summary is printed by the main
one, which sees only the reports)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tests.support import figures


def test_a_line_recorded_in_a_report_is_printed_in_the_summary(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(figures, "_LINES", {})
    recorded: list[tuple[str, object]] = []
    leave = figures.figures.__wrapped__(lambda name, value: recorded.append((name, value)))
    leave("relevance", "253 queries: recall@5 0.957")
    report = SimpleNamespace(user_properties=[("other", "x"), *recorded])
    figures.pytest_runtest_logreport(report)
    written: list[str] = []
    figures.pytest_terminal_summary(SimpleNamespace(write_line=written.append))
    assert written == ["relevance: 253 queries: recall@5 0.957"]
