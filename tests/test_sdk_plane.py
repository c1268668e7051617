"""SDK drawing helpers whose defaults must work on uneven shapes."""
import matplotlib

matplotlib.use("Agg")
from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from dynaforge.sdk import draw, plane  # noqa: E402


def _chevron_extents(ax, lines):
    """Display-space width of each chevron marker drawn (after the axes have their final limits)."""
    ax.figure.canvas.draw()
    renderer = ax.figure.canvas.get_renderer()
    return [line.get_window_extent(renderer).width for line in lines]


def test_parallel_marks_on_a_trapezoid_are_the_same_size_on_both_bases():
    fig = Figure(figsize=(5.12, 5.12), dpi=100)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot(1, 1, 1)
    A, B, C, D = (0, 0), (12, 0), (6.6, 3), (5.4, 3)          # the short base is a tenth of the long one
    draw.polygon(ax, {"A": A, "B": B, "C": C, "D": D})
    before = len(ax.lines)
    plane.parallel_marks(ax, A, B, 2)
    long_base = ax.lines[before:]
    plane.parallel_marks(ax, D, C, 2)
    short_base = ax.lines[before + len(long_base):]
    draw.geometry_axes(ax, [A, B, C, D])
    assert len(long_base) == len(short_base) == 2
    widths = _chevron_extents(ax, long_base + short_base)
    assert min(widths) > 8 and max(widths) - min(widths) < 1.0      # visible, and alike
