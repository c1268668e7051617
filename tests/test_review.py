"""Expert review without a server: the export, reading Label Studio exports (JSON and JSON_MIN),
the decisions file, the rule, and what the next release leaves out and reports.
(tests/test_review_label_studio.py runs the same loop against a real Label Studio.)"""
import json
from pathlib import Path

import pytest

from dynaforge.cli import main
from dynaforge.records import media_file, media_paths, read_jsonl, variant_sha256
from dynaforge.release.build import build_release
from dynaforge.review import export_review, resolve
from dynaforge.review.decisions import VIEWS, ReviewImportError, load_decisions, merge_decisions
from dynaforge.review.ingest import ingest, read_export
from test_pipeline import GOOD, SEEDS, build, params

pytestmark = pytest.mark.xdist_group("review")


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    """A built fixture batch inside a folder that looks like a dynaforge project, with its export."""
    root = tmp_path_factory.mktemp("review")
    built = build(root, params())
    (root / "dvc.yaml").write_text("stages: {}\n")
    (root / "params.yaml").write_text("{}\n")
    export_review(built["data"] / "validated", built["data"], built["data"] / "review")
    tasks = json.loads((built["data"] / "review" / "tasks.json").read_text())
    return {"root": root, "data": built["data"], "tasks": {t["data"]["variant"]: t["data"] for t in tasks},
            "records": read_jsonl(built["data"] / "validated" / "records.jsonl")}


def annotation(choice, views=(), comment="", who=1, at="2026-01-01T00:00:00Z", aid=1, cancelled=False):
    result = [{"from_name": "decision", "type": "choices", "value": {"choices": [choice]}}] if choice else []
    if views:
        result.append({"from_name": "views_rejected", "type": "choices", "value": {"choices": list(views)}})
    if comment:
        result.append({"from_name": "comment", "type": "textarea", "value": {"text": [comment]}})
    return {"id": aid, "completed_by": who, "result": result, "updated_at": at, "was_cancelled": cancelled}


def export_file(path: Path, tasks: list[dict]) -> Path:
    path.write_text(json.dumps(tasks, indent=1))
    return path


USERS = {1: "alice@example.com", 2: "bob@example.com"}.get


def decisions_from(tasks):
    found = ingest(((f"task {i}", t) for i, t in enumerate(tasks)), "test", USERS)
    assert not found.problems, found.problems
    return found.decisions


# --- the export --------------------------------------------------------------------------------

def test_tasks_carry_variant_and_hashes_and_show_every_view(project):
    review = project["data"] / "review"
    for record in project["records"]:
        data = project["tasks"][record["id"]]
        assert "id" not in data  # Label Studio owns a task's id
        assert data["variant_sha256"] == variant_sha256(record, project["data"])
        assert data["program_sha256"] == record["program_sha256"]
        html = data["views_html"]
        assert record["question"].split()[0] in html and "Answer:" in html
        for option in record["answer"].get("options", []):
            assert option in html
        names = [c["value"] for c in data["view_choices"]]
        assert set(names) <= set(VIEWS) and "photo" in names
        assert ("video" in names) == bool(record["video"]) == ("<video" in html)
        assert ("backward" in names) == bool(record["backward"])
        assert ("subquestions" in names) == bool(record["subquestions"])
        for url in [data["image"], data["video"], *html.split('src="')[1:]]:
            if url:
                rel = url.split('"')[0].removeprefix("/data/local-files/?d=")
                assert (review / rel).is_file(), rel
    assert (review / "gallery.html").read_text().count("<section") == len(project["records"])


def test_media_are_links_named_by_content(project):
    record = project["records"][0]
    image = project["tasks"][record["id"]]["image"].removeprefix("/data/local-files/?d=")
    media = project["data"] / "review" / image
    assert media.stat().st_ino == media_file(project["data"], record["image"]).stat().st_ino
    assert media.name.startswith(f"{record['program_id']}__") and len(media.suffixes) == 2


