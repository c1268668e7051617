#!/usr/bin/env bash
# Install everything dynaforge needs on a fresh Debian/Ubuntu machine with Python >= 3.10:
# the Mesa EGL/OSMesa libraries VTK renders with headless, then the package with its dev extras.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
ldconfig -p | grep -q "libEGL_mesa.so" || need_apt+=(libegl1 libegl-mesa0 libgl1-mesa-dri)
ldconfig -p | grep -q "libGL.so.1" || need_apt+=(libgl1)
ldconfig -p | grep -q "libXrender.so.1" || need_apt+=(libxrender1)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "setup: installing system libraries: ${need_apt[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}"
fi

python3 -m pip install --quiet --upgrade pip
python3 -m pip install --quiet -e ".[dev]"
python3 - <<'PY'
import os
os.environ.setdefault("VTK_DEFAULT_OPENGL_WINDOW", "vtkEGLRenderWindow")
from dynaforge.render.solid import render_still
from dynaforge.sdk import Scene
s = Scene(); s.box("ABCD", "EFGH", 1, 1, 1)
assert render_still(s, 30, 20, 64)[:8] == b"\x89PNG\r\n\x1a\n"
print("setup: headless 3D rendering works")
PY
