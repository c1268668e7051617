"""End to end: oracle = 1.0 everywhere, report schema, CLI errors, input formats, exports round trip."""
import base64
import io
import json
from pathlib import Path

import jsonschema
import pandas as pd
import pytest

from dynaforge.config import SCHEMAS_DIR
from dynaforge.scoring import score
from dynaforge.scoring.cli import add_parser, main
from dynaforge.scoring.export import export_vlmevalkit
from dynaforge.scoring.items import load_items
from dynaforge.scoring.oracle import oracle_response
from scoring_fixtures import PNG, full_release, oracle_preds, write_jsonl


@pytest.fixture(scope="module")
def release(tmp_path_factory) -> Path:
    return full_release(tmp_path_factory.mktemp("e2e") / "rel")


@pytest.fixture(scope="module")
def oracle_report(release, tmp_path_factory):
    d = tmp_path_factory.mktemp("oracle")
    rep = score(release, write_jsonl(d / "p.jsonl", oracle_preds(release)), d / "out")
    return rep, d / "out"


ONE = {"accuracy": None, "dynamath": ["average_case", "worst_case", "reasoning_robustness"],
       "solidgeo": ["AA", "PS", "PA", "video_AA"], "mathreal": ["acc", "acc_strict", "clean_acc"],
       "wemath": ["CM_strict", "CM_loose", "score_strict", "score_loose"],
       "geoeval": ["backward_accuracy", "text_only_accuracy"]}


def test_oracle_scores_one_on_every_metric(oracle_report):
    rep, _ = oracle_report
    assert rep["accuracy"] == 1.0 and rep["n_missing"] == 0
    for block, keys in ONE.items():
        for key in keys or []:
            assert rep[block][key] == 1.0, (block, key)
    for key in ("IK", "IG", "RM_strict", "RM_loose"):  # error rates: 0 for a perfect model
        assert rep["wemath"][key] == 0.0
    assert rep["mathreal"]["drop"] == 0.0
    for block in rep["dynamath"]["by_topic"].values():
        assert block["average_case"] == block["worst_case"] == block["reasoning_robustness"] == 1.0
    for block in rep["solidgeo"]["by_category"].values():
        assert block["AA"] == block["PS"] == block["PA"] == 1.0
    assert all(i["correct"] and i["score"] == 1.0 for i in rep["items"])


def test_report_valid_against_schema(oracle_report):
    _, out = oracle_report
    schema = json.loads((SCHEMAS_DIR / "score_report.schema.json").read_text())
    jsonschema.validate(json.loads((out / "report.json").read_text()), schema)


def test_report_has_design_keys_only_plus_extras(oracle_report):
    rep, _ = oracle_report
    design = {"accuracy", "n_items", "n_missing", "dynamath", "solidgeo", "mathreal", "wemath", "geoeval", "items"}
    assert design <= set(rep)
    assert set(rep) - design <= {"missing", "views", "by_view", "rules_version", "release", "predictions",
                                 "n_ignored_predictions", "by_difficulty_level"}
    assert set(rep["items"][0]) == {"id", "extracted", "correct", "score", "explanation"}


def test_report_md_and_plots(oracle_report):
    _, out = oracle_report
    md = (out / "report.md").read_text()
    assert "Average-case accuracy" in md and "| ALL |" in md.replace("| metric | ALL |", "| ALL |")
    assert "AA / PS / PA" in md and "Acc_str" in md and "IK | IG | CM | RM" in md
    for name in ("average_vs_worst.png", "reasoning_robustness.png"):
        assert (out / name).read_bytes()[:8] == PNG[:8]


def test_predictions_schema_accepts_ours(release):
    schema = json.loads((SCHEMAS_DIR / "predictions.schema.json").read_text())
    for p in oracle_preds(release):
        jsonschema.validate(p, schema)


# ------------------------------------------------------------------ CLI


def run(capsys, *argv):
    code = main(list(map(str, argv)))
    cap = capsys.readouterr()
    return code, cap.out, cap.err


def test_cli_score_prints_table(release, tmp_path, capsys):
    preds = write_jsonl(tmp_path / "p.jsonl", oracle_preds(release))
    code, out, err = run(capsys, "score", "--release", release, "--predictions", preds, "--out", tmp_path / "o",
                         "--no-plots")
    assert code == 0 and "DynaMath worst-case" in out and "100.0%" in out and err == ""


