"""Which dynaforge code a program actually uses: a static fingerprint for cache keys.

A stage's cache key used to hash whole SDK packages, so appending an unused helper anywhere
rebuilt every program. :func:`code_fingerprint_for` hashes only the code its roots (a seed program
file, the stage's entry points) can reach, found statically from the source (nothing is run):

* **Units.** Every top-level ``def`` / ``async def`` / ``class`` of a module under ``dynaforge/``
  is a unit named by its name; so is every top-level ``Assign`` / ``AnnAssign`` whose targets are
  plain names (one unit per target). A name defined twice is one unit over both statements. The
  rest of the module (imports, ``if``, ``try``, expressions, ``__all__``, tuple assignments, ...)
  is its **header**; the leading module docstring is not part of it.
* **References.** A unit's references are the names (``ast.Name``) and attribute chains
  (``a.b.c``) anywhere in it: decorators, defaults, annotations, bases, bodies. They resolve in the
  module's namespace: a top-level unit, or an import binding (absolute or relative, at top level
  or inside the unit) to a dynaforge module or to a unit of one, followed through re-exports (the
  ``from .scene import Scene`` of ``dynaforge/sdk/__init__.py``). An attribute of a module
  (``draw.fmt``, ``dynaforge.sdk.draw.fmt``) is that unit. A module used as a value (``draw``
  alone, ``getattr(draw, name)``), ``from m import *`` and scopes that call ``globals`` / ``eval``
  / ``exec`` use the whole module. Names that are not dynaforge code (numpy, builtins, locals) are
  ignored; a local that shadows a global only adds the global (over-inclusion is safe).
* **Modules run on import.** A module is *executed* when a used unit lives in it, when a used scope
  imports it (``import`` statements bind, and run the imported module's header, not its units),
  or when it is a parent package of an executed module. An executed module contributes its header
  and everything the header references or imports.
* **Roots.** A path to a ``.py`` file outside the package (a seed program): all its code is used
  (every reference anywhere in it, every import anywhere in it). A path inside the package, or
  ``"dotted.module"``: the whole module. ``"dotted.module:name"`` (``name`` may be ``Cls.method``;
  the class is the unit): that unit.

So appending an unused ``def`` / ``class`` / constant to any module changes no fingerprint, and
editing a unit changes exactly the fingerprints of roots that reach it. A unit is hashed as its
syntax tree without docstrings: rewording a docstring, a comment or the layout changes nothing.
Editing a header (an import, ``__all__``) changes the fingerprint of every root that executes
that module.

Known limits (under-inclusion the analysis cannot see): module names built at run time
(``importlib.import_module(name)`` with a non-constant name), submodules reached only as
attributes of a package passed around as a value without any import of them, and string type
annotations evaluated at run time. Entry points reached that way must be passed as roots.

Parsed modules are cached per process, keyed by size and mtime (files modified in the last two
seconds are re-read and compared by content, since mtimes are coarse), so fingerprinting a
thousand programs re-parses only the program files.
"""
from __future__ import annotations

import ast
import copy
import gc
import hashlib
import os
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

PACKAGE = "dynaforge"
DEFAULT_ROOT = Path(__file__).resolve().parent.parent.parent  # the directory holding dynaforge/
HEADER = "<header>"
_DYNAMIC = {"globals", "eval", "exec"}  # a scope calling these may touch any module global
_RACY_SECONDS = 2.0  # files younger than this are compared by content, not by (mtime, size)


def used_code(roots: Iterable[str | Path], package_root: str | Path | None = None) -> dict[str, str]:
    """Every piece of dynaforge code the roots use, transitively, with the sha256 of its code.

    ``{"dynaforge/sdk/draw.py:fmt": sha256 of that unit's syntax tree (decorators included;
    docstrings, comments and layout left out),
    "dynaforge/sdk/draw.py:<header>": sha256 of the module's header statements, ...}``; paths are
    relative to ``package_root`` (default: the directory holding the real ``dynaforge`` package).

    A root is a path to a ``.py`` file (all of its code is used), ``"dotted.module:name"`` (that
    unit) or ``"dotted.module"`` (the whole module). A root file that does not parse contributes
    ``{"<unparsable root NAME.py>": sha256 of its bytes}``; a dynaforge module that does not parse
    raises ``SyntaxError``; a named root that does not exist raises ``LookupError``.
    """
    library = _library(package_root)
    with library.lock, _gc_paused():
        library.refresh()
        return library.used(list(roots))


