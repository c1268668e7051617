"""Generate the SDK reference section of docs/writing_seed_programs.md.

    python scripts/sdk_reference.py          # rewrite the section in place
    python scripts/sdk_reference.py --check  # exit 1 when the section is out of date

What is listed, per module of ``dynaforge/sdk`` (answers, program, scene, draw, charts, graphs,
camera), in source order:

- every public function and class *defined in that module* (no leading underscore; names a
  module merely imports are skipped): its signature (``inspect.signature``, annotations dropped),
  the first line of its own docstring (`` …`` added when that line stops mid-sentence;
  ``(no docstring)`` when it has none; a dataclass's
  auto-generated ``Name(field: type, ...)`` docstring counts as none) and an example;
- every public constant assigned at the module's top level (an UPPER_CASE name): its name and a
  short repr of its value (cut at ``CONST_REPR_MAX`` characters). Constants have no description.

Methods of classes are not listed. The names ``dynaforge/sdk/__init__.py`` re-exports are listed
once, at the top, pointing to the module that defines them.

Examples come from the docstring when it has a ``>>>`` line or an ``Example:`` line; otherwise from
the first line of ``seed_programs/*/*.py`` that calls the name (``name(`` or ``<module>.name(``),
searching ``seed_programs/starter`` first, then the other batches in sorted order, and citing the
program file; otherwise ``(no example)``.

The section sits between ``<!-- sdk-reference:start -->`` and ``<!-- sdk-reference:end -->``;
without the markers it is appended at the end of the document.
"""
from __future__ import annotations

import argparse
import ast
import dataclasses
import importlib
import inspect
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

DOC = ROOT / "docs" / "writing_seed_programs.md"
SEED_PROGRAMS = ROOT / "seed_programs"
CORE_MODULES = ("answers", "program", "scene", "draw", "charts", "graphs", "camera")
INTERNAL_MODULES = ("instance", "loader")  # the build's machinery, not for seed programs
# every public SDK module: the core ones first, then the others (topic helpers) by name
MODULES = CORE_MODULES + tuple(sorted(
    p.stem for p in (ROOT / "dynaforge" / "sdk").glob("*.py")
    if not p.stem.startswith("_") and p.stem not in CORE_MODULES + INTERNAL_MODULES))
START = "<!-- sdk-reference:start -->"
END = "<!-- sdk-reference:end -->"
NO_DOCSTRING = "(no docstring)"
NO_EXAMPLE = "(no example)"
CONST_REPR_MAX = 60
EXAMPLE_MAX = 120
_CONSTANT = re.compile(r"^[A-Z][A-Z0-9_]*$")


@dataclasses.dataclass
class Entry:
    module: str          # short module name, e.g. "draw"
    name: str
    kind: str            # "function", "class" or "constant"
    signature: str = ""
    description: str = ""
    example: str = ""
    example_source: str = ""  # the seed program an example came from ("" for a docstring one)
    value: str = ""      # constants only


# ---------------------------------------------------------------------------------------------
# reading the SDK


def own_docstring(obj) -> str:
    """The object's own docstring (not inherited, not a dataclass's generated one), cleaned."""
    doc = obj.__dict__.get("__doc__") if inspect.isclass(obj) else obj.__doc__
    if not isinstance(doc, str) or not doc.strip():
        return ""
    if inspect.isclass(obj) and dataclasses.is_dataclass(obj) and doc.startswith(f"{obj.__name__}("):
        return ""  # written by @dataclass from the fields, not by a person
    return inspect.cleandoc(doc)


def first_line(doc: str) -> str:
    for line in doc.splitlines():
        if line.strip():
            return line.strip()
    return ""


def docstring_example(doc: str) -> str:
    lines = doc.splitlines()
    for i, line in enumerate(lines):
        s = line.strip()
        if s.startswith(">>>"):
            return s[3:].strip()
        m = re.match(r"^Examples?:\s*(.*)$", s)
        if m:
            rest = m.group(1).strip()
            if not rest:
                rest = next((x.strip() for x in lines[i + 1:] if x.strip()), "")
            if rest.startswith(">>>"):
                rest = rest[3:].strip()
            return _unquote(rest)
    return ""


def _unquote(text: str) -> str:
    m = re.fullmatch(r"``(.*)``|`(.*)`", text)
    return (m.group(1) or m.group(2)) if m else text


def signature(obj) -> str:
    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return "(...)"
    params = [p.replace(annotation=inspect.Parameter.empty) for p in sig.parameters.values()]
    sig = sig.replace(parameters=params, return_annotation=inspect.Signature.empty)
    return re.sub(r" at 0x[0-9a-fA-F]+", "", str(sig))


def short_repr(value) -> str:
    if isinstance(value, (set, frozenset)):
        text = "{" + ", ".join(sorted(repr(v) for v in value)) + "}"  # no hash-order dependence
    else:
        text = repr(value)
    text = re.sub(r" at 0x[0-9a-fA-F]+", "", " ".join(text.split()))
    return text if len(text) <= CONST_REPR_MAX else text[:CONST_REPR_MAX - 1] + "…"


def module_constants(module) -> list[str]:
    """UPPER_CASE names assigned at the top level of the module's source, in source order."""
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    names = []
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign) else [])
        for t in targets:
            for n in (t.elts if isinstance(t, ast.Tuple) else [t]):
                if isinstance(n, ast.Name) and _CONSTANT.match(n.id) and n.id not in names:
                    names.append(n.id)
    return names