def test_add_parser_sets_func():
    import argparse

    parser = argparse.ArgumentParser()
    add_parser(parser.add_subparsers(dest="cmd"))
    for argv in (["score", "--release", "r", "--predictions", "p", "--out", "o"],
                 ["judge", "--release", "r", "--predictions", "p", "--out", "o", "--base-url", "u", "--model", "m"],
                 ["export", "vlmevalkit", "--release", "r", "--out", "o"]):
        assert callable(parser.parse_args(argv).func)


def _bad(capsys, release, tmp_path, content: bytes, name="p.jsonl"):
    path = tmp_path / name
    path.write_bytes(content)
    code, out, err = run(capsys, "score", "--release", release, "--predictions", path, "--out", tmp_path / "o")
    assert code == 2
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err
    return err


def test_malformed_json_reports_line_number(release, tmp_path, capsys):
    good = json.dumps({"id": "lines/0", "response": "1"})
    err = _bad(capsys, release, tmp_path, f"{good}\n\n{{\"id\": \"lines/1\", \"response\": }}\n".encode())
    assert "p.jsonl:3" in err and "malformed JSON" in err


def test_unknown_id(release, tmp_path, capsys):
    err = _bad(capsys, release, tmp_path, b'{"id": "nope/0", "response": "1"}\n')
    assert "not in the release" in err and "nope/0" in err


def test_duplicate_id(release, tmp_path, capsys):
    line = b'{"id": "lines/0", "response": "1"}\n'
    assert "duplicate" in _bad(capsys, release, tmp_path, line + line)


def test_empty_file(release, tmp_path, capsys):
    assert "empty" in _bad(capsys, release, tmp_path, b"  \n")


def test_binary_file(release, tmp_path, capsys):
    assert "not a text file" in _bad(capsys, release, tmp_path, PNG)


def test_not_utf8(release, tmp_path, capsys):
    assert "UTF-8" in _bad(capsys, release, tmp_path, b'{"id": "lines/0", "response": "\xff\xfe"}\n')


def test_missing_response_field(release, tmp_path, capsys):
    assert "p.jsonl:1: missing \"response\"" in _bad(capsys, release, tmp_path, b'{"id": "lines/0"}\n')


# ------------------------------------------------------------------ a prediction without a response


GOOD = b'{"id": "lines/0", "response": "1"}\n'


def test_null_response_names_line(release, tmp_path, capsys):
    err = _bad(capsys, release, tmp_path, GOOD + b'{"id": "lines/1", "response": null}\n')
    assert "p.jsonl:2: missing \"response\"" in err


def test_empty_string_response_is_an_answer(release, tmp_path):
    rep = score(release, write_jsonl(tmp_path / "p.jsonl", [{"id": "lines/0", "response": ""}]), tmp_path / "o",
                plots=False)
    assert {i["id"]: i for i in rep["items"]}["lines/0"]["correct"] is False


def test_json_list_null_response_names_entry(release, tmp_path, capsys):
    content = b'[{"id": "lines/0", "response": "1"}, {"id": "lines/1", "response": null}]'
    assert "p.json: entry 2: missing" in _bad(capsys, release, tmp_path, content, name="p.json")


def test_vlmevalkit_xlsx_blank_prediction_names_row(release, tmp_path, capsys):
    buf = io.BytesIO()
    pd.DataFrame({"index": [0, 1, 2], "prediction": ["1", "2", None]}).to_excel(buf, index=False)
    err = _bad(capsys, release, tmp_path, buf.getvalue(), name="p.xlsx")
    assert "p.xlsx: row 4: missing \"prediction\"" in err  # the header is row 1


def test_vlmevalkit_tsv_short_row_names_line(release, tmp_path, capsys):
    err = _bad(capsys, release, tmp_path, b"index\tprediction\n0\t1\n1\n", name="p.tsv")
    assert "p.tsv:3: missing \"prediction\"" in err


def test_vlmevalkit_tsv_empty_field_is_an_answer(release, tmp_path):
    (tmp_path / "p.tsv").write_text("index\tprediction\n0\t\n")
    assert score(release, tmp_path / "p.tsv", tmp_path / "o", plots=False)["n_items"] > 0


def test_vlmevalkit_json_null_prediction_names_entry(release, tmp_path, capsys):
    content = b'[{"index": 0, "prediction": "1"}, {"index": 1, "prediction": null}]'
    assert "p.json: entry 2: missing \"prediction\"" in _bad(capsys, release, tmp_path, content, name="p.json")


