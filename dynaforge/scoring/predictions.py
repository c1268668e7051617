"""Prediction readers: our JSONL, VLMEvalKit prediction files, lmms-eval ``--log_samples`` JSONL.

Every reader returns a list of :class:`Prediction`; problems raise DynaforgeInputError with a
one-line message (file, line number where there is one). A prediction without a response (key
absent, null, a blank xlsx cell, a short TSV/CSV row) is such a problem; an empty string is an answer.
"""
from __future__ import annotations

import csv
import io
import json
import math
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from .items import DynaforgeInputError


@dataclass
class Prediction:
    id: str
    response: str
    process_score: float | None = None


def _is_missing(value) -> bool:
    return value is None or (isinstance(value, float) and math.isnan(value))


def _unwrap(value):
    """lmms-eval nests responses in lists: the first element, recursively (None for an empty list)."""
    while isinstance(value, list):
        value = value[0] if value else None
    return None if _is_missing(value) else value


def _response(value, where: str, key: str) -> str:
    """The response text; an absent or null one is an error naming the file and line/row."""
    value = _unwrap(value)
    if value is None:
        raise DynaforgeInputError(f"{where}: missing {key} (absent or null)")
    return str(value)


def _process_score(value, where: str) -> float | None:
    if _is_missing(value) or value == "":
        return None
    try:
        score = float(value)
    except (TypeError, ValueError):
        raise DynaforgeInputError(f"{where}: process_score {value!r} is not a number") from None
    if not (0.0 <= score <= 1.0):
        raise DynaforgeInputError(f"{where}: process_score {score} is outside [0, 1]")
    return score


def _read_text(path: Path) -> str:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise DynaforgeInputError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise DynaforgeInputError(f"{path}: is a directory, not a predictions file") from None
    if not raw.strip():
        raise DynaforgeInputError(f"{path}: the predictions file is empty")
    if b"\x00" in raw[:8192]:
        raise DynaforgeInputError(f"{path}: not a text file (binary content)")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DynaforgeInputError(f"{path}: not UTF-8 text (byte {exc.start})") from None


def _lmms_record(obj: dict, where: str) -> tuple[str | None, str, float | None]:
    """(id, response, process_score) from one lmms-eval sample (our exported task or any task whose
    doc carries an ``id``); the response is the first of dynaforge.response, filtered_resps, resps."""
    ours = obj.get("dynaforge") if isinstance(obj.get("dynaforge"), dict) else {}
    doc = obj.get("doc") if isinstance(obj.get("doc"), dict) else {}
    item_id = ours.get("id", doc.get("id", obj.get("id")))
    response = next((v for v in (_unwrap(ours.get("response")), _unwrap(obj.get("filtered_resps")),
                                 _unwrap(obj.get("resps"))) if v is not None), None)
    return (None if item_id is None else str(item_id)), \
        _response(response, where, '"dynaforge.response", "filtered_resps" or "resps"'), ours.get("process_score")


def _json_objects(path: Path, text: str):
    """``(where, object)`` for each non-blank JSONL line; a malformed line names its number."""
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise DynaforgeInputError(f"{path}:{lineno}: malformed JSON ({exc.msg})") from None
        if not isinstance(obj, dict):
            raise DynaforgeInputError(f"{path}:{lineno}: expected a JSON object, got {type(obj).__name__}")
        yield f"{path}:{lineno}", obj


