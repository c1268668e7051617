"""The same bytes on any machine: the golden sample (dynaforge/pipeline/golden.py) rebuilt from
scratch must have the release's bytes, here and as a machine with older vector units builds it.

After a `dvc repro` that changes the sample's content (a new release version), regenerate the
hashes: `python -m dynaforge.pipeline.golden write`."""
import hashlib
import os
import subprocess
import sys

import numpy as np
import pytest

from dynaforge.config import ROOT, load_params
from dynaforge.pipeline import golden

pytestmark = pytest.mark.xdist_group("golden")


def test_the_hashes_are_of_this_release():
    assert golden.HASHES.read_text().startswith(
        f"# sha256 of the golden sample of release {load_params()['release']['version']} "), \
        "tests/golden/sample.sha256 is of another release: python -m dynaforge.pipeline.golden write"
    names = set(golden.read())
    assert {n.split("/")[2] for n in names if n.startswith("media/")} == set(golden.SAMPLE)
    assert any(n.endswith(".mp4") for n in names) and any(n.endswith("_photo.jpg") for n in names)


@pytest.mark.parametrize("cpu", ["native", "old_cpu"])
def test_the_sample_rebuilds_to_the_committed_bytes(cpu):
    env = {**os.environ, **(golden.OLD_CPU_ENV if cpu == "old_cpu" else {})}
    run = subprocess.run([sys.executable, "-m", "dynaforge.pipeline.golden", "check"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=1800)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]


def _encode(path, extra=()):
    import imageio_ffmpeg

    from dynaforge.render.solid import VIDEO_OUTPUT_PARAMS

    rng = np.random.default_rng(7)
    ramp = np.linspace(0, 1, 96 * 96 * 3).reshape(96, 96, 3)
    writer = imageio_ffmpeg.write_frames(str(path), (96, 96), fps=12, codec="libx264", quality=None, bitrate=None,
                                         macro_block_size=2, pix_fmt_out="yuv420p",
                                         output_params=[*VIDEO_OUTPUT_PARAMS, *extra], ffmpeg_log_level="error")
    writer.send(None)
    for i in range(12):
        frame = 128 + 100 * np.sin(ramp * (i + 3) * 5) + rng.normal(0, 4, ramp.shape)
        writer.send(np.clip(frame, 0, 255).astype(np.uint8))
    writer.close()
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_video_encoder_gives_the_same_bytes_with_fewer_cpu_extensions(tmp_path):
    """x264 picks assembly by the CPU; with our settings every set from SSSE3 (which NumPy's
    x86-64-v2 baseline implies) up gives the same stream. (SSE2 alone would differ: such a CPU
    cannot run the stack.)"""
    native = _encode(tmp_path / "native.mp4")
    for flags in ("ssse3", "sse4", "avx", "avx2"):
        assert _encode(tmp_path / f"{flags}.mp4", ["-x264-params", f"asm={flags}"]) == native, flags
