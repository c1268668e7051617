"""Stage review_export: data/validated → data/review/ (Label Studio tasks, HTML gallery, CSV)."""
from _common import DATA_DIR, summary

from dynaforge.review import export_review

summary("review_export", export_review(DATA_DIR / "validated", DATA_DIR, DATA_DIR / "review"))