def code_fingerprint_for(roots: Iterable[str | Path], package_root: str | Path | None = None) -> str:
    """sha256 over the sorted items of :func:`used_code` ``(roots)``: the roots' code cache key."""
    digest = hashlib.sha256()
    for key, value in sorted(used_code(roots, package_root).items()):
        digest.update(f"{key}\0{value}\n".encode())
    return digest.hexdigest()


@contextmanager
def _gc_paused() -> Iterator[None]:
    """The cyclic GC off while parsing: trees are acyclic, and collections triggered by their
    many allocations would otherwise cost about as much as the parse itself."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


# -- one scope: what a unit, a module header or a root file refers to ------------------------------
@dataclass
class _Scope:
    chains: set[tuple[str, ...]] = field(default_factory=set)  # ("draw", "fmt"), ("Scene",), ...
    bindings: dict[str, list[tuple]] = field(default_factory=dict)  # name -> import specs
    executes: list[tuple] = field(default_factory=list)  # import specs whose modules this runs
    stars: list[str] = field(default_factory=list)  # dynaforge modules imported with *
    dynamic: bool = False  # calls globals/eval/exec
    modules: list[str] = field(default_factory=list)  # import_module("dynaforge.x") constants


def _internal(name: str | None) -> bool:
    return bool(name) and (name == PACKAGE or name.startswith(PACKAGE + "."))


_SCALAR_FIELDS = {"ctx", "op", "ops", "id", "attr", "name", "arg", "module", "level", "asname",
                  "conversion", "kind", "type_comment", "is_async", "simple", "value_str"}
_CHILD_FIELDS: dict[type, tuple[str, ...]] = {
    cls: tuple(f for f in cls._fields if f not in _SCALAR_FIELDS)
    for cls in vars(ast).values() if isinstance(cls, type) and issubclass(cls, ast.AST)
}


def _scan(nodes: Iterable[ast.AST], module: str | None, is_package: bool) -> _Scope:
    """References and imports anywhere in ``nodes``; ``module`` resolves relative imports.

    A hand-rolled walk (``ast.walk`` is about twice as slow): a thousand program files go
    through here once per stage run.
    """
    scope = _Scope()
    chains = scope.chains
    stack = list(nodes)
    pop, push, extend, child_fields = stack.pop, stack.append, stack.extend, _CHILD_FIELDS.get
    Name, Attribute, Constant = ast.Name, ast.Attribute, ast.Constant
    Store = ast.Store
    while stack:
        node = pop()
        cls = node.__class__
        if cls is Name:
            if node.ctx.__class__ is not Store:
                chains.add((node.id,))
                scope.dynamic |= node.id in _DYNAMIC
            continue
        if cls is Attribute:
            chain, base = [node.attr], node.value
            while base.__class__ is Attribute:
                chain.append(base.attr)
                base = base.value
            if base.__class__ is Name:
                chain.append(base.id)
                chains.add(tuple(reversed(chain)))
            else:
                push(base)
            continue
        if cls is Constant:
            continue
        if cls is ast.AugAssign and node.target.__class__ is Name:
            chains.add((node.target.id,))
        elif cls is ast.Global:
            chains.update((name,) for name in node.names)
            continue
        elif cls is ast.Import:
            for alias in node.names:
                if not _internal(alias.name):
                    continue
                if alias.asname:
                    scope.bindings.setdefault(alias.asname, []).append(("mod", alias.name))
                else:
                    top = alias.name.partition(".")[0]
                    scope.bindings.setdefault(top, []).append(("mod", top))
                scope.executes.append(("mod", alias.name))
            continue
        elif cls is ast.ImportFrom:
            source = _absolute(node, module, is_package)
            if _internal(source):
                for alias in node.names:
                    if alias.name == "*":
                        scope.stars.append(source)
                        scope.executes.append(("mod", source))
                        continue
                    spec = ("from", source, alias.name)
                    scope.bindings.setdefault(alias.asname or alias.name, []).append(spec)
                    scope.executes.append(spec)
            continue
        elif cls is ast.Call and node.args:
            func, arg = node.func, node.args[0]
            name = func.id if func.__class__ is Name else func.attr if func.__class__ is Attribute else ""
            if name in ("import_module", "__import__") and arg.__class__ is Constant \
                    and isinstance(arg.value, str) and _internal(arg.value):
                scope.modules.append(arg.value)
        for name in child_fields(cls, ()):
            value = getattr(node, name, None)
            if value.__class__ is list:
                extend(value)
            elif value is not None:
                push(value)
    return scope


def _absolute(node: ast.ImportFrom, module: str | None, is_package: bool) -> str | None:
    """The absolute module name of ``from X import ...`` (None: relative outside the package)."""
    if not node.level:
        return node.module
    if module is None:
        return None
    parts = module.split(".") if is_package else module.split(".")[:-1]
    if node.level - 1 > len(parts) - 1:
        return None
    base = parts[: len(parts) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


# -- one dynaforge module, parsed ------------------------------------------------------------------
@dataclass
class _Unit:
    digest: str
    scope: _Scope


@dataclass
class _Module:
    name: str  # dotted
    key: str  # "dynaforge/sdk/draw.py"
    is_package: bool
    header_digest: str
    header: _Scope
    units: dict[str, _Unit]


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _unit_names(stmt: ast.stmt) -> list[str]:
    """The unit names a top-level statement defines ([]: it belongs to the header)."""
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [stmt.name]
    if isinstance(stmt, ast.Assign) and all(isinstance(t, ast.Name) for t in stmt.targets):
        names = [t.id for t in stmt.targets]
    elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
        names = [stmt.target.id]
    else:
        return []
    return [] if "__all__" in names else names


def _is_docstring(stmt: ast.stmt) -> bool:
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str)


def _code(stmt: ast.stmt) -> str:
    """What a statement does, not how it is written: its AST without docstrings, comments or layout
    (so rewording a docstring or reformatting rebuilds nothing)."""
    node = copy.deepcopy(stmt)
    for inner in ast.walk(node):
        if isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and _is_docstring(inner.body[0]):
            inner.body = inner.body[1:] or [ast.Pass()]
    return ast.dump(node) + "\n"


def _parse_module(name: str, key: str, is_package: bool, text: str, filename: str) -> _Module:
    tree = ast.parse(text, filename=filename)  # a SyntaxError here is the caller's to see
    body = list(tree.body)
    if body and _is_docstring(body[0]):
        body = body[1:]  # the module docstring documents, it does not run anything that matters
    statements: dict[str, list[ast.stmt]] = {}
    header: list[ast.stmt] = []
    for stmt in body:
        names = _unit_names(stmt)
        for unit in names:
            statements.setdefault(unit, []).append(stmt)
        if not names:
            header.append(stmt)
    units = {unit: _Unit(_sha("".join(map(_code, stmts))), _scan(stmts, name, is_package))
             for unit, stmts in statements.items()}
    return _Module(name, key, is_package, _sha("".join(map(_code, header))),
                   _scan(header, name, is_package), units)


# -- the package: its modules, cached, and the reachability over them ------------------------------
@dataclass
class _File:
    stat: tuple[int, int]
    content: str  # sha256 of the bytes
    module: _Module


class _Library:
    def __init__(self, root: Path):
        self.root = root
        self.lock = threading.Lock()
        self.files: dict[str, _File] = {}  # key -> parsed file
        self.paths: dict[str, str | None] = {}  # module name -> key (None: namespace package)
        self.edges: dict[tuple, frozenset] = {}
        self.members: dict[tuple[str, str], tuple] = {}
        self.roots: dict[str, _Scope] = {}  # sha256 of a root file -> its scope (syntax only)

    # files ---------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read what changed under ``root/dynaforge``; drop derived caches if anything did."""
        top = os.path.join(str(self.root), PACKAGE)
        if not os.path.isfile(os.path.join(top, "__init__.py")):
            raise FileNotFoundError(f"{top} is not a Python package")
        paths: dict[str, str | None] = {}
        found: dict[str, tuple[str, bool, str, os.stat_result]] = {}  # key -> (module, package?, path, stat)
        stack = [(top, PACKAGE, PACKAGE)]
        while stack:
            folder, package, rel = stack.pop()
            paths.setdefault(package, None)  # a folder without __init__.py: a namespace package
            with os.scandir(folder) as entries:
                for entry in entries:
                    name = entry.name
                    if entry.is_dir():
                        if name.isidentifier():
                            stack.append((entry.path, f"{package}.{name}", f"{rel}/{name}"))
                        continue
                    stem = name[:-3]
                    if not name.endswith(".py") or not stem.isidentifier():
                        continue
                    is_package = stem == "__init__"
                    module = package if is_package else f"{package}.{stem}"
                    key = f"{rel}/{name}"
                    current = paths.get(module)
                    if is_package or current is None or not current.endswith("/__init__.py"):
                        paths[module] = key  # a package wins over a module file of the same name
                    found[key] = (module, is_package, entry.path, entry.stat())
        now = time.time_ns()
        files: dict[str, _File] = {}
        changed = paths != self.paths
        for key, (module, is_package, path, info) in found.items():
            if paths.get(module) != key:
                continue
            stat = (info.st_mtime_ns, info.st_size)
            old = self.files.get(key)
            if old is not None and old.module.name != module:
                old = None
            if old is not None and old.stat == stat and now - info.st_mtime_ns > _RACY_SECONDS * 1e9:
                files[key] = old
                continue
            with open(path, "rb") as handle:
                data = handle.read()
            content = hashlib.sha256(data).hexdigest()
            if old is not None and old.content == content:
                files[key] = _File(stat, content, old.module)
                continue
            files[key] = _File(stat, content, _parse_module(module, key, is_package, data.decode("utf-8-sig"), path))
            changed = True
        changed |= files.keys() != self.files.keys()
        self.files, self.paths = files, paths
        if changed:
            self.edges.clear()
            self.members.clear()

    def module(self, name: str) -> _Module | None:
        key = self.paths.get(name)
        return self.files[key].module if key else None

    # resolution ----------------------------------------------------------------------------------
    def member(self, name: str, attr: str, seen: frozenset = frozenset()) -> tuple:
        """What ``name.attr`` / ``from name import attr`` is: unit, re-export, submodule or header.

        Items: ("u", module, unit), ("m", module) a module (as a value), ("x", module) a header.
        """
        cached = self.members.get((name, attr))
        if cached is not None:
            return cached
        if (name, attr) in seen or name not in self.paths:
            return ()
        seen = seen | {(name, attr)}
        module = self.module(name)
        out: list[tuple] = []
        if module is not None:
            if attr in module.units:
                out.append(("u", name, attr))
            for spec in module.header.bindings.get(attr, ()):
                out += self.binding(spec, seen)
        if not out and f"{name}.{attr}" in self.paths:
            out.append(("m", f"{name}.{attr}"))
        if not out:
            out.append(("x", name))  # defined by header code (or missing): the header covers it
            if module is not None and "__getattr__" in module.units:
                out.append(("u", name, "__getattr__"))
        result = tuple(dict.fromkeys(out))
        if len(seen) == 1:
            self.members[(name, attr)] = result
        return result

    def binding(self, spec: tuple, seen: frozenset = frozenset()) -> list[tuple]:
        if spec[0] == "mod":
            return [("m", spec[1])] if spec[1] in self.paths else []
        return list(self.member(spec[1], spec[2], seen))

    def follow(self, item: tuple, rest: tuple[str, ...]) -> Iterator[tuple]:
        """Items used by the attribute chain ``rest`` applied to ``item``."""
        if item[0] != "m":
            yield item  # a unit is used whole (a class with all its methods); a header is a header
        elif not rest:
            yield ("w", item[1])
        else:
            yield ("x", item[1])
            for target in self.member(item[1], rest[0]):
                yield from self.follow(target, rest[1:])

    def resolve(self, scope: _Scope, module: _Module | None) -> set[tuple]:
        """Items a scope uses directly (in ``module``; None for a root file outside the package)."""
        out: set[tuple] = set()
        for chain in scope.chains:
            targets = [t for spec in scope.bindings.get(chain[0], ()) for t in self.binding(spec)]
            if module is not None:
                if chain[0] in module.units:
                    targets.append(("u", module.name, chain[0]))
                targets += [t for spec in module.header.bindings.get(chain[0], ()) for t in self.binding(spec)]
            for target in targets:
                out.update(self.follow(target, chain[1:]))
        for spec in scope.executes:
            if spec[0] == "mod":
                if spec[1] in self.paths:
                    out.add(("x", spec[1]))
            elif spec[1] in self.paths:
                out.add(("x", spec[1]))
                out.update(("x", t[1]) for t in self.member(spec[1], spec[2]) if t[0] == "m")
        out.update(("w", name) for name in scope.stars + scope.modules if name in self.paths)
        if scope.dynamic:
            if module is not None:
                out.add(("w", module.name))
            for specs in scope.bindings.values():
                for spec in specs:
                    for target in self.binding(spec):
                        out.update(self.follow(target, ()))
        return out

    def edges_of(self, item: tuple) -> frozenset:
        cached = self.edges.get(item)
        if cached is not None:
            return cached
        kind, name = item[0], item[1]
        module = self.module(name)
        out: set[tuple] = set()
        if kind == "u":
            out.add(("x", name))
            if module is not None and item[2] in module.units:
                out |= self.resolve(module.units[item[2]].scope, module)
        elif kind == "x":
            if "." in name:
                out.add(("x", name.rpartition(".")[0]))
            if module is not None:
                out |= self.resolve(module.header, module)
        elif kind == "w":
            out.add(("x", name))
            if module is not None:
                out.update(("u", name, unit) for unit in module.units)
                for specs in module.header.bindings.values():
                    for spec in specs:
                        for target in self.binding(spec):
                            out.update(self.follow(target, ()))
        out.discard(item)
        result = self.edges[item] = frozenset(out)
        return result

    # roots ---------------------------------------------------------------------------------------
    def root_items(self, root: str | Path, extra: dict[str, str]) -> set[tuple]:
        if isinstance(root, str) and "/" not in root and os.sep not in root and not root.endswith(".py"):
            name, _, qualname = root.partition(":")
            if name not in self.paths:
                raise LookupError(f"no module {name!r} under {self.root / PACKAGE}")
            if not qualname:
                return {("w", name)}
            module = self.module(name)
            unit = qualname.split(".")[0]
            if module is not None and unit in module.units:
                return {("u", name, unit)}
            found = {t for t in self.member(name, unit) if t[0] != "x"}
            if not found:
                raise LookupError(f"{root}: module {name} defines no {unit!r}")
            return {i for t in found for i in self.follow(t, tuple(qualname.split(".")[1:]))}
        path = Path(root).resolve()
        try:
            inside = path.relative_to((self.root / PACKAGE).resolve())
        except ValueError:
            inside = None
        if inside is not None:
            parts = list(inside.with_suffix("").parts)
            parts = parts[:-1] if parts[-1] == "__init__" else parts
            return {("w", ".".join([PACKAGE, *parts]))}
        data = path.read_bytes()
        content = hashlib.sha256(data).hexdigest()
        scope = self.roots.get(content)
        if scope is None:
            try:
                scope = _scan([ast.parse(data, filename=str(path))], None, False)
            except (SyntaxError, ValueError):
                extra[f"<unparsable root {path.name}>"] = content
                return set()
            if len(self.roots) > 4096:
                self.roots.clear()
            self.roots[content] = scope
        return self.resolve(scope, None)

    def used(self, roots: list[str | Path]) -> dict[str, str]:
        extra: dict[str, str] = {}
        todo: list[tuple] = []
        for root in roots:
            todo += self.root_items(root, extra)
        seen = set(todo)
        while todo:
            for nxt in self.edges_of(todo.pop()):
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        out = dict(extra)
        for item in seen:
            module = self.module(item[1])
            if module is None:
                continue
            if item[0] == "u" and item[2] in module.units:
                out[f"{module.key}:{item[2]}"] = module.units[item[2]].digest
            elif item[0] == "x":
                out[f"{module.key}:{HEADER}"] = module.header_digest
        return out


_LIBRARIES: dict[str, _Library] = {}
_LIBRARIES_LOCK = threading.Lock()


def _library(package_root: str | Path | None) -> _Library:
    root = Path(package_root if package_root is not None else DEFAULT_ROOT).resolve()
    with _LIBRARIES_LOCK:
        library = _LIBRARIES.get(str(root))
        if library is None:
            library = _LIBRARIES[str(root)] = _Library(root)
        return library
