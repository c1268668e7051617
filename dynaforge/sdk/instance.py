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

STREAMS = ("params", "choices", "camera", "photo")
CAMERA_ELEVATION = (15.0, 40.0)


def instance_seed(program_id: str, salt: str, k: int, attempt: int = 0) -> int:
    """A 63-bit seed from sha256(program id, salt, k[, attempt]).

    ``attempt`` > 0 re-draws a variant that duplicated an earlier one of the same program.
    """
    key = f"{program_id}\x1f{salt}\x1f{k}" + (f"\x1f{attempt}" if attempt else "")
    digest = hashlib.sha256(key.encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


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


def build_record(info: ProgramInfo, salt: str, k: int, attempt: int = 0, photo_quality: int | None = None) -> dict:
    """The full variant record of one instance; raises on any protocol or answer problem."""
    program, meta = info.program, info.program.meta
    seed = instance_seed(meta.id, salt, k, attempt)
    rngs = streams(seed)
    params = program.sample(rngs["params"])
    if not isinstance(params, dict):
        raise ProgramError(f"sample() must return a dict, got {type(params).__name__}")
    # Round-trip through JSON so every later step reads exactly what the record stores.
    params = json.loads(json.dumps(jsonable(params)))

    question = _text(program.question(copy.deepcopy(params)), "question()")
    answer_obj = program.answer(copy.deepcopy(params))
    answer = answer_to_json(answer_obj, rngs["choices"])
    derived = program.verify(copy.deepcopy(params))
    if not agrees(answer_obj, derived):
        raise AnswerError(f"verify() disagrees with answer(): {answer_obj!r} vs {derived!r}")
    _check_question_type(meta.question_type, answer)

    record: dict[str, Any] = {
        "id": f"{meta.id}/{k}", "program_id": meta.id, "batch": info.batch, "k": k,
        "seed": seed, "salt": salt, "program_sha256": info.sha256,
        "question": question, "answer": answer,
        "topic": meta.topic, "category": meta.category, "level": meta.level,
        "difficulty": meta.difficulty, "question_type": meta.question_type,
        "concepts": list(meta.concepts), "source": meta.source,
        "variations": list(meta.variations), "params": params, "verified": True,
        "image": f"renders/{info.batch}/{meta.id}/{k}.png",
        "video": None, "camera": None,
    }
    if program.is_3d:
        scene = program.scene(copy.deepcopy(params))  # a scene that fails to build fails here, not in render
        record["camera"] = choose_camera(scene, rngs["camera"])
        record["video"] = f"renders/{info.batch}/{meta.id}/{k}.mp4"
    _add_views(record, program, params, rngs, photo_quality)
    return record


def variant_fingerprint(record: dict) -> str:
    """What makes two variants the same item: the question and the params."""
    return json.dumps([record["question"], record["params"]], sort_keys=True)


def build_records(info: ProgramInfo, salt: str, seeds: int, max_attempts: int = 25,
                  photo_quality: int | None = None) -> list[dict]:
    """Records k = 0..seeds-1, re-drawing (with a recorded seed) any variant that repeats an earlier one."""
    records, seen = [], set()
    for k in range(seeds):
        for attempt in range(max_attempts):
            try:
                record = build_record(info, salt, k, attempt, photo_quality)
            except ProgramError as exc:
                raise ProgramError(f"k={k}: {exc}") from None
            except Exception as exc:  # noqa: BLE001 - name the variant whatever the program raised
                raise ProgramError(f"k={k}: {type(exc).__name__}: {exc}") from None
            if variant_fingerprint(record) not in seen:
                break
        else:
            raise ProgramError(f"k={k}: {max_attempts} draws all repeated earlier variants; "
                               "the program's parameter space is too small for K seeds")
        seen.add(variant_fingerprint(record))
        records.append(record)
    return records


def choose_camera(scene, rng: np.random.Generator, candidates: int = 16) -> dict:
    """A random viewpoint (azimuth, elevation) from which the figure reads well.

    Draws ``candidates`` viewpoints from the instance's camera stream and keeps the best by
    ``_view_score``: labels far apart and off unrelated segments, no face seen edge-on.
    """
    geometry = _ViewGeometry(scene)
    best, best_score = None, -1.0
    for _ in range(candidates):
        az, el = float(rng.uniform(0.0, 360.0)), float(rng.uniform(*CAMERA_ELEVATION))
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


def _add_views(record: dict, program, params: dict, rngs: dict, photo_quality: int | None) -> None:
    from ..views.photo import JPEG_QUALITY, sample_conditions  # local: views depend on the SDK, not vice versa

    record["photo"] = {"image": record["image"].replace(".png", "_photo.jpg"),
                       "conditions": sample_conditions(rngs["photo"]), "jpeg_quality": photo_quality or JPEG_QUALITY}
    record["subquestions"] = None
    if program.subquestions is not None:
        subs = program.subquestions(copy.deepcopy(params))
        if not subs or not all(isinstance(s, SubQuestion) for s in subs):
            raise ProgramError("subquestions() must return a non-empty list of SubQuestion")
        record["subquestions"] = [
            {"step": i + 1, "question": _text(s.question, f"subquestion {i + 1}"),
             "answer": answer_to_json(s.answer, rngs["choices"]), "concept": s.concept}
            for i, s in enumerate(subs)
        ]
    record["backward"] = None
    if program.backward is not None:
        record["backward"] = _backward(program, params)
        record["backward"]["image"] = record["image"].replace(".png", "_backward.png") if not program.is_3d else record["image"]
    record["description"] = None
    if program.description is not None:
        record["description"] = _text(program.description(copy.deepcopy(params)), "description()")
    record["reasoning"] = None
    if program.reasoning is not None:
        steps = program.reasoning(copy.deepcopy(params))
        if not steps or not all(isinstance(s, str) and s.strip() for s in steps):
            raise ProgramError("reasoning() must return a non-empty list of strings")
        record["reasoning"] = list(steps)


def _backward(program, params: dict) -> dict:
    """Build the backward view and check it by re-solving forward with the masked value."""
    b = program.backward(copy.deepcopy(params))
    if not isinstance(b, Backward):
        raise ProgramError("backward() must return a Backward")
    if b.param not in params:
        raise ProgramError(f"backward() masks {b.param!r}, which is not a param")
    masked = answer_to_json(b.answer)
    if masked["type"] != "number":
        raise ProgramError("backward() answers must be Number")
    resolved = dict(copy.deepcopy(params))
    original = resolved[b.param]
    value = masked["value"]
    if isinstance(original, int) and not isinstance(original, bool) and abs(value - round(value)) < 1e-6:
        value = int(round(value))  # an integer given, solved back as 7.9999999
    resolved[b.param] = value
    if not agrees(program.answer(copy.deepcopy(params)), program.answer(resolved)):
        raise AnswerError(f"backward answer {masked['value']} for {b.param!r} does not reproduce the forward answer")
    if abs(float(masked["value"]) - float(original)) > 1e-6 * max(1.0, abs(float(original))):
        raise AnswerError(f"backward answer {masked['value']} differs from the param {b.param}={original}")
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

