"""Rule-based answer extraction: every rule the scorer applies to a raw response lives here.

docs/scoring.md states the same rules in prose; keep both in step (and bump RULES_VERSION).

First, reasoning traces (:func:`answer_region`): ``<think>`` / ``<thinking>`` / ``<reasoning>`` blocks
are removed (a reasoning model's deliberation is not its answer); a response that ends inside such
a block gives no answer; text before a lone closing ``</think>`` (the opening tag was in the prompt
template) is reasoning too. Then, if an ``<answer>...</answer>`` block remains, the last one is the
region every rule below reads; otherwise the text outside the reasoning is.

Order in which the *final answer span* is looked for in that region (the first that applies wins):

1. ``\\boxed{...}`` / ``\\fbox{...}``: brace-matched, the last one in the response.
2. DynaMath's JSON output: the value of ``"short answer"`` (whole response JSON, or the key anywhere).
3. An answer phrase: the last "the answer is", "final answer", "answer:", "答案是"... up to the end of
   that sentence / line.
4. Nothing found: no span; the type-specific fallbacks apply (choice: a lone option letter anywhere in
   the response, VLMEvalKit's ``can_infer``, then in its last sentence, then an option's text; number:
   the last number in the response; expression and text: the last non-empty line).

Rules version 3: an article "A" / pronoun "I" in prose is not an option letter; two letters or two
numbers offered as alternatives ("either A or C", "3 or 4") are a hedge (wrong); a duration run
("1 hour 15 minutes") is one number, converted to the record's time ``unit`` if it has one.
"""
from __future__ import annotations

import json
import math
import re
import unicodedata

from dynaforge.answer_json import LETTERS

from . import bounds

_LETTER = f"[{LETTERS[0]}-{LETTERS[-1]}]"  # a regex class of the option letters (LETTERS is contiguous)

RULES_VERSION = "4"  # 4: reasoning traces and <answer> tags (answer_region)

# ---------------------------------------------------------------------------------------------
# reasoning traces

_REASONING_TAGS = ("think", "thinking", "reasoning")
_BLOCK_RE = re.compile(r"<(think|thinking|reasoning)>.*?</\1\s*>", re.S | re.I)
_OPEN_RE = re.compile(r"<(think|thinking|reasoning)>", re.I)
_CLOSE_RE = re.compile(r"</(?:think|thinking|reasoning)\s*>", re.I)
_ANSWER_TAG_RE = re.compile(r"<answer>(.*?)(?:</answer\s*>|$)", re.S | re.I)


class CutOffReasoning(ValueError):
    """The response ends inside a reasoning block: it never gave an answer."""


def answer_region(text: str) -> tuple[str, str]:
    """(the text the answer rules read, where it came from) for a raw response.

    ``where`` is ``"answer tag"``, ``"after reasoning"`` (a reasoning block was removed) or
    ``"response"``. Raises :class:`CutOffReasoning` when a reasoning block is never closed."""
    where = "response"
    if "<" not in text:
        return text, where
    stripped = _BLOCK_RE.sub(" ", text)
    if stripped != text:
        where = "after reasoning"
    opened = _OPEN_RE.search(stripped)
    if opened:
        raise CutOffReasoning(f"the response ends inside its <{opened.group(1).lower()}> block")
    closes = list(_CLOSE_RE.finditer(stripped))
    if closes:  # "...reasoning</think> answer": the opening tag was part of the prompt
        stripped, where = stripped[closes[-1].end():], "after reasoning"
    tags = _ANSWER_TAG_RE.findall(stripped)
    if tags and tags[-1].strip():
        return tags[-1], "answer tag"
    return stripped, where


# ---------------------------------------------------------------------------------------------
# spans


_BOX_RE = re.compile(r"\\(?:boxed|fbox)\s*")
_BRACE_RE = re.compile(r"[{}]")


def _closing_braces(text: str) -> dict[int, int]:
    """Index of each ``{`` -> index of its matching ``}`` (unclosed ones left out); one pass."""
    found, stack = {}, []
    for m in _BRACE_RE.finditer(text):
        if m.group() == "{":
            stack.append(m.start())
        elif stack:
            found[stack.pop()] = m.start()
    return found


