"""The ``dynaforge`` command: each subcommand lives in its module and registers itself here."""
from __future__ import annotations

import argparse
import sys

from . import __version__


def _modules():
    from . import catalog, preview, publish, review, stats, template
    from .release import overlap, verify
    from .scoring import cli as scoring_cli

    return [template, preview, catalog, stats, review, verify, overlap, publish, scoring_cli]


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