def collect() -> list[Entry]:
    """Every documented name of the SDK, grouped by module in ``MODULES`` order, source order within."""
    programs = seed_program_files()
    entries = []
    for short in MODULES:
        module = importlib.import_module(f"dynaforge.sdk.{short}")
        items = []
        for name, obj in vars(module).items():
            if name.startswith("_") or not (inspect.isfunction(obj) or inspect.isclass(obj)):
                continue
            if getattr(obj, "__module__", None) != module.__name__:
                continue  # imported, not defined here
            doc = own_docstring(obj)
            e = Entry(short, name, "class" if inspect.isclass(obj) else "function",
                      signature=signature(obj), description=first_line(doc) or NO_DOCSTRING)
            e.example = docstring_example(doc)
            if not e.example:
                e.example, e.example_source = usage_example(short, name, programs)
            items.append((_line_of(obj), e))
        items.sort(key=lambda pair: pair[0])
        entries += [e for _, e in items]
        for name in module_constants(module):
            if hasattr(module, name):
                entries.append(Entry(short, name, "constant", value=short_repr(getattr(module, name))))
    return entries


def _line_of(obj) -> int:
    try:
        return inspect.getsourcelines(obj)[1]
    except (OSError, TypeError):
        return 10 ** 9


def reexports() -> list[tuple[str, str]]:
    """(name, defining module) for each name in ``dynaforge.sdk.__all__``."""
    sdk = importlib.import_module("dynaforge.sdk")
    out = []
    for name in getattr(sdk, "__all__", [n for n in vars(sdk) if not n.startswith("_")]):
        obj = getattr(sdk, name)
        out.append((name, getattr(obj, "__module__", "dynaforge.sdk")))
    return out


# ---------------------------------------------------------------------------------------------
# examples from the seed programs


def seed_program_files() -> list[tuple[str, list[str]]]:
    """(relative path, lines) of every seed program, sorted by path."""
    files = sorted(SEED_PROGRAMS.rglob("*.py"))
    return [(p.relative_to(ROOT).as_posix(), p.read_text(encoding="utf-8").splitlines()) for p in files]


def usage_example(module: str, name: str, programs) -> tuple[str, str]:
    call = re.compile(rf"(?:(?<![\w.])|\b{re.escape(module)}\.){re.escape(name)}\(")
    for path, lines in programs:
        for line in lines:
            s = line.strip()
            if s.startswith(("#", "def ", "class ", "import ", "from ")) or not call.search(s):
                continue
            if len(s) > EXAMPLE_MAX:
                s = s[:EXAMPLE_MAX - 1] + "…"
            return s, path
    return "", ""


# ---------------------------------------------------------------------------------------------
# Markdown


def code(text: str) -> str:
    """``text`` as a Markdown code span, whatever backticks it contains."""
    longest = max((len(m) for m in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def render(entries: list[Entry], exported: list[tuple[str, str]]) -> str:
    out = [START,
           "## SDK reference",
           "",
           "Generated by `python scripts/sdk_reference.py` from the SDK's signatures and docstrings "
           "(do not edit by hand; `--check` in the tests fails when it is out of date). Per module: "
           "the public functions and classes defined there (signature, first docstring line, an "
           "example from the docstring or, cited, from a seed program), then its UPPER_CASE "
           "constants with a short value. Class methods are not listed.",
           ""]
    if exported:
        names = ", ".join(f"{code(n)} ({m.rsplit('.', 1)[-1]})" for n, m in exported)
        out += [f"`from dynaforge.sdk import ...` re-exports: {names}.", ""]
    for short in MODULES:
        group = [e for e in entries if e.module == short]
        if not group:
            continue
        out += [f"### `dynaforge.sdk.{short}`", ""]
        for e in group:
            if e.kind == "constant":
                out.append(f"- {code(e.name)} = {code(e.value)} (constant)")
                continue
            text = e.description
            if text != NO_DOCSTRING and not text.endswith((".", "!", "?", ")", ":")):
                text += " …"  # the docstring's first line stops mid-sentence
            line = f"- {code(e.name + e.signature)} — {text}"
            if e.example:
                line += f" Example: {code(e.example)}"
                if e.example_source:
                    line += f" ({e.example_source})"
            else:
                line += f" Example: {NO_EXAMPLE}"
            out.append(line)
        out.append("")
    out.append(END)
    return "\n".join(out)


def updated(doc: str, section: str) -> str:
    has_start, has_end = START in doc, END in doc
    if has_start != has_end or (has_start and doc.index(START) > doc.index(END)):
        raise SystemExit(f"{DOC.relative_to(ROOT)}: the {START} / {END} markers are broken")
    if has_start:
        head, rest = doc.split(START, 1)
        tail = rest.split(END, 1)[1]
        return head + section + tail
    return doc.rstrip("\n") + "\n\n" + section + "\n"


def undocumented(entries: list[Entry]) -> list[str]:
    return [f"dynaforge.sdk.{e.module}.{e.name}" for e in entries
            if e.kind != "constant" and (not e.description.strip() or e.description == NO_DOCSTRING)]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the doc is out of date")
    args = parser.parse_args(argv)
    entries = collect()
    current = DOC.read_text(encoding="utf-8")
    new = updated(current, render(entries, reexports()))
    if args.check:
        if new != current:
            print(f"{DOC.relative_to(ROOT)} is out of date: run python scripts/sdk_reference.py",
                  file=sys.stderr)
            return 1
        return 0
    if new != current:
        DOC.write_text(new, encoding="utf-8")
        print(f"updated {DOC.relative_to(ROOT)}")
    missing = undocumented(entries)
    if missing:
        print("helpers without a docstring: " + ", ".join(missing), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
