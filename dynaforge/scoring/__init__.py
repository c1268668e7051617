"""dynaforge's scorer: extraction, matching, the papers' metrics, reports, judging and exports."""
from __future__ import annotations


def score(release, predictions, out, views=None):
    """Score ``predictions`` against ``release`` and write report.json/report.md/plots to ``out``."""
    from .runner import score as _score

    return _score(release, predictions, out, views=views)


__all__ = ["score"]
