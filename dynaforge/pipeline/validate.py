"""Validate stage: schema and semantic checks over every batch's records and renders.

Checks per record: JSON Schema; files exist and decode (PNG via Pillow, MP4 via ffmpeg);
``verify`` agreed; numbers finite; choices distinct with exactly one correct; no two variants of a
program identical; program ids unique across batches. Records that fail are left out of
``records.jsonl`` and listed, with the instantiate and render errors, in ``report.json``.
"""
from __future__ import annotations

import json
import math
from collections import defaultdict
from pathlib import Path

from ..records import read_jsonl, schema_errors, write_jsonl
from ..sdk.answers import LETTERS
from ..sdk.instance import variant_fingerprint
from ..sdk.loader import sha256_file
from .cache import StageCache

MEDIA_CACHE = "media_cache.json"


def image_problem(path: Path) -> str | None:
    from PIL import Image

    if not path.exists():
        return f"missing file {path}"
    try:
        with Image.open(path) as img:
            img.load()
            if img.size[0] < 64 or img.size[1] < 64:
                return f"{path}: image too small {img.size}"
    except Exception as exc:  # noqa: BLE001 - any decode failure is the finding
        return f"{path}: does not decode as an image ({exc})"
    return None


def video_problem(path: Path) -> str | None:
    import imageio_ffmpeg

    if not path.exists():
        return f"missing file {path}"
    try:
        reader = imageio_ffmpeg.read_frames(str(path))
        meta = next(reader)
        frame = next(reader)
        reader.close()
        if len(frame) != meta["size"][0] * meta["size"][1] * 3:
            return f"{path}: unexpected frame size"
    except Exception as exc:  # noqa: BLE001
        return f"{path}: does not decode as a video ({exc})"
    return None


def answer_problems(answer: dict, where: str = "answer") -> list[str]:
    kind = answer["type"]
    out = []
    if kind == "number" and not math.isfinite(float(answer["value"])):
        out.append(f"{where}: number is not finite")
    if kind == "choice":
        opts = answer["options"]
        if len({" ".join(o.lower().split()) for o in opts}) != len(opts):
            out.append(f"{where}: options are not distinct")
        if answer["value"] not in LETTERS[: len(opts)]:
            out.append(f"{where}: correct letter {answer['value']} is not an option")
    if kind == "multi":
        for i, part in enumerate(answer["parts"]):
            out += answer_problems(part, f"{where}.parts[{i}]")
    return out


def record_problems(record: dict) -> list[str]:
    """Schema and answer checks of one record (cheap; always run)."""
    problems = schema_errors(record)
    if problems:
        return problems
    if record.get("verified") is not True:
        problems.append("verify() did not agree")
    problems += answer_problems(record["answer"])
    for sub in record["subquestions"] or []:
        problems += answer_problems(sub["answer"], f"subquestion {sub['step']}")
    return problems


def media_problems(record: dict, data_root: Path, decode: bool = True) -> list[str]:
    """Every file the record names exists and (with ``decode``, the expensive part) decodes."""
    files = [record["image"], record["photo"]["image"]]
    if record["backward"]:
        files.append(record["backward"]["image"])
    if not decode:
        files.append(record["video"])
        return [f"missing file {data_root / rel}" for rel in dict.fromkeys(files) if rel and not (data_root / rel).exists()]
    found = [image_problem(data_root / rel) for rel in dict.fromkeys(files)]
    if record["video"]:
        found.append(video_problem(data_root / record["video"]))
    return [f for f in found if f]


def validate(batches: list[str], data_root: Path, out_dir: Path) -> dict:
    """Write ``records.jsonl``, ``report.json`` and ``metrics.json`` to ``out_dir``; return the metrics.

    The media of a program whose records and renders are unchanged since they last decoded cleanly
    are not decoded again (``media_cache.json``, keyed by the records' and the renders' hashes).
    """
    data_root, out_dir = Path(data_root), Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    media_cache_path = out_dir / MEDIA_CACHE
    media_cache = json.loads(media_cache_path.read_text()) if media_cache_path.exists() else {}
    media_clean: dict[str, str] = {}
    stage_errors, good, invalid = [], [], defaultdict(list)
    seen_programs: dict[str, str] = {}
    for batch in batches:
        for stage in ("instances", "renders"):
            errors_file = data_root / stage / batch / "errors.json"
            if errors_file.exists():
                stage_errors += [dict(e, batch=batch) for e in json.loads(errors_file.read_text())]
        failed_render = {e["program_id"] for e in stage_errors if e["stage"] == "render" and e["batch"] == batch}
        render_keys = StageCache(data_root / "renders" / batch).keys
        for path in sorted((data_root / "instances" / batch).glob("*.jsonl")):
            program = path.stem
            if program in seen_programs:
                invalid[program].append(f"program id also in batch {seen_programs[program]}")
                continue
            seen_programs[program] = batch
            if program in failed_render:
                continue
            records = read_jsonl(path)
            media_key = StageCache.key(sha256_file(path), render_keys.get(program))
            check_media = media_cache.get(program) != media_key
            fingerprints = defaultdict(list)
            media_ok = True
            for record in records:
                found = record_problems(record)
                media = media_problems(record, data_root, decode=check_media)
                media_ok = media_ok and not media
                found += media
                fingerprints[variant_fingerprint(record)].append(record["id"])
                if found:
                    invalid[program] += [f"{record['id']}: {p}" for p in found]
                else:
                    good.append(record)
            for ids in fingerprints.values():
                if len(ids) > 1:
                    invalid[program].append(f"identical variants: {', '.join(ids)}")
            if media_ok:
                media_clean[program] = media_key
    bad_programs = set(invalid)
    good = [r for r in good if r["program_id"] not in bad_programs]
    write_jsonl(out_dir / "records.jsonl", good)
    programs = sorted({r["program_id"] for r in good})
    metrics = {
        "programs": len(programs), "variants": len(good),
        "failed_programs": len({e["program_id"] for e in stage_errors} | bad_programs),
        "solid_variants": sum(1 for r in good if r["topic"] == "solid_geometry"),
        "videos": sum(1 for r in good if r["video"]),
    }
    report = {"metrics": metrics, "stage_errors": stage_errors,
              "validation_errors": {p: msgs for p, msgs in sorted(invalid.items())},
              "programs": programs}
    (out_dir / "report.json").write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
    (out_dir / "metrics.json").write_text(json.dumps(metrics, indent=1) + "\n")
    media_cache_path.write_text(json.dumps(media_clean, indent=1, sort_keys=True) + "\n")
    return metrics
