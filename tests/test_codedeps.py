"""The static "code actually used" fingerprint (dynaforge.pipeline.codedeps).

Most tests build a small fake ``dynaforge`` package under ``tmp_path`` and point ``package_root``
at it; the last ones run over the real library and seed programs (read-only).
"""
from __future__ import annotations

import os
import re
import textwrap
from pathlib import Path

import pytest

from dynaforge.pipeline.codedeps import code_fingerprint_for, used_code

REPO = Path(__file__).resolve().parent.parent

FAKE = {
    "dynaforge/__init__.py": '''
        """Fake dynaforge."""
        __version__ = "0"
    ''',
    "dynaforge/sdk/__init__.py": '''
        """Fake SDK."""
        from .answers import Number
        from .scene import Scene

        __all__ = ["Number", "Scene"]
    ''',
    "dynaforge/sdk/answers.py": '''
        from dataclasses import dataclass

        TOLERANCE = 1e-6


        @dataclass
        class Number:
            value: float

            def close(self, other):
                return abs(self.value - other) < TOLERANCE


        def unrelated_answer_helper():
            return 0
    ''',
    "dynaforge/sdk/draw.py": '''
        """Fake drawing helpers."""
        from __future__ import annotations

        import math

        INK = "#111111"


        def _round(value, digits):
            return round(value, digits)


        def fmt(value, digits=2):
            return str(_round(value, digits))


        def label(ax, text, color=INK):
            ax.text(0, 0, text, color=color)


        def unused(value):
            return math.sqrt(value)
    ''',
    "dynaforge/sdk/scene.py": '''
        import numpy as np

        EDGE_STYLES = ("edge", "hidden")


        class Scene:
            def box(self):
                return np.zeros(3)

            def check(self, style):
                return _valid(style)


        def _valid(style):
            return style in EDGE_STYLES


        def lonely():
            return 1
    ''',
    "dynaforge/render/__init__.py": '"""Fake render."""\n',
    "dynaforge/render/variant.py": '''
        from pathlib import Path


        def render_variant(program, root):
            from ..sdk.draw import label

            label(program, str(Path(root)))


        def other_entry():
            return 2
    ''',
}

PROGRAMS = {
    "uses_fmt.py": '''
        from dynaforge.sdk import Number, Scene
        from dynaforge.sdk.draw import fmt

        def question(p):
            return f"Is it {fmt(p)}?"

        def answer(p):
            return Number(p)
    ''',
    "uses_scene.py": '''
        from dynaforge.sdk import Scene

        def scene(p):
            s = Scene()
            s.box()
            return s
    ''',
    "module_alias.py": '''
        import dynaforge.sdk.draw as d

        def question(p):
            return d.fmt(p)
    ''',
    "dotted.py": '''
        import dynaforge.sdk.draw

        def question(p):
            return dynaforge.sdk.draw.fmt(p)
    ''',
    "module_from.py": '''
        from dynaforge.sdk import draw

        def question(p):
            return draw.fmt(p) + draw.INK
    ''',
    "module_as_value.py": '''
        from dynaforge.sdk import draw

        def question(p, name):
            return getattr(draw, name)(p)
    ''',
}


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip("\n"))


def append(path: Path, text: str) -> None:
    path.write_text(path.read_text() + textwrap.dedent(text))


def replace(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new))


@pytest.fixture
def fake(tmp_path):
    """A fake package at ``tmp_path/pkg`` and programs in ``tmp_path/programs``."""
    root = tmp_path / "pkg"
    for rel, text in FAKE.items():
        write(root / rel, text)
    for name, text in PROGRAMS.items():
        write(tmp_path / "programs" / name, text)

    class Fake:
        pkg = root
        programs = tmp_path / "programs"

        def fp(self, *roots):
            return code_fingerprint_for([self.resolve(r) for r in roots], package_root=root)

        def used(self, *roots):
            return used_code([self.resolve(r) for r in roots], package_root=root)

        def resolve(self, root):
            return self.programs / root if root.endswith(".py") else root

        def module(self, rel):
            return root / "dynaforge" / rel

    return Fake()


# -- what is used ---------------------------------------------------------------------------------
def test_program_uses_exactly_what_it_reaches(fake):
    used = fake.used("uses_fmt.py")
    # Scene is imported but never referenced: only scene.py's header (run on import) is used
    assert set(used) == {
        "dynaforge/__init__.py:<header>",
        "dynaforge/sdk/__init__.py:<header>",
        "dynaforge/sdk/answers.py:<header>",
        "dynaforge/sdk/answers.py:Number",
        "dynaforge/sdk/answers.py:TOLERANCE",  # referenced by a method of Number
        "dynaforge/sdk/scene.py:<header>",
        "dynaforge/sdk/draw.py:<header>",
        "dynaforge/sdk/draw.py:fmt",
        "dynaforge/sdk/draw.py:_round",
    }
    assert all(re.fullmatch(r"[0-9a-f]{64}", h) for h in used.values())