def test_lmms_eval_sample_without_response_names_line(release, tmp_path, capsys):
    content = b'{"doc_id": 0, "doc": {"id": "lines/0"}, "filtered_resps": ["1"]}\n{"doc_id": 1, "doc": {"id": "lines/1"}}\n'
    err = _bad(capsys, release, tmp_path, content, name="t_samples_default.jsonl")
    assert "t_samples_default.jsonl:2: missing" in err and "resps" in err


def test_lmms_eval_empty_resps_names_line(release, tmp_path, capsys):
    content = b'{"doc_id": 0, "doc": {"id": "lines/0"}, "filtered_resps": [], "resps": [[]]}\n'
    assert "s.jsonl:1: missing" in _bad(capsys, release, tmp_path, content, name="s.jsonl")


def test_lmms_eval_null_dynaforge_response_falls_back_to_filtered(release, tmp_path):
    line = {"doc_id": 0, "dynaforge": {"id": "lines/0", "response": None}, "filtered_resps": [r"\boxed{10}"]}
    rep = score(release, write_jsonl(tmp_path / "s.jsonl", [line]), tmp_path / "o", plots=False)
    assert {i["id"]: i for i in rep["items"]}["lines/0"]["correct"]


def test_process_score_out_of_range(release, tmp_path, capsys):
    assert "outside [0, 1]" in _bad(capsys, release, tmp_path,
                                    b'{"id": "lines/0", "response": "1", "process_score": 3}\n')


def test_missing_predictions_file(release, tmp_path, capsys):
    code, _, err = run(capsys, "score", "--release", release, "--predictions", tmp_path / "none.jsonl",
                       "--out", tmp_path / "o")
    assert code == 2 and "no such file" in err


def test_bad_release(tmp_path, capsys):
    preds = write_jsonl(tmp_path / "p.jsonl", [{"id": "a/0", "response": "1"}])
    code, _, err = run(capsys, "score", "--release", tmp_path, "--predictions", preds, "--out", tmp_path / "o")
    assert code == 2 and "no release" in err


def test_unknown_view(release, tmp_path, capsys):
    preds = write_jsonl(tmp_path / "p.jsonl", oracle_preds(release)[:1])
    code, _, err = run(capsys, "score", "--release", release, "--predictions", preds, "--out", tmp_path / "o",
                       "--views", "default,bogus")
    assert code == 2 and "bogus" in err


# ------------------------------------------------------------------ input formats and exports


def _answers(release):
    return {it.id: it.answer for it in load_items(release)}


def test_vlmevalkit_xlsx_round_trip(release, tmp_path):
    out = export_vlmevalkit(release, tmp_path / "lmu", views="default,photo")
    frames = [pd.read_csv(f, sep="\t") for f in out["files"]]
    mcq = pd.read_csv(tmp_path / "lmu" / "DynaForge_v0_0_1_default_MCQ.tsv", sep="\t")
    assert {"index", "image", "question", "answer", "A", "B", "C"} <= set(mcq.columns)
    assert base64.b64decode(mcq["image"][0])[:8] == PNG[:8]
    pick = mcq[mcq["id"] == "pick/1"].iloc[0]
    assert pick["answer"] == "B" and float(pick["B"]) == 25 and "Choices:" not in pick["question"]
    answers = _answers(release)
    for n, df in enumerate(frames):
        df["prediction"] = [oracle_response(answers[i]) for i in df["id"]]
        # VLMEvalKit writes its predictions as xlsx with the dataset's columns minus the image
        df.drop(columns=["image", "id"]).to_excel(tmp_path / f"m_{out['datasets'][n]}.xlsx", index=False)
    rep = score(release, [tmp_path / f"m_{d}.xlsx" for d in out["datasets"]], tmp_path / "o", plots=False)
    assert rep["views"] == ["default", "photo"] and rep["accuracy"] == 1.0 and rep["n_missing"] == 0


def test_vlmevalkit_tsv_and_json(release, tmp_path):
    out = export_vlmevalkit(release, tmp_path / "lmu")
    df = pd.concat([pd.read_csv(f, sep="\t") for f in out["files"]])
    answers = _answers(release)
    df["prediction"] = [oracle_response(answers[i]) for i in df["id"]]
    df[["index", "prediction"]].to_csv(tmp_path / "pred.tsv", sep="\t", index=False)
    assert score(release, tmp_path / "pred.tsv", tmp_path / "o1", plots=False)["accuracy"] == 1.0
    (tmp_path / "pred.json").write_text(df[["index", "prediction"]].to_json(orient="records"))
    assert score(release, tmp_path / "pred.json", tmp_path / "o2", plots=False)["accuracy"] == 1.0


