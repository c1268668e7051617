"""Variant records: JSON Schema validation and JSONL reading/writing (sorted, reproducible)."""
from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable

from .config import SCHEMAS_DIR
from .hashing import sha256_file

if TYPE_CHECKING:
    import jsonschema


@lru_cache(maxsize=None)
def validator(name: str) -> jsonschema.Draft202012Validator:
    """A validator for ``dynaforge/schemas/<name>.schema.json``."""
    import jsonschema  # here, not at import: render tasks use records without validating

    schema = json.loads((SCHEMAS_DIR / f"{name}.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def schema_errors(instance: dict, name: str = "variant_record") -> list[str]:
    """Every schema violation as ``path: message`` (empty when valid)."""
    errors = sorted(validator(name).iter_errors(instance), key=lambda e: list(e.absolute_path))
    return [f"{'/'.join(map(str, e.absolute_path)) or '<root>'}: {e.message}" for e in errors]


def validate_record(record: dict) -> None:
    """Raise ValueError naming the record and every schema violation."""
    problems = schema_errors(record)
    if problems:
        raise ValueError(f"record {record.get('id', '?')}: " + "; ".join(problems))


def dumps(record: dict) -> str:
    """The canonical one-line JSON form of a record (sorted keys, UTF-8 kept)."""
    return json.dumps(record, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def write_jsonl(path: Path, records: Iterable[dict]) -> int:
    """Write records sorted by id (atomically: a temp file then rename). Returns the count."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    rows = sorted(records, key=lambda r: id_sort_key(r["id"]))
    tmp = path.with_suffix(path.suffix + ".tmp")
    with open(tmp, "w", encoding="utf-8", newline="\n") as handle:
        for row in rows:
            handle.write(dumps(row) + "\n")
    tmp.replace(path)
    return len(rows)


def read_jsonl(path: Path) -> list[dict]:
    out = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if line.strip():
                try:
                    out.append(json.loads(line))
                except json.JSONDecodeError as exc:
                    raise ValueError(f"{path}:{number}: invalid JSON: {exc.msg}") from None
    return out


def id_sort_key(record_id: str) -> tuple:
    """Sort ids by program, then level (standard first), then numerically by k (``p/2`` before ``p/10``)."""
    program, _, rest = record_id.partition("/")
    level, _, k = rest.rpartition("/")
    return (program, level, int(k) if k.isdigit() else k)


def media_paths(record: dict) -> list[str]:
    """Every file a record names: ``renders/<program_id>/<file>`` (see :func:`media_file`)."""
    paths = [record["image"], record["video"], (record.get("photo") or {}).get("image"),
             (record.get("backward") or {}).get("image")]
    return list(dict.fromkeys(p for p in paths if p))


def media_file(data_root: Path, rel: str) -> Path:
    """Where the file a record names as ``renders/<program_id>/<file>`` is in a build's data folder.

    The render stage writes each shard's programs under ``renders/<shard>/<program_id>/``; records do
    not name the shard (moving a program between folders changes no content), so it is looked up.
    """
    data_root = Path(data_root)
    parts = Path(rel).parts
    if len(parts) != 3 or parts[0] != "renders":
        return data_root / rel
    shard = _shard_of(data_root, parts[1])
    return data_root / "renders" / shard / parts[1] / parts[2] if shard else data_root / rel


_SHARDS: dict[Path, dict[str, str]] = {}


def _shard_of(data_root: Path, program_id: str) -> str | None:
    """The shard folder under ``data_root/renders`` holding ``program_id`` (listed once, again on a miss)."""
    for fresh in (False, True):
        if fresh or data_root not in _SHARDS:
            renders = data_root / "renders"
            _SHARDS[data_root] = {p.name: shard.name for shard in sorted(renders.iterdir()) if shard.is_dir()
                                  for p in shard.iterdir() if p.is_dir()} if renders.is_dir() else {}
        if program_id in _SHARDS[data_root]:
            return _SHARDS[data_root][program_id]
    return None


# Record fields that say where a variant comes from, not what a reviewer sees: editing a program's
# code without changing its output keeps its variants' hashes.
_PROVENANCE_FIELDS = ("program_sha256",)


def variant_sha256(record: dict, data_root: Path, file_sha256: Callable[[Path], str] = sha256_file) -> str:
    """The content hash of one variant as a reviewer sees it: the record without its provenance
    fields, with every media path replaced by the sha256 of the file's bytes.

    Review decisions carry it, so a decision applies to exactly the content that was reviewed.
    ``file_sha256`` lets a caller that hashes the same files again pass a cached digest."""
    media = {rel: f"sha256:{file_sha256(media_file(data_root, rel))}" for rel in media_paths(record)}

    def content(value):
        if isinstance(value, dict):
            return {k: content(v) for k, v in value.items()}
        if isinstance(value, list):
            return [content(v) for v in value]
        return media.get(value, value) if isinstance(value, str) else value

    shown = {k: content(v) for k, v in record.items() if k not in _PROVENANCE_FIELDS}
    return hashlib.sha256(dumps(shown).encode("utf-8")).hexdigest()