def boxed_all(text: str) -> list[str]:
    """Contents of every ``\\boxed{...}`` (braces matched, nested braces kept), in order."""
    out, closing = [], None
    for m in _BOX_RE.finditer(text):
        i = m.end()
        if i < len(text) and text[i] == "{":
            closing = _closing_braces(text) if closing is None else closing
            if i in closing:  # an unclosed brace is not an answer
                out.append(text[i + 1 : closing[i]].strip())
        else:  # "\boxed 5" (TeX allows a single token)
            tok = re.match(r"[^\s$]+", text[i:])
            if tok:
                out.append(tok.group(0))
    return out


def last_boxed(text: str) -> str | None:
    found = boxed_all(text)
    return found[-1] if found else None


_FENCE_RE = re.compile(r"```(?:json)?\s*(.*?)```", re.S)
_SHORT_RE = re.compile(r'"short[ _]answer"\s*:\s*("(?:[^"\\]|\\.)*"|[^,}\n]+)', re.I)


def json_short_answer(text: str) -> str | None:
    """DynaMath's ``{"solution": ..., "short answer": ...}`` output (fenced or bare)."""
    if "short" not in text and "Short" not in text and "SHORT" not in text:
        return None
    candidates = [m.group(1) for m in _FENCE_RE.finditer(text)] + [text]
    for cand in candidates:
        cand = cand.strip()
        if cand.startswith("{"):
            try:
                obj = json.loads(cand)
            except ValueError:
                obj = None
            if isinstance(obj, dict):
                for key, value in obj.items():
                    if key.lower().replace("_", " ") == "short answer" and value is not None:
                        return str(value).strip()
    found = _SHORT_RE.findall(text)
    if not found:
        return None
    raw = found[-1].strip()
    if raw.startswith('"'):
        try:
            return str(json.loads(raw)).strip()
        except ValueError:
            return raw.strip('"').strip()
    return raw.strip()


_PHRASE_RE = re.compile(
    r"(?:final answer|the answer is|answer is|correct answer is|the result is|answer\s*[:：]|"
    r"答案是|答案为|答案[:：]|最终答案[是为:：]?|"
    r"(?:故|应|所以|因此|则)?选(?:择)?(?=\s*[:：]?\s*[(（]?" + _LETTER + r"(?![A-Za-z])))\s*[:：]?\s*",
    re.I,
)


def answer_phrase(text: str) -> str | None:
    """What follows the last answer phrase, up to the end of that sentence or line."""
    last = None
    for m in _PHRASE_RE.finditer(text):
        last = m
    if last is None:
        return None
    rest = text[last.end():]
    line = rest.split("\n", 1)[0]
    if not line.strip() and "\n" in rest:  # "Final answer:\n 42"
        for nxt in rest.split("\n")[1:]:
            if nxt.strip():
                line = nxt
                break
    # end of sentence: ". " followed by a capital / end, but not a decimal point
    cut = re.search(r"(?<!\d)\.(?:\s|$)|(?<=\d)\.(?=\s+[A-Z(]|\s*$)|。", line)
    if cut:
        line = line[: cut.start()]
    span = clean_span(line)
    return span or None


_DOLLAR_RE = re.compile(r"^\$+|\$+$")
_TEX_DELIM_RE = re.compile(r"^\\\(|\\\)$|^\\\[|\\\]$")
_TEXT_CMD_RE = re.compile(r"\\text(?:bf|it|rm)?\{([^{}]*)\}")


def clean_span(span: str) -> str:
    """Strip markdown/TeX wrappers and a trailing period from a span."""
    s = span.strip()
    if "*" in s or "_" in s:
        # markdown bold around the span or a word, never the power operator in x**2
        s = re.sub(r"(?<![\w)\]])(\*\*|__)(?=\S)(.+?)(?<=\S)\1(?![\w(\[])", r"\2", s)
    if "$" in s:
        s = _DOLLAR_RE.sub("", s.strip()).strip()
    if "\\" in s:
        s = _TEX_DELIM_RE.sub("", s).strip()
        if "text" in s:
            s = _TEXT_CMD_RE.sub(r"\1", s)
    s = s.rstrip(" .。;；,")
    s = s.strip("\"'`").strip()
    return s


