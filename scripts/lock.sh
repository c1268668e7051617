#!/usr/bin/env bash
# Regenerate constraints.txt: resolve pyproject.toml's dependencies (with [dev]) in a new, empty
# virtual environment and pin every installed package. Existing pins are kept (only new packages
# are resolved) unless --upgrade is given. Commit the result with the change that needed it; a
# render-stack version change also changes render bytes (bump release.version).
set -euo pipefail
cd "$(dirname "$0")/.."
keep=(-c constraints.txt)
[[ "${1:-}" == "--upgrade" ]] && keep=()
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
python3 -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install --quiet --upgrade pip
"$tmp/venv/bin/python" -m pip install --quiet "${keep[@]}" ".[dev]"
{
  sed -n '1,/^# Regenerate/p' constraints.txt
  "$tmp/venv/bin/python" -m pip freeze | grep -v '^dynaforge[= @]'
} > "$tmp/constraints.txt"
mv "$tmp/constraints.txt" constraints.txt
echo "lock: constraints.txt pins $(grep -c '==' constraints.txt) packages"