def test_choice_tasks_show_every_option_and_mark_the_correct_one(project):
    from dynaforge.review.export import views_html

    record = {**project["records"][0], "answer": {"type": "choice", "value": "B", "options": ["12", "15", "18"]}}
    html = views_html(record, {rel: rel for rel in media_paths(record)})
    assert "A. 12" in html and "<b>B. 15 ✓</b>" in html and "C. 18" in html and "Answer:</b> B. 15" in html


# --- reading exports ---------------------------------------------------------------------------

def test_json_export_problems_are_reported_with_their_line_and_the_rest_imported(project, tmp_path):
    good = next(iter(project["tasks"].values()))
    tasks = [
        {"id": 1, "data": good, "annotations": [annotation("Accept")]},
        {"id": 2, "data": {**good, "variant": "Not An Id!"}, "annotations": [annotation("Reject variant")]},
        {"id": 3, "data": {**good, "variant_sha256": "x"}, "annotations": [annotation("Accept")]},
        {"id": 4, "data": good, "annotations": [annotation("Reject views")]},
        {"id": 5, "data": good, "annotations": [annotation("Maybe")]},
    ]
    items = read_export(export_file(tmp_path / "export.json", tasks))
    found = ingest(items, "file", USERS)
    assert len(found.decisions) == 1 and found.decisions[0]["reviewer"] == "alice@example.com"
    lines = (tmp_path / "export.json").read_text().splitlines()
    assert len(found.problems) == 4
    for problem, task_id in zip(found.problems, (2, 3, 4, 5)):
        number = int(problem.split(" line ")[1].split()[0])
        assert lines[number - 1].strip() == "{" and f'"id": {task_id},' in lines[number], problem
        assert f"Label Studio task {task_id}" in problem
    assert "'Not An Id!'" in found.problems[0] and "no view ticked" in found.problems[2]


def test_json_min_export_reads_like_json(project):
    data = project["tasks"][f"{GOOD[1]}/0"]
    rows = [
        {**data, "id": 7, "decision": "Reject views", "views_rejected": "photo", "comment": "blurred",
         "annotator": 2, "annotation_id": 9, "updated_at": "2026-01-02T00:00:00Z"},
        {**data, "id": 8, "decision": "Reject views", "views_rejected": {"choices": ["photo", "video"]},
         "annotator": 1, "annotation_id": 10, "updated_at": "2026-01-02T00:00:00Z"},
        {**data, "id": 9, "annotator": None, "annotation_id": None},  # a task nobody annotated
    ]
    found = ingest(((f"row {i}", r) for i, r in enumerate(rows)), "file", USERS)
    assert not found.problems
    assert [(d["reviewer"], d["scope"], d["views"], d.get("comment")) for d in found.decisions] == [
        ("bob@example.com", "views", ["photo"], "blurred"), ("alice@example.com", "views", ["video", "photo"], None)]


def test_a_reviewer_without_a_name_is_not_stored_as_a_bare_number(project):
    data = next(iter(project["tasks"].values()))
    found = ingest([("t", {"id": 1, "data": data, "annotations": [annotation("Accept", who=42)]})], "file")
    assert found.decisions[0]["reviewer"] == "label-studio user 42" and found.unnamed_reviewers == {42}


# --- the rule ----------------------------------------------------------------------------------

