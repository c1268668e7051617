"""The seed-program contract: programs that state one problem and solve another fail their own build.

Each probe is a small program written the way the wrong item of release 0.7.0 was; the build must
fail, naming the variant (id, k, seed) and the reason.
"""
import ast
import textwrap

import pytest

from dynaforge.config import PROGRAMS_DIR
from dynaforge.render.figure_check import FigureMismatch, check_solid, named_labels
from dynaforge.sdk.answers import AnswerError
from dynaforge.sdk.instance import build_record, build_records
from dynaforge.sdk.loader import all_program_files, load_program
from dynaforge.sdk.program import ProgramError
from dynaforge.sdk.space import IntRange, Levels, OneOf, SamplingError, attempts

HEADER = '''
import numpy as np
from itertools import combinations
from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, attempts, seed_program


@seed_program(id="{id}", topic="solid_geometry", category="counting", level="high_school",
              difficulty="medium", question_type="numeric", concepts=["solid_figures/counting/triangles_from_vertices"],
              source="probe", variations=["numeric_values"])
class Probe(SeedProgram):
    levels = Levels(standard=dict(edge=IntRange(2, 6)), hard=dict(edge=IntRange(6, 12)), hard_means="longer edges")
'''

CUBE_CENTRE = HEADER + '''
    def sample(self, rng, space):
        a, b, c = (int(v) for v in space.edge.draw(rng, size=3))
        return {{"a": a}}, {{"b": b if b != a else a + 1, "c": c}}   # the bug: b, c kept for the construction

    def question(self, g):
        return f"A cube ABCD-EFGH has edge {{g['a']}}; O is its centre. How many of the triangles with vertices among these 9 points are obtuse?"

    def description(self, g):
        return f"A cube with edge {{g['a']}} and its centre O."

    def _points(self, p):      # builds a cuboid a x b x c, with O at (a/2, a/2, a/2)
        a, b, c = p["a"], p.get("b", p["a"]), p.get("c", p["a"])
        box = [np.array([x * a, y * b, z * c], float) for x in (0, 1) for y in (0, 1) for z in (0, 1)]
        return box + [np.array([a / 2, a / 2, a / 2])]

    @staticmethod
    def _obtuse(points):
        n = 0
        for t in combinations(points, 3):
            s = sorted(float(np.sum((u - v) ** 2)) for u, v in combinations(t, 2))
            if np.sqrt(s[0]) + np.sqrt(s[1]) > np.sqrt(s[2]) + 1e-9 and s[0] + s[1] < s[2] - 1e-9:
                n += 1
        return n

    def answer(self, p):
        return Number(self._obtuse(self._points(p)))

    def verify(self, g):       # from the statement: a cube of edge a, O the mean of its vertices
        a = g["a"]
        cube = [np.array([x, y, z], float) * a for x in (0, 1) for y in (0, 1) for z in (0, 1)]
        pts = cube + [np.mean(cube, axis=0)]
        n = 0
        for t in combinations(pts, 3):
            u, v, w = t
            angles = [np.degrees(np.arccos(np.clip((q - p) @ (r - p) / np.linalg.norm(q - p) / np.linalg.norm(r - p), -1, 1)))
                      for p, q, r in ((u, v, w), (v, w, u), (w, u, v))]
            if 90 + 1e-7 < max(angles) < 180 - 1e-4:      # a straight angle is three collinear points
                n += 1
        return Number(n)

    def scene(self, g):
        s = Scene()
        for label, xyz in zip("ABCDEFGHO", [(0, 0, 0), (1, 0, 0), (1, 1, 0), (0, 1, 0), (0, 0, 1), (1, 0, 1), (1, 1, 1), (0, 1, 1), (0.5, 0.5, 0.5)]):
            s.point(label, [v * g["a"] for v in xyz])
        return s

    def reasoning(self, p):
        return ["count"]
'''

