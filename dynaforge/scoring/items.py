"""Release rows as scorer items, read without decoding media.

The contract is the release itself: its configs and row columns as built by
:mod:`dynaforge.release.rows` (``CONFIGS``, ``features``, ``rows_for``), described in the
README ('The pipeline', 'Scoring') and docs/scoring.md.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

# config folder -> the `view` value its rows carry; also the canonical order of views
CONFIG_VIEWS = {
    "default": "default",
    "video": "video",
    "photo": "photo",
    "subquestions": "subquestion",
    "backward": "backward",
    "text_only": "text_only",
}
VIEW_ORDER = list(CONFIG_VIEWS.values())
VIEW_NAMES = {**{v: v for v in CONFIG_VIEWS.values()}, **{c: v for c, v in CONFIG_VIEWS.items()}}

COLUMNS = ["id", "parent_id", "program_id", "k", "view", "step", "question", "answer", "answer_type",
           "options", "topic", "category", "level", "difficulty", "difficulty_level", "question_type",
           "concepts", "reasoning", "description"]


class DynaforgeInputError(Exception):
    """Bad input (release, predictions, options): reported as one line, exit code 2."""


@dataclass
class Item:
    id: str
    parent_id: str
    program_id: str
    k: int
    view: str
    step: int
    question: str
    answer: dict
    topic: str | None = None
    category: str | None = None
    level: str | None = None
    difficulty: str | None = None
    difficulty_level: str = "standard"  # which parameter space (releases before 0.8.0: standard only)
    question_type: str | None = None
    concepts: list = field(default_factory=list)
    reasoning: list | None = None
    description: str | None = None
    config: str = "default"


def resolve_release(release: str | Path) -> Path:
    """A local release folder, or a hub id ``org/name[@revision]`` downloaded to the HF cache."""
    path = Path(str(release)).expanduser()
    if path.is_dir():
        return path
    text = str(release)
    if path.exists():
        raise DynaforgeInputError(f"release {text!r} is a file, not a release folder")
    if not re.fullmatch(r"[\w.-]+/[\w.-]+(@[\w./-]+)?", text):
        raise DynaforgeInputError(f"release {text!r} is neither a local folder nor a hub id org/name[@revision]")
    repo_id, _, revision = text.partition("@")
    try:
        from huggingface_hub import snapshot_download

        local = snapshot_download(repo_id, repo_type="dataset", revision=revision or None)
    except Exception as exc:  # noqa: BLE001 - network, auth, not found
        raise DynaforgeInputError(f"could not fetch release {text!r} from the hub: {type(exc).__name__}: {exc}".splitlines()[0]) from None
    return Path(local)


def release_configs(root: Path) -> dict[str, list[Path]]:
    """config name -> its parquet shards (sorted), for every config folder present."""
    out = {}
    for config in CONFIG_VIEWS:
        shards = sorted((root / config).glob("*.parquet"))
        if shards:
            out[config] = shards
    return out


def _read_rows(shards: list[Path], columns: list[str]) -> list[dict]:
    import pyarrow.parquet as pq

    rows: list[dict] = []
    for shard in shards:
        try:
            names = set(pq.read_schema(shard).names)
            table = pq.read_table(shard, columns=[c for c in columns if c in names])
        except Exception as exc:  # noqa: BLE001
            raise DynaforgeInputError(f"cannot read {shard}: {exc}".splitlines()[0]) from None
        cols = {name: table.column(name).to_pylist() for name in table.column_names}
        n = table.num_rows
        rows.extend({name: values[i] for name, values in cols.items()} for i in range(n))
    return rows


LIGHT_COLUMNS = [c for c in COLUMNS if c not in ("question", "reasoning", "description")]


def load_items(release: str | Path, views: list[str] | None = None, text: bool = True) -> list[Item]:
    """Every row of the release (or of the named views) as an Item, in view order then id order.

    ``text=False`` skips the question, reasoning and description columns (not needed to grade)."""
    root = resolve_release(release)
    configs = release_configs(root)
    if not configs:
        raise DynaforgeInputError(f"{root} holds no release: no <config>/*.parquet shards found")
    wanted = None
    if views is not None:
        wanted = set()
        for v in views:
            if v not in VIEW_NAMES:
                raise DynaforgeInputError(f"unknown view {v!r} (known: {', '.join(VIEW_ORDER)})")
            wanted.add(VIEW_NAMES[v])
    items: list[Item] = []
    for config, shards in configs.items():
        view = CONFIG_VIEWS[config]
        if wanted is not None and view not in wanted:
            continue
        for row in _read_rows(shards, COLUMNS if text else LIGHT_COLUMNS):
            try:
                answer = row["answer"]
                answer = json.loads(answer) if isinstance(answer, str) else answer
                items.append(Item(
                    id=row["id"], parent_id=row.get("parent_id") or row["id"].split("#")[0],
                    program_id=row["program_id"], k=int(row["k"]), view=row.get("view") or view,
                    step=int(row.get("step") or 0), question=row.get("question") or "", answer=answer,
                    topic=row.get("topic"), category=row.get("category"), level=row.get("level"),
                    difficulty=row.get("difficulty"), difficulty_level=row.get("difficulty_level") or "standard",
                    question_type=row.get("question_type"),
                    concepts=list(row.get("concepts") or []), reasoning=row.get("reasoning"),
                    description=row.get("description"), config=config,
                ))
            except (KeyError, TypeError, ValueError) as exc:
                raise DynaforgeInputError(f"{config}: malformed release row {row.get('id', '?')!r}: {exc}") from None
    order = {v: i for i, v in enumerate(VIEW_ORDER)}
    items.sort(key=lambda it: (order.get(it.view, 99), _id_key(it.id)))  # stable export indices
    seen = set()
    for it in items:
        if it.id in seen:
            raise DynaforgeInputError(f"release has a duplicate id {it.id!r}")
        seen.add(it.id)
    return items


_DIGITS_RE = re.compile(r"(\d+)")


def _id_key(item_id: str):
    """Natural order: 'prog/2' before 'prog/10'."""
    return [int(t) if t.isdigit() else t for t in _DIGITS_RE.split(item_id)]


def export_index(items: list[Item]) -> dict[str, int]:
    """The integer ``index`` each item gets in exports (VLMEvalKit): its position in the whole
    release in view order then id order — stable whichever views are exported."""
    return {it.id: i for i, it in enumerate(items)}
