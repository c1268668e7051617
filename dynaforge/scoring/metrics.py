"""The source papers' metrics, computed from graded items. Pure functions, no I/O.

A metric whose items are absent is ``None`` (null in report.json), never 0.

- DynaMath (000): A_avg = 1/N sum_i 1/M sum_j I[correct(i, j)] (i: seed program, j: variant);
  A_wst = 1/N sum_i min_j I[correct(i, j)]; RR = A_wst / A_avg. By topic / level: the same over the
  programs of that topic / level.
- DynaSolidGeo (002): AA = 1/K sum_k 1/N sum_i I[correct(k, i)] (k: batch = seed index);
  PS = 1/K sum_k 1/N sum_i S(k, i) with S = 0 for a wrong answer, else the judge's process score;
  PA = 1/K sum_k 1/N sum_i I[correct(k, i) and S(k, i) >= 0.75].
- MathReal (001): acc = mean partial credit (share of correct sub-answers), acc_strict = share of
  items with every sub-answer correct, over the photographed items.
- WE-MATH (003): per composite (multi-step) problem with its one-step sub-problems:
  IK = some step wrong and composite wrong; IG = all steps right, composite wrong;
  CM_strict = all steps right and composite right; RM_strict = some step wrong, composite right;
  CM_loose = composite right and at least one step right; RM_loose = composite right, all steps wrong.
  IK, IG, CM are shares of the N composites; RM is normalised by (CM + RM);
  score = (CM + 0.5 * IG) / N (strict and loose).
- GeoEval (004): accuracy over the backward items and over the text-only items.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from .items import Item

PA_THRESHOLD = 0.75


@dataclass
class ItemResult:
    item: Item
    extracted: str | None
    correct: bool
    score: float
    process_score: float | None
    missing: bool
    explanation: str = ""


def _mean(values) -> float | None:
    values = list(values)
    return sum(values) / len(values) if values else None


def _ratio(num: float | None, den: float | None) -> float | None:
    if num is None or den is None or den == 0:
        return None
    return num / den


# ---------------------------------------------------------------------------------------------
# DynaMath


MIN_VARIANTS_FOR_WORST_CASE = 2


def _dynamath_block(programs: dict[str, list[bool]]) -> dict:
    """Average case over every program; worst case and robustness only over programs with at least
    two graded variants (with one, "every variant right" is just "that variant right", and a
    robustness of 100% would mean nothing): n/a, with the reason, when there are none."""
    if not programs:
        return {"average_case": None, "worst_case": None, "reasoning_robustness": None, "n_programs": 0,
                "n_programs_worst_case": 0}
    avg = _mean(_mean(v) for v in programs.values())
    several = {p: v for p, v in programs.items() if len(v) >= MIN_VARIANTS_FOR_WORST_CASE}
    out = {"average_case": avg, "worst_case": None, "reasoning_robustness": None, "n_programs": len(programs),
           "n_programs_worst_case": len(several)}
    if several:
        wst = _mean(float(all(v)) for v in several.values())
        out.update(worst_case=wst, reasoning_robustness=_ratio(wst, _mean(_mean(v) for v in several.values())))
    else:
        out["worst_case_note"] = (f"n/a: no program has {MIN_VARIANTS_FOR_WORST_CASE} or more graded variants "
                                  "(worst case needs several variants of one program)")
    return out


def dynamath(results: list[ItemResult]) -> dict:
    """Over default-view items: programs are seed programs at one difficulty level, variants their k
    (a program's standard and hard variants are two groups: worst case is taken within a level)."""
    per_program: dict[str, list[bool]] = defaultdict(list)
    topic_of, level_of, difficulty_level_of = {}, {}, {}
    for r in results:
        key = r.item.program_id + ("" if r.item.difficulty_level == "standard" else f"/{r.item.difficulty_level}")
        per_program[key].append(bool(r.correct))
        topic_of[key] = r.item.topic
        level_of[key] = r.item.level
        difficulty_level_of[key] = r.item.difficulty_level
    out = _dynamath_block(per_program)
    for key, attr in (("by_topic", topic_of), ("by_level", level_of), ("by_difficulty_level", difficulty_level_of)):
        groups: dict[str, dict[str, list[bool]]] = defaultdict(dict)
        for pid, values in per_program.items():
            groups[str(attr[pid])][pid] = values
        out[key] = {g: _dynamath_block(progs) for g, progs in sorted(groups.items())}
    return out


# ---------------------------------------------------------------------------------------------
# DynaSolidGeo


def _by_batch_mean(pairs: list[tuple[int, float]]) -> float | None:
    """1/K sum_k 1/N_k sum_i value(k, i)."""
    batches: dict[int, list[float]] = defaultdict(list)
    for k, v in pairs:
        batches[k].append(v)
    return _mean(_mean(v) for v in batches.values()) if batches else None


def _solidgeo_block(results: list[ItemResult]) -> dict:
    if not results:
        return {"AA": None, "PS": None, "PA": None, "n_items": 0, "n_judged": 0}
    aa = _by_batch_mean([(r.item.k, float(r.correct)) for r in results])
    correct = [r for r in results if r.correct]
    judged = [r for r in correct if r.process_score is not None]
    n_judged = sum(1 for r in results if r.process_score is not None)
    if n_judged == 0 or len(judged) < len(correct):
        ps = pa = None  # a correct answer without a process score: PS/PA cannot be computed
    else:
        s = {id(r): (r.process_score if r.correct else 0.0) for r in results}
        ps = _by_batch_mean([(r.item.k, s[id(r)]) for r in results])
        pa = _by_batch_mean([(r.item.k, float(r.correct and s[id(r)] >= PA_THRESHOLD)) for r in results])
    return {"AA": aa, "PS": ps, "PA": pa, "n_items": len(results), "n_judged": n_judged}


def solidgeo(results: list[ItemResult], video_results: list[ItemResult] | None = None) -> dict:
    out = _solidgeo_block(results)
    cats: dict[str, list[ItemResult]] = defaultdict(list)
    for r in results:
        cats[str(r.item.category)].append(r)
    out["by_category"] = {c: _solidgeo_block(rs) for c, rs in sorted(cats.items())}
    if video_results:
        out["video_AA"] = _by_batch_mean([(r.item.k, float(r.correct)) for r in video_results])
    else:
        out["video_AA"] = None
    return out


# ---------------------------------------------------------------------------------------------
# MathReal


def mathreal(photo: list[ItemResult], clean: dict[str, ItemResult] | None = None) -> dict:
    """``clean``: default-view results by id, for the same variants' clean-image accuracy."""
    out = {"acc": _mean(r.score for r in photo), "acc_strict": _mean(float(r.correct) for r in photo),
           "n_items": len(photo)}
    pairs = [clean.get(r.item.parent_id) for r in photo] if clean else []
    pairs = [c for c in pairs if c is not None]
    if photo and clean is not None and len(pairs) == len(photo):
        out["clean_acc"] = _mean(c.score for c in pairs)
        out["clean_acc_strict"] = _mean(float(c.correct) for c in pairs)
        out["drop"] = out["clean_acc"] - out["acc"]
        out["drop_strict"] = out["clean_acc_strict"] - out["acc_strict"]
    else:
        out.update(clean_acc=None, clean_acc_strict=None, drop=None, drop_strict=None)
    return out


# ---------------------------------------------------------------------------------------------
# WE-MATH

WEMATH_KEYS = ("IK", "IG", "CM_strict", "RM_strict", "CM_loose", "RM_loose", "score_strict", "score_loose")


def classify_wemath(steps: list[bool], composite: bool) -> dict[str, bool]:
    """The four-dimensional class of one composite problem, strict and loose."""
    all_steps, any_step = all(steps), any(steps)
    return {
        "IK": (not all_steps) and not composite,
        "IG": all_steps and not composite,
        "CM_strict": all_steps and composite,
        "RM_strict": (not all_steps) and composite,
        "CM_loose": any_step and composite,
        "RM_loose": (not any_step) and composite,
    }


def wemath(subs: list[ItemResult], composites: dict[str, ItemResult]) -> dict:
    """``subs``: sub-question results; ``composites``: default-view results by id (= parent_id)."""
    steps: dict[str, list[tuple[int, bool]]] = defaultdict(list)
    for r in subs:
        steps[r.item.parent_id].append((r.item.step, bool(r.correct)))
    parents = [p for p in steps if p in composites]
    n = len(parents)
    if n == 0:
        return {**{k: None for k in WEMATH_KEYS}, "n_composites": 0, "counts": {}}
    counts = dict.fromkeys(("IK", "IG", "CM_strict", "RM_strict", "CM_loose", "RM_loose"), 0)
    for p in parents:
        cls = classify_wemath([ok for _, ok in sorted(steps[p])], bool(composites[p].correct))
        for key, hit in cls.items():
            counts[key] += int(hit)
    out = {
        "IK": counts["IK"] / n,
        "IG": counts["IG"] / n,
        "CM_strict": counts["CM_strict"] / n,
        "RM_strict": _ratio(counts["RM_strict"], counts["CM_strict"] + counts["RM_strict"]),
        "CM_loose": counts["CM_loose"] / n,
        "RM_loose": _ratio(counts["RM_loose"], counts["CM_loose"] + counts["RM_loose"]),
        "score_strict": (counts["CM_strict"] + 0.5 * counts["IG"]) / n,
        "score_loose": (counts["CM_loose"] + 0.5 * counts["IG"]) / n,
        "n_composites": n,
        "counts": counts,
    }
    return out


# ---------------------------------------------------------------------------------------------
# GeoEval


def geoeval(backward: list[ItemResult], text_only: list[ItemResult]) -> dict:
    return {"backward_accuracy": _mean(float(r.correct) for r in backward),
            "text_only_accuracy": _mean(float(r.correct) for r in text_only),
            "n_backward": len(backward), "n_text_only": len(text_only)}