UNSTATED = HEADER + '''
    def sample(self, rng, space):
        return {{"a": space.edge.draw(rng), "b": space.edge.draw(rng)}}

    def question(self, g):
        return f"A square ABCD has side {{g['a']}}. What is its area?"

    def description(self, g):
        return f"Square ABCD with side {{g['a']}}."

    def answer(self, p):
        return Number(p["a"] * p["b"])          # depends on b, which the question never states

    def verify(self, g):
        return Number(g["b"] * g["a"])

    def scene(self, g):
        s = Scene()
        for label, xy in zip("ABCD", [(0, 0), (1, 0), (1, 1), (0, 1)]):
            s.point(label, [xy[0] * g["a"], xy[1] * g["a"], 0])
        return s

    def reasoning(self, p):
        return ["multiply"]
'''

HIDDEN_DEPENDENCE = UNSTATED.replace(
    '''return {{"a": space.edge.draw(rng), "b": space.edge.draw(rng)}}''',
    '''return {{"a": space.edge.draw(rng)}}, {{"b": space.edge.draw(rng)}}''').replace(
    '''return Number(g["b"] * g["a"])''', '''return Number(g["a"] ** 2)''')

MISSING_LABEL = UNSTATED.replace(
    '''return f"A square ABCD has side {{g['a']}}. What is its area?"''',
    '''return f"A square ABCD has side {{g['a']}} and M is the midpoint of CD. What is the area of ABM?"''').replace(
    '''return Number(p["a"] * p["b"])''', '''return Number(p["a"] ** 2 / 2)''').replace(
    '''return Number(g["b"] * g["a"])''', '''return Number(0.5 * g["a"] * g["a"])''').replace(
    '''return {{"a": space.edge.draw(rng), "b": space.edge.draw(rng)}}''', '''return {{"a": space.edge.draw(rng)}}''')

SHARED_HELPER = UNSTATED.replace(
    '''return Number(p["a"] * p["b"])''', '''return Number(self._area(p))''').replace(
    '''return Number(g["b"] * g["a"])''', '''return Number(self._area(g))''').replace(
    '''    def scene(self, g):''', '''    def _area(self, p):
        return p["a"] * p["b"]

    def scene(self, g):''')

NEVER_MET = UNSTATED.replace(
    '''return {{"a": space.edge.draw(rng), "b": space.edge.draw(rng)}}''',
    '''for _ in attempts("a side longer than 100", 50):
            a = space.edge.draw(rng)
            if a > 100:
                return {{"a": a, "b": 1}}''')


def write(tmp_path, program_id, template):
    path = tmp_path / f"{program_id}.py"
    path.write_text(textwrap.dedent(template.format(id=program_id)))
    return path


def test_a_cube_built_as_a_cuboid_fails_its_build_with_the_values(tmp_path):
    info = load_program(write(tmp_path, "probe_cube_centre", CUBE_CENTRE))
    with pytest.raises(AnswerError) as caught:
        build_records(info, "salt", 10)
    message = str(caught.value)
    assert message.startswith("probe_cube_centre/0 (k=0, seed=")
    assert "verify() from the givens disagrees with answer()" in message and '"value": 12' in message
    assert 'givens {"a": ' in message and 'hidden {"b": ' in message


def test_an_answer_that_depends_on_a_hidden_value_fails(tmp_path):
    info = load_program(write(tmp_path, "probe_hidden", HIDDEN_DEPENDENCE))
    with pytest.raises(AnswerError, match=r"probe_hidden/\d+ \(k=\d+, seed=\d+\): verify\(\) from the givens disagrees"):
        build_records(info, "salt", 10)


def test_a_given_the_question_never_states_fails(tmp_path):
    info = load_program(write(tmp_path, "probe_unstated", UNSTATED))
    with pytest.raises(ProgramError, match=r"probe_unstated/0 .*verify\(\) reads the given\(s\) b, which neither question\(\) nor description\(\)"):
        build_record(info, "salt", 0)


def test_a_figure_that_omits_a_label_its_question_names_fails(tmp_path):
    info = load_program(write(tmp_path, "probe_missing_label", MISSING_LABEL))
    with pytest.raises(FigureMismatch, match=r"probe_missing_label/0 .*the question names M, which the figure does not label"):
        build_record(info, "salt", 0)


def test_verify_may_not_reuse_what_answer_uses(tmp_path):
    with pytest.raises(ProgramError, match=r"verify\(\) reaches _area, which answer\(\) also reaches"):
        load_program(write(tmp_path, "probe_shared", SHARED_HELPER))


