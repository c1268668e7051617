"""Arithmetic: the weekday and date a given number of days after a date circled on a calendar page."""
import calendar
import datetime as dt

from dynaforge.sdk import Backward, Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw

CONCEPT = "arithmetic/time/calendar_reading"
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
SHORT = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
MONTHS = list(calendar.month_name)[1:]
EVENTS = ("a school trip", "a birthday party", "a football match", "a concert", "a science fair", "a swimming gala")


def _text(d):
    return f"{DAYS[d.weekday()]}, {d.day} {MONTHS[d.month - 1]}"


@seed_program(
    id="calendar_days_later", topic="arithmetic", level="elementary", difficulty="medium",
    question_type="multiple_choice", concepts=[CONCEPT, "arithmetic/time/elapsed_time"],
    source="DynaMath / WE-MATH-style (arithmetic, reading a calendar)",
    variations=["numeric_values", "real_life_contexts"],
)
class CalendarDaysLater(SeedProgram):
    levels = Levels(
        standard=dict(year=IntRange(2019, 2030), month=IntRange(1, 12), n=IntRange(9, 49), event=OneOf(EVENTS)),
        hard=dict(year=IntRange(2019, 2030), month=IntRange(1, 12), n=IntRange(60, 200), event=OneOf(EVENTS)),
        hard_means="60 to 200 days ahead: the count runs through two to seven month ends (and possibly a leap "
                   "February or a new year) instead of at most one",
    )

    def sample(self, rng, space):
        year, month = space.year.draw(rng), space.month.draw(rng)
        length = calendar.monthrange(year, month)[1]
        day = int(rng.integers(1, length + 1))
        n = space.n.draw(rng)
        event = str(space.event.draw(rng))
        return {"year": year, "month": month, "day": day, "n": n, "event": event,
                "sunday_first": bool(rng.integers(0, 2))}

    def _start(self, p):
        return dt.date(p["year"], p["month"], p["day"])

    def question(self, g):
        return (f"The calendar page shows {MONTHS[g['month'] - 1]} {g['year']}; today is the circled date. "
                f"{g['event'][0].upper() + g['event'][1:]} is exactly {g['n']} days from today. On which day "
                f"of the week and date is it?")

    def answer(self, p):
        s, n = self._start(p), p["n"]
        right = s + dt.timedelta(days=n)
        length = calendar.monthrange(p["year"], p["month"])[1]
        # a month of the wrong length (30 ↔ 31) shifts the date but not the weekday
        wrong_len = right + dt.timedelta(days=(1 if length == 31 else -1))
        cands = [s + dt.timedelta(days=n - 1), s + dt.timedelta(days=n + 1)]
        if right.month != p["month"]:
            cands.append(None)
        cands += [s + dt.timedelta(days=n + 7), s + dt.timedelta(days=n - 7)]
        opts = []
        for c in cands:
            t = (f"{DAYS[right.weekday()]}, {wrong_len.day} {MONTHS[wrong_len.month - 1]}" if c is None
                 else _text(c))
            if t != _text(right) and t not in opts:
                opts.append(t)
        return Choice(_text(right), opts[:3])

    def verify(self, g):
        # walk through the printed calendar grid cell by cell, then into the following months
        y, m = g["year"], g["month"]
        weeks = calendar.Calendar(firstweekday=0).monthdayscalendar(y, m)
        pos = [(w, c) for w, row in enumerate(weeks) for c, d in enumerate(row) if d == g["day"]][0]
        col, day, left = pos[1], g["day"], g["n"]
        while left:
            length = calendar.monthrange(y, m)[1]
            day += 1
            col = (col + 1) % 7
            if day > length:
                day, m = 1, m + 1
                if m == 13:
                    y, m = y + 1, 1
            left -= 1
        return Choice(f"{DAYS[col]}, {day} {MONTHS[m - 1]}", [])

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Circle, Rectangle

        first = 6 if g["sunday_first"] else 0
        weeks = calendar.Calendar(firstweekday=first).monthdayscalendar(g["year"], g["month"])
        heads = [SHORT[(first + i) % 7] for i in range(7)]
        rows = len(weeks)
        top = rows + 1
        ax.add_patch(Rectangle((0, top), 7, 1, facecolor="#2563eb", edgecolor=draw.INK, linewidth=1.6))
        ax.text(3.5, top + 0.5, f"{MONTHS[g['month'] - 1]} {g['year']}", ha="center", va="center",
                fontsize=17, color="white", fontweight="bold")
        for i, h in enumerate(heads):
            weekend = h in ("Sa", "Su")
            ax.add_patch(Rectangle((i, rows), 1, 1, facecolor="#e5e7eb", edgecolor=draw.INK, linewidth=1.5))
            ax.text(i + 0.5, rows + 0.5, h, ha="center", va="center", fontsize=13, fontweight="bold",
                    color="#b91c1c" if weekend else draw.INK)
        for r, week in enumerate(weeks):
            y = rows - 1 - r
            for c, d in enumerate(week):
                ax.add_patch(Rectangle((c, y), 1, 1, facecolor="white" if d else "#f3f4f6",
                                       edgecolor=draw.INK, linewidth=1.5))
                if d:
                    ax.text(c + 0.5, y + 0.5, str(d), ha="center", va="center", fontsize=14)
                if d == g["day"] and "day" not in hide:     # the backward view does not mark today
                    ax.add_patch(Circle((c + 0.5, y + 0.5), 0.36, fill=False, edgecolor="#dc2626", linewidth=2.6))
        ax.set_xlim(-0.15, 7.15)
        ax.set_ylim(-0.15, top + 1.15)
        ax.set_aspect("equal")
        ax.axis("off")

    def backward(self, g):
        event = g["event"][0].upper() + g["event"][1:]
        later = self._start(g) + dt.timedelta(days=g["n"])      # the forward answer, stated
        today = later - dt.timedelta(days=g["n"])               # solved back from it
        return Backward(
            f"The calendar page shows {MONTHS[g['month'] - 1]} {g['year']}; today is a date on this page, but it is "
            f"not marked. {event} is exactly {g['n']} days from today and falls on {_text(later)} {later.year}. "
            f"What is today's date, as a day of the month (1-31)?",
            Number(today.day), "day")

    def subquestions(self, g):
        length = calendar.monthrange(g["year"], g["month"])[1]
        return [SubQuestion(f"Today is {g['day']} {MONTHS[g['month'] - 1]} {g['year']} and that month has "
                            f"{length} days. How many days are left in the month after today?",
                            Number(length - g["day"]), CONCEPT),
                SubQuestion(f"Today is a {DAYS[self._start(g).weekday()]}. What day of the week is it {g['n']} "
                            f"days from today? Answer with the index 1 = Monday, ..., 7 = Sunday.",
                            Number((self._start(g).weekday() + g["n"]) % 7 + 1), CONCEPT)]

    def description(self, g):
        s = self._start(g)
        return (f"Today is {DAYS[s.weekday()]}, {s.day} {MONTHS[s.month - 1]} {s.year}. "
                f"{g['event'][0].upper() + g['event'][1:]} is exactly {g['n']} days from today. "
                f"On which day of the week and date is it?")
