"""``dynaforge preview``: build and render one variant of one program — the authoring inner loop."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from .config import PROGRAMS_DIR
from .render.variant import render_variant
from .sdk.instance import build_record
from .sdk.loader import find_program, load_program

DEFAULT_SIZES = {"image_size": 512, "video_size": 384, "video_frames": 48, "video_fps": 12}


def preview(program: str, k: int, out: Path, salt: str = "preview", video: bool = True,
            views: bool = True) -> dict:
    """Write ``out/record.json`` and the renders of variant ``k``; return the record."""
    info = load_program(find_program(PROGRAMS_DIR, program))
    record = build_record(info, salt, k)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    render_variant(info.program, record, out, DEFAULT_SIZES, video=video, views=views)
    (out / "record.json").write_text(json.dumps(record, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return record


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("preview", help="render one variant of a seed program and print its record")
    p.add_argument("program", help="batch/program_id, program_id or a path to the .py file")
    p.add_argument("--k", type=int, default=0, help="variant index (default 0)")
    p.add_argument("--out", type=Path, default=Path("preview"), help="output folder")
    p.add_argument("--salt", default="preview")
    p.add_argument("--no-video", action="store_true", help="skip the orbit video (3D programs)")
    p.set_defaults(func=lambda a: _run(a))


def _run(args) -> int:
    record = preview(args.program, args.k, args.out, args.salt, video=not args.no_video)
    print(json.dumps(record, indent=2, ensure_ascii=False))
    print(f"renders written to {args.out}/")
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m dynaforge.preview")
    add_parser(parser.add_subparsers(dest="command", required=True))
    import sys

    args = parser.parse_args(["preview", *sys.argv[1:]])
    raise SystemExit(args.func(args))
