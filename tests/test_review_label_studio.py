"""The review loop against a real Label Studio on 127.0.0.1 (slow).

A project copy is built with `dvc repro`; Label Studio (the version pinned in pyproject.toml's
`label-studio` extra, installed by scripts/label_studio.sh into its own environment) is started by
that script, so it serves the project's media exactly as the docs say. Then: push (twice), fetch an
image and a video through the server, annotate through the API (accept; reject a variant with a
comment; reject a program and undo it; two reviewers who disagree; a skip; a decision on content an
older build had; one on a variant that no longer exists), pull, import a JSON_MIN export, bump the
version and `dvc repro` again: the release leaves out exactly what it should and its card counts match.
"""
import json
import os
import shutil
import signal
import subprocess
import time

import pytest
import requests
import yaml

from dynaforge.cli import main
from dynaforge.config import ROOT
from dynaforge.review.decisions import load_decisions
from projects import dvc, free_port, make_project, program_source

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("label_studio")]
PROGRAMS = ["triangle_exterior_angle", "cuboid_space_diagonal"]
TOKEN = "dynaforge-test-token-0123456789"
ADMIN = ("admin@example.com", "admin-pass-123")


def ok(run: subprocess.CompletedProcess, what: str) -> subprocess.CompletedProcess:
    assert run.returncode == 0, f"{what} failed:\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}"
    return run


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    project = make_project(tmp_path_factory.mktemp("review_ls"), {p: program_source(p) for p in PROGRAMS}, seeds=3)
    (project / "scripts").mkdir()
    for script in ("label_studio.sh", "isolated_env.sh"):
        shutil.copy(ROOT / "scripts" / script, project / "scripts")
    (project / "constraints").mkdir()
    shutil.copy(ROOT / "constraints" / "label-studio.txt", project / "constraints")
    shutil.copy(ROOT / "pyproject.toml", project)
    ok(dvc(project, "repro"), "dvc repro")
    return project


@pytest.fixture(scope="module")
def server(project, tmp_path_factory):
    install = subprocess.run(["bash", "scripts/label_studio.sh", "install"], cwd=project, capture_output=True,
                             text=True, timeout=1800)
    if install.returncode != 0:
        pytest.fail(f"Label Studio could not be installed here: {install.stderr.strip()[-500:]}")
    port, data = free_port(), tmp_path_factory.mktemp("label_studio_data")
    log = open(data / "server.log", "w")
    process = subprocess.Popen(
        ["bash", "scripts/label_studio.sh", "start", "--no-browser", "--internal-host", "127.0.0.1",
         "--port", str(port), "--username", ADMIN[0], "--password", ADMIN[1], "--user-token", TOKEN,
         "--enable-legacy-api-token"],
        cwd=project, env={**os.environ, "LABEL_STUDIO_BASE_DATA_DIR": str(data)}, stdout=log,
        stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                if requests.get(f"{url}/health", timeout=2).ok:
                    break
            except requests.RequestException:
                pass
            assert process.poll() is None, (data / "server.log").read_text()[-3000:]
            time.sleep(1)
        else:
            pytest.fail("Label Studio did not answer within 300 s:\n" + (data / "server.log").read_text()[-3000:])
        yield url
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=60)
        log.close()


@pytest.fixture(scope="module")
def api(server):
    session = requests.Session()
    session.headers["Authorization"] = f"Token {TOKEN}"
    return session


