"""Export a build for review: ``data/review/`` holds Label Studio tasks with their labeling config,
a static HTML gallery that opens without a server, a CSV, and ``media/`` (hard links to the renders,
named by content so a task always shows what it was made from).

Each task carries the variant id, its content hash and its program's source hash (decisions are
tied to them, see :mod:`.decisions`) and shows everything a reviewer decides on: the question with
every option and the answer, the figure, and each extra view (video, photo, sub-questions,
backward, text-only). Media URLs are Label Studio local-file URLs relative to ``data/review/``,
which is the document root Label Studio is started with (``scripts/label_studio.sh``).
"""
from __future__ import annotations

import csv
import html
import json
import os
import shutil
from pathlib import Path

from ..hashing import memoized_sha256_file
from ..records import media_file, media_paths, read_jsonl, variant_sha256
from ..release.rows import text_only_question
from ..sdk.answers import LETTERS, display

LOCAL_FILES_URL = "/data/local-files/?d="
LABEL_CONFIG = """<View>
  <Header value="$title"/>
  <Image name="figure" value="$image" maxWidth="640px" zoomControl="true"/>
  <HyperText name="views" value="$views_html"/>
  <Header value="Decision" size="5"/>
  <Choices name="decision" toName="views" choice="single-radio" required="true">
    <Choice value="Accept" hint="the question, answer, figure and every view shown are right"/>
    <Choice value="Reject views" hint="only the views ticked below are wrong; the rest of the variant is kept"/>
    <Choice value="Reject variant" hint="this variant is wrong: it is left out with all its views"/>
    <Choice value="Reject program" hint="the program is wrong: every variant of it is left out"/>
  </Choices>
  <View visibleWhen="choice-selected" whenTagName="decision" whenChoiceValue="Reject views">
    <Header value="Views to leave out" size="6"/>
    <Choices name="views_rejected" toName="views" choice="multiple" value="$view_choices"/>
  </View>
  <TextArea name="comment" toName="views" placeholder="What is wrong?" rows="3" maxSubmissions="1" editable="true"/>
</View>
"""


