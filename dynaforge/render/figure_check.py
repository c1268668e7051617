"""Figures checked against their questions: every point label the question names is drawn.

A question names points by capital letters, possibly with a digit, a prime or a subscript (``A``,
``B1``, ``C'``, ``D₁``), alone or run together (``AB``, ``ABCD-A'B'C'D'``, ``∠PQR``). Each such
label must be drawn in the figure: in 3D as a shown label of the scene, in 2D as a text the figure
draws (a point label, a tick label, a legend entry). A figure that lacks one is a wrong item: the
render stage fails the variant, naming the labels.

What is not a label: an article ("A cube", "I think"), an all-capital word of three or more
letters that is not made of the figure's own labels (IQR, BFS), a unit symbol after a number, and a
lone capital that names a quantity rather than a point ("the volume V", "y = A·sin(Bx)"): a lone
plain capital counts only after a word that introduces points ("point P", "vertex A", "midpoint M",
"centre O", "at B", "on C") or when the figure's own data defines it.
"""
from __future__ import annotations

import re
from typing import Iterable

ATOM = r"[A-Z](?:'+|[0-9]+|[₀-₉]+)?"
_RUN = re.compile(rf"(?<![A-Za-z0-9_'₀-₉])(?:{ATOM})+(?![a-z0-9_₀-₉])")
_ATOMS = re.compile(ATOM)
_ARTICLE = re.compile(r"(?:A|I)(?= [a-z])")
_AFTER_NUMBER = re.compile(r"[0-9.]\s*$")
_EXAMPLE = re.compile(r"(?:such as|e\.g\.|for example)\s+$")
_POINT_WORD = re.compile(r"(?:points?|vertex|vertices|midpoint|centre|center|foot|apex|at|on|from|to)\s+$",
                         re.IGNORECASE)
_POINT_ROLE = re.compile(r"\s+(?:is|be)\s+(?:the|a)\s+(?:midpoint|centre|center|foot|point|intersection|vertex)\b"
                         r"|\s+(?:lies|moves)\b")


_ACRONYMS = {"IQ", "IQR", "OK", "TV", "UK", "US", "PM", "AM", "ID", "DC", "AC", "CO", "BFS", "DFS", "MST",
             "SSS", "SAS", "ASA", "AAS", "HL", "RHS", "LCM", "GCD", "HCF"}


class FigureMismatch(ValueError):
    """A figure does not show what its question names."""


def named_labels(question: str, known: Iterable[str] = ()) -> list[str]:
    """Point labels the question names, in order of first mention.

    ``known`` are labels the figure's own data defines (a scene's points, a 2D figure's texts): an
    all-capital word of three or more letters counts only when all its letters but one are among them
    (``ABCD`` yes, ``IQR`` in a statistics question no)."""
    known = set(known)
    out: list[str] = []
    for match in _RUN.finditer(question):
        run = match.group(0)
        if _ARTICLE.match(question, match.start()) and len(run) == 1:
            continue
        if _AFTER_NUMBER.search(question[: match.start()]) and len(run) <= 2:
            continue  # a unit: "12 N", "3 V", "5 kW"
        if _EXAMPLE.search(question[: match.start()]):
            continue  # an example of an answer's form: "a string of letters such as ACBD"
        atoms = _ATOMS.findall(run)
        plain = all(len(a) == 1 for a in atoms)
        if plain and len(atoms) >= 2 and (run in _ACRONYMS or (len(atoms) >= 3 and len(set(atoms) & known) < len(atoms) - 1)):
            continue  # an acronym (IQ, BFS, SAS), not a run of labels
        if plain and len(atoms) == 1 and run not in known and not _POINT_WORD.search(question[: match.start()]) \
                and not _POINT_ROLE.match(question, match.end()):
            continue  # a quantity or a name ("the volume V"), not a point
        out += [a for a in atoms if a not in out]
    return out


def _digits(text: str) -> str:
    return text.translate(_SUBSCRIPTS)


_SUBSCRIPTS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")


def check_solid(question: str, scene, not_drawn: Iterable[str] = ()) -> None:
    """Raise FigureMismatch when the question names a label the scene does not show.

    ``not_drawn``: labels the program says the figure deliberately leaves out (``not_drawn(g)``)."""
    shown = {_digits(label) for label in scene.labels_shown()} | {_digits(label) for label in not_drawn}
    missing = [label for label in named_labels(question, scene.points) if _digits(label) not in shown]
    if missing:
        raise FigureMismatch(f"the question names {', '.join(missing)}, which the figure does not label"
                             " (a label left out on purpose, e.g. folded away, belongs in not_drawn(g))")


def drawn_texts(fig) -> set[str]:
    """Every piece of text the figure draws, split into words (labels inside "A(2, 3)" count)."""
    texts = [t.get_text() for t in fig.findobj(lambda a: hasattr(a, "get_text") and hasattr(a, "get_position"))]
    words: set[str] = set()
    for text in texts:
        text = _digits(text.replace("$", "").replace("_", ""))
        words.add(text.strip())
        words.update(_ATOMS.findall(text))
    return {w for w in words if w}


def check_plane(question: str, fig, not_drawn: Iterable[str] = ()) -> None:
    """Raise FigureMismatch when the question names a point label no text of the 2D figure shows."""
    texts = drawn_texts(fig) | {_digits(label) for label in not_drawn}
    missing = [label for label in named_labels(question, texts) if _digits(label) not in texts]
    if missing:
        raise FigureMismatch(f"the question names {', '.join(missing)}, which the figure does not show"
                             " (a label left out on purpose belongs in not_drawn(g))")
