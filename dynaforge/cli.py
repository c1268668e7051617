"""The ``dynaforge`` command: each subcommand lives in its module and registers itself here."""
from __future__ import annotations

import argparse
import sys

from . import __version__


# Subcommand modules, in help order. The thin install (pip install dynaforge) has what score, verify
# and the exports need; the others need the build stack and say so when it is missing.
COMMAND_MODULES = ["template", "preview", "catalog", "stats", "review", "release.verify", "release.overlap",
                   "publish", "scoring.cli"]
BUILD_HINT = "pip install 'dynaforge[build]' (or bash scripts/setup.sh in a checkout)"


def _modules():
    import importlib

    out = []
    for name in COMMAND_MODULES:
        try:
            out.append(importlib.import_module(f"{__package__}.{name}"))
        except ModuleNotFoundError as exc:  # a build-stack package is absent: keep the command, explain
            out.append(_Unavailable(name, exc.name))
    return out


class _Unavailable:
    """A subcommand whose module needs a package this installation lacks."""

    def __init__(self, module: str, missing: str):
        self.module, self.missing = module, missing

    def add_parser(self, subparsers) -> None:
        name = {"release.verify": "verify", "release.overlap": "overlap", "template": "new",
                "catalog": "index"}.get(self.module, self.module)
        if name == "scoring.cli":
            raise ModuleNotFoundError(self.missing)  # the scorer is the thin install's purpose: a real bug
        p = subparsers.add_parser(name, help=f"(needs the build stack: {BUILD_HINT})")
        p.add_argument("args", nargs="*")
        p.set_defaults(func=self._run)

    def _run(self, args) -> int:
        print(f"error: this command needs {self.missing}, which this installation lacks: {BUILD_HINT}",
              file=sys.stderr)
        return 2


def user_errors() -> tuple[type[BaseException], ...]:
    """Errors caused by input, reported as one line ``error: ...`` with exit code 2.

    Only these exact classes (and their subclasses): a bug that happens to raise ValueError,
    KeyError or OSError is not an input error and shows its traceback."""
    from .publish import PublishError
    from .release.build import ReleaseExistsError
    from .release.gate import ReleaseBlocked
    from .release.overlap import OverlapError
    from .release.verify import ReleaseVerificationError
    from .review import ReviewImportError
    from .scoring.items import DynaforgeInputError
    from .sdk.answers import AnswerError
    from .sdk.program import ProgramError

    return (ProgramError, AnswerError, ReviewImportError, ReleaseExistsError, ReleaseVerificationError,
            ReleaseBlocked, PublishError, DynaforgeInputError, OverlapError)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dynaforge", description=__doc__)
    parser.add_argument("--version", action="version", version=f"dynaforge {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True)
    for module in _modules():
        module.add_parser(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one subcommand.

    Input errors (:func:`user_errors`): ``error: <message>`` on stderr (one line, plus the listed
    details for messages that carry several problems, such as ReleaseBlocked) and exit code 2.
    Usage errors: argparse's message and exit code 2. Anything else propagates with its traceback
    (exit code 1 from the interpreter)."""
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except user_errors() as exc:
        print(f"error: {str(exc).strip() or type(exc).__name__}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
