"""Scientific figure: which transition in an energy-level diagram emits a photon of a given energy or wavelength."""
from dynaforge.sdk import Choice, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

HC = 1240.0   # eV·nm


def _level_text(e):
    return f"{e:.1f}".replace("-", "−") + " eV"


def transition_text(levels, pair):
    """An option: 'from −3.4 eV to −13.6 eV' for the level indices (upper, lower)."""
    hi, lo = pair
    return f"from {_level_text(levels[hi])} to {_level_text(levels[lo])}"


@seed_program(
    id="energy_level_transition", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["physics/atoms/energy_levels_photons"],
    source="DynaMath-style (scientific figure, atomic energy levels)",
    variations=["numeric_values", "real_life_contexts"],
)
class EnergyLevelTransition(SeedProgram):
    levels = Levels(
        standard=dict(count=IntRange(4, 5), depth=FloatRange(0.4, 14.0), spacing=1.0, gap_difference=0.3,
                      ask=OneOf(("energy", "wavelength"))),
        hard=dict(count=IntRange(5, 6), depth=FloatRange(0.4, 14.0), spacing=0.7, gap_difference=0.2,
                  ask=OneOf(("energy", "wavelength"))),
        hard_means="five or six levels (up to 15 transitions) packed closer, with transition energies only "
                   "0.2 eV apart, so every gap must be computed exactly",
    )

    def sample(self, rng, space):
        for _ in attempts("levels at least `spacing` apart with clearly different transition energies"):
            m = space.count.draw(rng)
            levels = sorted({round(-float(x), 1) for x in space.depth.draw(rng, size=m)})
            if len(levels) < m or min(b - a for a, b in zip(levels, levels[1:])) < space.spacing:
                continue
            pairs = [(hi, lo) for lo in range(m) for hi in range(lo + 1, m)]    # indices, hi above lo
            gaps = [round(levels[hi] - levels[lo], 1) for hi, lo in pairs]
            if min(abs(a - b) for i, a in enumerate(gaps) for b in gaps[i + 1:]) < space.gap_difference:
                continue   # every transition energy clearly different
            k = int(rng.integers(0, len(pairs)))
            others = [pairs[int(i)] for i in rng.choice([i for i in range(len(pairs)) if i != k], 3, replace=False)]
            # a common slip: the reversed (absorption) transition as a distractor
            if rng.random() < 0.5:
                others[0] = (pairs[k][1], pairs[k][0])
            ask = str(space.ask.draw(rng))
            hi, lo = pairs[k]
            e = round(levels[hi] - levels[lo], 1)
            givens = {"levels": levels, "ask": ask, "photon": e if ask == "energy" else round(HC / e),
                      "element": str(rng.choice(["X", "Z", "Q"]))}
            return givens, {"pair": list(pairs[k]), "others": [list(o) for o in others]}

    def question(self, g):
        what = f"a photon of energy {draw.fmt(g['photon'], 1)} eV" if g["ask"] == "energy" else \
            f"light of wavelength about {g['photon']} nm (use hc = 1240 eV·nm)"
        return (f"The diagram shows the energy levels of an atom of element {g['element']}. An electron drops from "
                f"one level to a lower one and emits {what}. Between which levels does the electron move?")

    def answer(self, p):
        return Choice(transition_text(p["levels"], p["pair"]), [transition_text(p["levels"], o) for o in p["others"]])

    def verify(self, g):
        # search every downward move between the stated levels for the photon stated (energy, or hc/λ)
        lv = g["levels"]
        moves = [(hi, lo) for hi in range(len(lv)) for lo in range(len(lv)) if lv[hi] > lv[lo]]
        if g["ask"] == "energy":
            miss = [abs((lv[hi] - lv[lo]) - g["photon"]) for hi, lo in moves]
        else:
            miss = [abs(HC / (lv[hi] - lv[lo]) - g["photon"]) / g["photon"] for hi, lo in moves]
        best = min(range(len(moves)), key=miss.__getitem__)
        ok = miss[best] < (0.05 if g["ask"] == "energy" else 0.01)
        return transition_text(lv, moves[best]) if ok else "none"

    def _drop(self, g):
        """The downward move whose photon is the stated one (for the sub-questions)."""
        lv = g["levels"]
        moves = [(hi, lo) for lo in range(len(lv)) for hi in range(lo + 1, len(lv))]
        gap = (lambda e: abs(e - g["photon"])) if g["ask"] == "energy" else (lambda e: abs(HC / e - g["photon"]))
        return min(moves, key=lambda m: gap(lv[m[0]] - lv[m[1]]))

    def draw(self, g, ax, hide=()):
        lv = g["levels"]
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

    def subquestions(self, g):
        hi, lo = self._drop(g)
        e = round(g["levels"][hi] - g["levels"][lo], 1)
        return [
            SubQuestion(f"An electron drops from the {_level_text(g['levels'][hi])} level to the "
                        f"{_level_text(g['levels'][lo])} level. What is the energy of the emitted photon, in eV?",
                        Number(e), "physics/atoms/energy_levels_photons"),
            SubQuestion(f"What is the wavelength of a photon of energy {draw.fmt(e, 1)} eV, in nm "
                        f"(hc = 1240 eV·nm)?", Number(HC / e), "physics/atoms/energy_levels_photons"),
        ]

    def description(self, g):
        levels = ", ".join(f"n = {i + 1}: {_level_text(e)}" for i, e in enumerate(g["levels"]))
        return f"An energy-level diagram of an atom of element {g['element']} with the levels {levels}."