def read_jsonl(path: Path, text: str) -> list[Prediction]:
    preds = []
    for where, obj in _json_objects(path, text):
        if "response" in obj or ("id" in obj and "resps" not in obj and "doc" not in obj):
            if "id" not in obj:
                raise DynaforgeInputError(f"{where}: missing \"id\"")
            preds.append(Prediction(str(obj["id"]), _response(obj.get("response"), where, '"response"'),
                                    _process_score(obj.get("process_score"), where)))
        elif "doc_id" in obj or "resps" in obj or "dynaforge" in obj:
            item_id, response, ps = _lmms_record(obj, where)
            if item_id is None:
                item_id = _lmms_doc_ref(path, obj, where)
            preds.append(Prediction(item_id, response, _process_score(ps, where)))
        elif "index" in obj and "prediction" in obj:
            preds.append(Prediction(_vlm_id(obj), _response(obj["prediction"], where, '"prediction"'), None))
        else:
            raise DynaforgeInputError(f"{where}: not a prediction (need \"id\" and \"response\")")
    if not preds:
        raise DynaforgeInputError(f"{path}: no predictions in the file")
    return preds


LMMS_SAMPLES_RE = re.compile(r"_samples_(?P<task>[^/]+?)\.jsonl$")


def _lmms_doc_ref(path: Path, obj: dict, where: str) -> str:
    """A sample without our id (``--predict_only`` keeps no process_results output, and lmms-eval
    drops the doc): ``#lmms:<task>:<doc_id>``, from the file name's task and the sample's doc_id,
    resolved against the release's row order by :func:`resolve_ids`."""
    m = LMMS_SAMPLES_RE.search(path.name)
    doc_id = obj.get("doc_id")
    if m is None or not isinstance(doc_id, int):
        raise DynaforgeInputError(f"{where}: lmms-eval sample without our id, and no doc_id plus a "
                                  "`<date>_samples_<task>.jsonl` file name to recover it from")
    return f"#lmms:{m.group('task')}:{doc_id}"


def _vlm_id(row: dict) -> str:
    """VLMEvalKit rows: our ``id`` column when carried through, else ``#<index>`` (resolved later)."""
    if not _is_missing(row.get("id")) and str(row.get("id")).strip():
        return str(row["id"])
    index = row.get("index")
    if _is_missing(index):
        raise DynaforgeInputError("a VLMEvalKit row has neither an id nor an index")
    try:
        index = int(float(index))
    except (TypeError, ValueError):
        return str(index)
    return f"#{index}"


def _vlm_rows(path: Path, rows: list[tuple[str, dict]]) -> list[Prediction]:
    """Predictions from the ``(where, row)`` pairs of a VLMEvalKit file (``where`` names file and row)."""
    preds = [Prediction(_vlm_id(row), _response(row.get("prediction"), where, '"prediction"'),
                        _process_score(row.get("process_score"), where)) for where, row in rows]
    if not preds:
        raise DynaforgeInputError(f"{path}: no predictions in the file")
    return preds


def read_json(path: Path, text: str) -> list[Prediction]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        # maybe JSONL after all (one object per line)
        if exc.lineno > 1 or "\n" in text.strip():
            return read_jsonl(path, text)
        raise DynaforgeInputError(f"{path}:{exc.lineno}: malformed JSON ({exc.msg})") from None
    if isinstance(data, dict) and "prediction" in data and isinstance(data["prediction"], (dict, list)):
        # column-oriented (pandas orient="dict"/"list")
        cols = {k: (list(v.values()) if isinstance(v, dict) else list(v)) for k, v in data.items()
                if isinstance(v, (dict, list))}
        n = len(cols["prediction"])
        return _vlm_rows(path, [(f"{path}: entry {i + 1}", {k: v[i] for k, v in cols.items() if len(v) == n})
                                for i in range(n)])
    if isinstance(data, dict):  # {index_or_id: prediction}
        return _vlm_rows(path, [(f"{path}: key {k!r}", {"id": k, "prediction": v, "index": None} if "/" in str(k)
                                 else {"index": k, "prediction": v}) for k, v in data.items()])
    if isinstance(data, list):
        if not data:
            raise DynaforgeInputError(f"{path}: no predictions in the file")
        if not all(isinstance(r, dict) for r in data):
            raise DynaforgeInputError(f"{path}: expected a list of objects")
        entries = [(f"{path}: entry {i}", r) for i, r in enumerate(data, 1)]
        if any("response" in r for r in data):
            return [Prediction(str(r.get("id")), _response(r.get("response"), where, '"response"'),
                               _process_score(r.get("process_score"), where)) for where, r in entries]
        return _vlm_rows(path, entries)
    raise DynaforgeInputError(f"{path}: unrecognised JSON predictions")