def test_reexport_through_package_init(fake):
    used = fake.used("uses_scene.py")
    assert {"dynaforge/sdk/scene.py:Scene", "dynaforge/sdk/scene.py:_valid",
            "dynaforge/sdk/scene.py:EDGE_STYLES"} <= set(used)
    assert "dynaforge/sdk/scene.py:lonely" not in used
    assert not any(k.startswith("dynaforge/sdk/draw.py") for k in used)


@pytest.mark.parametrize("program", ["module_alias.py", "dotted.py", "module_from.py"])
def test_attribute_of_a_module_is_that_unit(fake, program):
    used = fake.used(program)
    assert {"dynaforge/sdk/draw.py:fmt", "dynaforge/sdk/draw.py:_round"} <= set(used)
    assert "dynaforge/sdk/draw.py:unused" not in used
    assert "dynaforge/sdk/draw.py:label" not in used
    assert ("dynaforge/sdk/draw.py:INK" in used) == (program == "module_from.py")


def test_module_used_as_a_value_uses_all_of_it(fake):
    used = fake.used("module_as_value.py")
    assert {f"dynaforge/sdk/draw.py:{n}" for n in ("fmt", "_round", "label", "unused", "INK")} <= set(used)


def test_named_entry_point_roots(fake):
    used = fake.used("dynaforge.render.variant:render_variant")
    assert {"dynaforge/render/variant.py:render_variant", "dynaforge/sdk/draw.py:label",
            "dynaforge/sdk/draw.py:INK", "dynaforge/render/__init__.py:<header>"} <= set(used)
    assert "dynaforge/render/variant.py:other_entry" not in used
    assert "dynaforge/sdk/draw.py:fmt" not in used
    # a re-exported name and a whole module
    assert "dynaforge/sdk/scene.py:Scene" in fake.used("dynaforge.sdk:Scene")
    assert "dynaforge/sdk/scene.py:lonely" in fake.used("dynaforge.sdk.scene")
    with pytest.raises(LookupError):
        fake.used("dynaforge.render.variant:no_such_function")
    with pytest.raises(LookupError):
        fake.used("dynaforge.no_such_module:f")


# -- what changes a fingerprint -------------------------------------------------------------------
@pytest.mark.parametrize("module", ["sdk/draw.py", "sdk/scene.py", "sdk/answers.py", "sdk/__init__.py",
                                    "__init__.py", "render/variant.py"])
@pytest.mark.parametrize("addition", [
    "\n\ndef brand_new_helper(x):\n    return fmt_like(x) + 1\n",
    "\n\nclass BrandNew:\n    size = 3\n\n    def grow(self):\n        return self.size + 1\n",
    "\nBRAND_NEW_CONSTANT = 42\nANNOTATED: int = 7\n",
])
def test_appending_unused_code_changes_nothing(fake, module, addition):
    roots = list(PROGRAMS) + ["dynaforge.render.variant:render_variant"]
    before = {r: fake.fp(r) for r in roots}
    append(fake.module(module), addition)
    changed = {r for r in roots if fake.fp(r) != before[r]}
    # only the program that passes the whole draw module around as a value sees new code in it
    assert changed == ({"module_as_value.py"} if module == "sdk/draw.py" else set())


def test_editing_a_used_function_changes_exactly_its_users(fake):
    programs = list(PROGRAMS)
    before = {p: fake.fp(p) for p in programs}
    replace(fake.module("sdk/draw.py"), "return str(_round(value, digits))", "return str(_round(value, digits + 0))")
    after = {p: fake.fp(p) for p in programs}
    changed = {p for p in programs if before[p] != after[p]}
    assert changed == {"uses_fmt.py", "module_alias.py", "dotted.py", "module_from.py", "module_as_value.py"}


def test_editing_a_transitively_used_function_changes_it(fake):
    before = fake.fp("uses_fmt.py"), fake.fp("uses_scene.py")
    replace(fake.module("sdk/draw.py"), "return round(value, digits)", "return round(value, digits) + 0")
    after = fake.fp("uses_fmt.py"), fake.fp("uses_scene.py")
    assert after[0] != before[0]  # fmt -> _round
    assert after[1] == before[1]


