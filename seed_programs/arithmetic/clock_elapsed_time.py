"""Arithmetic: read two analogue clocks and find the elapsed time between them."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw

CONTEXTS = [
    ("A film started at the time on the left clock and ended at the time on the right clock.",
     "Film starts", "Film ends", "How long did the film last"),
    ("A train left at the time on the left clock and arrived at the time on the right clock.",
     "Departure", "Arrival", "How long was the journey"),
    ("A cake went into the oven at the time on the left clock and came out at the time on the right clock.",
     "In", "Out", "How long did the cake bake"),
    ("Mia started her homework at the time on the left clock and finished at the time on the right clock.",
     "Start", "Finish", "How long did the homework take"),
    ("A football match kicked off at the time on the left clock and ended at the time on the right clock.",
     "Kick-off", "Final whistle", "How long did the match last, from kick-off to the final whistle"),
]
ROMAN = ["XII", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI"]


@seed_program(
    id="clock_elapsed_time", topic="arithmetic", level="elementary", difficulty="easy",
    question_type="numeric",
    concepts=["arithmetic/time/reading_clocks", "arithmetic/time/elapsed_time"],
    source="DynaMath-style (arithmetic, clock reading)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class ClockElapsedTime(SeedProgram):
    levels = Levels(
        standard=dict(minute_step=5, start=IntRange(0, 143), duration=IntRange(4, 60)),
        hard=dict(minute_step=1, start=IntRange(0, 719), duration=IntRange(95, 400)),
        hard_means="times to the minute (the minute hand between the five-minute marks) and durations of about "
                   "1.5 to 6.5 hours, more often across 12 o'clock",
    )

    def sample(self, rng, space):
        step = space.minute_step
        start = space.start.draw(rng) * step             # minutes after 12:00 on the dial
        duration = space.duration.draw(rng) * step       # 20 min .. 5 h at the standard level
        # givens: the two clock faces; the duration is what is asked
        return ({"start": start, "end": (start + duration) % 720, "context": int(rng.integers(len(CONTEXTS))),
                 "roman": bool(rng.integers(0, 2)),
                 "colors": [str(c) for c in rng.choice(["blue", "red", "green", "purple", "orange"], 2, replace=False)]},
                {"duration": duration})

    @staticmethod
    def _hhmm(minutes):
        h, m = divmod(minutes % 720, 60)
        return f"{h if h else 12}:{m:02d}"

    def question(self, g):
        text, _, _, ask = CONTEXTS[g["context"]]
        return (f"{text} {ask}, in minutes? (It lasted less than 12 hours.)")

    def answer(self, p):
        return Number(p["duration"])

    def _hands(self, minutes):
        """Hand angles in degrees clockwise from 12: (hour hand, minute hand)."""
        minutes %= 720
        return minutes * 0.5, (minutes % 60) * 6.0

    def verify(self, g):
        # read both dials back from the drawn hand angles, then subtract (mod 12 hours)
        readings = []
        for t in (g["start"], g["end"]):
            hour_angle, minute_angle = self._hands(t)
            minute = int(round(minute_angle / 6)) % 60
            hour = int(np.floor((hour_angle + 1e-9) / 30)) % 12
            readings.append(hour * 60 + minute)
        return Number((readings[1] - readings[0]) % 720)

    def _clock(self, ax, centre, minutes, title, color, roman):
        from matplotlib.patches import Circle

        cx, cy = centre
        ax.add_patch(Circle(centre, 1.0, facecolor="white", edgecolor=draw.PALETTE[color], linewidth=4, zorder=1))
        for k in range(60):
            a = np.radians(90 - 6 * k)
            r0 = 0.86 if k % 5 == 0 else 0.92
            ax.plot([cx + r0 * np.cos(a), cx + 0.97 * np.cos(a)], [cy + r0 * np.sin(a), cy + 0.97 * np.sin(a)],
                    color=draw.INK, linewidth=2.0 if k % 5 == 0 else 0.8, zorder=2)
        for h in range(12):
            a = np.radians(90 - 30 * h)
            text = ROMAN[h] if roman else str(12 if h == 0 else h)
            ax.text(cx + 0.72 * np.cos(a), cy + 0.72 * np.sin(a), text, ha="center", va="center",
                    fontsize=11 if roman else 13, color=draw.INK, zorder=3)
        hour_angle, minute_angle = self._hands(minutes)
        for ang, length, width in ((hour_angle, 0.38, 5.5), (minute_angle, 0.55, 3.0)):  # both inside the numerals
            a = np.radians(90 - ang)
            ax.plot([cx, cx + length * np.cos(a)], [cy, cy + length * np.sin(a)], color=draw.INK,
                    linewidth=width, solid_capstyle="round", zorder=4)
        ax.plot([cx], [cy], "o", color=draw.PALETTE[color], markersize=7, zorder=5)
        ax.text(cx, cy + 1.22, title, ha="center", va="center", fontsize=14, fontweight="bold", color=draw.INK)

    def draw(self, g, ax, hide=()):
        _, left, right, _ = CONTEXTS[g["context"]]
        self._clock(ax, (-1.12, 0), g["start"], left, g["colors"][0], g["roman"])
        self._clock(ax, (1.12, 0), g["end"], right, g["colors"][1], g["roman"])
        ax.set_position([0.01, 0.01, 0.98, 0.98])
        ax.set_xlim(-2.2, 2.2)
        ax.set_ylim(-2.0, 2.4)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        end = g["end"]
        return [
            SubQuestion("On the right clock, how many minutes past the hour does the minute hand show?",
                        Number(end % 60), "arithmetic/time/reading_clocks"),
            SubQuestion(f"How many minutes are there from {self._hhmm(g['start'])} to {self._hhmm(end)} "
                        f"(less than 12 hours later)?", Number((end - g["start"]) % 720), "arithmetic/time/elapsed_time"),
        ]

    def description(self, g):
        text, left, right, _ = CONTEXTS[g["context"]]
        end = g["end"]
        return (f"{text} The left clock ('{left}') shows {self._hhmm(g['start'])} and the right clock "
                f"('{right}') shows {self._hhmm(end)}.")
