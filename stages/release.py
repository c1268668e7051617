"""Stage release: data/validated + reviews/decisions.jsonl → data/releases/<version>/.

Refuses (exit 1, naming them) when a program of the shards failed and is not under ``exclude:``.
"""
import json
import sys

from _common import DATA_DIR, PROGRAMS_DIR, ROOT, load_params, summary

from dynaforge.release.build import ReleaseExistsError, build_release
from dynaforge.release.gate import ReleaseBlocked, excluded_programs
from dynaforge.release.overlap import OverlapError
from dynaforge.review import ReviewImportError

params = load_params()
report = json.loads((DATA_DIR / "validated" / "report.json").read_text())
try:
    excluded = excluded_programs(report, PROGRAMS_DIR, list(params["shards"].values()), params.get("exclude"))
    folder = build_release(DATA_DIR / "validated", DATA_DIR, DATA_DIR / "releases", params,
                           ROOT / "reviews" / "decisions.jsonl", excluded_programs=excluded,
                           notes=params["release"].get("notes"))
except (ReleaseBlocked, ReleaseExistsError, OverlapError, ReviewImportError) as exc:
    sys.exit(f"error: {exc}")
summary("release", {"release": str(folder.relative_to(ROOT)), "excluded_programs": sorted(excluded)})
