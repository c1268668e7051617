"""Stage render@<shard>: data/instances/<shard>/ → data/renders/<shard>/ (PNG, photo, MP4)."""
import argparse

from _common import DATA_DIR, PROGRAMS_DIR, load_params, summary

from dynaforge.pipeline.contained import Containment
from dynaforge.pipeline.render import render_shard

parser = argparse.ArgumentParser()
parser.add_argument("--shard", required=True, help="a name under params.yaml shards")
parser.add_argument("-j", "--jobs", type=int, default=None)
args = parser.parse_args()
params = load_params()
r = params["render"]
sizes = {k: r[k] for k in ("image_size", "video_size", "video_frames", "video_fps")}
containment = Containment.from_params(params, "render_timeout_s")
summary("render", render_shard(
    PROGRAMS_DIR, args.shard, params["shards"][args.shard], DATA_DIR / "instances" / args.shard, DATA_DIR,
    sizes=sizes, jobs=args.jobs or r["jobs"], timeout=containment.limits.timeout_s, containment=containment))