def final_span(text: str) -> tuple[str | None, str]:
    """(span, rule) — the final answer span and the rule that found it (``none`` if none did)."""
    box = last_boxed(text)
    if box is not None:
        return clean_span(box), "boxed"
    short = json_short_answer(text)
    if short is not None:
        inner = last_boxed(short)
        return clean_span(inner if inner is not None else short), "json_short_answer"
    phrase = answer_phrase(text)
    if phrase is not None:
        return phrase, "answer_phrase"
    return None, "none"


_SENTENCE_END_RE = re.compile(r"(?<=[.!?。！？])\s+|(?<=[。！？])")


def last_sentence(text: str) -> str:
    """The last sentence of the last non-empty line (a decimal point does not end a sentence)."""
    line = last_line(text)
    parts = [p for p in _SENTENCE_END_RE.split(line) if p.strip()]
    return parts[-1].strip() if parts else line


def last_line(text: str) -> str:
    for line in reversed(text.strip().splitlines()):
        if line.strip():
            return clean_span(line)
    return ""


# ---------------------------------------------------------------------------------------------
# numbers

_MINUS = dict.fromkeys(map(ord, "\u2212\u2012\u2013\u2014\ufe63\uff0d"), "-")
_THOUSANDS_RE = re.compile(r"(?<![\d.])\d{1,3}(?:,\d{3})+(?![\d])")
_THOUSANDS_SPACE_RE = re.compile(r"(?<![\d.])\d{1,3}(?:[\u2009\u202f]\d{3})+(?![\d])")
_FRAC_RE = re.compile(r"\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}")
_FRAC_SHORT_RE = re.compile(r"\\[dt]?frac\s*(\d)\s*(\d)")
_SCI_RE = re.compile(r"(\d)\s*(?:×|\\times|\*|x)\s*10\s*\^\s*\{?\s*([-+]?\d+)\s*\}?")
_NUM_TOKEN_RE = re.compile(
    r"(?P<sign>[-+])?\s*"
    r"(?:(?P<num>(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?)\s*(?P<pi1>π)?|(?P<pi2>π))"
    r"(?:\s*/\s*(?P<den>(?:\d+(?:\.\d+)?|\.\d+))(?![\d.]))?"
    r"(?P<pct>\s*%)?"
)
_NEEDS_SYMPY = re.compile(r"sqrt|√|\^|\\|log|ln|sin|cos|tan|exp|\(")


def _brace_group(s: str, i: int) -> tuple[str, int] | None:
    """The brace-matched group starting at s[i] == '{' -> (content, index after it)."""
    while i < len(s) and s[i] == " ":
        i += 1
    if i >= len(s) or s[i] != "{":
        return None
    depth = 0
    for j in range(i, len(s)):
        if s[j] == "{":
            depth += 1
        elif s[j] == "}":
            depth -= 1
            if depth == 0:
                return s[i + 1 : j], j + 1
    return None


_FRAC_START_RE = re.compile(r"\\[dt]?frac(?=\s*\{)")


def replace_fracs(s: str) -> str:
    """\\frac{A}{B} (nested braces allowed) -> (A)/(B), innermost content converted too."""
    for _ in range(20):
        m = None
        for m in _FRAC_START_RE.finditer(s):
            pass  # the last one: its arguments contain no further \frac to the right
        if m is None:
            return s
        first = _brace_group(s, m.end())
        second = _brace_group(s, first[1]) if first else None
        if not second:
            return s
        num, den = first[0], second[0]
        s = s[: m.start()] + f"({num})/({den})" + s[second[1]:]
    return s


_UNIT_POWER_RE = re.compile(r"(?<![A-Za-z])(mm|cm|dm|km|m|in|ft|yd|mi|units|unit)(?:[²³]|\^\{?[23]\}?)(?!\d)")


