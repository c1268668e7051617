"""Turning (program, salt, k) into a variant record.

Randomness: each instance has its own seed, a hash of (program id, salt, k) — never ``seed + k``,
never global state. The seed's ``SeedSequence`` is split into independent streams, so that adding
a view never changes the params an existing view was built from.
"""
from __future__ import annotations

import copy
import hashlib
import json
import math
from typing import Any

import numpy as np

from .answers import AnswerError, agrees, answer_to_json
from .program import Backward, ProgramError, ProgramInfo, SubQuestion
from ..render.figure_check import FigureMismatch
from .space import SamplingError

STREAMS = ("params", "choices", "camera", "photo")
CAMERA_ELEVATION = (15.0, 40.0)


def instance_seed(program_id: str, salt: str, k: int, attempt: int = 0, level: str = "standard") -> int:
    """A 63-bit seed from sha256(program id, salt, [level,] k[, attempt]).

    ``attempt`` > 0 re-draws a variant that duplicated an earlier one of the same program. The
    standard level's seeds leave the level out, so they are the seeds of every earlier release.
    """
    key = f"{program_id}\x1f{salt}\x1f" + (f"{level}\x1f" if level != "standard" else "") + f"{k}"
    key += f"\x1f{attempt}" if attempt else ""
    digest = hashlib.sha256(key.encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def variant_id(program_id: str, k: int, level: str = "standard") -> str:
    """``<program_id>/<k>`` at the standard level, ``<program_id>/<level>/<k>`` at the others."""
    return f"{program_id}/{k}" if level == "standard" else f"{program_id}/{level}/{k}"


def media_stem(program_id: str, k: int, level: str = "standard") -> str:
    """Where a variant's files live: ``renders/<program_id>/<k>``, ``renders/<program_id>/<level>_<k>``.

    Neither the DVC shard nor the folder a program sits in is part of it, so moving a program
    changes no release content."""
    return f"renders/{program_id}/{k}" if level == "standard" else f"renders/{program_id}/{level}_{k}"


def streams(seed: int) -> dict[str, np.random.Generator]:
    """Independent generators for each use of randomness in one instance."""
    children = np.random.SeedSequence(seed).spawn(len(STREAMS))
    return {name: np.random.default_rng(ss) for name, ss in zip(STREAMS, children)}


def jsonable(value: Any, where: str = "params") -> Any:
    """Plain JSON types for params (numpy scalars and arrays converted); rejects NaN and objects."""
    if isinstance(value, dict):
        return {str(k): jsonable(v, f"{where}.{k}") for k, v in value.items()}
    if isinstance(value, (list, tuple, np.ndarray)):
        return [jsonable(v, f"{where}[{i}]") for i, v in enumerate(list(value))]
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    if isinstance(value, (int, np.integer)):
        return int(value)
    if isinstance(value, (float, np.floating)):
        if not math.isfinite(float(value)):
            raise AnswerError(f"{where} is not finite: {value!r}")
        return float(value)
    if value is None or isinstance(value, str):
        return value
    raise ProgramError(f"{where} has a value JSON cannot hold: {type(value).__name__}")


class ReadLog(dict):
    """A copy of the givens that records which of them a method reads (into ``read``, which
    several copies may share), to check that every given verify reads is stated."""

    def __init__(self, givens: dict, read: set[str] | None = None):
        super().__init__(copy.deepcopy(givens))
        self.read: set[str] = set() if read is None else read

    def __getitem__(self, key):
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key, default=None):  # asking for a given the variant does not have reads nothing
        if super().__contains__(key):
            self.read.add(key)
        return super().get(key, default)

    def __contains__(self, key):
        found = super().__contains__(key)
        if found:
            self.read.add(key)
        return found

    def _all(self):
        self.read.update(super().keys())

    def __iter__(self):
        self._all()
        return super().__iter__()

    def keys(self):
        self._all()
        return super().keys()

    def values(self):
        self._all()
        return super().values()

    def items(self):
        self._all()
        return super().items()

    def copy(self):
        self._all()
        return dict(super().items())

    def __reduce_ex__(self, protocol):  # copy.deepcopy(g) reads everything and gives a plain dict
        self._all()
        return dict, (dict(super().items()),)