def test_the_rule_stale_unknown_disagreement_skip_and_counts(project):
    t = project["tasks"]
    a, b, c, d = (f"{GOOD[0]}/0", f"{GOOD[0]}/1", f"{GOOD[1]}/0", f"{GOOD[1]}/1")
    tasks = [
        {"id": 1, "data": t[a], "annotations": [annotation("Accept", who=1)]},
        {"id": 2, "data": t[b], "annotations": [annotation("Reject variant", comment="wrong", who=1),
                                                annotation("Accept", who=2, aid=2)]},
        {"id": 3, "data": t[c], "annotations": [annotation("Reject views", views=["photo"], who=1),
                                                annotation(None, who=2, aid=3, cancelled=True)]},
        {"id": 4, "data": {**t[d], "variant_sha256": "0" * 64}, "annotations": [annotation("Reject variant")]},
        {"id": 5, "data": {**t[d], "variant": "gone_program/3"}, "annotations": [annotation("Reject variant")]},
    ]
    outcome = resolve(decisions_from(tasks), project["records"], project["data"])
    assert set(outcome.rejected) == {b} and outcome.rejected_views == {c: (["photo"], outcome.rejected_views[c][1])}
    assert [s["id"] for s in outcome.stale] == [d] and [u["id"] for u in outcome.unknown] == ["gone_program/3"]
    assert outcome.disagreements == {b: "alice@example.com: reject variant; bob@example.com: accept"}
    assert outcome.skipped == {c: ["bob@example.com"]}
    counts = outcome.counts()
    assert counts["reviewed"] == 3 and counts["accepted"] == 2 and counts["rejected"] == 1
    assert counts["accepted"] + counts["rejected"] + counts["never_reviewed"] == counts["variants"] == len(GOOD) * SEEDS
    report = "\n".join(outcome.report())
    assert f"disagreement: {b}" in report and "a rejection wins" in report and f"stale: {d}" in report
    assert "unknown: gone_program/3" in report and f"skipped: {c} by bob@example.com" in report


def test_undoing_a_program_rejection_undoes_it(project):
    t = project["tasks"][f"{GOOD[0]}/2"]
    rejected = decisions_from([{"id": 1, "data": t, "annotations": [annotation("Reject program", at="2026-01-01T00:00:00Z")]}])
    outcome = resolve(rejected, project["records"], project["data"])
    assert len(outcome.rejected) == SEEDS and "on " + t["variant"] in next(iter(outcome.rejected.values()))
    undone = merge_decisions(rejected, decisions_from(
        [{"id": 1, "data": t, "annotations": [annotation("Accept", at="2026-01-03T00:00:00Z")]}]))
    assert len(undone) == 1 and not resolve(undone, project["records"], project["data"]).rejected
    older = merge_decisions(undone, rejected)  # an older export imported later does not win
    assert older == undone


def test_a_program_rejection_goes_stale_when_the_program_changes(project):
    t = project["tasks"][f"{GOOD[0]}/2"]
    [decision] = decisions_from([{"id": 1, "data": {**t, "program_sha256": "1" * 64},
                                  "annotations": [annotation("Reject program")]}])
    outcome = resolve([decision], project["records"], project["data"])
    assert not outcome.rejected and outcome.stale == [decision]


# --- the decisions file and the release --------------------------------------------------------

def test_the_release_leaves_out_what_review_rejected_and_counts_it(project, tmp_path):
    t = project["tasks"]
    rejected, partial = f"{GOOD[0]}/1", f"{GOOD[1]}/0"
    export = export_file(tmp_path / "export.json", [
        {"id": 1, "data": t[rejected], "annotations": [annotation("Reject variant", comment="label C is misplaced")]},
        {"id": 2, "data": t[partial], "annotations": [annotation("Reject views", views=["photo", "video"])]},
        {"id": 3, "data": t[f"{GOOD[0]}/0"], "annotations": [annotation("Accept", who=2)]},
    ])
    decisions = tmp_path / "decisions.jsonl"
    (tmp_path / "dvc.yaml").write_text("stages: {}\n")
    (tmp_path / "params.yaml").write_text("{}\n")
    assert main(["review", "import", str(export), "--decisions", str(decisions)]) == 0
    release = build_release(project["data"] / "validated", project["data"], tmp_path / "releases",
                            params(version="9.9.20"), decisions)
    manifest = json.loads((release / "manifest.json").read_text())
    assert [(e["id"], e.get("views")) for e in manifest["excluded"]] == [(rejected, None), (partial, ["video", "photo"])]
    assert "misplaced" in manifest["excluded"][0]["reason"]
    total = len(GOOD) * SEEDS
    assert manifest["rows"]["default"] == total - 1
    assert manifest["rows"]["photo"] == total - 2 and manifest["rows"]["video"] == SEEDS - 1
    review = manifest["review"]
    assert (review["reviewed"], review["accepted"], review["rejected"], review["never_reviewed"]) == (3, 2, 1, total - 3)
    assert review["views_rejected"] == {"photo": 1, "video": 1}
    card = (release / "README.md").read_text()
    assert f"| {total} | 3 | 2 | 1 | {total - 3} |" in card and "photo 1" in card