_DEGREE_RE = re.compile(r"\^\s*\{?\\circ\}?|\\circ|\\degree|°|º")
_PI_WORD_RE = re.compile(r"(?<![A-Za-z])pi(?![A-Za-z])")
_THIN_SPACE_RE = re.compile(r"[\u2009\u202f]")
_PAREN_NUM_RE = re.compile(r"\((\s*[-+]?\s*(?:\d+(?:\.\d+)?|\.\d+)?\s*π?\s*)\)")
_PLAIN_NUMBER_RE = re.compile(r"[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?")


def normalize_numeric_text(s: str) -> str:
    """Unicode minus -> '-', thousands separators removed, TeX number forms simplified.

    Each rewrite runs only when its trigger character is present (this is the hot path)."""
    ascii_only = s.isascii()
    if "\\" in s and "text" in s:
        s = _TEXT_CMD_RE.sub(r"\1", s)  # "\\text{ cm}^2" -> " cm^2", whose power the next rule drops
    if "^" in s or not ascii_only:
        s = _UNIT_POWER_RE.sub(r"\1", s)  # "dm²", "cm^3": a unit's power is not a number
    if not ascii_only:
        s = unicodedata.normalize("NFKC", s).translate(_MINUS)
        if "\u2009" in s or "\u202f" in s:
            s = _THOUSANDS_SPACE_RE.sub(lambda m: _THIN_SPACE_RE.sub("", m.group(0)), s)
    if "$" in s:
        s = s.replace("$", "")
    if "~" in s:
        s = s.replace("~", " ")
    if "\\" in s:
        s = s.replace("\\!", "").replace("\\,", "").replace("\\;", "").replace("\\left", "")
        s = s.replace("\\right", "").replace("\\%", "%").replace("\\pi", "π").replace("\\Pi", "π")
    if "{,}" in s:
        s = s.replace("{,}", "")  # German TeX thousands "1{,}000"
    if "\\" in s or "°" in s or "º" in s:
        s = _DEGREE_RE.sub(" ", s)
    if "pi" in s:
        s = _PI_WORD_RE.sub("π", s)
    if "," in s:
        s = _THOUSANDS_RE.sub(lambda m: m.group(0).replace(",", ""), s)
    if "frac" in s:
        s = replace_fracs(s)
        s = _FRAC_SHORT_RE.sub(r"\1/\2", s)
    if "10" in s:
        s = _SCI_RE.sub(r"\1e\2", s)
    if "(" in s:
        s = _PAREN_NUM_RE.sub(r"\1", s)  # "(2π)/(3)" -> "2π/3"
    return s


def _token_values(m: re.Match) -> list[float]:
    num = m.group("num")
    value = float(num) if num is not None else 1.0
    if m.group("pi1") or m.group("pi2"):
        value *= math.pi
    den = m.group("den")
    if den is not None:
        d = float(den)
        if d == 0:
            return []
        value /= d
    if m.group("sign") == "-":
        value = -value
    if not math.isfinite(value):
        return []
    if m.group("pct"):
        return [value, value / 100.0]
    return [value]


def number_tokens(s: str) -> list[tuple[str, list[float]]]:
    """Every number in ``s`` (already normalized) as (text, candidate values)."""
    out = []
    for m in _NUM_TOKEN_RE.finditer(s):
        vals = _token_values(m)
        if vals:
            out.append((m.group(0).strip(), vals))
    return out


_LHS_SPLIT_RE = re.compile(r"=|≈|\\approx|~=")


def _strip_lhs(s: str) -> str:
    """'x = 5' -> '5'; 'AB = 2√3 ≈ 3.46' -> '3.46' (the last side of a chain)."""
    if "=" not in s and "≈" not in s and "approx" not in s:
        return s
    parts = _LHS_SPLIT_RE.split(s)
    return parts[-1].strip() if len(parts) > 1 else s


