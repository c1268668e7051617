"""Review decisions: what each reviewer decided, on which content, and what a build makes of it.

``reviews/decisions.jsonl`` holds one line per reviewer and reviewed variant *content*: the variant
id with its content hash (:func:`dynaforge.records.variant_sha256`) and its program's source hash.
Importing again replaces a reviewer's line on the same content with the newer one, so changing an
annotation in Label Studio (rejected, then accepted) changes the decision.

A build applies only *current* decisions, those on the content it holds: a decision on a variant
whose content has changed since is *stale* (reported, not applied; a program rejection also needs
the program's code unchanged), one on an id the build lacks is *unknown*.
"""
from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from ..hashing import sha256_file
from ..records import id_sort_key, schema_errors, variant_sha256
from ..scoring.items import CONFIG_VIEWS

DECISIONS_FILE = Path("reviews") / "decisions.jsonl"
# the views a reviewer can leave out on their own; the default view is the variant itself
VIEWS = tuple(c for c in CONFIG_VIEWS if c != "default")
RULE = ("Each reviewer's latest annotation on a variant's current content counts (a skip is not a "
        "decision). A rejection wins: a variant is left out when any reviewer rejects it, a view "
        "when any reviewer rejects that view, a program when any reviewer rejects it from one of "
        "its variants. Disagreements are reported per variant; settle them in Label Studio (the "
        "rejecting reviewer changes their annotation) and pull again.")
VARIANT_ID = re.compile(r"^[a-z0-9_]+/[0-9]+$")
SHA256 = re.compile(r"^[0-9a-f]{64}$")


class ReviewImportError(ValueError):
    """Review input that cannot be used (an export, a decisions file); the message names where."""


def decision_key(d: dict) -> tuple[str, str, str]:
    """One line per reviewer and reviewed content."""
    return d["id"], d["variant_sha256"], d["reviewer"]


def verdict(d: dict) -> str:
    """A decision in words: ``accept``, ``skip``, ``reject variant``, ``reject views photo, video``."""
    if d["decision"] != "reject":
        return d["decision"]
    return "reject views " + ", ".join(d["views"]) if d["scope"] == "views" else f"reject {d['scope']}"


def load_decisions(path: Path) -> list[dict]:
    """The lines of a decisions file (none when it does not exist); a line that is not a valid
    decision raises :class:`ReviewImportError` naming the file and line."""
    path = Path(path)
    if not path.exists():
        return []
    out = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            d = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ReviewImportError(f"{path} line {number}: not JSON ({exc.msg}); fix or delete the line") from None
        problems = schema_errors(d, "review_decision") if isinstance(d, dict) else ["not an object"]
        if problems:
            raise ReviewImportError(f"{path} line {number}: not a review decision ({'; '.join(problems)}); "
                                    "fix or delete the line")
        out.append(d)
    return out


def merge_decisions(existing: list[dict], incoming: list[dict], complete_source: str | None = None) -> list[dict]:
    """``existing`` updated by ``incoming``: per reviewer and content the later annotation
    (``updated_at``) wins; the same annotation imported again (from another export format, say)
    changes nothing. ``complete_source``: ``incoming`` is everything that source (a Label Studio
    project) now holds, so its earlier lines are dropped first: a deleted annotation is gone.
    Sorted for a stable file."""
    if complete_source:
        existing = [d for d in existing if not d.get("source", "").startswith(complete_source + ",")]
    merged = {decision_key(d): d for d in existing}
    for d in incoming:
        old = merged.get(decision_key(d))
        if old is None or d["updated_at"] > old["updated_at"]:
            merged[decision_key(d)] = d
    return sorted(merged.values(), key=lambda d: (*id_sort_key(d["id"]), d["variant_sha256"], d["reviewer"]))


def write_decisions(path: Path, decisions: list[dict]) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text("".join(json.dumps(d, ensure_ascii=False, sort_keys=True) + "\n" for d in decisions),
                   encoding="utf-8")
    tmp.replace(path)