def test_lmms_eval_doc_field_fallback(release, tmp_path):
    line = {"doc_id": 0, "doc": {"id": "lines/0"}, "resps": [["wrong"]], "filtered_resps": [r"\boxed{10}"]}
    rep = score(release, write_jsonl(tmp_path / "s.jsonl", [line]), tmp_path / "o", plots=False)
    assert {i["id"]: i for i in rep["items"]}["lines/0"]["correct"]


def test_cli_export(release, tmp_path, capsys):
    code, out, err = run(capsys, "export", "vlmevalkit", "--release", release, "--out", tmp_path / "lmu",
                         "--views", "default,video")
    assert code == 0 and (tmp_path / "lmu" / "DynaForge_v0_0_1_default_MCQ.tsv").exists()
    assert "--mode infer" in out and "left out: video" in err
    code, out, _ = run(capsys, "export", "lmms-eval", "--release", release, "--out", tmp_path / "lm",
                       "--views", "default,photo")
    assert code == 0 and (tmp_path / "lm" / "dynaforge_v0_0_1_photo.yaml").exists()
    code, out, _ = run(capsys, "export", "inspect", "--release", release, "--out", tmp_path / "ins")
    assert code == 0 and (tmp_path / "ins" / "dynaforge_v0_0_1.py").exists()


def test_hub_id_with_revision(release, tmp_path, monkeypatch):
    import huggingface_hub

    calls = []

    def fake_snapshot_download(repo_id, repo_type=None, revision=None, **kw):
        calls.append((repo_id, repo_type, revision))
        return str(release)

    monkeypatch.setattr(huggingface_hub, "snapshot_download", fake_snapshot_download)
    preds = write_jsonl(tmp_path / "p.jsonl", oracle_preds(release, ["default"]))
    rep = score("my-org/dynaforge@v0.1.0", preds, tmp_path / "o", plots=False)
    assert calls == [("my-org/dynaforge", "dataset", "v0.1.0")] and rep["accuracy"] == 1.0


def test_hub_failure_is_one_line(tmp_path, capsys, monkeypatch):
    import huggingface_hub

    def boom(*a, **kw):
        raise ConnectionError("offline\nsecond line")

    monkeypatch.setattr(huggingface_hub, "snapshot_download", boom)
    preds = write_jsonl(tmp_path / "p.jsonl", [{"id": "a/0", "response": "1"}])
    code, _, err = run(capsys, "score", "--release", "my-org/none", "--predictions", preds, "--out", tmp_path / "o")
    assert code == 2 and err.count("\n") == 1 and "my-org/none" in err


# ------------------------------------------------------------------ --answered-only


def test_answered_only_scores_the_answered_subset(release, tmp_path, capsys):
    preds = oracle_preds(release, ["default"])[:3]
    p = write_jsonl(tmp_path / "p.jsonl", preds)
    full = score(release, p, tmp_path / "full", plots=False)
    assert full["n_missing"] == full["n_items"] - 3 and "answered_only" not in full
    assert main(["score", "--release", str(release), "--predictions", str(p), "--out", str(tmp_path / "out"),
                 "--answered-only", "--no-plots"]) == 0
    assert "answered only: scored the 3 of" in capsys.readouterr().out
    rep = json.loads((tmp_path / "out" / "report.json").read_text())
    assert rep["answered_only"] is True and rep["items_answered"] == 3
    assert rep["items_total"] == full["n_items"]
    assert rep["n_items"] == 3 and rep["n_missing"] == 0 and rep["missing"] == [] and rep["accuracy"] == 1.0
    jsonschema.validate(rep, json.loads((SCHEMAS_DIR / "score_report.schema.json").read_text()))
    md = (tmp_path / "out" / "report.md").read_text()
    assert f"**Answered only**: 3 of {full['n_items']} items" in md


def test_answered_only_wrong_answers_still_count(release, tmp_path):
    preds = oracle_preds(release, ["default"])[:2]
    preds[0]["response"] = "no idea"
    rep = score(release, write_jsonl(tmp_path / "p.jsonl", preds), tmp_path / "out", plots=False,
                answered_only=True)
    assert rep["n_items"] == 2 and rep["accuracy"] == 0.5


def test_answered_only_without_any_answer_in_views(release, tmp_path, capsys):
    p = write_jsonl(tmp_path / "p.jsonl", oracle_preds(release, ["default"])[:1])
    assert main(["score", "--release", str(release), "--predictions", str(p), "--out", str(tmp_path / "out"),
                 "--views", "photo", "--answered-only", "--no-plots"]) == 2
    assert "--answered-only: no prediction" in capsys.readouterr().err
