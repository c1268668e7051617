"""2D figures: a program's ``draw(p, ax, hide)`` onto an Agg canvas, point labels moved off
whatever they cover (``declutter``), saved as a reproducible PNG."""
from __future__ import annotations

import io
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from .declutter import declutter  # noqa: E402
from .figure_check import check_plane  # noqa: E402

DPI = 100


def draw_2d(program, givens: dict, size: int, hide: tuple[str, ...] = ()) -> Figure:
    """The program's figure drawn on an Agg canvas of ``size``×``size`` pixels, labels decluttered."""
    fig = Figure(figsize=(size / DPI, size / DPI), dpi=DPI)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot(1, 1, 1)
    program.draw(givens, ax, hide=tuple(hide))
    declutter(fig, ax)
    return fig


def check_2d(program, givens: dict, question: str, fig: Figure) -> None:
    """Raise FigureMismatch when ``fig`` lacks a label ``question`` names (``figure_check.check_plane``)."""
    check_plane(question, fig, program.not_drawn(givens) if program.not_drawn is not None else ())


def render_2d(program, givens: dict, size: int, hide: tuple[str, ...] = (), question: str | None = None) -> bytes:
    """PNG bytes of the program's figure at ``size``×``size`` pixels (no volatile metadata).

    With ``question``, the figure is first checked against it (:func:`check_2d`)."""
    fig = draw_2d(program, givens, size, hide)
    if question is not None:
        check_2d(program, givens, question, fig)
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=DPI, metadata={"Software": None},
                facecolor="white", bbox_inches=None)
    return buffer.getvalue()


def write_bytes(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
