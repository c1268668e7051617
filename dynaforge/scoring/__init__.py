"""dynaforge's scorer: extraction, matching, the papers' metrics, reports, judging and exports.

``score(release, predictions, out, views=None)`` grades predictions (a file, a harness's output
folder, or a list of them) against a release
(a local folder or a hub id ``org/name[@revision]``), writes ``out/report.json``, ``out/report.md``
and PNG plots, and returns the report dict. Rules: docs/scoring.md. The prompt to ask with:
:mod:`dynaforge.scoring.prompts`; harness exports: :mod:`dynaforge.scoring.export`, docs/harnesses.md.
"""
from __future__ import annotations


def score(release, predictions, out, views=None, *, process_scores=None, plots: bool = True,
          answered_only: bool = False) -> dict:
    """Score ``predictions`` against ``release`` and write report.json/report.md/plots to ``out``."""
    from .runner import score as _score

    return _score(release, predictions, out, views=views, process_scores=process_scores, plots=plots,
                  answered_only=answered_only)


__all__ = ["score"]
