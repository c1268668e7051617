"""Stage instantiate@<batch>: seed_programs/<batch> × K seeds → data/instances/<batch>/."""
import argparse

from _common import DATA_DIR, PROGRAMS_DIR, load_params, summary

from dynaforge.pipeline.contained import Containment
from dynaforge.pipeline.instantiate import instantiate_batch

parser = argparse.ArgumentParser()
parser.add_argument("--batch", required=True)
parser.add_argument("-j", "--jobs", type=int, default=None)
args = parser.parse_args()
params = load_params()
containment = Containment.from_params(params, "program_timeout_s")
summary("instantiate", instantiate_batch(
    PROGRAMS_DIR, args.batch, DATA_DIR / "instances" / args.batch,
    seeds=params["seeds_per_program"], salt=params["salt"], jobs=args.jobs or params["render"]["jobs"],
    timeout=containment.limits.timeout_s, containment=containment,
    photo_quality=params["render"]["photo_jpeg_quality"]))