def export_review(validated: Path, data_root: Path, out_dir: Path) -> dict:
    """Write tasks.json, label_config.xml, gallery.html, review.csv and media/ to ``out_dir``."""
    records = read_jsonl(Path(validated) / "records.jsonl")
    out_dir = Path(out_dir)
    if out_dir.exists():
        shutil.rmtree(out_dir)
    media = out_dir / "media"
    media.mkdir(parents=True)
    file_sha256 = memoized_sha256_file()
    tasks, rows, cards = [], [], []
    for r in records:
        local = {}  # record media path -> media/<program>__<name>.<sha12><suffix>
        for rel in media_paths(r):
            source = media_file(data_root, rel)
            name = f"{r['program_id']}__{Path(rel).stem}.{file_sha256(source)[:12]}{Path(rel).suffix}"
            link_file(source, media / name)
            local[rel] = f"media/{name}"
        sha = variant_sha256(r, data_root, file_sha256)
        tasks.append({"data": review_task(r, sha, {rel: LOCAL_FILES_URL + path for rel, path in local.items()})})
        rows.append({"variant": r["id"], "variant_sha256": sha, "program_id": r["program_id"],
                     "program_sha256": r["program_sha256"], "topic": r["topic"], "category": r["category"] or "",
                     "level": r["level"], "question": r["question"], "answer": display(r["answer"]),
                     "image": local[r["image"]], "photo": local[r["photo"]["image"]],
                     "video": local.get(r["video"], ""), "decision": "", "comment": ""})
        cards.append(f'<section class="card" id="{html.escape(r["id"])}"><h3>{html.escape(_title(r))}</h3>'
                     f'<img src="{html.escape(local[r["image"]])}" width="420" loading="lazy">'
                     f"{views_html(r, local)}</section>")
    (out_dir / "tasks.json").write_text(json.dumps(tasks, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (out_dir / "label_config.xml").write_text(LABEL_CONFIG, encoding="utf-8")
    with open(out_dir / "review.csv", "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]) if rows else ["variant"])
        writer.writeheader()
        writer.writerows(rows)
    (out_dir / "gallery.html").write_text(_gallery(cards, len(records)), encoding="utf-8")
    return {"tasks": len(tasks), "programs": len({r["program_id"] for r in records})}


def review_task(record: dict, sha: str, urls: dict[str, str]) -> dict:
    """One Label Studio task's data. ``urls`` maps each of the record's media paths to its URL.
    (The variant id is ``variant``: Label Studio owns a task's ``id``.)"""
    answer = record["answer"]
    return {
        "variant": record["id"], "variant_sha256": sha, "program_id": record["program_id"],
        "program_sha256": record["program_sha256"], "k": record["k"], "title": _title(record),
        "topic": record["topic"], "category": record["category"] or "", "level": record["level"],
        "question": record["question"], "answer": display(answer), "options": list(answer.get("options", [])),
        "image": urls[record["image"]], "video": urls.get(record["video"], ""), "views_html": views_html(record, urls),
        "view_choices": [{"value": view} for view in record_views(record)],
    }


def record_views(record: dict) -> list[str]:
    """The views besides the default one that ``record`` has (the names a reviewer can reject)."""
    present = {"video": bool(record["video"]), "photo": True, "subquestions": bool(record["subquestions"]),
               "backward": bool(record["backward"]), "text_only": bool(record["description"])}
    return [view for view, has in present.items() if has]


def _title(record: dict) -> str:
    where = " ".join(p for p in (record["topic"], record["category"]) if p)
    return f"{record['id']} · {where} · {record['level']}"


def views_html(record: dict, urls: dict[str, str]) -> str:
    """Everything a reviewer decides on besides the main figure, as HTML (Label Studio HyperText
    and the gallery): question, options with the correct one marked, answer, then each view."""
    e = html.escape
    parts = [f"<p><b>Question:</b> {e(record['question'])}</p>", _options_html(record["answer"]),
             f"<p><b>Answer:</b> {e(display(record['answer']))}</p>"]
    if record["reasoning"]:
        parts.append("<p><b>Reasoning:</b></p><ol>" + "".join(f"<li>{e(s)}</li>" for s in record["reasoning"]) + "</ol>")
    if record["video"]:
        parts.append(f'<h4>video</h4><video src="{e(urls[record["video"]])}" controls loop muted width="360"></video>')
    parts.append(f'<h4>photo</h4><img src="{e(urls[record["photo"]["image"]])}" width="360">')
    if record["subquestions"]:
        parts.append("<h4>subquestions</h4><ol>" + "".join(
            f"<li>{e(s['question'])} → <b>{e(display(s['answer']))}</b>{_options_html(s['answer'])}</li>"
            for s in record["subquestions"]) + "</ol>")
    if record["backward"]:
        b = record["backward"]
        parts.append(f'<h4>backward</h4><img src="{e(urls[b["image"]])}" width="360">'
                     f"<p>{e(b['question'])} → <b>{e(display(b['answer']))}</b></p>{_options_html(b['answer'])}")
    if record["description"]:
        parts.append(f"<h4>text_only</h4><p>{e(record['description'])}</p>"
                     f"<p>{e(text_only_question(record['question']))}</p>")
    return "".join(parts)


def _options_html(answer: dict) -> str:
    options = answer.get("options") or []
    if not options:
        return ""
    items = [f"<li>{'<b>' if letter == answer['value'] else ''}{letter}. {html.escape(str(option))}"
             f"{' ✓</b>' if letter == answer['value'] else ''}</li>" for letter, option in zip(LETTERS, options)]
    return '<ul style="list-style:none;padding-left:1em">' + "".join(items) + "</ul>"


def link_file(source: Path, target: Path) -> None:
    """Make ``target`` a hard link to ``source``, or, across filesystems, a relative symlink."""
    try:
        os.link(source, target)
    except OSError:
        os.symlink(os.path.relpath(Path(source).resolve(), Path(target).parent.resolve()), target)


def _gallery(cards: list[str], count: int) -> str:
    return ("<!doctype html><html><head><meta charset='utf-8'><title>dynaforge review</title><style>"
            "body{font-family:sans-serif;margin:1em;background:#f5f5f5}"
            ".card{background:#fff;margin:1em 0;padding:1em;border-radius:6px}h4{margin:.8em 0 .3em}"
            "</style></head><body>"
            f"<h1>dynaforge review gallery</h1><p>{count} variants. Decide in Label Studio "
            "(<code>dynaforge review push</code>) or offline in review.csv; ids match everywhere.</p>"
            + "\n".join(cards) + "</body></html>\n")
