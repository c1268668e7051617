#!/usr/bin/env bash
# Regenerate a lock file: resolve in a new, empty virtual environment and pin every installed
# package. Existing pins are kept (only new packages are resolved) unless --upgrade is given.
# Commit the result with the change that needed it.
#
#   bash scripts/lock.sh [--upgrade]          constraints.txt: pyproject.toml's dependencies with [dev];
#                                             a render-stack version change also changes render bytes
#                                             (bump release.version)
#   bash scripts/lock.sh [--upgrade] TOOL     constraints/TOOL.txt for scripts/isolated_env.sh TOOL
#                                             (lmms-eval, inspect, label-studio)
set -euo pipefail
cd "$(dirname "$0")/.."
upgrade=0
[[ "${1:-}" == "--upgrade" ]] && { upgrade=1; shift; }
tool="${1:-}"
if [[ -z "$tool" ]]; then
  lock=constraints.txt
  wanted=(".[dev]")
else
  lock="constraints/$tool.txt"
  mapfile -t wanted < <(bash scripts/isolated_env.sh --requirements "$tool")
fi
keep=()
[[ $upgrade == 0 && -f "$lock" ]] && keep=(-c "$lock")
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
python3 -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install --quiet --upgrade pip
"$tmp/venv/bin/python" -m pip install --quiet "${keep[@]}" "${wanted[@]}"
{
  if [[ -f "$lock" ]]; then sed -n '/^#/!q;p' "$lock"; else echo "# Pinned versions of every package of the $tool environment (scripts/isolated_env.sh $tool)."; fi
  "$tmp/venv/bin/python" -m pip freeze | grep -v '^dynaforge[= @]'
} > "$tmp/lock.txt"
mv "$tmp/lock.txt" "$lock"
echo "lock: $lock pins $(grep -c '==' "$lock") packages"
