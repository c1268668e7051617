"""Expert review: export a build for review, run it in Label Studio, and apply the decisions.

- :mod:`.export`: ``data/review/`` (Label Studio tasks and config, HTML gallery, CSV, media);
- :mod:`.label_studio`: ``review push`` / ``review pull`` through Label Studio's REST API;
- :mod:`.ingest`: Label Studio JSON / JSON_MIN exports → decisions;
- :mod:`.decisions`: ``reviews/decisions.jsonl`` and what a build makes of it (the rule);
- :mod:`.cli`: the ``dynaforge review`` command.
"""
from .cli import add_parser
from .decisions import RULE, ReviewImportError, ReviewOutcome, load_decisions, resolve
from .export import export_review

__all__ = ["RULE", "ReviewImportError", "ReviewOutcome", "add_parser", "export_review", "load_decisions",
           "resolve"]
