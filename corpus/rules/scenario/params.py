"""A scenario's adjustable parameters, and applying chosen values to the scenario's data.

A value from a reader is only ever compared with what the scenario declares: a choice must be
one of the listed values, a number must be a whole number in the declared range. Applying
values is plain data substitution: a string that is exactly "$name" becomes the value, and a
list entry with `only_if = { name = value }` is kept only when the parameters match. Nothing
is evaluated.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..engine.role_tokens import ROLE_KEYS, role_name
from ..text.messages import N_, Message, Name, Text, msg
from .tables import Table
from .vocabulary import read_name

PARAM_TYPES = ("role", "player", "int", "bool", "choice")
_MAX_INPUT = 40


class ParamError(ValueError):
    """A parameter value that can't be used; the message is shown next to the form field."""

    def __init__(self, name: str, message: Message) -> None:
        super().__init__(message.msgid)
        self.name = name
        self.message = message


@dataclass(frozen=True)
class Param:
    name: str
    type: str
    label: Name
    default: Any
    choices: tuple[tuple[Any, Text], ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    # The values with which the example still shows its rulings (`ruling_only_with`); None: all.
    ruling_values: tuple[Any, ...] | None = None

    def parse(self, raw: object) -> Any:
        """The value `raw` (a form string or a JSON value) stands for, or ParamError."""
        if self.type == "int":
            return self._parse_int(raw)
        if self.type == "bool":
            return self._parse_bool(raw)
        allowed = [value for value, _ in self.choices]
        if isinstance(raw, str) and raw in allowed:
            return raw
        raise ParamError(self.name, msg(N_("Choose one of the offered values.")))

    def _parse_int(self, raw: object) -> int:
        if isinstance(raw, bool):
            raise ParamError(self.name, msg(N_("Enter a whole number.")))
        if isinstance(raw, str):
            text = raw.strip()
            # isdecimal, not isdigit: "²" is a digit int() cannot read. One minus sign at most.
            if len(text) > _MAX_INPUT or not text.removeprefix("-").isdecimal():
                raise ParamError(self.name, msg(N_("Enter a whole number.")))
            raw = int(text)
        if not isinstance(raw, int):
            raise ParamError(self.name, msg(N_("Enter a whole number.")))
        if not self.minimum <= raw <= self.maximum:  # type: ignore[operator]
            raise ParamError(
                self.name, msg(N_("Enter a number from %(min)s to %(max)s."), min=self.minimum, max=self.maximum)
            )
        return raw

    def _parse_bool(self, raw: object) -> bool:
        if isinstance(raw, bool):
            return raw
        if raw in ("true", "on", "1", "yes"):
            return True
        if raw in ("false", "off", "0", "no", ""):
            return False
        raise ParamError(self.name, msg(N_("Choose yes or no.")))


def read_params(table: Table, players: Mapping[str, str]) -> tuple[Param, ...]:
    """The `[[params]]` tables; `players` maps player ids to names (for player choices)."""
    params = []
    for entry in table.tables("params"):
        params.append(_param(entry, players))
        entry.done()
    names = [p.name for p in params]
    if len(set(names)) != len(names):
        raise table.error("two parameters have the same name", "params")
    return tuple(params)


def _param(entry: Table, players: Mapping[str, str]) -> Param:
    param = _declared(entry, players)
    listed = entry.get("ruling_only_with", list, None)
    if listed is None:
        return param
    try:
        values = tuple(param.parse(value) for value in listed)
    except ParamError:
        raise entry.error("'ruling_only_with' lists a value the parameter does not allow", "ruling_only_with") from None
    return replace(param, ruling_values=values)


def _declared(entry: Table, players: Mapping[str, str]) -> Param:
    name = entry.get("name", str)
    if not name.isidentifier():
        raise entry.error("a parameter name is letters, digits and underscores", "name")
    kind = entry.choice("type", PARAM_TYPES)
    label = read_name(entry, "label")
    if kind == "int":
        low, high = entry.get("min", int), entry.get("max", int)
        default = entry.get("default", int)
        if not low <= default <= high:
            raise entry.error("the default is outside min..max", "default")
        return Param(name, kind, label, default, minimum=low, maximum=high)
    if kind == "bool":
        return Param(name, kind, label, entry.get("default", bool))
    choices = _choices(entry, kind, players)
    default = entry.get("default", str)
    if default not in [value for value, _ in choices]:
        raise entry.error(f"the default {default!r} is not one of the choices", "default")
    return Param(name, kind, label, default, choices=choices)


def _choices(entry: Table, kind: str, players: Mapping[str, str]) -> tuple[tuple[Any, Text], ...]:
    if kind == "role":
        values = entry.strings("choices", list(ROLE_KEYS))
        for value in values:
            if value not in ROLE_KEYS:
                raise entry.error(f"unknown Role {value!r}", "choices")
        return tuple((value, role_name(value)) for value in values)
    if kind == "player":
        values = entry.strings("choices", list(players))
        for value in values:
            if value not in players:
                raise entry.error(f"unknown player {value!r}", "choices")
        return tuple((value, Name(players[value])) for value in values)
    options = []
    for option in entry.tables("choices"):
        options.append((option.get("value", str), read_name(option, "label")))
        option.done()
    if not options:
        raise entry.error("a choice needs at least one entry in 'choices'", "choices")
    return tuple(options)


def resolve_values(params: tuple[Param, ...], given: Mapping[str, object] | None) -> dict[str, Any]:
    """Defaults overridden by `given`; raises a list of ParamErrors for every bad value."""
    known = {p.name: p for p in params}
    values = {p.name: p.default for p in params}
    errors: list[ParamError] = []
    for name, raw in (given or {}).items():
        param = known.get(name)
        if param is None:
            errors.append(ParamError(str(name)[:_MAX_INPUT], msg(N_("This example has no parameter with this name."))))
            continue
        try:
            values[name] = param.parse(raw)
        except ParamError as exc:
            errors.append(exc)
    if errors:
        raise ParamErrors(errors)
    return values


class ParamErrors(ValueError):
    def __init__(self, errors: list[ParamError]) -> None:
        super().__init__(", ".join(e.name for e in errors))
        self.errors = errors


def substitute(data: Any, values: Mapping[str, Any]) -> Any:
    """`data` with "$name" strings replaced and `only_if` list entries kept or dropped."""
    if isinstance(data, str) and data.startswith("$") and data[1:] in values:
        return values[data[1:]]
    if isinstance(data, list):
        return [substitute(item, values) for item in data if _applies(item, values)]
    if isinstance(data, dict):
        return {k: substitute(v, values) for k, v in data.items() if k != "only_if"}
    return data


def _applies(item: Any, values: Mapping[str, Any]) -> bool:
    if not isinstance(item, dict) or "only_if" not in item:
        return True
    for name, wanted in item["only_if"].items():
        options = wanted if isinstance(wanted, list) else [wanted]
        if values.get(name) not in options:
            return False
    return True


def check_conditions(data: Any, params: tuple[Param, ...], where: str = "") -> str | None:
    """The first malformed `only_if` in `data` (unknown parameter or value), or None."""
    known = {p.name: p for p in params}
    if isinstance(data, list):
        for i, item in enumerate(data):
            problem = check_conditions(item, params, f"{where}[{i}]")
            if problem:
                return problem
    elif isinstance(data, dict):
        for key, value in data.items():
            path = f"{where}.{key}" if where else key
            problem = (
                _condition_problem(value, known, path) if key == "only_if" else check_conditions(value, params, path)
            )
            if problem:
                return problem
    return None


def _condition_problem(condition: Any, known: Mapping[str, Param], path: str) -> str | None:
    if not isinstance(condition, dict) or not condition:
        return f"{path}: must be a table such as {{ name = value }}"
    for name, wanted in condition.items():
        param = known.get(name)
        if param is None:
            return f"{path}: no parameter {name!r}"
        for value in wanted if isinstance(wanted, list) else [wanted]:
            try:
                if param.parse(value) != value:
                    raise ParamError(name, Message(""))
            except ParamError:
                return f"{path}: {value!r} is not a value of {name!r}"
    return None


def placeholders(data: Any) -> set[str]:
    """Every parameter name the data refers to ("$name" strings and only_if keys)."""
    found: set[str] = set()
    if isinstance(data, str) and data.startswith("$"):
        found.add(data[1:])
    elif isinstance(data, list):
        for item in data:
            found |= placeholders(item)
    elif isinstance(data, dict):
        for key, value in data.items():
            if key == "only_if" and isinstance(value, dict):
                found |= set(value)
            else:
                found |= placeholders(value)
    return found
