"""`dynaforge judge` against a stub OpenAI-compatible server on 127.0.0.1 (no other network)."""
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from dynaforge.scoring import score
from dynaforge.scoring.cli import main
from dynaforge.scoring.judge import build_prompt, judge, parse_judge_score
from dynaforge.scoring.items import load_items
from scoring_fixtures import make_release, oracle_preds, program, write_jsonl


class Stub:
    def __init__(self, reply="<score>0.9</score>", fail_first=0):
        self.reply, self.fail_first = reply, fail_first
        self.requests, self.lock, self.active, self.max_active = [], threading.Lock(), 0, 0

    def __enter__(self):
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                with stub.lock:
                    stub.requests.append((self.path, dict(self.headers), body))
                    stub.active += 1
                    stub.max_active = max(stub.max_active, stub.active)
                    fail = len(stub.requests) <= stub.fail_first
                try:
                    if fail:
                        self.send_response(503)
                        self.end_headers()
                        return
                    data = json.dumps({"choices": [{"message": {"role": "assistant", "content": stub.reply}}]}).encode()
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                finally:
                    with stub.lock:
                        stub.active -= 1

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="module")
def release(tmp_path_factory):
    return make_release(tmp_path_factory.mktemp("judge") / "rel", [
        program("cube", topic="solid_geometry", category="volume", k=4, reasoning=["V = a^3.", "So V = 8."]),
        program("flat", topic="algebra", k=2),
    ])


def _preds(release, tmp_path, wrong=("cube/3",)):
    preds = [{"id": p["id"], "response": p["response"] if p["id"] not in wrong else r"\boxed{-1}"}
             for p in oracle_preds(release)]
    return write_jsonl(tmp_path / "p.jsonl", preds)


def test_parse_judge_score():
    assert parse_judge_score("<score>0.85</score>") == 0.85
    assert parse_judge_score("Score: 1") == 1.0
    assert parse_judge_score("no idea") is None
    assert parse_judge_score("<score>7</score>") == 1.0


def test_prompt_has_question_reasoning_response(release):
    item = next(it for it in load_items(release) if it.id == "cube/0")
    prompt = build_prompt(item, "my reasoning")
    assert item.question in prompt and "V = a^3." in prompt and "my reasoning" in prompt and "0.75" in prompt


def test_judge_scores_correct_reasoned_items_and_resumes(release, tmp_path, monkeypatch):
    monkeypatch.setenv("DYNAFORGE_TEST_KEY", "sk-test")
    preds = _preds(release, tmp_path)
    out = tmp_path / "judged.jsonl"
    with Stub(fail_first=1) as stub:
        result = judge(release, preds, out, base_url=stub.url, model="judge-model",
                       api_key_env="DYNAFORGE_TEST_KEY", concurrency=2, retries=2)
        # cube/0..2 correct with reasoning -> judged; cube/3 wrong -> not sent; flat has no reasoning
        assert result["judged"] == 3 and result["failed"] == 0
        assert len(stub.requests) == 4  # one 503 retried
        path, headers, body = stub.requests[-1]
        assert path == "/v1/chat/completions" and headers["Authorization"] == "Bearer sk-test"
        assert body["model"] == "judge-model" and stub.max_active <= 2
        rows = [json.loads(line) for line in out.read_text().splitlines()]
        assert {r["id"] for r in rows if "process_score" in r} == {"cube/0", "cube/1", "cube/2"}
        assert len(rows) == 6 and not (tmp_path / "judged.jsonl.partial").exists()
        # rerun: nothing left to judge
        again = judge(release, preds, out, base_url=stub.url, model="judge-model", api_key_env="DYNAFORGE_TEST_KEY")
        assert again["requested"] == 0 and len(stub.requests) == 4
    rep = score(release, out, tmp_path / "o", plots=False)
    sg = rep["solidgeo"]
    assert sg["AA"] == pytest.approx(0.75) and sg["PS"] == pytest.approx(0.9 * 3 / 4)
    assert sg["PA"] == pytest.approx(0.75)


def test_judge_resumes_from_partial(release, tmp_path):
    preds = _preds(release, tmp_path)
    out = tmp_path / "judged.jsonl"
    (tmp_path / "judged.jsonl.partial").write_text(
        json.dumps({"id": "cube/0", "response": "x", "process_score": 0.5}) + "\n{\"id\": \"cube/1\", \"proc")
    with Stub(reply="<score>0.6</score>") as stub:
        result = judge(release, preds, out, base_url=stub.url, model="m", api_key_env="")
        assert result["requested"] == 2 and len(stub.requests) == 2
        assert "Authorization" not in stub.requests[0][1]
    scores = {r["id"]: r.get("process_score") for r in map(json.loads, out.read_text().splitlines())}
    assert scores["cube/0"] == 0.5 and scores["cube/1"] == 0.6 and scores["cube/3"] is None


def test_judge_cli_unparsable_reply_exits_nonzero(release, tmp_path, capsys):
    preds = _preds(release, tmp_path)
    with Stub(reply="I refuse") as stub:
        code = main(["judge", "--release", str(release), "--predictions", str(preds), "--out",
                     str(tmp_path / "j.jsonl"), "--base-url", stub.url, "--model", "m", "--retries", "0"])
    err = capsys.readouterr().err
    assert code == 1 and "unparsable" in err


def test_judge_cli_bad_predictions(release, tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{oops\n")
    code = main(["judge", "--release", str(release), "--predictions", str(bad), "--out", str(tmp_path / "j"),
                 "--base-url", "http://127.0.0.1:9", "--model", "m"])
    assert code == 2 and "bad.jsonl:1" in capsys.readouterr().err


def test_score_with_separate_process_scores_file(release, tmp_path):
    preds = _preds(release, tmp_path)
    ps = write_jsonl(tmp_path / "ps.jsonl", [{"id": f"cube/{k}", "process_score": 0.5} for k in range(4)])
    rep = score(release, preds, tmp_path / "o", process_scores=ps, plots=False)
    assert rep["solidgeo"]["PS"] == pytest.approx(0.5 * 3 / 4) and rep["solidgeo"]["PA"] == 0.0
