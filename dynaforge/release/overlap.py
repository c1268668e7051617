"""How much of a release a model could have seen before: its overlap with earlier releases.

A variant of the new release *overlaps* an earlier release when the earlier one holds

- the same item as text: the same question (whitespace-normalised, without the lettered options)
  and the same answer (a choice compared by its correct option text and its set of options, so a
  reshuffle of the letters is still the same item); or
- a near-identical figure: perceptual hashes (``imagehash.phash`` with a 16×16 DCT, 256 bits)
  within ``image_max_distance`` bits. Math figures that differ in one number label are only a few
  bits apart at the usual 64 bits, hence the larger hash and a small threshold. Figures are
  compared within the same program only.

Both sides are read the same way: the new release either from its planned records and renders
(the release stage, before any shard is written) or from a built release folder / Hub id, the
older ones from their ``default`` parquet config.
"""
from __future__ import annotations

import io
import json
import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from ..records import media_file
from ..sdk.answers import LETTERS

IMAGE_HASH_SIZE = 16
DEFAULT_IMAGE_MAX_DISTANCE = 6
REPEATER_SHARE = 0.5  # programs with at least this share of overlapping variants are listed


@dataclass(frozen=True)
class Variant:
    """What overlap compares of one variant: its text key and its figure's perceptual hash."""
    id: str
    program_id: str
    text_key: str
    image_hash: object | None  # imagehash.ImageHash


def text_key(question: str, answer: dict) -> str:
    """The item as text: normalised question stem and canonical answer (letters resolved)."""
    stem = re.split(r"\n\s*Choices:", question, maxsplit=1)[0]
    stem = " ".join(stem.split())
    if answer.get("type") == "choice":
        options = list(answer.get("options") or [])
        index = LETTERS.index(answer["value"]) if answer.get("value") in LETTERS else -1
        canonical = {"correct": options[index] if 0 <= index < len(options) else answer.get("value"),
                     "options": sorted(options)}
    else:
        canonical = answer
    return stem + "\n" + json.dumps(canonical, sort_keys=True, ensure_ascii=False)


def image_hash(data: bytes):
    """The perceptual hash of an image's bytes (``imagehash.phash``, 256 bits)."""
    import imagehash
    from PIL import Image

    with Image.open(io.BytesIO(data)) as image:
        return imagehash.phash(image.convert("RGB"), hash_size=IMAGE_HASH_SIZE)


def variants_from_records(records: list[dict], data_root: Path) -> list[Variant]:
    """Variants of a planned release: validated records and their rendered figures."""
    out = []
    for r in records:
        image = media_file(data_root, r["image"]) if r.get("image") else None
        out.append(Variant(r["id"], r["program_id"], text_key(r["question"], r["answer"]),
                           image_hash(image.read_bytes()) if image and image.exists() else None))
    return out


def variants_from_release(folder: Path) -> list[Variant]:
    """Variants of a built release folder (its ``default`` config)."""
    import pyarrow.parquet as pq

    out = []
    for shard in sorted((Path(folder) / "default").glob("*.parquet")):
        table = pq.read_table(shard, columns=["id", "program_id", "question", "answer", "image"])
        for row in table.to_pylist():
            answer = json.loads(row["answer"]) if isinstance(row["answer"], str) else row["answer"]
            data = (row.get("image") or {}).get("bytes")
            out.append(Variant(row["id"], row["program_id"], text_key(row["question"], answer),
                               image_hash(data) if data else None))
    return out


