"""The ``dynaforge`` command: each subcommand lives in its module and registers itself here."""
from __future__ import annotations

import argparse
import sys

from . import __version__


def _modules():
    from . import preview, publish, review, stats, template
    from .release import verify
    from .scoring import cli as scoring_cli

    return [template, preview, stats, review, verify, publish, scoring_cli]


def user_errors() -> tuple[type[BaseException], ...]:
    """Errors caused by input, reported as one line (anything else is a bug: traceback)."""
    from .publish import PublishError
    from .release.build import ReleaseExistsError
    from .release.verify import ReleaseVerificationError
    from .review import ReviewImportError
    from .sdk.answers import AnswerError
    from .sdk.program import ProgramError

    return (ProgramError, AnswerError, ReviewImportError, ReleaseExistsError, ReleaseVerificationError,
            PublishError, FileNotFoundError, FileExistsError, ValueError)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dynaforge", description=__doc__)
    parser.add_argument("--version", action="version", version=f"dynaforge {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True)
    for module in _modules():
        module.add_parser(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except user_errors() as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
