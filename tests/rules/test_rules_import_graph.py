"""The rules engine's modules import one another without a cycle, and only at module level.

The import graph is read with ast: which of the package's modules each module imports at run
time (at module level outside `if TYPE_CHECKING:`, or inside a function). A function-level
import is how a cycle hides, so none is allowed.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import corpus.rules
from corpus.rules.engine.effects import HANDLERS
from corpus.rules.scenario.vocabulary import EFFECTS

RULES = Path(corpus.rules.__file__).parent


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    in_function: bool
    line: int


def module_name(root: Path, path: Path) -> str:
    """The dotted name of `path`, a module of the package in `root` (or of its subpackages)."""
    top = root
    while (top.parent / "__init__.py").exists():
        top = top.parent
    parts = list(path.relative_to(top.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING")


def _targets(node: ast.ImportFrom, package: str) -> list[str]:
    """The modules `from ... import ...` names, resolved against `package` (the importer's)."""
    base = package.split(".")
    if node.level:
        base = base[: len(base) - node.level + 1]
        module = ".".join([*base, node.module] if node.module else base)
    else:
        module = node.module or ""
    if node.module is None:
        return [f"{module}.{alias.name}" for alias in node.names]
    return [module]


def _walk(node: ast.AST, name: str, package: str, in_function: bool) -> list[Edge]:
    edges = []
    for child in ast.iter_child_nodes(node):
        if _is_type_checking(child):
            continue
        inner = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
        if isinstance(child, ast.ImportFrom):
            edges += [Edge(name, target, inner, child.lineno) for target in _targets(child, package)]
        elif isinstance(child, ast.Import):
            edges += [Edge(name, alias.name, inner, child.lineno) for alias in child.names]
        edges += _walk(child, name, package, inner)
    return edges


def import_edges(root: Path) -> list[Edge]:
    """Every run-time import between the modules of the package in `root`."""
    paths = sorted(root.rglob("*.py"))
    names = {module_name(root, path) for path in paths}
    edges = []
    for path in paths:
        name = module_name(root, path)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        edges += [edge for edge in _walk(tree, name, package, False) if edge.target in names]
    return edges


def find_cycle(edges: list[Edge]) -> list[str]:
    """One cycle of the graph (its modules, the first repeated at the end), or [] if none."""
    graph: dict[str, set[str]] = {}
    for edge in edges:
        graph.setdefault(edge.source, set()).add(edge.target)
    done: set[str] = set()

    def visit(node: str, path: list[str]) -> list[str]:
        if node in path:
            return [*path[path.index(node) :], node]
        if node in done:
            return []
        for target in sorted(graph.get(node, ())):
            cycle = visit(target, [*path, node])
            if cycle:
                return cycle
        done.add(node)
        return []

    for start in sorted(graph):
        cycle = visit(start, [])
        if cycle:
            return cycle
    return []


def test_no_function_level_import_inside_the_package() -> None:
    edges = import_edges(RULES)
    assert len(edges) > 100
    assert [edge for edge in edges if edge.in_function] == []


def test_the_package_imports_without_a_cycle() -> None:
    assert find_cycle(import_edges(RULES)) == []


def test_every_effect_kind_has_a_handler() -> None:
    """The modules that implement effects register them as the package is imported."""
    assert sorted(HANDLERS) == sorted(EFFECTS)


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).write_text(text, encoding="utf-8")
    return root


def test_a_cycle_hidden_in_a_function_is_found(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    _write(
        package,
        {
            "__init__.py": "",
            "a.py": "from .b import g\n\ndef f():\n    return g()\n",
            "b.py": "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from .c import C\n\ndef g():\n    "
            "from .a import f\n    return f\n",
            "c.py": "from . import b\n",
        },
    )
    edges = import_edges(package)
    assert [(edge.source, edge.target, edge.line) for edge in edges if edge.in_function] == [("pkg.b", "pkg.a", 7)]
    assert find_cycle(edges) == ["pkg.a", "pkg.b", "pkg.a"]
    assert find_cycle([edge for edge in edges if not edge.in_function]) == []