def test_same_size_edit_right_after_a_call_is_seen(fake):
    before = fake.fp("uses_fmt.py")
    replace(fake.module("sdk/draw.py"), "return round(value, digits)", "return round(value, digitz)")
    assert fake.fp("uses_fmt.py") != before


def test_editing_an_unused_function_of_a_used_module_changes_nothing(fake):
    before = fake.fp("uses_fmt.py")
    replace(fake.module("sdk/draw.py"), "return math.sqrt(value)", "return math.sqrt(value) * 2")
    replace(fake.module("sdk/draw.py"), 'ax.text(0, 0, text, color=color)', 'ax.text(1, 1, text, color=color)')
    replace(fake.module("sdk/scene.py"), "return 1", "return 2")
    assert fake.fp("uses_fmt.py") == before


def test_used_class_covers_its_methods_and_what_they_call(fake):
    before = fake.fp("uses_scene.py")
    replace(fake.module("sdk/scene.py"), "return np.zeros(3)", "return np.ones(3)")
    middle = fake.fp("uses_scene.py")
    assert middle != before  # a method of the class
    replace(fake.module("sdk/scene.py"), "return style in EDGE_STYLES", "return style in EDGE_STYLES[:1]")
    assert fake.fp("uses_scene.py") != middle  # a helper one of its methods calls


def test_decorator_and_constant_used_by_a_class(fake):
    before = fake.fp("uses_fmt.py")
    replace(fake.module("sdk/answers.py"), "TOLERANCE = 1e-6", "TOLERANCE = 1e-9")
    middle = fake.fp("uses_fmt.py")
    assert middle != before
    replace(fake.module("sdk/answers.py"), "@dataclass\n", "@dataclass(frozen=True)\n")
    assert fake.fp("uses_fmt.py") != middle


def test_header_edit_changes_users_of_the_module(fake):
    before = fake.fp("uses_fmt.py"), fake.fp("uses_scene.py")
    replace(fake.module("sdk/draw.py"), "import math\n", "import math\nimport cmath\n")
    after = fake.fp("uses_fmt.py"), fake.fp("uses_scene.py")
    assert after[0] != before[0]
    assert after[1] == before[1]  # draw is never imported on its path


def test_docstring_of_a_module_is_not_code(fake):
    before = fake.fp("uses_fmt.py")
    replace(fake.module("sdk/draw.py"), '"""Fake drawing helpers."""', '"""Fake drawing helpers, reworded."""')
    assert fake.fp("uses_fmt.py") == before


def test_function_local_import_in_a_used_unit(fake):
    before = fake.fp("dynaforge.render.variant:render_variant")
    replace(fake.module("sdk/draw.py"), "ax.text(0, 0, text, color=color)", "ax.text(0, 1, text, color=color)")
    assert fake.fp("dynaforge.render.variant:render_variant") != before


def test_relative_import_of_a_module_and_star_import(fake):
    write(fake.module("sdk/charts.py"), '''
        from . import draw
        from .scene import *


        def bar(ax, v):
            return draw.fmt(v)
    ''')
    write(fake.programs / "charts_user.py", '''
        from dynaforge.sdk.charts import bar

        bar(None, 1)
    ''')
    used = fake.used("charts_user.py")
    assert {"dynaforge/sdk/charts.py:bar", "dynaforge/sdk/draw.py:fmt", "dynaforge/sdk/draw.py:_round"} <= set(used)
    assert "dynaforge/sdk/draw.py:unused" not in used
    assert "dynaforge/sdk/scene.py:lonely" in used  # the star import runs in charts' header


def test_dynamic_access_uses_whole_modules(fake):
    write(fake.module("sdk/registry.py"), '''
        import importlib


        def by_name(name):
            return globals()[name]


        def loader():
            return importlib.import_module("dynaforge.sdk.scene")


        def first():
            return 1


        def second():
            return 2
    ''')
    used = fake.used("dynaforge.sdk.registry:by_name")
    assert {"dynaforge/sdk/registry.py:first", "dynaforge/sdk/registry.py:second"} <= set(used)
    used = fake.used("dynaforge.sdk.registry:loader")
    assert "dynaforge/sdk/scene.py:lonely" in used
    assert "dynaforge/sdk/registry.py:first" not in used


def test_syntax_error_program_still_gets_a_fingerprint(fake):
    broken = fake.programs / "broken.py"
    broken.write_text("from dynaforge.sdk import Scene\ndef f(:\n")
    first = fake.fp("broken.py")
    assert re.fullmatch(r"[0-9a-f]{64}", first)
    assert "<unparsable root broken.py>" in fake.used("broken.py")
    broken.write_text("from dynaforge.sdk import Scene\ndef g(:\n")
    assert fake.fp("broken.py") != first  # the raw bytes are in it
    broken.write_bytes(b"x = 1\0\n")
    assert re.fullmatch(r"[0-9a-f]{64}", fake.fp("broken.py"))