def test_a_broken_decisions_line_is_an_error_naming_it_not_a_traceback(project, tmp_path):
    decisions = tmp_path / "decisions.jsonl"
    decisions.write_text('{"id": "x/1", "decision": "reject"}\n')
    with pytest.raises(ReviewImportError, match=r"decisions.jsonl line 1: not a review decision"):
        load_decisions(decisions)
    with pytest.raises(ReviewImportError, match="line 1"):
        build_release(project["data"] / "validated", project["data"], tmp_path / "releases",
                      params(version="9.9.21"), decisions)


def test_import_resolves_paths_in_the_project_it_runs_in_and_reports_bad_lines(project, tmp_path, monkeypatch, capsys):
    good = project["tasks"][f"{GOOD[0]}/0"]
    export = export_file(tmp_path / "export.json", [
        {"id": 1, "data": good, "annotations": [annotation("Reject variant", comment="no")]},
        {"id": 2, "data": {**good, "variant": "bad id"}, "annotations": [annotation("Accept")]}])
    monkeypatch.chdir(project["data"])  # inside the project, below its root
    assert main(["review", "import", str(export)]) == 1
    out = capsys.readouterr()
    line = (tmp_path / "export.json").read_text().splitlines().index(' {', 2) + 1  # where task 2 starts
    assert f"export.json line {line} (Label Studio task 2): malformed or missing variant id 'bad id'" in out.err
    written = load_decisions(project["root"] / "reviews" / "decisions.jsonl")
    assert [(d["id"], d["decision"]) for d in written] == [(f"{GOOD[0]}/0", "reject")]
    assert f"current build: {len(GOOD) * SEEDS} variants; 1 reviewed, 0 accepted, 1 rejected" in out.out
    (project["root"] / "reviews" / "decisions.jsonl").unlink()
    monkeypatch.chdir(tmp_path.anchor)
    assert main(["review", "status"]) == 2
    assert "not inside a dynaforge project" in capsys.readouterr().err


def test_the_schemas_name_the_same_views_as_the_code():
    from dynaforge.config import SCHEMAS_DIR

    decision = json.loads((SCHEMAS_DIR / "review_decision.schema.json").read_text())
    manifest = json.loads((SCHEMAS_DIR / "release_manifest.schema.json").read_text())
    assert tuple(decision["properties"]["views"]["items"]["enum"]) == VIEWS
    assert tuple(manifest["properties"]["excluded"]["items"]["properties"]["views"]["items"]["enum"]) == VIEWS


def test_a_pull_is_the_projects_whole_state_so_a_deleted_annotation_is_gone(project):
    t = project["tasks"]
    source = "label-studio http://ls project 3"
    first = [{"id": 1, "data": t[f"{GOOD[0]}/0"], "annotations": [annotation("Reject variant", who=1)]},
             {"id": 2, "data": t[f"{GOOD[0]}/1"], "annotations": [annotation("Accept", who=2)]}]
    pulled = ingest((("", x) for x in first), source, USERS).decisions  # as read through the API
    from_file = ingest([("f line 2", {"id": 9, "data": t[f"{GOOD[1]}/0"], "annotations": [annotation("Accept")]})],
                       "file export.json", USERS).decisions
    state = merge_decisions(merge_decisions([], from_file), pulled, complete_source=source)
    assert len(state) == 3
    second = ingest([("", first[1])], source, USERS).decisions  # task 1's annotation deleted
    state = merge_decisions(state, second, complete_source=source)
    assert sorted(d["id"] for d in state) == sorted([f"{GOOD[0]}/1", f"{GOOD[1]}/0"])
    assert merge_decisions(state, [], complete_source="label-studio http://other project 3") == state
