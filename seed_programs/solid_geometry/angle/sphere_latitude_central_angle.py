"""Solid geometry (angle): two points A, B on a sphere (the Earth) given by latitude and longitude; find
the central angle ∠AOB (DynaSolidGeo-style globe question). ``answer`` goes synthetically with sympy:
the latitude circles have radii R·cos φ and lie R·sin φ above or below the equator, the chord AB comes
from the latitude circle(s) and the law of cosines in triangle AOB gives the angle; ``verify`` turns
latitude/longitude into unit vectors with numpy and takes their dot product."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import surd_text

STEPS = 48          # polyline resolution of the drawn circles


def _lat_text(phi):
    return "0° (on the equator)" if phi == 0 else f"{abs(phi)}°{'N' if phi > 0 else 'S'}"


def _lon_text(lon):
    return "0°" if lon == 0 else f"{abs(lon)}°{'E' if lon > 0 else 'W'}"


@seed_program(
    id="sphere_latitude_central_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/round_solids/sphere_plane_section", "plane_figures/circles/chord_central_angle",
              "plane_figures/triangles/law_of_cosines"],
    source="DynaSolidGeo-style (angle: central angle between two places on the globe from latitude and longitude)",
    variations=["numeric_values", "geometric_transformations", "camera"],
)
class SphereLatitudeCentralAngle(SeedProgram):
    levels = Levels(
        standard=dict(lat=OneOf((30, 45, 60)), same_lat=0.6, lon_a=IntRange(0, 12),
                      dlon=OneOf((30, 60, 90, 120, 150, 180)), south=0.5),
        hard=dict(lat=OneOf((30, 45, 60)), same_lat=0.0, lon_a=IntRange(0, 12), dlon=OneOf((60, 90, 120, 150)),
                  south=0.5),
        hard_means="the two places on different latitude circles, neither of them the equator (often one in each "
                   "hemisphere), so the chord joins two circles of different radii and heights instead of lying in "
                   "one latitude circle or starting on the equator",
    )

    def sample(self, rng, space):
        lat_a = space.lat.draw(rng)
        if rng.random() < space.same_lat:
            lat_b = lat_a                                  # one latitude circle
        elif space.same_lat > 0:
            lat_b, lat_a = lat_a, 0                        # standard: A on the equator
        else:
            lat_b = int(rng.choice([x for x in (30, 45, 60) if x != lat_a]))
        if lat_b != lat_a and rng.random() < space.south:
            lat_b = -lat_b
        lon_a = 10 * space.lon_a.draw(rng)
        if rng.random() < 0.5:
            lon_a = -lon_a
        dlon = space.dlon.draw(rng)
        return {"lat_a": int(lat_a), "lat_b": int(lat_b), "lon_a": int(lon_a), "dlon": int(dlon)}

    def _lon_b(self, g):
        lon = g["lon_a"] + g["dlon"]
        return lon - 360 if lon > 180 else lon

    def _givens(self, g, hide=None):
        b = (f"B is at latitude {_lat_text(g['lat_b'])}" if hide == "dlon" else
             f"B is at latitude {_lat_text(g['lat_b'])}, longitude {_lon_text(self._lon_b(g))}")
        extra = " B lies east of A, at most 180° of longitude away." if hide == "dlon" else ""
        return (f"On a globe with centre O, A is at latitude {_lat_text(g['lat_a'])}, longitude "
                f"{_lon_text(g['lon_a'])}, and {b}.{extra}")

    def question(self, g):
        return f"{self._givens(g)} Find the central angle ∠AOB, in degrees (to 0.1°)."

    # -- synthetic route (sympy) -----------------------------------------------------------------
    def _exact(self, p):
        R = sp.Integer(1)
        fa, fb = (sp.Integer(p[k]) * sp.pi / 180 for k in ("lat_a", "lat_b"))
        ra, rb = R * sp.cos(fa), R * sp.cos(fb)            # radii of the latitude circles
        za, zb = R * sp.sin(fa), R * sp.sin(fb)            # their heights above the equator plane
        d = sp.Integer(p["dlon"]) * sp.pi / 180
        # chord: in the projection onto the equator plane the feet are ra, rb apart at angle d (law of
        # cosines), and the heights differ by za − zb
        chord2 = sp.nsimplify(sp.simplify(ra ** 2 + rb ** 2 - 2 * ra * rb * sp.cos(d) + (za - zb) ** 2))
        cos = sp.nsimplify(sp.simplify(1 - chord2 / 2))     # OA = OB = R = 1 in triangle AOB
        return ra, rb, chord2, cos

    def answer(self, p):
        cos = self._exact(p)[-1]
        return Number(math.degrees(math.acos(float(cos))))

    def verify(self, g):
        # Independent: unit vectors from latitude and longitude (numpy), angle from the dot product.
        def unit(lat, lon):
            f, l = math.radians(lat), math.radians(lon)
            return np.array([math.cos(f) * math.cos(l), math.cos(f) * math.sin(l), math.sin(f)])

        u = unit(g["lat_a"], g["lon_a"])
        v = unit(g["lat_b"], g["lon_a"] + g["dlon"])
        return Number(math.degrees(math.acos(max(-1.0, min(1.0, float(u @ v))))))

    def scene(self, g):
        R = 3.0
        s = Scene()
        s.solid("sphere", (0, 0, 0), R, opacity=0.25)
        s.point("O", (0, 0, 0))
        rot = -math.radians(g["lon_a"] + g["dlon"] / 2)      # turn the globe so A and B sit either side of x

        def at(lat, lon):
            f, l = math.radians(lat), math.radians(lon) + rot
            return (R * math.cos(f) * math.cos(l), R * math.cos(f) * math.sin(l), R * math.sin(f))

        s.point("A", at(g["lat_a"], g["lon_a"]))
        s.point("B", at(g["lat_b"], g["lon_a"] + g["dlon"]))
        s.point("N", (0, 0, R))
        s.point("S", (0, 0, -R))
        s.segment("N", "S", style="hidden")
        s.segment("O", "A", style="auxiliary")
        s.segment("O", "B", style="auxiliary")
        circles = [("_e", 0)]
        for key, lat in (("_a", g["lat_a"]), ("_b", g["lat_b"])):
            if lat != 0 and all(lat != c for _, c in circles):
                circles.append((key, lat))
        for _, lat in circles:  # the globe hides each circle's back half: dashed by the renderer
            s.curve([at(lat, 360 * i / STEPS) for i in range(STEPS)], closed=True)
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        ra, rb, chord2, cos = self._exact(g)
        subs = []
        if g["lat_a"] == g["lat_b"]:
            subs.append(SubQuestion(f"{self._givens(g)} The globe has radius 1. Find the radius of the latitude "
                                    f"circle through A and B.", Number(float(ra)),
                                    "solid_figures/round_solids/sphere_plane_section"))
        subs.append(SubQuestion(f"{self._givens(g)} The globe has radius 1. Find the length of the chord AB.",
                                Number(float(sp.sqrt(chord2))), "plane_figures/circles/chord_central_angle"))
        return subs

    def backward(self, g):
        cos = self._exact(g)[-1]
        fa, fb = math.radians(g["lat_a"]), math.radians(g["lat_b"])
        # cos∠AOB = sin φa sin φb + cos φa cos φb cos Δλ, solved for Δλ in [0°, 180°]
        c = (float(cos) - math.sin(fa) * math.sin(fb)) / (math.cos(fa) * math.cos(fb))
        d = math.degrees(math.acos(max(-1.0, min(1.0, c))))
        return Backward(f"{self._givens(g, hide='dlon')} The central angle ∠AOB satisfies cos∠AOB = "
                        f"{surd_text(cos)}. By how many degrees do the longitudes of A and B differ?",
                        Number(d), "dlon")

    def description(self, g):
        return (f"{self._givens(g)} N and S are the poles, the axis NS passes through O, the equator and the "
                f"latitude circles through A and B are drawn (dashed behind the globe), and OA, OB are drawn in red.")

    def reasoning(self, p):
        ra, rb, chord2, cos = self._exact(p)
        ang = self.answer(p).value
        steps = []
        if p["lat_a"] == p["lat_b"]:
            steps += [f"Take the radius as 1. A and B lie on the latitude circle {_lat_text(p['lat_a'])}, whose radius "
                      f"is cos {abs(p['lat_a'])}° = {surd_text(ra)} (its centre is on the axis NS).",
                      f"The longitudes differ by {p['dlon']}°, which is the central angle of AB in that circle, so "
                      f"AB² = 2·({surd_text(ra)})²·(1 − cos {p['dlon']}°) = {surd_text(chord2)}."]
        else:
            steps += [f"Take the radius as 1. A's latitude circle has radius cos {abs(p['lat_a'])}° = {surd_text(ra)} "
                      f"and B's has radius cos {abs(p['lat_b'])}° = {surd_text(rb)}; their planes are "
                      f"sin {abs(p['lat_a'])}° and sin {abs(p['lat_b'])}° from the equator plane"
                      + (" (on the same side)." if p["lat_a"] * p["lat_b"] > 0 else
                         " (on opposite sides)." if p["lat_a"] * p["lat_b"] < 0 else "."),
                      f"Projected onto the equator plane, the feet of A and B are {surd_text(ra)} and {surd_text(rb)} "
                      f"from O with an angle of {p['dlon']}° between them; adding the height difference, "
                      f"AB² = {surd_text(chord2)}."]
        steps.append(f"Law of cosines in triangle AOB with OA = OB = 1: cos∠AOB = 1 − AB²/2 = {surd_text(cos)}, "
                     f"so ∠AOB ≈ {ang:.1f}°.")
        return steps