def _split_sample(out: Any) -> tuple[dict, dict]:
    """(givens, hidden) from what sample() returned, each as plain JSON values."""
    if isinstance(out, tuple) and len(out) == 2:
        givens, hidden = out
    else:
        givens, hidden = out, {}
    for name, value in (("givens", givens), ("hidden", hidden)):
        if not isinstance(value, dict):
            raise ProgramError(f"sample() must return a dict of givens or (givens, hidden) dicts; {name} is "
                               f"{type(value).__name__}")
    overlap = sorted(set(givens) & set(hidden))
    if overlap:
        raise ProgramError(f"sample(): {', '.join(overlap)} is both a given and hidden")
    # Round-trip through JSON so every later step reads exactly what the record stores.
    return (json.loads(json.dumps(jsonable(givens, "givens"))), json.loads(json.dumps(jsonable(hidden, "hidden"))))


def _short(value: dict, limit: int = 300) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= limit else text[:limit] + "..."


def build_record(info: ProgramInfo, salt: str, k: int, attempt: int = 0, photo_quality: int | None = None,
                 level: str = "standard") -> dict:
    """The full variant record of one instance; raises on any protocol or answer problem."""
    program, meta = info.program, info.program.meta
    seed = instance_seed(meta.id, salt, k, attempt, level)
    try:
        return _build(info, salt, k, seed, photo_quality, level)
    except (ProgramError, AnswerError, SamplingError, FigureMismatch) as exc:
        raise type(exc)(f"{variant_id(meta.id, k, level)} (k={k}, seed={seed}): {exc}") from None
    except Exception as exc:  # noqa: BLE001 - name the variant whatever the program raised
        raise ProgramError(f"{variant_id(meta.id, k, level)} (k={k}, seed={seed}): "
                           f"{type(exc).__name__}: {exc}") from None


def _build(info: ProgramInfo, salt: str, k: int, seed: int, photo_quality: int | None, level: str) -> dict:
    program, meta = info.program, info.program.meta
    rngs = streams(seed)
    givens, hidden = _split_sample(program.sample(rngs["params"], program.levels[level]))
    construction = {**givens, **hidden}

    stated: set[str] = set()  # the givens the statement (question, description, scene) reads
    question = _text(program.question(ReadLog(givens, stated)), "question()")
    description = (_text(program.description(ReadLog(givens, stated)), "description()")
                   if program.description is not None else None)
    answer_obj = program.answer(copy.deepcopy(construction))
    answer = answer_to_json(answer_obj, rngs["choices"])
    seen = ReadLog(givens)
    derived = program.verify(seen)
    if not agrees(answer_obj, derived):
        raise AnswerError(f"verify() from the givens disagrees with answer(): {_answer_text(answer_obj)} vs "
                          f"{_answer_text(derived)}; givens {_short(givens)}"
                          + (f", hidden {_short(hidden)}" if hidden else ""))
    _check_question_type(meta.question_type, answer)
    if answer["type"] == "choice":  # the options are shown to the solver: a given holding them is stated
        shown = sorted(answer["options"])
        stated |= {name for name, value in givens.items()
                   if isinstance(value, (list, tuple)) and sorted(map(str, value)) == shown}

    record: dict[str, Any] = {
        "id": variant_id(meta.id, k, level), "program_id": meta.id, "difficulty_level": level, "k": k,
        "seed": seed, "salt": salt, "program_sha256": info.sha256,
        "question": question, "answer": answer,
        "topic": meta.topic, "category": meta.category, "level": meta.level,
        "difficulty": meta.difficulty, "question_type": meta.question_type,
        "concepts": list(meta.concepts), "source": meta.source,
        "variations": list(meta.variations), "givens": givens, "hidden": hidden, "verified": True,
        "image": f"{media_stem(meta.id, k, level)}.png",
        "video": None, "camera": None,
    }
    if program.is_3d:
        from ..render.figure_check import check_solid

        scene = program.scene(ReadLog(givens, stated))  # a scene that fails to build fails here, not in render
        check_solid(question, scene, _not_drawn(program, givens))
        record["camera"] = choose_camera(scene, rngs["camera"])
        record["video"] = f"{media_stem(meta.id, k, level)}.mp4"
    _add_views(record, program, givens, construction, rngs, photo_quality)
    record["description"] = description
    unstated = sorted(seen.read - stated)
    if unstated:
        raise ProgramError(f"verify() reads the given(s) {', '.join(unstated)}, which neither question() nor "
                           "description() (nor the scene) reads: the solver is never told them")
    return record


def _not_drawn(program, givens: dict) -> list[str]:
    """The labels ``not_drawn(g)`` says the figure leaves out on purpose (none by default)."""
    return list(program.not_drawn(copy.deepcopy(givens))) if program.not_drawn is not None else []