def run_cli(project, monkeypatch, capsys, *args) -> tuple[int, str, str]:
    monkeypatch.chdir(project)
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_push_annotate_pull_and_rebuild(project, server, api, monkeypatch, capsys):
    review = ["--url", server, "--api-key", TOKEN]
    code, out, err = run_cli(project, monkeypatch, capsys, "review", "push", *review, "--project", "review test")
    assert code == 0, err
    assert "6 tasks, 6 created" in out and "media served (2 checked)" in out
    code, out, _ = run_cli(project, monkeypatch, capsys, "review", "push", *review, "--project", "review test")
    assert code == 0 and "6 tasks, 0 created, 6 already there" in out
    [project_info] = [p for p in api.get(f"{server}/api/projects/").json()["results"] if p["title"] == "review test"]
    pid = project_info["id"]
    tasks = api.get(f"{server}/api/projects/{pid}/export", params={"exportType": "JSON", "download_all_tasks": "true"}).json()
    assert len(tasks) == 6
    task = {t["data"]["variant"]: t for t in tasks}

    # the media load through the server, byte for byte, for a reviewer's session as for the API
    solid = task[f"{PROGRAMS[1]}/0"]["data"]
    for url in (solid["image"], solid["video"]):
        response = api.get(server + url)
        assert response.status_code == 200 and response.headers["Content-Type"] in ("image/png", "video/mp4")
        local = project / "data" / "review" / url.split("?d=")[1]
        assert response.content == local.read_bytes()

    bob = api.post(f"{server}/api/users/", json={"email": "bob@example.com", "username": "bob", "first_name": "Bob",
                                                  "last_name": "Reviewer", "password": "bob-pass-123"}).json()["id"]

    def annotate(variant, choice, views=(), comment="", user=None, cancelled=False, task_id=None):
        result = [{"from_name": "decision", "to_name": "views", "type": "choices", "value": {"choices": [choice]}}] if choice else []
        if views:
            result.append({"from_name": "views_rejected", "to_name": "views", "type": "choices", "value": {"choices": list(views)}})
        if comment:
            result.append({"from_name": "comment", "to_name": "views", "type": "textarea", "value": {"text": [comment]}})
        body = {"result": result, "was_cancelled": cancelled, **({"completed_by": user} if user else {})}
        response = api.post(f"{server}/api/tasks/{task_id or task[variant]['id']}/annotations/", json=body)
        assert response.status_code == 201, response.text
        return response.json()["id"]

    a, b, e = (f"{PROGRAMS[0]}/{k}" for k in range(3))
    c, d, f = (f"{PROGRAMS[1]}/{k}" for k in range(3))
    annotate(a, "Accept")
    annotate(b, "Reject variant", comment="angle label on the wrong vertex")
    undo = annotate(c, "Reject program", comment="edges drawn wrongly")
    annotate(d, "Reject views", views=["photo"], comment="photo unreadable")
    annotate(d, "Accept", user=bob)
    annotate(e, None, user=bob, cancelled=True)
    # tasks as an older build and a retired program left them in the project
    old = [{"data": {**task[f]["data"], "variant_sha256": "0" * 64}},
           {"data": {**task[f]["data"], "variant": "retired_program/0", "program_id": "retired_program"}}]
    ids = api.post(f"{server}/api/projects/{pid}/import", params={"return_task_ids": "true"}, json=old).json()["task_ids"]
    annotate(None, "Reject variant", task_id=ids[0], comment="reviewed on an older build")
    annotate(None, "Reject variant", task_id=ids[1])

    code, out, err = run_cli(project, monkeypatch, capsys, "review", "pull", *review, "--project", str(pid))
    assert code == 0, err
    disagreement = f"disagreement: {d}: admin@example.com: reject views photo; bob@example.com: accept -> "
    assert disagreement + "left out" in out  # with its program, for now
    assert f"skipped: {e} by bob@example.com (no one decided it)" in out
    assert f"stale: {f} (reject variant by admin@example.com" in out and "unknown: retired_program/0" in out
    decisions_path = project / "reviews" / "decisions.jsonl"
    decisions = load_decisions(decisions_path)
    assert {x["reviewer"] for x in decisions} == {"admin@example.com", "bob@example.com"}
    assert "current build: 6 variants; 4 reviewed, 1 accepted, 4 rejected" in out  # c's program rejection holds

    # undo the program rejection in Label Studio; pull again with a personal access token (JWT)
    api.patch(f"{server}/api/annotations/{undo}/", json={"result": [
        {"from_name": "decision", "to_name": "views", "type": "choices", "value": {"choices": ["Accept"]}}]}).raise_for_status()
    pat = api.post(f"{server}/api/token/").json()["token"]
    code, out, err = run_cli(project, monkeypatch, capsys, "review", "pull", "--url", server, "--api-key", pat,
                             "--project", "review test")
    assert code == 0, err
    assert "current build: 6 variants; 4 reviewed, 3 accepted, 1 rejected, 2 never reviewed; views left out: photo 1" in out
    assert disagreement + "views photo left out (a rejection wins)" in out

    # the same annotations as a JSON_MIN export file (no skips in that format) change nothing
    before = decisions_path.read_bytes()
    minimal = api.get(f"{server}/api/projects/{pid}/export", params={"exportType": "JSON_MIN", "download_all_tasks": "true"})
    (project / "export_min.json").write_text(minimal.text)
    code, out, err = run_cli(project, monkeypatch, capsys, "review", "import", "export_min.json", *review)
    assert code == 0, err
    assert decisions_path.read_bytes() == before

    # rebuild: a new version, built from the decisions
    params = yaml.safe_load((project / "params.yaml").read_text())
    params["release"]["version"] = "0.9.1"
    (project / "params.yaml").write_text(yaml.safe_dump(params, sort_keys=False))
    run = ok(dvc(project, "repro"), "dvc repro after review")
    assert "review stale:" in run.stdout + run.stderr and "review unknown: retired_program/0" in run.stdout + run.stderr
    release = project / "data" / "releases" / "0.9.1"
    manifest = json.loads((release / "manifest.json").read_text())
    assert [(x["id"], x.get("views")) for x in manifest["excluded"]] == [(b, None), (d, ["photo"])]
    assert "angle label on the wrong vertex" in manifest["excluded"][0]["reason"]
    assert manifest["rows"]["default"] == 5 and manifest["rows"]["photo"] == 4 and manifest["rows"]["video"] == 3
    counts = {k: manifest["review"][k] for k in ("variants", "reviewed", "accepted", "rejected", "never_reviewed",
                                                  "stale_decisions", "unknown_decisions", "disagreements", "skipped")}
    assert counts == {"variants": 6, "reviewed": 4, "accepted": 3, "rejected": 1, "never_reviewed": 2,
                      "stale_decisions": 1, "unknown_decisions": 1, "disagreements": 1, "skipped": 1}
    card = (release / "README.md").read_text()
    assert "| 6 | 4 | 3 | 1 | 2 |" in card and "only single views were left out: photo 1" in card
    assert "1 decision on content that has changed" in card and "disagreed on 1 variant;" in card
    assert ok(dvc(project, "status"), "dvc status").stdout.strip().endswith("Data and pipelines are up to date.")
