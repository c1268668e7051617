#!/usr/bin/env bash
# Create (once) the virtual environment of one of the tools dynaforge keeps out of its own
# environment, installed exactly as pinned by constraints/<tool>.txt, and print its bin folder.
#
#   bash scripts/isolated_env.sh lmms-eval|inspect|label-studio
#   bash scripts/isolated_env.sh --requirements TOOL     what it installs, one per line (scripts/lock.sh)
#
# The tool's version is the extra of the same name in pyproject.toml. The harnesses (lmms-eval,
# inspect) also get dynaforge's core dependencies, since they import this working tree through
# PYTHONPATH. The folder, under $DYNAFORGE_HARNESS_HOME (default ~/.cache/dynaforge), is named after
# the constraints file's hash: a changed lock makes a new environment, never a mixed one.
# Regenerate a lock with: bash scripts/lock.sh <tool>
set -euo pipefail
cd "$(dirname "$0")/.."

requirements() {  # what the tool's environment installs: its extra, plus the core deps for a harness
  python3 - "$1" <<'PY'
import sys, tomllib
project = tomllib.load(open("pyproject.toml", "rb"))["project"]
extras = project["optional-dependencies"]
if sys.argv[1] not in extras:
    sys.exit(f"isolated_env: no extra {sys.argv[1]!r} in pyproject.toml")
print("\n".join(extras[sys.argv[1]] + (project["dependencies"] if sys.argv[1] != "label-studio" else [])))
PY
}

if [[ "${1:-}" == "--requirements" ]]; then requirements "${2:?usage: isolated_env.sh --requirements TOOL}"; exit; fi
tool="${1:?usage: isolated_env.sh lmms-eval|inspect|label-studio}"
lock="constraints/$tool.txt"
[[ -f "$lock" ]] || { echo "isolated_env: no $lock (known: $(ls constraints | sed 's/\.txt$//' | xargs))" >&2; exit 2; }
mapfile -t wanted < <(requirements "$tool")
home="${DYNAFORGE_HARNESS_HOME:-$HOME/.cache/dynaforge}"
venv="$home/$tool-$(sha256sum "$lock" | cut -c1-12)"
if [[ ! -f "$venv/.complete" ]]; then
  rm -rf "$venv"
  mkdir -p "$home"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --upgrade pip >&2
  "$venv/bin/python" -m pip install --quiet -c "$lock" "${wanted[@]}" >&2
  # the lock pins every package: anything installed that it does not name is an unlocked drift
  unpinned="$("$venv/bin/python" -m pip freeze --exclude-editable | grep -vxFf <(grep '==' "$lock") || true)"
  if [[ -n "$unpinned" ]]; then
    echo "isolated_env: $tool installed packages $lock does not pin: $unpinned (bash scripts/lock.sh $tool)" >&2
    exit 1
  fi
  touch "$venv/.complete"
fi
echo "$venv/bin"
