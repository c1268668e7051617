"""Stage validate: every shard's records and renders → data/validated/ (records, report, metrics)."""
from _common import DATA_DIR, load_params, summary

from dynaforge.pipeline.validate import validate

summary("validate", validate(list(load_params()["shards"]), DATA_DIR, DATA_DIR / "validated"))