def _delimited_rows(path: Path, delimiter: str) -> tuple[list[str], list[tuple[str, dict]]]:
    """(columns, [(``file:line``, row)]) of a TSV/CSV; the fields a short row lacks are None."""
    old_limit = csv.field_size_limit(sys.maxsize)  # a response may exceed csv's default 128 KiB field
    try:
        reader = csv.DictReader(io.StringIO(_read_text(path), newline=""), delimiter=delimiter)
        rows = [(f"{path}:{reader.line_num}", row) for row in reader]
        return list(reader.fieldnames or []), rows
    finally:
        csv.field_size_limit(old_limit)


def _xlsx_rows(path: Path) -> tuple[list[str], list[tuple[str, dict]]]:
    """The first sheet's header (row 1) and rows, as a spreadsheet numbers them (openpyxl, read-only)."""
    import openpyxl

    book = openpyxl.load_workbook(path, read_only=True, data_only=True)
    try:
        sheet = book.worksheets[0]
        values = sheet.iter_rows(values_only=True)
        header = [str(c) if c is not None else "" for c in next(values, ())]
        rows = [(f"{path}: row {n}", dict(zip(header, row))) for n, row in enumerate(values, 2)
                if any(c is not None for c in row)]
    finally:
        book.close()
    return header, rows


def read_table(path: Path) -> list[Prediction]:
    """VLMEvalKit xlsx (rows named as a spreadsheet does, the header is row 1) or TSV/CSV (file:line)."""
    suffix = path.suffix.lower()
    try:
        if suffix == ".xlsx":
            columns, rows = _xlsx_rows(path)
        else:
            columns, rows = _delimited_rows(path, "\t" if suffix == ".tsv" else ",")
    except DynaforgeInputError:
        raise
    except Exception as exc:  # noqa: BLE001 - csv/openpyxl parse errors
        raise DynaforgeInputError(f"{path}: cannot read as {suffix[1:]}: {exc}".splitlines()[0]) from None
    if "prediction" not in columns:
        raise DynaforgeInputError(f"{path}: no 'prediction' column (VLMEvalKit files have index and prediction)")
    if "index" not in columns and "id" not in columns:
        raise DynaforgeInputError(f"{path}: no 'index' or 'id' column")
    return _vlm_rows(path, rows)


PREDICTION_FILE_PATTERNS = ("*_samples_*.jsonl", "*_MCQ.xlsx", "*_OpenEnded.xlsx", "*_MCQ.tsv",
                            "*_OpenEnded.tsv")


def prediction_files(paths) -> list[Path]:
    """The files behind ``--predictions``: each file as given; a folder gives, recursively, the
    harness outputs in it (lmms-eval ``*_samples_<task>.jsonl``; VLMEvalKit ``<model>_<dataset>.xlsx``
    of the exported ``*_MCQ`` / ``*_OpenEnded`` datasets), else its ``*.jsonl`` files."""
    if isinstance(paths, (str, Path)):
        paths = [paths]
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if not path.is_dir():
            files.append(path)
            continue
        # VLMEvalKit links the files of a finished run beside the run's own folder: count each file once
        found = sorted({f.resolve() for pattern in PREDICTION_FILE_PATTERNS for f in path.rglob(pattern)
                        if f.is_file()})
        if not found:
            found = sorted(f for f in path.glob("*.jsonl") if f.is_file())
        if not found:
            raise DynaforgeInputError(f"{path}: a folder with no predictions (no lmms-eval *_samples_*.jsonl, "
                                      "no VLMEvalKit *_MCQ/*_OpenEnded.xlsx, no *.jsonl)")
        files.extend(found)
    if not files:
        raise DynaforgeInputError("no predictions file given")
    return files