def _answer_text(answer) -> str:
    try:
        return json.dumps(answer_to_json(answer))
    except Exception:  # noqa: BLE001 - only for the message
        return repr(answer)


def variant_fingerprint(record: dict) -> str:
    """What makes two variants the same item: the question and the givens."""
    return json.dumps([record["question"], record["givens"]], sort_keys=True)


def build_records(info: ProgramInfo, salt: str, seeds: int, max_attempts: int = 25,
                  photo_quality: int | None = None, level: str = "standard", progress=None) -> list[dict]:
    """Records k = 0..seeds-1 of one level, re-drawing (with a recorded seed) any variant that repeats an earlier one.

    ``progress(text)``, when given, hears which variant is being built (a time-out then names it)."""
    records, seen = [], set()
    for k in range(seeds):
        for attempt in range(max_attempts):
            if progress is not None:
                seed = instance_seed(info.id, salt, k, attempt, level)
                progress(f"building {variant_id(info.id, k, level)} (k={k}, seed={seed})")
            record = build_record(info, salt, k, attempt, photo_quality, level)
            if variant_fingerprint(record) not in seen:
                break
        else:
            raise ProgramError(f"{variant_id(info.id, k, level)}: {max_attempts} draws all repeated earlier "
                               "variants; the program's parameter space is too small for K seeds")
        seen.add(variant_fingerprint(record))
        records.append(record)
    return records


def choose_camera(scene, rng: np.random.Generator, candidates: int = 16) -> dict:
    """A random viewpoint (azimuth, elevation) from which the figure reads well.

    Draws ``candidates`` viewpoints from the instance's camera stream, azimuths within the scene's
    ``azimuth_range``, and keeps the best by ``_view_score``: labels far apart and off unrelated
    segments, no face seen edge-on.
    """
    geometry = _ViewGeometry(scene)
    best, best_score = None, -1.0
    low, high = scene.azimuth_range
    if not 0 < high - low <= 360:
        raise ValueError(f"azimuth_range {scene.azimuth_range} is not an interval of at most 360 degrees")
    for _ in range(candidates):
        az, el = float(rng.uniform(low, high)) % 360.0, float(rng.uniform(*CAMERA_ELEVATION))
        score = geometry.score(az, el)
        if score > best_score:
            best, best_score = {"azimuth": round(az, 3), "elevation": round(el, 3)}, score
    return best


class _ViewGeometry:
    """What ``choose_camera`` measures of a scene, precomputed once for all candidate views."""

    def __init__(self, scene):
        labels = scene.labels_shown()
        if len(labels) < 2:  # an unlabelled scene (a stack of cubes): keep its vertices apart instead
            labels = list(scene.points)
        self.pts = np.unique(np.array([scene.points[l] for l in labels], dtype=float).reshape(-1, 3).round(9), axis=0)
        self.faces = []  # (unit normal, centre) of each drawn face: seen edge-on it collapses to a line
        for face_labels, _, _ in scene.faces:
            poly = np.array([scene.points[l] for l in face_labels], dtype=float)
            n = sum(np.cross(poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly)))
            if len(poly) >= 3 and np.linalg.norm(n) > 1e-9:
                self.faces.append((n / np.linalg.norm(n), poly.mean(axis=0)))
        # a labelled point seen on a drawn segment it does not lie on looks incident to it (the foot
        # O of a pyramid's height on the slant height PK): (point, end, end) triples to keep apart
        self.off = []
        for label in scene.labels_shown():
            x = np.array(scene.points[label], dtype=float)
            for a, b, _ in scene.segments:
                pa, pb = np.array(scene.points[a], dtype=float), np.array(scene.points[b], dtype=float)
                d = pb - pa
                if label in (a, b) or d @ d < 1e-18:
                    continue
                t = float(np.clip((x - pa) @ d / (d @ d), 0.0, 1.0))
                if np.linalg.norm(pa + t * d - x) > 1e-6 * np.sqrt(d @ d):
                    self.off.append((x, pa, pb))

    def score(self, az: float, el: float) -> float:
        from .camera import frame, pose, project

        if len(self.pts) < 2:
            return 0.0
        screen = project(self.pts, az, el)
        gaps = np.linalg.norm(screen[:, None] - screen[None], axis=-1)
        score = float(gaps[np.triu_indices(len(screen), 1)].min())
        if self.off:
            x, pa, pb = (project(np.array([o[i] for o in self.off]), az, el, reference=self.pts) for i in range(3))
            d = pb - pa
            t = np.clip(np.einsum("ij,ij->i", x - pa, d) / np.maximum(np.einsum("ij,ij->i", d, d), 1e-18), 0, 1)
            score = min(score, 3.0 * float(np.linalg.norm(pa + t[:, None] * d - x, axis=1).min()))
        if self.faces:  # discount views in which some face is within ~12° of edge-on (seen from the eye)
            eye = pose(*frame(self.pts), az, el)[0]
            score *= min(1.0, min(abs(float(n @ (eye - c))) / float(np.linalg.norm(eye - c))
                                  for n, c in self.faces) / 0.2)
        return score