def _closed_form_value(s: str) -> complex | None:
    expr = parse_expression(re.sub(r"(?<![\w.])e(?!\w)", "E", s))  # a bare e is Euler's number
    if expr is None:
        return None
    try:
        return None if expr.free_symbols else complex(expr.evalf())
    except Exception:  # noqa: BLE001 - sympy raises many kinds
        return None


def sympy_number(s: str) -> float | None:
    """Numeric value of a closed form like '2\\sqrt{3}', '√2/2', '3π/4' (None if not a constant).

    Parsed and evaluated within :mod:`bounds`: bounds.Rejected if too large or over the time limit;
    a span over the length limit is prose, not a closed form (None: its first number is read)."""
    try:
        val = bounds.bounded(lambda: _closed_form_value(s))
    except bounds.TooLong:
        return None
    if val is None or abs(val.imag) > 1e-12 or not math.isfinite(val.real):
        return None
    return float(val.real)


# durations: "1 hour 15 minutes", "1 h 15 min", "2.5 hours", "30 s" (a run of number + time unit)
_SECONDS = {"h": 3600.0, "min": 60.0, "s": 1.0}
_TIME_UNIT = r"(?:hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s)(?![A-Za-z])"
_DUR_PART = r"(?:\d+(?:\.\d+)?|\.\d+)\s*" + _TIME_UNIT
_DURATION_RE = re.compile(_DUR_PART + r"(?:\s*(?:,|and)?\s*" + _DUR_PART + r")*")
_DUR_PART_RE = re.compile(r"((?:\d+(?:\.\d+)?|\.\d+))\s*(" + _TIME_UNIT + ")")


def time_unit(unit) -> str | None:
    """'minutes' / 'min' / 'h' / 'hours' / 's' ... -> 'min' / 'h' / 's' (None if not a time unit)."""
    u = str(unit or "").strip().lower().rstrip(".")
    if not u:
        return None
    if u in ("h", "hr", "hrs") or u.startswith("hour"):
        return "h"
    if u in ("min", "mins") or u.startswith("minute"):
        return "min"
    if u in ("s", "sec", "secs") or u.startswith("second"):
        return "s"
    return None


def duration_values(text: str, unit=None) -> list[float]:
    """A duration run -> its value in ``unit`` (a time unit), else in minutes, hours and seconds."""
    total = 0.0
    for num, u in _DUR_PART_RE.findall(text):
        total += float(num) * _SECONDS[time_unit(u)]
    target = time_unit(unit)
    if target:
        return [total / _SECONDS[target]]
    return [total / 60.0, total / 3600.0, total]


def _duration_first(s: str, unit=None) -> tuple[str, list[float]] | None:
    """If the first number of ``s`` starts a duration run ("1 hour 15 minutes"), that run's values."""
    first = _NUM_TOKEN_RE.search(s)
    if first is None or first.group("num") is None or first.group("sign") == "-":
        return None
    m = _DURATION_RE.match(s, first.start("num"))
    if m is None:
        return None
    return m.group(0).strip(), duration_values(m.group(0), unit)


_HEDGE_NUM_RE = re.compile(r"(?:^|\beither\s+)([-+]?\d+(?:\.\d+)?)\s+(?:or|/)\s+([-+]?\d+(?:\.\d+)?)(?![\d.])",
                           re.I)


def is_number_hedge(s: str) -> bool:
    """'either 3 or 4' (anywhere) or a span that starts '3 or 4': two different numbers, no single answer."""
    for m in _HEDGE_NUM_RE.finditer(s.strip()):
        if float(m.group(1)) != float(m.group(2)):
            return True
    return False


def parse_number_span(span: str, unit=None) -> tuple[str, list[float]] | None:
    """The number a final-answer span states: closed forms via sympy, else its first number (a
    duration run such as "1 hour 15 minutes" as a whole, converted)."""
    if _PLAIN_NUMBER_RE.fullmatch(span):  # fast path: "12.5"
        if not math.isfinite(value := float(span)):
            raise bounds.Rejected(f"{bounds.shorten(span)} is too large (beyond the float range)", span)
        return span, [value]
    s = normalize_numeric_text(span)
    s = _strip_lhs(s)
    dur = _duration_first(s, unit)
    if dur is not None:
        return dur
    if _NEEDS_SYMPY.search(s):
        core = re.sub(r"[A-Za-z\u00b2\u00b3]+\s*$", "", s).strip()  # trailing unit "cm²"
        val = sympy_number(core) if core else None
        if val is not None:
            return core, [val]
    toks = number_tokens(s)
    return toks[0] if toks else None