def read_all_predictions(paths) -> list[Prediction]:
    """Every prediction of every file of ``paths`` (files and folders, see :func:`prediction_files`);
    an id in two files is reported as a duplicate by :func:`resolve_ids`."""
    out: list[Prediction] = []
    source: dict[str, Path] = {}
    for path in prediction_files(paths):
        for p in read_predictions(path):
            if p.id in source and source[p.id] != path:
                raise DynaforgeInputError(f"prediction id {p.id!r} is in two files, {source[p.id]} and {path} "
                                          "(two runs in one folder? point --predictions at one run)")
            source[p.id] = path
            out.append(p)
    return out


def read_predictions(path: str | Path) -> list[Prediction]:
    """Read any supported predictions file (format chosen by suffix, then by content)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix in (".xlsx", ".tsv", ".csv"):
        if suffix == ".xlsx":
            if not path.is_file():
                raise DynaforgeInputError(f"{path}: no such file")
            if path.stat().st_size == 0:
                raise DynaforgeInputError(f"{path}: the predictions file is empty")
        return read_table(path)
    text = _read_text(path)
    if suffix == ".json":
        return read_json(path, text)
    stripped = text.lstrip()
    if stripped.startswith("[") :
        return read_json(path, text)
    return read_jsonl(path, text)


def resolve_ids(preds: list[Prediction], known: set[str], index_to_id: dict[int, str],
                lmms_rows=None) -> list[Prediction]:
    """Map VLMEvalKit ``#<index>`` ids and lmms-eval ``#lmms:<task>:<doc_id>`` references to release
    ids; raise on unknown or duplicate ids. ``lmms_rows(task)`` gives the ids of the task's config
    in dataset row order (or raises DynaforgeInputError when the task is not of this release)."""
    out, seen, dups, unknown = [], set(), [], []
    for p in preds:
        pid = p.id
        if pid.startswith("#lmms:") and lmms_rows is not None:
            task, _, doc_id = pid[len("#lmms:"):].rpartition(":")
            rows = lmms_rows(task)
            if not 0 <= int(doc_id) < len(rows):
                raise DynaforgeInputError(f"lmms-eval task {task}: doc_id {doc_id} is beyond its {len(rows)} rows")
            pid = rows[int(doc_id)]
        elif pid.startswith("#") and pid not in known:
            try:
                pid = index_to_id.get(int(pid[1:]), pid)
            except ValueError:
                pass
        if pid not in known:
            unknown.append(pid)
        elif pid in seen:
            dups.append(pid)
        seen.add(pid)
        out.append(Prediction(pid, p.response, p.process_score))
    if dups:
        raise DynaforgeInputError(f"duplicate prediction id(s): {_few(dups)}")
    if unknown:
        raise DynaforgeInputError(f"{len(unknown)} prediction id(s) not in the release: {_few(unknown)}")
    return out


def _few(ids: list[str], n: int = 3) -> str:
    shown = ", ".join(repr(i) for i in ids[:n])
    return shown + (f" (and {len(ids) - n} more)" if len(ids) > n else "")


def merge_process_scores(preds: list[Prediction], path: str | Path) -> list[Prediction]:
    """Add process_score values from a JSONL of {id, process_score} (e.g. `dynaforge judge` output)."""
    scores = {p.id: p.process_score for p in read_predictions_loose(path)}
    return [Prediction(p.id, p.response, scores.get(p.id, p.process_score)) for p in preds]


def read_predictions_loose(path: str | Path) -> list[Prediction]:
    """{id, process_score} lines (response optional)."""
    path = Path(path)
    text = _read_text(path)
    out = []
    for where, obj in _json_objects(path, text):
        if "id" not in obj:
            raise DynaforgeInputError(f"{where}: expected an object with \"id\"")
        response = _unwrap(obj.get("response"))
        out.append(Prediction(str(obj["id"]), "" if response is None else str(response),
                              _process_score(obj.get("process_score"), where)))
    return out
