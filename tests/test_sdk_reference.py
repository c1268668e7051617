"""The generated SDK reference in docs/writing_seed_programs.md is current and describes every helper."""
import importlib.util
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "sdk_reference.py"


def _load_script():
    spec = importlib.util.spec_from_file_location("sdk_reference", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass resolves annotations through sys.modules
    spec.loader.exec_module(module)
    return module


def test_sdk_reference_is_up_to_date():
    proc = subprocess.run([sys.executable, str(SCRIPT), "--check"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, (
        "docs/writing_seed_programs.md's SDK reference is out of date: run "
        f"`python scripts/sdk_reference.py`\n{proc.stdout}{proc.stderr}")


def test_every_sdk_helper_has_a_one_line_description():
    ref = _load_script()
    entries = ref.collect()
    helpers = [e for e in entries if e.kind != "constant"]
    assert {e.module for e in helpers} == set(ref.MODULES)
    for name in ("Scene", "Number", "seed_program", "fmt", "bar_chart", "draw_graph", "pose"):
        assert any(e.name == name for e in helpers), name
    missing = ref.undocumented(entries)
    assert not missing, "SDK helpers without a docstring (add one, then regenerate): " + ", ".join(missing)
    assert all("\n" not in e.description for e in helpers)


def test_markers_replace_in_place_and_append_when_absent():
    ref = _load_script()
    section = f"{ref.START}\nnew\n{ref.END}"
    doc = f"# T\n\n{ref.START}\nold\n{ref.END}\n\nafter\n"
    assert ref.updated(doc, section) == f"# T\n\n{section}\n\nafter\n"
    assert ref.updated("# T\n", section) == f"# T\n\n{section}\n"


def test_every_name_an_sdk_module_exports_exists():
    """A helper moved or removed must leave no name behind in ``__all__`` (``import *`` would fail)."""
    import pkgutil

    import dynaforge.sdk as sdk

    dangling = [f"{info.name}.{name}" for info in pkgutil.iter_modules(sdk.__path__)
                for module in [importlib.import_module(f"dynaforge.sdk.{info.name}")]
                for name in getattr(module, "__all__", []) if not hasattr(module, name)]
    assert not dangling, dangling
