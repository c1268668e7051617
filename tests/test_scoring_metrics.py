"""Metrics against hand-computed values on constructed correct/incorrect patterns."""
import json
from pathlib import Path

import pytest

from dynaforge.scoring import score
from dynaforge.scoring.items import load_items
from dynaforge.scoring.metrics import classify_wemath
from dynaforge.scoring.oracle import oracle_response
from scoring_fixtures import make_release, multi, num, program, write_jsonl

WRONG = r"I think it is \boxed{-99999}"

# correctness pattern per (program, k)
DYNAMATH = {
    "p1": ("algebra", "elementary", [1, 1, 1]),
    "p2": ("algebra", "high_school", [1, 0, 1]),
    "p3": ("plane_geometry", "elementary", [0, 0, 0]),
    "p4": ("plane_geometry", "high_school", [1, 1, 0]),
}
# WE-MATH: (steps, composite) per k
WEMATH = [([1, 1], 1), ([1, 0], 1), ([0, 0], 1), ([1, 1], 0), ([0, 1], 0), ([0, 0], 0)]
# DynaSolidGeo: (correct, process score) per k
SOLID = {"cube": ("volume", [(1, 0.9), (1, 0.5), (0, 0.9)]),
         "angle3d": ("angle", [(1, 0.75), (0, 0.2), (1, 1.0)])}


