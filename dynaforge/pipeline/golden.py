"""The golden sample: a few programs whose first variants any machine must build to the same bytes.

``tests/golden/sample.sha256`` holds the sha256 of each sample program's first ``VARIANTS`` records
(as the instantiate stage writes them) and every file rendered for them, taken from a release build
(``python -m dynaforge.pipeline.golden write``, after ``dvc repro``). CI rebuilds the sample from
scratch, natively and as a machine with older vector units would (``OLD_CPU_ENV``), and compares
(tests/test_golden_bytes.py): a build that comes out different fails at landing.

    python -m dynaforge.pipeline.golden write     # hashes from data/ (the built release) into the file
    python -m dynaforge.pipeline.golden check     # rebuild the sample here and compare
"""
from __future__ import annotations

import hashlib
import json
import sys
import tempfile
from pathlib import Path

from ..config import DATA_DIR, PROGRAMS_DIR, ROOT, load_params
from ..records import dumps

HASHES = ROOT / "tests" / "golden" / "sample.sha256"
VARIANTS = 2
# 2D with photo and backward views, a chart, a graph; solids (stills, photos, orbit videos) of
# straight, round and folded figures
SAMPLE = ("boxplot_iqr", "triangle_exterior_angle", "graph_shortest_path", "cuboid_space_diagonal",
          "spherical_cap_volume", "square_diagonal_fold")
# how a machine without AVX2/AVX-512 runs the render stack: OpenCV's and NumPy's dispatched SIMD
# paths off, llvmpipe's vectors at 128 bits
OLD_CPU_ENV = {
    "OPENCV_CPU_DISABLE": "AVX512_SKX,AVX512_COMMON,AVX512F,AVX512_ICL,AVX512_CLX,AVX512_CNL,AVX512_KNL,"
                          "AVX2,FMA3,AVX,FP16,POPCNT,SSE4_2",
    "NPY_DISABLE_CPU_FEATURES": "X86_V4 X86_V3 AVX512_ICL AVX512_SPR",
    "LP_NATIVE_VECTOR_WIDTH": "128",
}


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _program_file(program: str) -> Path:
    return next(PROGRAMS_DIR.rglob(f"{program}.py"))


def _release_records(data_root: Path, program: str) -> list[dict]:
    path = next((Path(data_root) / "instances").glob(f"*/{program}.jsonl"))
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()][:VARIANTS]


def _entries(records: list[dict], folder: Path) -> dict[str, str]:
    """``{name: sha256}`` of each record's canonical line and each file it names (all in ``folder``)."""
    from ..records import media_paths

    out = {}
    for record in records:
        out[f"records/{record['id']}"] = _sha((dumps(record) + "\n").encode())
        for rel in media_paths(record):
            out[f"media/{rel}"] = _sha((folder / Path(rel).name).read_bytes())
    return out


def release_hashes(data_root: Path = DATA_DIR) -> dict[str, str]:
    """The sample's hashes as the built release in ``data_root`` holds them."""
    out = {}
    for program in SAMPLE:
        records = _release_records(data_root, program)
        folder = next((Path(data_root) / "renders").glob(f"*/{program}"))
        out.update(_entries(records, folder))
    return out


def build_hashes(work: Path) -> dict[str, str]:
    """Build the sample from scratch under ``work`` (records, then renders) and hash it."""
    from ..render.variant import render_variant
    from ..sdk.instance import build_records
    from ..sdk.loader import load_program

    params = load_params()
    r = params["render"]
    sizes = {k: r[k] for k in ("image_size", "video_size", "video_frames", "video_fps")}
    out = {}
    for program in SAMPLE:
        info = load_program(_program_file(program))
        records = build_records(info, params["salt"], VARIANTS, photo_quality=r.get("photo_jpeg_quality"))
        for record in records:
            render_variant(info.program, record, Path(work), sizes)
        out.update(_entries(records, Path(work) / Path(records[0]["image"]).parent))
    return out


def read(path: Path = HASHES) -> dict[str, str]:
    return {name: digest for digest, name in (line.split(None, 1) for line in path.read_text().splitlines()
                                              if line.strip() and not line.startswith("#"))}


def write(hashes: dict[str, str], path: Path = HASHES) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    version = load_params()["release"]["version"]
    header = (f"# sha256 of the golden sample of release {version} (dynaforge/pipeline/golden.py);\n"
              "# regenerate after `dvc repro`: python -m dynaforge.pipeline.golden write\n")
    path.write_text(header + "".join(f"{d}  {n}\n" for n, d in sorted(hashes.items())))


def differences(expected: dict[str, str], got: dict[str, str]) -> list[str]:
    return [f"{name}: expected {expected.get(name, 'nothing')[:12]}, built {got.get(name, 'nothing')[:12]}"
            for name in sorted(set(expected) | set(got)) if expected.get(name) != got.get(name)]


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "write":
        hashes = release_hashes()
        write(hashes)
        print(f"golden: {len(hashes)} hashes of {len(SAMPLE)} programs written to {HASHES.relative_to(ROOT)}")
        return 0
    if command == "check":
        with tempfile.TemporaryDirectory() as work:
            diff = differences(read(), build_hashes(Path(work)))
        print("\n".join(diff) or "golden: the sample built here has the committed bytes")
        return 1 if diff else 0
    print("usage: python -m dynaforge.pipeline.golden write|check", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