def extract_number(response: str, unit=None) -> tuple[str | None, list[float], str]:
    """(extracted text, candidate values, rule). Values empty when nothing numeric was found.

    ``unit`` is the record's unit (optional): a duration in the response is converted to it."""
    span, rule = final_span(response)
    if span is not None:
        if is_number_hedge(span):
            return span, [], rule + "+hedge"
        got = parse_number_span(span, unit)
        if got is not None:
            return got[0], got[1], rule
    if span is None and is_number_hedge(last_sentence(response)):
        return last_sentence(response), [], "hedge"
    short = clean_span(response)
    norm = normalize_numeric_text(response)
    toks = number_tokens(norm)
    if len(short) <= 60 and "\n" not in short:  # a bare short answer such as "2\\sqrt{3}"
        got = parse_number_span(short, unit)
        if got is not None and (len(toks) <= 1 or got[0] not in {t for t, _ in toks}):
            return got[0], got[1], "whole_response"
    if toks:
        durs = list(_DURATION_RE.finditer(norm))
        last = list(_NUM_TOKEN_RE.finditer(norm))[-1]
        if durs and durs[-1].start() <= last.start() < durs[-1].end():  # "... 1 h 15 min in total"
            return durs[-1].group(0).strip(), duration_values(durs[-1].group(0), unit), "last_number+duration"
        return toks[-1][0], toks[-1][1], "last_number"
    return span, [], rule


# ---------------------------------------------------------------------------------------------
# choices (VLMEvalKit's can_infer_option / can_infer_text)

_OPT_PUNCT = str.maketrans({c: " " for c in ".()[],:;!*#{}"})


# "A" / "I" followed by a lower-case word is the article / pronoun, not an option letter
# ("A lower price ...", "I think ..."), unless that word is one that follows a letter answer ("A is").
_PROSE_LETTER_RE = re.compile(
    r"(?<![A-Za-z(\[{*])\b(A|I)\s+(?!(?:is|was|seems|looks|matches|fits|gives|would|should|must|could|can|"
    r"and|or|because|since|as|has|only|then|both)\b)(?=[a-z])")
# two different option letters offered as alternatives: "either A or C", "A or B", "B/C", "A 或 C"
_HEDGE_LETTER_RE = re.compile(
    r"(?<![A-Za-z])\(?(" + _LETTER + r")\)?\s*(?:or|/|and/or|或者?|还是)\s*(?:option\s+)?\(?(" + _LETTER
    + r")\)?(?![A-Za-z])")


def drop_prose_letters(text: str) -> str:
    """Blank out an article "A" / pronoun "I" that starts a phrase (see _PROSE_LETTER_RE)."""
    if "A" not in text and "I" not in text:
        return text
    return _PROSE_LETTER_RE.sub(" ", text)


def is_letter_hedge(text: str) -> bool:
    """'either A or C', 'A or B', 'B/C': two different option letters as alternatives."""
    return any(m.group(1) != m.group(2) for m in _HEDGE_LETTER_RE.finditer(text))


def can_infer_option(answer: str, letters: str) -> str | None:
    """VLMEvalKit: the one option letter that appears as a standalone token (None if 0 or 2+).

    An article "A" / pronoun "I" in prose is not a letter (:func:`drop_prose_letters`)."""
    splits = drop_prose_letters(answer).translate(_OPT_PUNCT).split()
    found = [c for c in letters if c in splits]
    if len(found) == 1:
        return found[0]
    return None


def can_infer_text(answer: str, options: list[str]) -> str | None:
    """VLMEvalKit: the one option whose text occurs in the answer (case-insensitive)."""
    low = answer.lower()
    cands = [i for i, o in enumerate(options) if str(o).lower().strip() and str(o).lower().strip() in low]
    if len(cands) == 1:
        return LETTERS[cands[0]]
    return None


