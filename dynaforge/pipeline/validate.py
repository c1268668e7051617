"""Validate stage: schema and semantic checks over every batch's records and renders.

Checks per record: JSON Schema; files exist and decode (PNG via Pillow, MP4 via ffmpeg);
``verify`` agreed; numbers finite; choices distinct with exactly one correct; no two variants of a
program identical; program ids unique across batches. Per program it also reports the share of
distinct answers among its variants (``report.json`` ``distinct_answer_share``; mean in metrics). Records that fail are left out of
``records.jsonl`` and listed, with the instantiate and render errors, in ``report.json``.
"""
from __future__ import annotations

import json
import math
from collections import Counter, defaultdict
from pathlib import Path

from ..records import media_file, media_paths, read_jsonl, schema_errors, write_jsonl
from ..sdk.answers import LETTERS, correct_value
from ..sdk.instance import variant_fingerprint
from ..hashing import sha256_file
from .contained import print_failures, relative_text
from .retries import print_retries

MEDIA_CACHE = "media_cache.json"


def image_problem(path: Path, rel: str) -> str | None:
    from PIL import Image

    try:
        with Image.open(path) as img:
            img.load()
            if img.size[0] < 64 or img.size[1] < 64:
                return f"{rel}: image too small {img.size}"
    except Exception as exc:  # noqa: BLE001 - any decode failure is the finding
        return f"{rel}: does not decode as an image ({relative_text(str(exc), path.parent)})"
    return None


def video_problem(path: Path, rel: str) -> str | None:
    import imageio_ffmpeg

    try:
        reader = imageio_ffmpeg.read_frames(str(path))
        meta = next(reader)
        frames = sum(1 for _ in reader)
        reader.close()
        if frames == 0 or meta["size"][0] < 64 or meta["size"][1] < 64:
            return f"{rel}: no frames or too small"
    except Exception as exc:  # noqa: BLE001
        return f"{rel}: does not decode as a video ({relative_text(str(exc), path.parent)})"
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


def distinct_answer_share(records: list[dict]) -> dict[str, float]:
    """Per program (``<program_id>`` at the standard level, ``<program_id>/<level>`` at the others):
    distinct correct answers over variants (1.0 when no two variants share an answer; a low share
    means variants that only look different)."""
    answers: dict[str, list[str]] = defaultdict(list)
    for record in records:
        key = record["program_id"] + ("" if record["difficulty_level"] == "standard" else f"/{record['difficulty_level']}")
        answers[key].append(json.dumps(correct_value(record["answer"]), sort_keys=True))
    return {p: round(len(set(a)) / len(a), 4) for p, a in sorted(answers.items())}


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


class MediaChecks:
    """Decodes each media file whose bytes it has not seen decode cleanly before.

    ``media_cache.json`` holds the sha256 of every file that decoded cleanly, so a file is trusted
    by its content, never by its name or by the records that point to it.
    """

    def __init__(self, path: Path):
        self.path = Path(path)
        try:
            self.seen = set(json.loads(self.path.read_text())) if self.path.exists() else set()
        except ValueError:
            self.seen = set()
        self.clean: set[str] = set()
        self.decoded = 0

    def problems(self, record: dict, data_root: Path) -> list[str]:
        found = []
        for rel in media_paths(record):
            path = media_file(data_root, rel)
            if not path.is_file():
                found.append(f"missing file {rel}")
                continue
            digest = sha256_file(path)
            if digest not in self.seen and digest not in self.clean:
                self.decoded += 1
                problem = video_problem(path, rel) if rel.endswith(".mp4") else image_problem(path, rel)
                if problem:
                    found.append(problem)
                    continue
            self.clean.add(digest)
        return found

    def save(self) -> None:
        self.path.write_text(json.dumps(sorted(self.clean), indent=0) + "\n")


def validate(shards: list[str], data_root: Path, out_dir: Path) -> dict:
    """Write ``records.jsonl``, ``report.json`` and ``metrics.json`` to ``out_dir``; return the metrics.

    A media file is decoded unless its exact bytes decoded cleanly before (``MediaChecks``).
    """
    data_root, out_dir = Path(data_root), Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    media = MediaChecks(out_dir / MEDIA_CACHE)
    stage_errors, good, invalid = [], [], defaultdict(list)
    seen_programs: dict[str, str] = {}
    for shard in shards:
        for stage in ("instances", "renders"):
            errors_file = data_root / stage / shard / "errors.json"
            if errors_file.exists():
                stage_errors += [dict(e, shard=shard) for e in json.loads(errors_file.read_text())]
        failed_render = {e["program_id"] for e in stage_errors if e["stage"] == "render" and e["shard"] == shard}
        for path in sorted((data_root / "instances" / shard).glob("*.jsonl")):
            program = path.stem
            if program in seen_programs:
                invalid[program].append(f"program id also in shard {seen_programs[program]}")
                continue
            seen_programs[program] = shard
            if program in failed_render:
                continue
            records = read_jsonl(path)
            fingerprints = defaultdict(list)
            for record in records:
                found = record_problems(record)
                found += media.problems(record, data_root) if not found else []
                fingerprints[variant_fingerprint(record)].append(record["id"])
                if found:
                    invalid[program] += [f"{record['id']}: {p}" for p in found]
                else:
                    good.append(record)
            for ids in fingerprints.values():
                if len(ids) > 1:
                    invalid[program].append(f"identical variants: {', '.join(ids)}")
    bad_programs = set(invalid)
    good = [r for r in good if r["program_id"] not in bad_programs]
    write_jsonl(out_dir / "records.jsonl", good)
    programs = sorted({r["program_id"] for r in good})
    failed = {e["program_id"]: f"{e['stage']}: {e['error']}" for e in stage_errors}
    failed.update({p: f"validate: {msgs[0]}" + (f" (and {len(msgs) - 1} more)" if len(msgs) > 1 else "")
                   for p, msgs in invalid.items() if p not in failed})
    shares = distinct_answer_share(good)
    metrics = {
        "programs": len(programs), "variants": len(good), "failed_programs": len(failed),
        "distinct_answer_share": round(sum(shares.values()) / len(shares), 4) if shares else 0.0,
        "programs_with_repeated_answers": sum(1 for share in shares.values() if share < 1),

        "variants_by_difficulty_level": dict(sorted(Counter(r["difficulty_level"] for r in good).items())),
        "solid_variants": sum(1 for r in good if r["topic"] == "solid_geometry"),
        "videos": sum(1 for r in good if r["video"]),
    }
    report = {"metrics": metrics, "stage_errors": stage_errors,
              "validation_errors": {p: msgs for p, msgs in sorted(invalid.items())},
              "failed_programs": dict(sorted(failed.items())), "programs": programs,
              "distinct_answer_share": shares}
    (out_dir / "report.json").write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
    (out_dir / "metrics.json").write_text(json.dumps(metrics, indent=1) + "\n")
    media.save()
    print_failures("validate", [{"program_id": p, "error": e} for p, e in failed.items()])
    print_retries(data_root, shards)
    return {**metrics, "media_decoded": media.decoded}
