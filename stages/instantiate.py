"""Stage instantiate@<shard>: the programs of one shard × levels × K seeds → data/instances/<shard>/."""
import argparse

from _common import DATA_DIR, PROGRAMS_DIR, load_params, summary

from dynaforge.pipeline.contained import Containment
from dynaforge.pipeline.instantiate import instantiate_shard

parser = argparse.ArgumentParser()
parser.add_argument("--shard", required=True, help="a name under params.yaml shards")
parser.add_argument("-j", "--jobs", type=int, default=None)
args = parser.parse_args()
params = load_params()
containment = Containment.from_params(params, "program_timeout_s")
summary("instantiate", instantiate_shard(
    PROGRAMS_DIR, args.shard, params["shards"][args.shard], DATA_DIR / "instances" / args.shard,
    seeds=params["seeds_per_program"], salt=params["salt"], levels=params["difficulty_levels"],
    jobs=args.jobs or params["render"]["jobs"], timeout=containment.limits.timeout_s,
    containment=containment, photo_quality=params["render"]["photo_jpeg_quality"]))