def _option_by_value(span: str, options: list[str]) -> str | None:
    """An option whose text equals the span (normalized), or whose number equals the span's."""
    norm = normalize_text(span)
    hits = [i for i, o in enumerate(options) if normalize_text(o) == norm]
    if len(hits) == 1:
        return LETTERS[hits[0]]
    got = parse_number_span(span)
    if got is not None and len(number_tokens(normalize_numeric_text(span))) <= 1:
        hits = []
        for i, o in enumerate(options):
            ov = parse_number_span(o)
            if ov is not None and any(abs(v - w) <= 1e-9 * max(1.0, abs(w)) for v in got[1] for w in ov[1]):
                hits.append(i)
        if len(hits) == 1:
            return LETTERS[hits[0]]
    return None


def extract_choice(response: str, options: list[str]) -> tuple[str | None, str]:
    """(letter or None, rule)."""
    letters = LETTERS[: len(options)]
    span, rule = final_span(response)
    if span is not None:
        if is_letter_hedge(span):
            return None, rule + "+hedge"
        letter = can_infer_option(span, letters)
        if letter:
            return letter, rule + "+letter"
        letter = _option_by_value(span, options) or can_infer_text(span, options)
        if letter:
            return letter, rule + "+option_text"
    last = last_sentence(response)
    if span is None and is_letter_hedge(last):
        return None, "hedge"
    letter = can_infer_option(response, letters)
    if letter:
        return letter, "lone_letter"
    letter = can_infer_option(last, letters)  # options restated first, the letter in the last sentence
    if letter:
        return letter, "last_sentence_letter"
    stripped = clean_span(response)
    letter = _option_by_value(stripped, options) if len(stripped) < 200 else None
    letter = letter or can_infer_text(response, options) or can_infer_text(last, options)
    if letter:
        return letter, "option_text"
    return None, "none"


# ---------------------------------------------------------------------------------------------
# text and expressions

_ARTICLES_RE = re.compile(r"\b(a|an|the)\b")
_PUNCT_RE = re.compile(r"[^\w\s]")


def normalize_text(s: str) -> str:
    """Lower case, NFKC, TeX \\text{} unwrapped, punctuation and articles dropped, spaces collapsed."""
    s = unicodedata.normalize("NFKC", str(s)).lower()
    s = re.sub(r"\\text(?:bf|it|rm)?\{([^{}]*)\}", r"\1", s)
    s = _PUNCT_RE.sub(" ", s)
    s = _ARTICLES_RE.sub(" ", s)
    return " ".join(s.split())


def extract_text(response: str) -> tuple[str, str]:
    span, rule = final_span(response)
    if span is not None:
        return span, rule
    return last_line(response), "last_line"


_SUPERSCRIPTS = {"²": "**2", "³": "**3", "⁴": "**4", "¹": "**1", "⁰": "**0"}


def latex_to_sympy_text(s: str) -> str:
    """A best-effort rewrite of TeX / Unicode math into sympy's input syntax."""
    s = replace_fracs(s).translate(_MINUS)
    s = s.replace("$", "").replace("\\left", "").replace("\\right", "").replace("\\,", "").replace("\\!", "")
    s = s.replace("\\pi", "pi").replace("π", "pi")
    s = s.replace("\\cdot", "*").replace("\\times", "*").replace("×", "*").replace("·", "*").replace("÷", "/")
    s = re.sub(r"\\sqrt\s*\[([^\]]*)\]\s*\{([^{}]*)\}", r"((\2)**(1/(\1)))", s)
    s = re.sub(r"\\sqrt\s*\{", "sqrt{", s)
    s = re.sub(r"\\sqrt\s*(\w)", r"sqrt(\1)", s)
    s = re.sub(r"√\s*\(", "sqrt(", s)
    s = re.sub(r"√\s*\{", "sqrt{", s)
    s = re.sub(r"√\s*([A-Za-z0-9.]+)", r"sqrt(\1)", s)
    s = re.sub(r"\\(ln|log|sin|cos|tan|exp|arcsin|arccos|arctan)\b", r"\1", s)
    s = s.replace("\\infty", "oo").replace("∞", "oo")
    for k, v in _SUPERSCRIPTS.items():
        s = s.replace(k, v)
    s = s.replace("{", "(").replace("}", ")").replace("\\", "")
    s = s.replace("^", "**")
    return s.strip()


