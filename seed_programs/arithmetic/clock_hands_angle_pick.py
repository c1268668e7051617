"""Arithmetic: the smaller angle between the hour and minute hands of an analogue clock, picked from
four options (the hour hand moves on between the numerals)."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts
from dynaforge.sdk import seed_program
from dynaforge.sdk import draw, science_arith_puzzle as sap


def _deg(x):
    return f"{draw.fmt(x, 1)}°"


def _smaller(x):
    x = abs(x) % 360
    return min(x, 360 - x)


@seed_program(
    id="clock_hands_angle_pick", topic="arithmetic", level="elementary", difficulty="medium",
    question_type="multiple_choice", concepts=["arithmetic/time/reading_clocks"],
    source="DynaMath-style (arithmetic, analogue clock)",
    variations=["numeric_values", "colors_labels"],
)
class ClockHandsAnglePick(SeedProgram):
    levels = Levels(
        standard=dict(hour=IntRange(1, 12), step=OneOf((5,)), rim=OneOf(("blue", "green", "orange", "purple"))),
        hard=dict(hour=IntRange(1, 12), step=OneOf((1,)), rim=OneOf(("blue", "green", "orange", "purple"))),
        hard_means="times to the minute (the minute hand between the five-minute marks), so the hour hand's "
                   "extra 0.5° per minute gives half-degree answers, and the options sit closer together",
    )

    def sample(self, rng, space):
        step = int(space.step.draw(rng))
        for _ in attempts("a time whose hand angle differs from the three slips and is not 0° or 180°"):
            h = int(space.hour.draw(rng))
            m = step * int(rng.integers(1, 60 // step))
            if step == 1 and m % 5 == 0:
                continue
            right = _smaller(30 * h - 5.5 * m)
            slips = [_smaller(30 * h - 6 * m),                  # hour hand left on the numeral
                     360 - right,                               # the reflex angle
                     _smaller(30 * (h + 1) - 6 * m) if m < 30 else _smaller(30 * h - 5 * m)]
            opts = [_deg(right)] + [_deg(x) for x in slips]
            if right in (0, 180) or len(set(opts)) < 4 or min(abs(right - x) for x in slips) < 2:
                continue
            break
        return ({"hour": h, "minute": m, "rim": str(space.rim.draw(rng)), "options": sorted(opts)},
                {"right": opts[0], "wrong": opts[1:]})

    def _time(self, g):
        return f"{g['hour']}:{g['minute']:02d}"

    def question(self, g):
        return ("What is the smaller angle between the hour hand and the minute hand of the clock shown, "
                "at the time it shows?")

    def description(self, g):
        return (f"An analogue clock with numerals 1 to 12 and 60 minute marks shows {self._time(g)}: the minute hand "
                f"points at minute {g['minute']}, the hour hand is between {g['hour']} and {g['hour'] % 12 + 1}.")

    def answer(self, p):
        return Choice(p["right"], p["wrong"])

    def verify(self, g):
        # place both hands as unit vectors (minutes since 12 o'clock drive both), then the angle between them
        total = (g["hour"] % 12) * 60 + g["minute"]
        hour = np.radians(90 - total * 360 / 720)
        minute = np.radians(90 - g["minute"] * 360 / 60)
        u = np.array([np.cos(hour), np.sin(hour)])
        v = np.array([np.cos(minute), np.sin(minute)])
        angle = float(np.degrees(np.arccos(np.clip(u @ v, -1, 1))))
        hits = [o for o in g["options"] if abs(float(o.rstrip("°")) - angle) < 1e-6]
        return hits[0] if len(hits) == 1 else "none"

    def draw(self, g, ax, hide=()):
        h, m = g["hour"], g["minute"]
        sap.clock_face(ax, (0, 0), (h % 12) * 30 + m * 0.5, m * 6, radius=1.0, rim=draw.PALETTE[g["rim"]],
                       fontsize=17)
        ax.set_position([0.03, 0.03, 0.94, 0.94])
        ax.set_xlim(-1.08, 1.08)
        ax.set_ylim(-1.08, 1.08)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        m = g["minute"]
        return [
            SubQuestion(f"The hour hand turns 30° every hour. Through how many degrees does it turn in {m} minutes?",
                        Number(m * 0.5), "arithmetic/time/reading_clocks"),
            SubQuestion(f"At {self._time(g)}, how many degrees clockwise from 12 does the minute hand point?",
                        Number(m * 6), "arithmetic/time/reading_clocks"),
        ]