def test_a_condition_that_cannot_be_met_names_itself_k_and_seed(tmp_path):
    info = load_program(write(tmp_path, "probe_never", NEVER_MET))
    with pytest.raises(SamplingError, match=r"probe_never/hard/3 \(k=3, seed=\d+\): no draw met the condition "
                                            r"'a side longer than 100' in 50 attempts"):
        build_record(info, "salt", 3, level="hard")


def test_the_probes_pass_once_fixed(tmp_path):
    fixed = CUBE_CENTRE.replace('''return {{"a": a}}, {{"b": b if b != a else a + 1, "c": c}}''', '''return {{"a": a}}''')
    records = build_records(load_program(write(tmp_path, "probe_fixed", fixed)), "salt", 3)
    assert {r["answer"]["value"] for r in records} == {12}      # 12 obtuse triangles, whatever the edge
    assert records[0]["givens"] == {"a": records[0]["givens"]["a"]} and records[0]["hidden"] == {}


def test_levels_are_data():
    levels = Levels(standard=dict(n=IntRange(2, 5), kind=OneOf(("a", "b"))),
                    hard=dict(n=IntRange(5, 50), kind=OneOf(("a", "b", "c"))), hard_means="more")
    assert levels["hard"].n.describe() == "integer 5..50"
    assert "  kind: one of a, b" in levels.lines()
    with pytest.raises(ValueError, match="same parameters"):
        Levels(standard=dict(n=IntRange(1, 2)), hard=dict(m=IntRange(1, 2)), hard_means="x")
    with pytest.raises(ValueError, match="missing hard"):
        Levels(standard=dict(n=IntRange(1, 2)), hard_means="x")
    with pytest.raises(ValueError, match="values would be hidden by a method"):
        Levels(standard=dict(values=IntRange(1, 2)), hard=dict(values=IntRange(1, 3)), hard_means="x")
    with pytest.raises(SamplingError, match="'never' in 3 attempts"):
        for _ in attempts("never", 3):
            pass


def test_named_labels_reads_labels_not_words():
    cube = {"A", "B", "C", "D", "A'", "B'", "C'", "D'", "P"}
    assert named_labels("A cube ABCD-A'B'C'D' has edge 2. Point P lies on AB.", cube) == \
        ["A", "B", "C", "D", "A'", "B'", "C'", "D'", "P"]
    assert named_labels("Square ABCD has side 4 and M is the midpoint of CD. Find the area of ABM.", set("ABCD")) == \
        ["A", "B", "C", "D", "M"]
    assert named_labels("The IQR of the data, the volume V and 12 N of force.") == []
    assert named_labels("Find the volume V of the tetrahedron MABC.", {"M", "A", "B", "C"}) == ["M", "A", "B", "C"]


def test_check_solid_accepts_labels_the_program_leaves_out_on_purpose():
    from dynaforge.sdk import Scene

    s = Scene()
    s.point("P", [0, 0, 0])
    with pytest.raises(FigureMismatch, match="names A"):
        check_solid("Square ABCD is folded so that A, B and D meet at P.", s)
    check_solid("Square ABCD is folded so that A, B and D meet at P.", s, not_drawn="ABCD")


def _unbounded_loops(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.While)
            and isinstance(node.test, ast.Constant) and node.test.value]


def test_no_program_has_an_unbounded_loop():
    found = {str(p.relative_to(PROGRAMS_DIR)): lines for p in all_program_files(PROGRAMS_DIR)
             if (lines := _unbounded_loops(p))}
    assert found == {}, "use `for _ in attempts('condition'):` (dynaforge.sdk) instead of `while True:`"


def test_a_program_without_levels_does_not_load(tmp_path):
    source = textwrap.dedent(UNSTATED.format(id="probe_no_levels")).replace(
        "    levels = Levels(standard=dict(edge=IntRange(2, 6)), hard=dict(edge=IntRange(6, 12)), hard_means=\"longer edges\")\n", "")
    assert "levels =" not in source
    path = tmp_path / "probe_no_levels.py"
    path.write_text(source)
    with pytest.raises(ProgramError, match="levels = Levels\\(standard=..., hard=..., hard_means=...\\) is missing"):
        load_program(path)