_UNIT_RE = re.compile(r"\\(?:text|mathrm|operatorname)\s*\{\s*(?:[a-zA-Z]{0,12}\s*)\}(?:\^\{?\d\}?)?"
                      r"|\\[,;: ]\s*[a-zA-Z]{2,12}(?:\^\{?\d\}?)?\s*$"   # "6x^2\ units^2": a unit word at the end
                      r"|\^\s*\{?\\circ\}?|°|\\[,;:! ]")


def strip_units(s: str) -> str:
    """A span without unit words and spacing commands: ``2x\\,\\mathrm{cm}`` -> ``2x``, ``30^\\circ`` -> ``30``."""
    return _UNIT_RE.sub(" ", s).strip() if ("\\" in s or "°" in s) else s


def _parse_math(s: str):
    """sympy for a span. LaTeX goes through latex2sympy2_extended (the parser lmms-eval and
    math-verify use; on 27 realistic model spans it read 25, the regex rewrite 23 and sympy's own
    parse_latex 17: docs/scoring.md), plain text and what it cannot read through the rewrite. The
    rewrite is parsed first in every case: its size guard (:func:`bounds.parse`) refuses what is
    too large to evaluate before either parser builds anything."""
    s = strip_units(s)
    plain = bounds.parse(latex_to_sympy_text(s))
    if "\\" in s:
        try:
            from latex2sympy2_extended import latex2sympy

            parsed = latex2sympy(s)
            if hasattr(parsed, "free_symbols"):
                return parsed
        except Exception:  # noqa: BLE001 - any parser failure falls back to the rewrite
            pass
    return plain


_PARSE_CACHE: dict[str, object] = {}


def parse_expression(s: str):
    """A sympy expression for ``s`` (TeX or plain), or None. Cached.

    Raises bounds.TooLong (over the length limit before or after the TeX rewrite, checked before
    the rewrite runs) or bounds.Rejected (too large to evaluate); see :func:`bounds.parse`. Callers
    run it under :func:`bounds.bounded`."""
    if s not in _PARSE_CACHE:
        if len(_PARSE_CACHE) > 50_000:
            _PARSE_CACHE.clear()
        try:
            _PARSE_CACHE[s] = _parse_math(bounds.check_length(s))
        except bounds.Rejected as exc:
            _PARSE_CACHE[s] = exc
    got = _PARSE_CACHE[s]
    if isinstance(got, bounds.Rejected):
        raise type(got)(str(got), s)  # a fresh exception: re-raising one instance grows its traceback
    return got


def extract_expression(response: str, reference_has_equals: bool = False) -> tuple[str, str]:
    """The expression span: final span, else the last line; 'y = ...' left-hand side dropped."""
    span, rule = final_span(response)
    if span is None:
        span, rule = last_line(response), "last_line"
    if not reference_has_equals and "=" in span:
        span = span.split("=")[-1].strip()
    return span, rule


# ---------------------------------------------------------------------------------------------
# multi-part


def split_parts(span: str) -> list[str]:
    """Split a span into parts at ';', newlines or '(1) ... (2) ...' markers."""
    marked = re.split(r"\(\s*\d+\s*\)|（\s*\d+\s*）|(?:^|\s)\d+[.)]\s", span)
    marked = [p.strip(" ;,，；\n") for p in marked if p.strip(" ;,，；\n")]
    if len(marked) > 1:
        return marked
    for sep in (";", "；", "\n"):
        if sep in span:
            return [p.strip() for p in span.split(sep) if p.strip()]
    return [span.strip()] if span.strip() else []
