"""Figures a test measures (the relevance's recall@5 and MRR), printed after the whole run.

A test records its line in its report (`record_property`), which pytest-xdist carries from
the worker that ran the test to the process that prints the summary; the summary collects
the lines from the reports, wherever the tests ran."""

from __future__ import annotations

from collections.abc import Callable

import pytest

PREFIX = "figures: "
_LINES: dict[str, str] = {}


@pytest.fixture()
def figures(record_property: Callable[[str, object], None]) -> Callable[[str, str], None]:
    """Leave a line of figures, by name, for the summary at the end of the run."""
    return lambda name, line: record_property(PREFIX + name, line)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    for key, value in report.user_properties:
        if key.startswith(PREFIX):
            _LINES[key.removeprefix(PREFIX)] = str(value)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    for name, line in _LINES.items():
        terminalreporter.write_line(f"{name}: {line}")