def test_unparsable_package_module_raises(fake):
    append(fake.module("sdk/draw.py"), "\ndef oops(:\n")
    with pytest.raises(SyntaxError):
        fake.fp("uses_scene.py")


def test_old_files_are_trusted_by_size_and_mtime(fake):
    draw = fake.module("sdk/draw.py")
    old = 1_000_000_000
    os.utime(draw, (old, old))
    before = fake.fp("uses_fmt.py")
    append(draw, "\ndef appended():\n    return 1\n")
    os.utime(draw, (old, old))
    assert fake.fp("uses_fmt.py") == before
    replace(draw, "return str(_round(value, digits))", "return str(_round(value, digits + 1))")
    os.utime(draw, (old, old))
    assert fake.fp("uses_fmt.py") != before  # the size changed


def test_docstrings_comments_and_layout_do_not_count(fake):
    draw = fake.module("sdk/draw.py")
    before = fake.fp("uses_fmt.py")
    replace(draw, "return str(_round(value, digits))",
            "# a comment\n    return str(_round(value,\n                      digits))  # spread out")
    assert fake.fp("uses_fmt.py") == before
    replace(draw, "def fmt(value, digits=2):", 'def fmt(value, digits=2):\n    """Reworded."""')
    assert fake.fp("uses_fmt.py") == before
    replace(draw, "return str(_round(value,", "return repr(_round(value,")
    assert fake.fp("uses_fmt.py") != before


# -- the real library -------------------------------------------------------------------------------
REAL_PROGRAMS = sorted((REPO / "seed_programs").rglob("*.py"))


def test_every_real_program_gets_a_fingerprint():
    assert REAL_PROGRAMS
    prints = {p: code_fingerprint_for([p]) for p in REAL_PROGRAMS}
    assert all(re.fullmatch(r"[0-9a-f]{64}", f) for f in prints.values())
    assert code_fingerprint_for([REAL_PROGRAMS[0]]) == prints[REAL_PROGRAMS[0]]


def test_real_fmt_import_is_found():
    users = [p for p in REAL_PROGRAMS if "from dynaforge.sdk.draw import fmt" in p.read_text()]
    assert users, "no seed program imports fmt directly any more"
    for path in users:
        used = used_code([path])
        assert "dynaforge/sdk/draw.py:fmt" in used
        assert "dynaforge/sdk/program.py:SeedProgram" in used
        assert "dynaforge/sdk/draw.py:shape_icon" not in used or "shape_icon" in path.read_text()


def test_real_stage_entry_points():
    used = used_code(["dynaforge.render.variant:render_variant"])
    assert {"dynaforge/render/figure.py:render_2d", "dynaforge/render/solid.py:render_still",
            "dynaforge/views/photo.py:photograph", "dynaforge/sdk/scene.py:Scene"} <= set(used)
    assert not any(k.startswith("dynaforge/scoring/") for k in used)
    # a module of a namespace package (dynaforge/pipeline has no __init__.py)
    used = used_code(["dynaforge.pipeline.render:render_program"])
    assert {"dynaforge/pipeline/render.py:render_program", "dynaforge/render/variant.py:render_variant",
            "dynaforge/sdk/loader.py:load_program"} <= set(used)


def test_real_library_copy_append_and_edit(tmp_path):
    """On a copy of the real package: appending unused code anywhere changes no program's
    fingerprint; editing draw.fmt changes exactly those of the programs that reach it."""
    import shutil

    shutil.copytree(REPO / "dynaforge", tmp_path / "dynaforge", ignore=shutil.ignore_patterns("__pycache__"))

    def prints():
        return {p: code_fingerprint_for([p], package_root=tmp_path) for p in REAL_PROGRAMS}

    before = prints()
    for module in (tmp_path / "dynaforge").rglob("*.py"):
        append(module, "\n\ndef zz_unused(x):\n    return fmt(x)\n\n\nclass ZZUnused:\n    pass\n\n\nZZ_UNUSED = 1\n")
    assert prints() == before
    users = {p for p in REAL_PROGRAMS if "dynaforge/sdk/draw.py:fmt" in used_code([p], package_root=tmp_path)}
    replace(tmp_path / "dynaforge/sdk/draw.py", "return str(int(round(value)))", "return str(int(round(value) + 0))")
    after = prints()
    assert users and {p for p in REAL_PROGRAMS if after[p] != before[p]} == users
