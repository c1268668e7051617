"""inspect_ai task for a dynaforge release: the prompt of :mod:`.prompts`, dynaforge's grader as
the scorer (each sample's Score carries the grade, the extracted answer and the explanation) and
dynaforge's metrics (accuracy; DynaMath average / worst case / reasoning robustness).

Run it directly::

    inspect eval dynaforge/scoring/inspect_task.py@dynaforge -T release=data/releases/0.5.0 -T view=default --model <provider/model>

or through the module ``dynaforge export inspect`` writes (one ``@task`` per exported view, named
after the release). Needs ``pip install "dynaforge[inspect]"``.
"""
from __future__ import annotations

import base64
from collections import defaultdict

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import ChatMessageUser, ContentImage, ContentText, ContentVideo
from inspect_ai.scorer import CORRECT, INCORRECT, Score, Target, accuracy, metric, scorer, stderr
from inspect_ai.solver import TaskState, generate

from .harness import grade_row, row_prompt, video_path
from .items import VIEW_NAMES, DynaforgeInputError, release_configs, resolve_release

# what a sample keeps of its row (the media go into the message)
_META = ("program_id", "view", "answer_type", "topic", "category", "level", "k")


def _rows(release, view: str) -> tuple[list[dict], str | None]:
    import json

    import pyarrow.parquet as pq

    root = resolve_release(release)
    configs = release_configs(root)
    config = next((c for c in configs if VIEW_NAMES.get(c) == VIEW_NAMES.get(view)), None)
    if config is None:
        raise DynaforgeInputError(f"the release has no {view!r} view (has: {', '.join(configs)})")
    rows = []
    for shard in configs[config]:
        rows.extend(pq.read_table(shard).to_pylist())
    try:
        version = json.loads((root / "manifest.json").read_text(encoding="utf-8")).get("version")
    except (OSError, ValueError):
        version = None
    return rows, version


def _image_content(image) -> ContentImage:
    data = image["bytes"] if isinstance(image, dict) else image
    kind = "jpeg" if data[:3] == b"\xff\xd8\xff" else "png"  # the release's renders are PNG, its photos JPEG
    return ContentImage(image=f"data:image/{kind};base64,{base64.b64encode(data).decode('ascii')}")


def row_sample(row: dict, release_version=None) -> Sample:
    """One release row as an inspect Sample: media first, then the prompt; target = the answer JSON."""
    content = []
    if row.get("video") is not None:
        content.append(ContentVideo(video=video_path(row, release_version), format="mp4"))
    elif row.get("image") is not None:
        content.append(_image_content(row["image"]))
    content.append(ContentText(text=row_prompt(row)))
    return Sample(id=row["id"], input=[ChatMessageUser(content=content)], target=row["answer"],
                  metadata={k: row.get(k) for k in _META})


def _per_program(scores) -> dict[str, list[bool]]:
    per: dict[str, list[bool]] = defaultdict(list)
    for s in scores:
        sc = getattr(s, "score", s)
        # the sample's own metadata (kept through epoch reducers, which may drop the score's)
        meta = getattr(s, "sample_metadata", None) or sc.metadata or {}
        per[meta.get("program_id")].append(_is_correct(sc.value))
    return per


def _is_correct(value) -> bool:
    """CORRECT as scored, or 1.0 once an epoch reducer has turned the values into numbers."""
    return value == CORRECT or (isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 1.0)


@metric
def dynamath_average():
    """DynaMath A_avg: mean over seed programs of the share of their variants answered correctly."""
    def compute(scores) -> float:
        per = _per_program(scores)
        return sum(sum(v) / len(v) for v in per.values()) / len(per) if per else 0.0
    return compute


@metric
def dynamath_worst():
    """DynaMath A_wst: share of seed programs with every variant answered correctly."""
    def compute(scores) -> float:
        per = _per_program(scores)
        return sum(float(all(v)) for v in per.values()) / len(per) if per else 0.0
    return compute


@metric
def dynamath_robustness():
    """DynaMath RR = A_wst / A_avg (0 when A_avg is 0; report.json says null there)."""
    def compute(scores) -> float:
        per = _per_program(scores)
        if not per:
            return 0.0
        avg = sum(sum(v) / len(v) for v in per.values()) / len(per)
        wst = sum(float(all(v)) for v in per.values()) / len(per)
        return wst / avg if avg else 0.0
    return compute


@scorer(metrics=[accuracy(), stderr(), dynamath_average(), dynamath_worst(), dynamath_robustness()])
def dynaforge_scorer():
    """dynaforge's grader: CORRECT/INCORRECT, the extracted answer, the rule that decided and the
    partial credit (``metadata.score``, multi-part answers) as ``dynaforge score`` reports them."""
    async def score(state: TaskState, target: Target) -> Score:
        row = {"id": state.sample_id, "answer": target.text}
        g = grade_row(row, state.output.completion)
        return Score(value=CORRECT if g["correct"] else INCORRECT, answer=g["extracted"],
                     explanation=g["explanation"],
                     metadata={"score": g["score"], "program_id": (state.metadata or {}).get("program_id")})
    return score


@task
def dynaforge(release: str = "data/releases/0.5.0", view: str = "default", max_tokens: int = 32768,
              name: str | None = None) -> Task:
    """A dynaforge release view (``default``, ``video``, ``photo``, ``subquestions``, ``backward``,
    ``text_only``) as an inspect task; ``release`` is a folder or a hub id org/name[@revision]."""
    rows, version = _rows(release, view)
    samples = [row_sample(r, version) for r in rows]
    name = name or f"dynaforge_{view}"
    # DynaMath's metrics are defined over the default view's variants; the other views report accuracy
    metrics = None if VIEW_NAMES.get(view) == "default" else [accuracy(), stderr()]
    return Task(dataset=MemoryDataset(samples, name=name), solver=[generate()], scorer=dynaforge_scorer(),
                metrics=metrics, config=_generate_config(max_tokens), name=name,
                metadata={"release": str(release), "release_version": version, "view": view})


def _generate_config(max_tokens: int):
    from inspect_ai.model import GenerateConfig

    return GenerateConfig(max_tokens=max_tokens, temperature=0.0)
