#!/usr/bin/env bash
# Create (once) a virtual environment with one evaluation harness and dynaforge's dependencies, for
# the slow harness tests (tests/test_harness_*.py) and for trying an export by hand. The harnesses
# are kept out of the project's own environment: lmms-eval pulls torch (several GB), and
# inspect-ai pins fsspec below the version constraints.txt locks.
#
#   bash scripts/harness_env.sh lmms-eval|inspect     -> prints the environment's python
#
# dynaforge itself is not installed there: run with PYTHONPATH=<this repo> so the harness uses the
# working tree. Location: $DYNAFORGE_HARNESS_HOME (default ~/.cache/dynaforge). Versions: the
# `lmms-eval` and `inspect` extras of pyproject.toml.
set -euo pipefail
cd "$(dirname "$0")/.."
which="${1:?usage: harness_env.sh lmms-eval|inspect}"
pin="$(python3 - "$which" <<'EOF'
import sys, tomllib
extras = tomllib.load(open("pyproject.toml", "rb"))["project"]["optional-dependencies"]
if sys.argv[1] not in extras:
    sys.exit(f"no extra {sys.argv[1]!r} in pyproject.toml (known: {', '.join(extras)})")
print(" ".join(extras[sys.argv[1]]))
EOF
)"
name="$(echo "$pin" | tr -c 'A-Za-z0-9.\n' '-' | tr -s '-' | sed 's/-$//')"
home="${DYNAFORGE_HARNESS_HOME:-$HOME/.cache/dynaforge}"
venv="$home/$name"
if [[ ! -x "$venv/bin/python" || ! -f "$venv/.complete" ]]; then
  mkdir -p "$home"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --upgrade pip >&2
  mapfile -t deps < <(python3 -c 'import tomllib; print("\n".join(tomllib.load(open("pyproject.toml", "rb"))["project"]["dependencies"]))')
  # shellcheck disable=SC2086
  "$venv/bin/python" -m pip install --quiet $pin "${deps[@]}" >&2
  touch "$venv/.complete"
fi
echo "$venv/bin/python"