def release_meta(folder: Path) -> dict:
    """The manifest of a built release folder ({} when it has none)."""
    try:
        manifest = json.loads((Path(folder) / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return manifest if isinstance(manifest, dict) else {}


def compare(new: list[Variant], old: list[Variant], image_max_distance: int = DEFAULT_IMAGE_MAX_DISTANCE) -> dict:
    """Per program and overall: how many variants of ``new`` appear in ``old`` as text, as a
    near-identical figure, and either way; with the ids that do."""
    old_text = {v.text_key for v in old}
    old_images: dict[str, list] = defaultdict(list)
    for v in old:
        if v.image_hash is not None:
            old_images[v.program_id].append(v.image_hash)
    programs: dict[str, dict] = {}
    for v in new:
        entry = programs.setdefault(v.program_id, {"variants": 0, "text": 0, "image": 0, "either": 0, "ids": []})
        same_text = v.text_key in old_text
        same_image = v.image_hash is not None and any(v.image_hash - h <= image_max_distance
                                                      for h in old_images.get(v.program_id, ()))
        entry["variants"] += 1
        entry["text"] += same_text
        entry["image"] += same_image
        if same_text or same_image:
            entry["either"] += 1
            entry["ids"].append(v.id)
    total = {key: sum(p[key] for p in programs.values()) for key in ("variants", "text", "image", "either")}
    return {"image_max_distance": image_max_distance, **total,
            "share": round(total["either"] / total["variants"], 4) if total["variants"] else 0.0,
            "programs": dict(sorted(programs.items()))}


def repeaters(result: dict, share: float = REPEATER_SHARE) -> list[dict]:
    """Programs whose variants overlap most (share ≥ ``share``), most first: widen these."""
    out = [{"program_id": p, "share": round(e["either"] / e["variants"], 4), "either": e["either"],
            "variants": e["variants"]}
           for p, e in result["programs"].items() if e["variants"] and e["either"] / e["variants"] >= share]
    return sorted(out, key=lambda r: (-r["share"], r["program_id"]))


def summary(result: dict) -> dict:
    """The figures a manifest keeps of one comparison (no per-variant ids)."""
    return {k: result[k] for k in ("variants", "text", "image", "either", "share")} | {
        "repeaters": repeaters(result)}


class OverlapError(RuntimeError):
    """A release overlaps its predecessors more than ``overlap.max_share`` allows."""


def _version_key(version: str):
    return [int(x) if x.isdigit() else x for x in re.split(r"[.\-+]", version)]


def earlier_releases(releases_dir: Path, version: str, named: list[str] | tuple = ()) -> list[tuple[str, Path]]:
    """(version, folder) of the built releases to compare with: every other version folder under
    ``releases_dir`` that has a manifest, then the releases ``named`` in params.yaml (folders or
    Hub ids), without duplicates; oldest first."""
    from ..scoring.items import resolve_release

    found: dict[str, Path] = {}
    if Path(releases_dir).is_dir():
        for folder in Path(releases_dir).iterdir():
            meta = release_meta(folder)
            if folder.is_dir() and not folder.name.startswith(".") and meta.get("version") and meta["version"] != version:
                found.setdefault(str(meta["version"]), folder)
    for name in named or ():
        folder = resolve_release(name)
        other = str(release_meta(folder).get("version") or name)
        if other != version:
            found.setdefault(other, folder)
    return sorted(found.items(), key=lambda item: _version_key(item[0]))


def release_overlap(kept: list[dict], data_root: Path, releases_dir: Path, params: dict) -> dict:
    """The ``overlap`` block of a release manifest: what the planned release shares with every
    earlier release found, which of them it revises (same salt: the newest such), and whether the
    fresh overlap stays within ``overlap.max_share`` (raises :class:`OverlapError` naming the
    programs otherwise)."""
    settings = params.get("overlap") or {}
    distance = int(settings.get("image_max_distance", DEFAULT_IMAGE_MAX_DISTANCE))
    version = str(params["release"]["version"])
    earlier = earlier_releases(releases_dir, version, settings.get("compare_with") or [])
    revises = None
    for other, folder in earlier:
        if release_meta(folder).get("salt") == params["salt"]:
            revises = other  # oldest first: the last one with our salt is the newest
    block = {"image_hash": f"phash {IMAGE_HASH_SIZE}x{IMAGE_HASH_SIZE}", "image_max_distance": distance,
             "max_share": settings.get("max_share"), "revises": revises, "against": {}}
    if not earlier:
        return block
    new = variants_from_records(kept, data_root)
    too_much = []
    for other, folder in earlier:
        result = compare(new, variants_from_release(folder), distance)
        block["against"][other] = summary(result) | {"revised": other == revises}
        limit = settings.get("max_share")
        if limit is not None and other != revises and result["share"] > float(limit):
            worst = [f"{r['program_id']} ({r['either']}/{r['variants']})" for r in repeaters(result, float(limit))]
            too_much.append(f"{result['either']} of {result['variants']} variants ({result['share']:.0%}) "
                            f"also appear in {other}; programs: {', '.join(worst) or 'spread thinly'}")
    if too_much:
        raise OverlapError(f"release {version} overlaps earlier releases more than overlap.max_share = "
                           f"{settings['max_share']}: " + "; ".join(too_much)
                           + ". Widen those programs' parameter spaces, or build with a new salt.")
    return block


def add_parser(subparsers) -> None:
    p = subparsers.add_parser(
        "overlap", help="how many variants of a release already appeared in earlier releases",
        description="For every variant of NEW: does the same item (question text and answer) or a "
                    "near-identical figure (perceptual hash) appear in one of the OLD releases? "
                    "Printed per program and overall; --json writes everything, with the ids.")
    p.add_argument("new", help="release folder or Hub id org/name[@revision]")
    p.add_argument("old", nargs="+", help="earlier releases (folders or Hub ids)")
    p.add_argument("--image-max-distance", type=int, default=DEFAULT_IMAGE_MAX_DISTANCE,
                   help=f"largest Hamming distance (of {IMAGE_HASH_SIZE ** 2} bits) that counts as the "
                        f"same figure (default {DEFAULT_IMAGE_MAX_DISTANCE})")
    p.add_argument("--json", type=Path, help="write the full result here")
    p.set_defaults(func=_run)


def _run(args) -> int:
    from ..scoring.items import resolve_release

    new = variants_from_release(resolve_release(args.new))
    results = {}
    for name in args.old:
        results[name] = compare(new, variants_from_release(resolve_release(name)), args.image_max_distance)
    for name, result in results.items():
        print(f"{args.new} vs {name}: {result['either']} of {result['variants']} variants "
              f"({result['share']:.1%}) also appear (same text {result['text']}, near-identical figure "
              f"{result['image']}; phash {IMAGE_HASH_SIZE}x{IMAGE_HASH_SIZE}, distance <= {args.image_max_distance})")
        print("| program | variants | same text | same figure | either |\n| --- | ---: | ---: | ---: | ---: |")
        for program, e in result["programs"].items():
            print(f"| {program} | {e['variants']} | {e['text']} | {e['image']} | {e['either']} |")
        top = repeaters(result)
        if top:
            print("programs that repeat most: " + ", ".join(f"{r['program_id']} {r['share']:.0%}" for r in top))
    if args.json:
        args.json.write_text(json.dumps({"new": args.new, "against": results}, indent=1) + "\n")
    return 0