@dataclass
class ReviewOutcome:
    """What the decisions mean for one build: per variant whether it is left out, which of its
    views are, and what to report."""

    variants: int = 0
    rejected: dict[str, str] = field(default_factory=dict)  # variant id -> reason
    rejected_views: dict[str, tuple[list[str], str]] = field(default_factory=dict)  # id -> (views, reason)
    reviewed: set[str] = field(default_factory=set)
    stale: list[dict] = field(default_factory=list)
    unknown: list[dict] = field(default_factory=list)
    disagreements: dict[str, str] = field(default_factory=dict)  # variant id -> what each said
    skipped: dict[str, list[str]] = field(default_factory=dict)  # variant id -> reviewers who skipped

    def counts(self) -> dict:
        """The manifest's ``review`` block: accepted + rejected + never_reviewed = variants."""
        accepted = len(self.reviewed - set(self.rejected))
        views = defaultdict(int)
        for names, _ in self.rejected_views.values():  # only kept variants have views left out
            for name in names:
                views[name] += 1
        return {
            "variants": self.variants, "reviewed": len(self.reviewed), "accepted": accepted,
            "rejected": len(self.rejected), "never_reviewed": self.variants - accepted - len(self.rejected),
            "views_rejected": dict(sorted(views.items())), "stale_decisions": len(self.stale),
            "unknown_decisions": len(self.unknown), "disagreements": len(self.disagreements),
            "skipped": len(self.skipped), "rule": RULE,
        }

    def report(self) -> list[str]:
        """Lines for a person: stale, unknown, disagreements and skips, each naming the variant."""
        lines = []
        for d in self.stale:
            lines.append(f"stale: {d['id']} ({verdict(d)} by {d['reviewer']}, {d['updated_at']}): the "
                         "reviewed content has changed since; not applied, review the new content")
        for d in self.unknown:
            lines.append(f"unknown: {d['id']} ({verdict(d)} by {d['reviewer']}): no such variant in this "
                         "build; not applied")
        for variant, text in sorted(self.disagreements.items(), key=lambda kv: id_sort_key(kv[0])):
            outcome = "left out" if variant in self.rejected else (
                "views " + ", ".join(self.rejected_views[variant][0]) + " left out"
                if variant in self.rejected_views else "kept")
            lines.append(f"disagreement: {variant}: {text} -> {outcome} (a rejection wins)")
        for variant, who in sorted(self.skipped.items(), key=lambda kv: id_sort_key(kv[0])):
            lines.append(f"skipped: {variant} by {', '.join(who)}"
                         + ("" if variant in self.reviewed else " (no one decided it)"))
        return lines


def resolve(decisions: list[dict], records: list[dict], data_root: Path,
            file_sha256: Callable[[Path], str] = sha256_file) -> ReviewOutcome:
    """Apply :data:`RULE` to ``decisions`` for the build holding ``records``."""
    current = {r["id"]: (variant_sha256(r, data_root, file_sha256), r) for r in records}
    outcome = ReviewOutcome(variants=len(records))
    by_variant: dict[str, list[dict]] = defaultdict(list)
    for d in decisions:
        if d["id"] not in current:
            outcome.unknown.append(d)
            continue
        sha, record = current[d["id"]]
        if d["variant_sha256"] != sha or (d["scope"] == "program" and d["program_sha256"] != record["program_sha256"]):
            outcome.stale.append(d)
            continue
        by_variant[d["id"]].append(d)

    program_rejections: dict[str, str] = {}
    for variant, ds in by_variant.items():
        decided = [d for d in ds if d["decision"] != "skip"]
        if len(decided) < len(ds):
            outcome.skipped[variant] = sorted(d["reviewer"] for d in ds if d["decision"] == "skip")
        if not decided:
            continue
        outcome.reviewed.add(variant)
        if len({verdict(d) for d in decided}) > 1:
            outcome.disagreements[variant] = "; ".join(f"{d['reviewer']}: {verdict(d)}"
                                                       for d in sorted(decided, key=lambda d: d["reviewer"]))
        rejects = [d for d in decided if d["decision"] == "reject"]
        for d in rejects:
            if d["scope"] == "program":
                program_rejections.setdefault(d["program_id"], _reason(d))
        whole = [d for d in rejects if d["scope"] in ("variant", "program")]
        if whole:
            outcome.rejected[variant] = _reason(whole[0])
        elif rejects:
            views = sorted({v for d in rejects for v in d["views"]}, key=VIEWS.index)
            outcome.rejected_views[variant] = (views, "; ".join(_reason(d) for d in rejects))
    for variant, (_, record) in current.items():
        if record["program_id"] in program_rejections and variant not in outcome.rejected:
            outcome.rejected[variant] = program_rejections[record["program_id"]]
    for variant in outcome.rejected:
        outcome.rejected_views.pop(variant, None)
    return outcome


def _reason(d: dict) -> str:
    where = f" on {d['id']}" if d["scope"] == "program" else ""
    text = f"rejected by review ({verdict(d)}{where}, {d['reviewer']})"
    return f"{text}: {d['comment']}" if d.get("comment") else text
