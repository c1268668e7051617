"""Expert review: export variants for review, import the decisions back.

Export (``data/review/``): Label Studio import tasks with their labeling config, a static HTML
gallery that opens without a server (media beside it, as hard links to the renders: no second
copy), and a CSV — all keyed by variant id.
Import: a Label Studio JSON export → ``reviews/decisions.jsonl``; rejected variants (or whole
programs, with "Reject program") are left out of the next release and listed in its manifest.
"""
from __future__ import annotations

import csv
import html
import json
import os
import shutil
from pathlib import Path

from .records import read_jsonl, schema_errors
from .sdk.answers import display

LABEL_CONFIG = """<View>
  <Header value="$id"/>
  <Image name="figure" value="$image" maxWidth="560px"/>
  <Video name="orbit" value="$video"/>
  <Text name="question" value="$question"/>
  <Header value="Answer: $answer"/>
  <Choices name="decision" toName="question" choice="single" required="true">
    <Choice value="Accept"/>
    <Choice value="Reject"/>
    <Choice value="Reject program"/>
  </Choices>
  <TextArea name="comment" toName="question" placeholder="What is wrong?" rows="3"/>
</View>
"""
DECISIONS = {"Accept": ("accept", "variant"), "Reject": ("reject", "variant"),
             "Reject program": ("reject", "program")}


class ReviewImportError(ValueError):
    """A Label Studio export that cannot be read; the message names the task."""


