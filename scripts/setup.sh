#!/usr/bin/env bash
# Install everything dynaforge needs on a fresh Debian/Ubuntu machine with Python >= 3.10:
# the Mesa EGL libraries VTK renders with headless, bubblewrap (the seed-program sandbox), then
# the package with its dev extras into a new virtual environment (.venv, or $DYNAFORGE_VENV),
# never the machine's own Python, pinned by constraints.txt. Activate it with `. .venv/bin/activate`.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${DYNAFORGE_VENV:-.venv}"

need_apt=()
ldconfig -p | grep -q "libEGL_mesa.so" || need_apt+=(libegl1 libegl-mesa0 libgl1-mesa-dri)
ldconfig -p | grep -q "libGL.so.1" || need_apt+=(libgl1)
ldconfig -p | grep -q "libXrender.so.1" || need_apt+=(libxrender1)
command -v bwrap >/dev/null || need_apt+=(bubblewrap)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "setup: installing system packages: ${need_apt[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}"
fi

[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet -c constraints.txt -e ".[dev]"
"$venv/bin/python" - <<'PY'
import os
os.environ.setdefault("VTK_DEFAULT_OPENGL_WINDOW", "vtkEGLRenderWindow")
from dynaforge.render.solid import render_still
from dynaforge.sdk import Scene
s = Scene(); s.box("ABCD", "EFGH", 1, 1, 1)
assert render_still(s, 30, 20, 64)[:8] == b"\x89PNG\r\n\x1a\n"
print("setup: headless 3D rendering works")
from dynaforge.sandbox import SandboxUnavailable, check_available
try:
    check_available("bwrap")
    print("setup: the bubblewrap sandbox works")
except SandboxUnavailable as exc:
    print(f"setup: WARNING: {exc}")
PY
echo "setup: done; activate the environment with: . $venv/bin/activate"