@pytest.fixture(scope="module")
def release(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("metrics") / "rel"
    progs = [program(pid, topic=t, level=lv, k=3) for pid, (t, lv, _) in DYNAMATH.items()]
    progs.append(program("we", topic="arithmetic", level="elementary", k=len(WEMATH),
                         subquestions=lambda k: [num(100 + k), num(200 + k)]))
    for pid, (cat, _) in SOLID.items():
        progs.append(program(pid, topic="solid_geometry", level="high_school", category=cat, k=3))
    progs.append(program("pair", topic="arithmetic", level="elementary", k=3,
                         answer=lambda k: multi(num(3 + k), num(50)), views=("photo", "backward")))
    return make_release(root, progs)


def _preds(release: Path, drop=()):
    items = {it.id: it for it in load_items(release)}
    right = {i: oracle_response(it.answer) for i, it in items.items()}
    out = {}
    for pid, (_, _, pattern) in DYNAMATH.items():
        for k, c in enumerate(pattern):
            out[f"{pid}/{k}"] = {"response": right[f"{pid}/{k}"] if c else WRONG}
    for k, (steps, comp) in enumerate(WEMATH):
        out[f"we/{k}"] = {"response": right[f"we/{k}"] if comp else WRONG}
        for s, c in enumerate(steps, 1):
            out[f"we/{k}#sub{s}"] = {"response": right[f"we/{k}#sub{s}"] if c else WRONG}
    for pid, (_, pattern) in SOLID.items():
        for k, (c, ps) in enumerate(pattern):
            out[f"{pid}/{k}"] = {"response": right[f"{pid}/{k}"] if c else WRONG, "process_score": ps}
    for k in range(3):
        out[f"pair/{k}"] = {"response": right[f"pair/{k}"]}  # clean image: all right
    out["pair/0#photo"] = {"response": r"(1) \boxed{3} (2) \boxed{50}"}       # both parts
    out["pair/1#photo"] = {"response": r"(1) \boxed{4} (2) \boxed{51}"}       # one of two
    out["pair/2#photo"] = {"response": r"(1) \boxed{0} (2) \boxed{0}"}        # none
    out["pair/0#backward"] = {"response": right["pair/0#backward"]}
    out["pair/1#backward"] = {"response": WRONG}
    out["pair/2#backward"] = {"response": right["pair/2#backward"]}
    return [{"id": i, **v} for i, v in out.items() if i not in drop]


@pytest.fixture(scope="module")
def report(release, tmp_path_factory):
    d = tmp_path_factory.mktemp("metrics_out")
    return score(release, write_jsonl(d / "p.jsonl", _preds(release)), d / "out", plots=False)


def test_dynamath_hand_computed(report):
    # programs: p1 [1,1,1] p2 [1,0,1] p3 [0,0,0] p4 [1,1,0]; plus we (3/6 right), cube, angle3d, pair
    dm = report["dynamath"]
    sub = dm["by_topic"]
    assert sub["algebra"]["average_case"] == pytest.approx((1 + 2 / 3) / 2)
    assert sub["algebra"]["worst_case"] == pytest.approx(0.5)
    assert sub["algebra"]["reasoning_robustness"] == pytest.approx(0.5 / (5 / 6))
    assert sub["plane_geometry"]["average_case"] == pytest.approx((0 + 2 / 3) / 2)
    assert sub["plane_geometry"]["worst_case"] == 0.0
    assert sub["plane_geometry"]["reasoning_robustness"] == 0.0
    # all 8 programs: means 1, 2/3, 0, 2/3, we 3/6, cube 2/3, angle3d 2/3, pair 1
    means = [1, 2 / 3, 0, 2 / 3, 0.5, 2 / 3, 2 / 3, 1]
    worst = [1, 0, 0, 0, 0, 0, 0, 1]
    assert dm["n_programs"] == 8
    assert dm["average_case"] == pytest.approx(sum(means) / 8)
    assert dm["worst_case"] == pytest.approx(sum(worst) / 8)
    assert dm["reasoning_robustness"] == pytest.approx((2 / 8) / (sum(means) / 8))


def test_dynamath_by_level(report):
    lv = report["dynamath"]["by_level"]
    # elementary: p1 (1), p3 (0), we (0.5), pair (1); high_school: p2, p4, cube, angle3d
    assert lv["elementary"]["average_case"] == pytest.approx((1 + 0 + 0.5 + 1) / 4)
    assert lv["elementary"]["worst_case"] == pytest.approx(2 / 4)
    assert lv["high_school"]["average_case"] == pytest.approx(2 / 3)
    assert lv["high_school"]["worst_case"] == 0.0


def test_wemath_hand_computed(report):
    wm = report["wemath"]
    assert wm["n_composites"] == 6
    assert wm["counts"] == {"IK": 2, "IG": 1, "CM_strict": 1, "RM_strict": 2, "CM_loose": 2, "RM_loose": 1}
    assert wm["IK"] == pytest.approx(2 / 6)
    assert wm["IG"] == pytest.approx(1 / 6)
    assert wm["CM_strict"] == pytest.approx(1 / 6)
    assert wm["RM_strict"] == pytest.approx(2 / 3)      # RM / (CM + RM)
    assert wm["CM_loose"] == pytest.approx(2 / 6)
    assert wm["RM_loose"] == pytest.approx(1 / 3)
    assert wm["score_strict"] == pytest.approx((1 + 0.5 * 1) / 6)
    assert wm["score_loose"] == pytest.approx((2 + 0.5 * 1) / 6)


def test_wemath_classes():
    assert classify_wemath([True, False], True) == {"IK": False, "IG": False, "CM_strict": False,
                                                     "RM_strict": True, "CM_loose": True, "RM_loose": False}
    assert classify_wemath([False, False], True)["RM_loose"]
    assert classify_wemath([True, True], False)["IG"]
    assert classify_wemath([False, True], False)["IK"]


def test_solidgeo_hand_computed(report):
    sg = report["solidgeo"]
    assert sg["AA"] == pytest.approx((1 + 0.5 + 0.5) / 3)
    assert sg["PS"] == pytest.approx(((0.9 + 0.75) / 2 + (0.5 + 0) / 2 + (0 + 1.0) / 2) / 3)
    assert sg["PA"] == pytest.approx((1 + 0 + 0.5) / 3)
    vol, ang = sg["by_category"]["volume"], sg["by_category"]["angle"]
    assert vol["AA"] == pytest.approx(2 / 3) and vol["PS"] == pytest.approx(1.4 / 3) and vol["PA"] == pytest.approx(1 / 3)
    assert ang["PS"] == pytest.approx(1.75 / 3) and ang["PA"] == pytest.approx(2 / 3)
    assert sg["video_AA"] is None  # no video view in this release


def test_wrong_answer_process_score_counts_zero(report):
    # cube/2 is wrong with a judge score of 0.9: contributes 0 to PS
    assert report["solidgeo"]["by_category"]["volume"]["PS"] == pytest.approx((0.9 + 0.5 + 0) / 3)


def test_mathreal_loose_and_strict(report):
    mr = report["mathreal"]
    assert mr["acc"] == pytest.approx((1 + 0.5 + 0) / 3)
    assert mr["acc_strict"] == pytest.approx(1 / 3)
    assert mr["clean_acc"] == 1.0 and mr["drop"] == pytest.approx(0.5)
    assert mr["drop_strict"] == pytest.approx(2 / 3)


def test_geoeval_backward_and_absent_text_only(report):
    assert report["geoeval"]["backward_accuracy"] == pytest.approx(2 / 3)
    assert report["geoeval"]["text_only_accuracy"] is None


def test_items_record_extraction(report):
    items = {i["id"]: i for i in report["items"]}
    assert items["pair/1#photo"]["extracted"] == "4; 51"
    assert items["pair/1#photo"]["score"] == 0.5 and items["pair/1#photo"]["correct"] is False
    assert items["p2/1"]["extracted"] == "-99999"


def test_missing_predictions_are_wrong_and_listed(release, tmp_path):
    preds = _preds(release, drop={"p1/0", "we/0#sub1"})
    rep = score(release, write_jsonl(tmp_path / "p.jsonl", preds), tmp_path / "out", plots=False)
    assert rep["n_missing"] == 2 and set(rep["missing"]) == {"p1/0", "we/0#sub1"}
    assert rep["dynamath"]["by_topic"]["algebra"]["worst_case"] == 0.0
    assert rep["wemath"]["counts"]["RM_strict"] == 3  # we/0: composite right, a step now wrong


def test_absent_views_are_null_not_zero(release, tmp_path):
    preds = [p for p in _preds(release) if "#" not in p["id"]]
    rep = score(release, write_jsonl(tmp_path / "p.jsonl", preds), tmp_path / "out", plots=False)
    assert rep["views"] == ["default"]
    assert rep["mathreal"]["acc"] is None and rep["mathreal"]["acc_strict"] is None
    assert all(rep["wemath"][k] is None for k in ("IK", "IG", "CM_strict", "score_loose"))
    assert rep["geoeval"]["backward_accuracy"] is None
    assert rep["dynamath"]["average_case"] is not None


def test_ps_null_without_process_scores(release, tmp_path):
    preds = [{"id": p["id"], "response": p["response"]} for p in _preds(release)]
    rep = score(release, write_jsonl(tmp_path / "p.jsonl", preds), tmp_path / "out", plots=False)
    assert rep["solidgeo"]["AA"] is not None
    assert rep["solidgeo"]["PS"] is None and rep["solidgeo"]["PA"] is None


def test_views_override_counts_unanswered_views_missing(release, tmp_path):
    preds = [p for p in _preds(release) if "#" not in p["id"]]
    rep = score(release, write_jsonl(tmp_path / "p.jsonl", preds), tmp_path / "out", views="default,photo", plots=False)
    assert rep["views"] == ["default", "photo"]
    assert rep["mathreal"]["acc"] == 0.0 and rep["by_view"]["photo"]["n_missing"] == 3


def test_report_json_round_trips(report, release, tmp_path):
    rep = score(release, write_jsonl(tmp_path / "p.jsonl", _preds(release)), tmp_path / "out", plots=False)
    on_disk = json.loads((tmp_path / "out" / "report.json").read_text())
    assert on_disk["wemath"] == rep["wemath"]