def export_review(validated: Path, data_root: Path, out_dir: Path, media_prefix: str = "media/") -> dict:
    """Write tasks.json, label_config.xml, gallery.html, review.csv and media/ to ``out_dir``."""
    records = read_jsonl(Path(validated) / "records.jsonl")
    out_dir = Path(out_dir)
    if out_dir.exists():
        shutil.rmtree(out_dir)
    media = out_dir / "media"
    media.mkdir(parents=True)
    tasks, rows, cards = [], [], []
    for r in records:
        files = {"image": r["image"], "photo": r["photo"]["image"], "video": r["video"]}
        local = {}
        for kind, rel in files.items():
            if rel:
                name = f"{r['program_id']}__{Path(rel).name}"
                link_file(Path(data_root) / rel, media / name)
                local[kind] = f"media/{name}"
        answer = display(r["answer"])
        options = r["answer"].get("options", [])
        task = {"id": r["id"], "question": r["question"], "answer": answer, "options": options,
                "image": media_prefix + Path(local["image"]).name,
                "video": media_prefix + Path(local["video"]).name if "video" in local else "",
                "program_id": r["program_id"], "topic": r["topic"], "category": r["category"] or ""}
        tasks.append({"data": task})
        rows.append({"id": r["id"], "program_id": r["program_id"], "topic": r["topic"],
                     "category": r["category"] or "", "level": r["level"], "question": r["question"],
                     "answer": answer, "image": local["image"], "photo": local["photo"],
                     "video": local.get("video", ""), "decision": "", "comment": ""})
        cards.append(_card(r, local, answer, options))
    (out_dir / "tasks.json").write_text(json.dumps(tasks, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (out_dir / "label_config.xml").write_text(LABEL_CONFIG, encoding="utf-8")
    with open(out_dir / "review.csv", "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]) if rows else ["id"])
        writer.writeheader()
        writer.writerows(rows)
    (out_dir / "gallery.html").write_text(_gallery(cards, len(records)), encoding="utf-8")
    return {"tasks": len(tasks), "programs": len({r["program_id"] for r in records})}


def link_file(source: Path, target: Path) -> None:
    """Make ``target`` a hard link to ``source``, or, across filesystems, a relative symlink."""
    try:
        os.link(source, target)
    except OSError:
        os.symlink(os.path.relpath(Path(source).resolve(), Path(target).parent.resolve()), target)


def _card(r: dict, local: dict, answer: str, options: list[str]) -> str:
    e = html.escape
    opts = "".join(f"<li>{e(o)}</li>" for o in options)
    video = f'<video src="{e(local["video"])}" controls loop muted width="280"></video>' if "video" in local else ""
    extras = []
    if r["backward"]:
        extras.append(f"<p><b>Backward:</b> {e(r['backward']['question'])} → {e(display(r['backward']['answer']))}</p>")
    for sub in r["subquestions"] or []:
        extras.append(f"<p><b>Sub {sub['step']}:</b> {e(sub['question'])} → {e(display(sub['answer']))}</p>")
    if r["description"]:
        extras.append(f"<p><b>Text-only:</b> {e(r['description'])}</p>")
    return (f'<section class="card" id="{e(r["id"])}" data-topic="{e(r["topic"])}">'
            f'<h3>{e(r["id"])} <small>{e(r["topic"])} {e(r["category"] or "")} · {e(r["level"])}</small></h3>'
            f'<div class="media"><img src="{e(local["image"])}" width="280" loading="lazy">'
            f'<img src="{e(local["photo"])}" width="280" loading="lazy">{video}</div>'
            f'<p>{e(r["question"])}</p><ol type="A">{opts}</ol><p class="answer">Answer: {e(answer)}</p>'
            + "".join(extras) + "</section>")


def _gallery(cards: list[str], count: int) -> str:
    return ("<!doctype html><html><head><meta charset='utf-8'><title>dynaforge review</title><style>"
            "body{font-family:sans-serif;margin:1em;background:#f5f5f5}"
            ".card{background:#fff;margin:1em 0;padding:1em;border-radius:6px}"
            ".media{display:flex;gap:8px;flex-wrap:wrap}.answer{font-weight:bold;color:#166534}"
            "small{color:#6b7280;font-weight:normal}</style></head><body>"
            f"<h1>dynaforge review gallery</h1><p>{count} variants. Decide in Label Studio "
            "(tasks.json + label_config.xml) or in review.csv; ids match everywhere.</p>"
            + "\n".join(cards) + "</body></html>\n")


def import_label_studio(export_path: Path, decisions_path: Path) -> dict:
    """Convert a Label Studio JSON export into ``decisions.jsonl`` (merged with earlier decisions)."""
    try:
        tasks = json.loads(Path(export_path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ReviewImportError(f"{export_path}: not a Label Studio JSON export ({exc})") from None
    if not isinstance(tasks, list):
        raise ReviewImportError(f"{export_path}: expected a JSON list of tasks")
    decisions = {d["id"]: d for d in (read_jsonl(decisions_path) if Path(decisions_path).exists() else [])}
    counts = {"accept": 0, "reject": 0}
    for index, task in enumerate(tasks):
        data = task.get("data", {}) if isinstance(task, dict) else {}
        variant = data.get("id")
        if not variant:
            raise ReviewImportError(f"{export_path}: task {index} has no data.id")
        annotations = [a for a in task.get("annotations", []) if not a.get("was_cancelled")]
        if not annotations:
            continue
        latest = max(annotations, key=lambda a: (a.get("updated_at") or "", a.get("id") or 0))
        choice, comment = None, ""
        for result in latest.get("result", []):
            value = result.get("value", {})
            if result.get("from_name") == "decision" and value.get("choices"):
                choice = value["choices"][0]
            if result.get("from_name") == "comment" and value.get("text"):
                comment = " ".join(value["text"])
        if choice not in DECISIONS:
            raise ReviewImportError(f"{export_path}: task {variant}: unknown decision {choice!r}")
        decision, scope = DECISIONS[choice]
        target = data.get("program_id", variant.split("/")[0]) if scope == "program" else variant
        decisions[target] = {"id": target, "scope": scope, "decision": decision, "comment": comment,
                             "reviewer": str(latest.get("completed_by", ""))}
        counts[decision] += 1
    Path(decisions_path).parent.mkdir(parents=True, exist_ok=True)
    lines = [json.dumps(decisions[k], ensure_ascii=False, sort_keys=True) for k in sorted(decisions)]
    Path(decisions_path).write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return counts


def load_decisions(path: Path) -> dict[str, str]:
    """Rejected ids (variant ``prog/k`` or program ``prog``) → the reason shown in the manifest."""
    out = {}
    for line, d in enumerate(read_jsonl(Path(path)), 1):
        problems = schema_errors(d, "review_decision")
        if problems:
            raise ReviewImportError(f"{path}: decision {line}: {'; '.join(problems)}")
        if d.get("decision") == "reject":
            out[d["id"]] = f"rejected by review ({d.get('scope', 'variant')}): {d.get('comment', '')}".strip()
    return out


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("review", help="expert review: import Label Studio decisions")
    sub = p.add_subparsers(dest="review_command", required=True)
    imp = sub.add_parser("import", help="Label Studio JSON export -> reviews/decisions.jsonl")
    imp.add_argument("export", type=Path)
    imp.add_argument("--decisions", type=Path, default=None, help="default: reviews/decisions.jsonl")
    imp.set_defaults(func=_run_import)


def _run_import(args) -> int:
    from .config import ROOT

    target = args.decisions or ROOT / "reviews" / "decisions.jsonl"
    counts = import_label_studio(args.export, target)
    print(f"{target}: {counts['accept']} accepted, {counts['reject']} rejected")
    return 0
