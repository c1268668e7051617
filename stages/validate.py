"""Stage validate: every batch's records and renders → data/validated/ (records, report, metrics)."""
from _common import DATA_DIR, load_params, summary

from dynaforge.pipeline.validate import validate

summary("validate", validate(load_params()["batches"], DATA_DIR, DATA_DIR / "validated"))
