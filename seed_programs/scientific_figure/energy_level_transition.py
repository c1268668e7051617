"""Scientific figure: which transition in an energy-level diagram emits a photon of a given energy or wavelength."""
import re

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw

HC = 1240.0   # eV·nm


def _level_text(e):
    return f"{e:.1f}".replace("-", "−") + " eV"


@seed_program(
    id="energy_level_transition", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["physics/atoms/energy_levels_photons"],
    source="DynaMath-style (scientific figure, atomic energy levels)",
    variations=["numeric_values", "real_life_contexts"],
)
class EnergyLevelTransition(SeedProgram):
    def sample(self, rng):
        while True:
            m = int(rng.integers(4, 6))
            levels = sorted({round(-float(x), 1) for x in rng.uniform(0.4, 14.0, size=m)})
            if len(levels) < m or min(b - a for a, b in zip(levels, levels[1:])) < 1.0:
                continue
            pairs = [(hi, lo) for lo in range(m) for hi in range(lo + 1, m)]    # indices, hi above lo
            gaps = [round(levels[hi] - levels[lo], 1) for hi, lo in pairs]
            if min(abs(a - b) for i, a in enumerate(gaps) for b in gaps[i + 1:]) < 0.3:
                continue   # every transition energy clearly different
            k = int(rng.integers(0, len(pairs)))
            others = [pairs[int(i)] for i in rng.choice([i for i in range(len(pairs)) if i != k], 3, replace=False)]
            # a common slip: the reversed (absorption) transition as a distractor
            if rng.random() < 0.5:
                others[0] = (pairs[k][1], pairs[k][0])
            return {"levels": levels, "pair": list(pairs[k]), "others": [list(o) for o in others],
                    "ask": str(rng.choice(["energy", "wavelength"])), "element": str(rng.choice(["X", "Z", "Q"]))}

    def _opt(self, p, pair):
        hi, lo = pair
        return f"from {_level_text(p['levels'][hi])} to {_level_text(p['levels'][lo])}"

    def _photon(self, p):
        hi, lo = p["pair"]
        e = round(p["levels"][hi] - p["levels"][lo], 1)
        return e, round(HC / e)

    def question(self, p):
        e, lam = self._photon(p)
        what = f"a photon of energy {draw.fmt(e, 1)} eV" if p["ask"] == "energy" else \
            f"light of wavelength about {lam} nm (use hc = 1240 eV·nm)"
        return (f"The diagram shows the energy levels of an atom of element {p['element']}. An electron drops from "
                f"one level to a lower one and emits {what}. Between which levels does the electron move?")

    def answer(self, p):
        return Choice(self._opt(p, p["pair"]), [self._opt(p, o) for o in p["others"]])

    def verify(self, p):
        # parse every option, keep the downward one whose photon matches the stated energy/wavelength
        e, lam = self._photon(p)
        best = []
        for pair in [p["pair"]] + p["others"]:
            a, b = (float(x.replace("−", "-")) for x in re.findall(r"[−-]?\d+\.\d", self._opt(p, pair)))
            if a <= b:
                continue
            emitted = a - b
            ok = abs(emitted - e) < 0.05 if p["ask"] == "energy" else abs(HC / emitted - lam) / lam < 0.01
            if ok:
                best.append(self._opt(p, pair))
        return best[0] if len(best) == 1 else "none"

    def draw(self, p, ax, hide=()):
        lv = p["levels"]
        for i, e in enumerate(lv):
            ax.plot([0, 4], [e, e], color=draw.INK, linewidth=2.5)
            ax.text(4.15, e, _level_text(e), ha="left", va="center", fontsize=14, color=draw.INK)
            ax.text(-0.15, e, f"n = {i + 1}", ha="right", va="center", fontsize=13, color="#4b5563")
        ax.plot([0, 4], [0, 0], "--", color="#9ca3af", linewidth=1.5)
        ax.text(4.15, 0, "0 eV", ha="left", va="center", fontsize=13, color="#6b7280")
        ax.set_xlim(-1.6, 6.2)
        ax.set_ylim(lv[0] - 1.0, 1.0)
        ax.axis("off")
        ax.set_position([0.02, 0.03, 0.96, 0.94])

    def subquestions(self, p):
        hi, lo = p["pair"]
        e = round(p["levels"][hi] - p["levels"][lo], 1)
        return [
            SubQuestion(f"An electron drops from the {_level_text(p['levels'][hi])} level to the "
                        f"{_level_text(p['levels'][lo])} level. What is the energy of the emitted photon, in eV?",
                        Number(e), "physics/atoms/energy_levels_photons"),
            SubQuestion(f"What is the wavelength of a photon of energy {draw.fmt(e, 1)} eV, in nm "
                        f"(hc = 1240 eV·nm)?", Number(HC / e), "physics/atoms/energy_levels_photons"),
        ]

    def description(self, p):
        levels = ", ".join(f"n = {i + 1}: {_level_text(e)}" for i, e in enumerate(p["levels"]))
        return f"An energy-level diagram of an atom of element {p['element']} with the levels {levels}."
