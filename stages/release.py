"""Stage release: data/validated + reviews/decisions.jsonl → data/releases/<version>/."""
import sys

from _common import DATA_DIR, ROOT, load_params, summary

from dynaforge.release.build import ReleaseExistsError, build_release

params = load_params()
try:
    folder = build_release(DATA_DIR / "validated", DATA_DIR, DATA_DIR / "releases", params,
                           ROOT / "reviews" / "decisions.jsonl")
except ReleaseExistsError as exc:
    sys.exit(f"error: {exc}")
summary("release", {"release": str(folder.relative_to(ROOT))})
