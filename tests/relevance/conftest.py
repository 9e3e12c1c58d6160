"""The relevance figures (recall@5, MRR) the tests measure, printed after the run."""

from __future__ import annotations

import pytest

FIGURES = pytest.StashKey[dict[str, str]]()


@pytest.fixture(scope="session")
def figures(pytestconfig: pytest.Config) -> dict[str, str]:
    """Where a test leaves a line of figures, by name, for the summary at the end of the run."""
    return pytestconfig.stash.setdefault(FIGURES, {})


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    for name, line in config.stash.get(FIGURES, {}).items():
        terminalreporter.write_line(f"{name}: {line}")