def _add_views(record: dict, program, givens: dict, construction: dict, rngs: dict, photo_quality: int | None) -> None:
    from ..views.photo import JPEG_QUALITY, sample_conditions  # local: views depend on the SDK, not vice versa

    record["photo"] = {"image": record["image"].replace(".png", "_photo.jpg"),
                       "conditions": sample_conditions(rngs["photo"]), "jpeg_quality": photo_quality or JPEG_QUALITY}
    record["subquestions"] = None
    if program.subquestions is not None:
        subs = program.subquestions(copy.deepcopy(givens))
        if not subs or not all(isinstance(s, SubQuestion) for s in subs):
            raise ProgramError("subquestions() must return a non-empty list of SubQuestion")
        record["subquestions"] = [
            {"step": i + 1, "question": _text(s.question, f"subquestion {i + 1}"),
             "answer": answer_to_json(s.answer, rngs["choices"]), "concept": s.concept}
            for i, s in enumerate(subs)
        ]
    record["backward"] = None
    if program.backward is not None:
        record["backward"] = _backward(program, givens, construction)
        record["backward"]["image"] = record["image"].replace(".png", "_backward.png") if not program.is_3d else record["image"]
    record["reasoning"] = None
    if program.reasoning is not None:
        steps = program.reasoning(copy.deepcopy(construction))
        if not steps or not all(isinstance(s, str) and s.strip() for s in steps):
            raise ProgramError("reasoning() must return a non-empty list of strings")
        record["reasoning"] = list(steps)


def _backward(program, givens: dict, construction: dict) -> dict:
    """Build the backward view and check it by re-solving forward: ``verify`` on the givens with the
    masked one replaced by the backward answer must give the forward answer (and must read it)."""
    b = program.backward(copy.deepcopy(givens))
    if not isinstance(b, Backward):
        raise ProgramError("backward() must return a Backward")
    if b.param not in givens:
        raise ProgramError(f"backward() masks {b.param!r}, which is not a given")
    masked = answer_to_json(b.answer)
    if masked["type"] != "number":
        raise ProgramError("backward() answers must be Number")
    resolved = copy.deepcopy(givens)
    original = resolved[b.param]
    value = masked["value"]
    if isinstance(original, int) and not isinstance(original, bool) and abs(value - round(value)) < 1e-6:
        value = int(round(value))  # an integer given, solved back as 7.9999999
    resolved[b.param] = value
    resolved = ReadLog(resolved)
    solved = program.verify(resolved)
    if b.param not in resolved.read:
        raise ProgramError(f"backward() masks {b.param!r}, which verify() never reads: re-solving with it "
                           "proves nothing; mask a given the answer depends on")
    if not agrees(program.answer(copy.deepcopy(construction)), solved):
        raise AnswerError(f"backward answer {masked['value']} for {b.param!r} does not reproduce the forward answer")
    if abs(float(masked["value"]) - float(original)) > 1e-6 * max(1.0, abs(float(original))):
        raise AnswerError(f"backward answer {masked['value']} differs from the given {b.param}={original}")
    return {"question": _text(b.question, "backward question"), "answer": masked, "param": b.param}


def _check_question_type(question_type: str, answer: dict) -> None:
    kind = answer["type"]
    if question_type == "multiple_choice" and kind != "choice":
        raise ProgramError(f"question_type multiple_choice needs a Choice answer, got {kind}")
    if question_type == "numeric" and kind != "number":
        raise ProgramError(f"question_type numeric needs a Number answer, got {kind}")
    if question_type == "free_form" and kind in ("choice", "number"):
        raise ProgramError(f"question_type free_form needs an Expression, Text or Multi answer, got {kind}")


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ProgramError(f"{what} must return non-empty text")
    return value

