#!/usr/bin/env bash
# Create (once) a virtual environment with one evaluation harness and dynaforge's dependencies, for
# the slow harness tests (tests/test_harness_*.py) and for trying an export by hand. The harnesses
# are kept out of the project's own environment: lmms-eval pulls torch (several GB), and
# inspect-ai pins fsspec below the version constraints.txt locks.
#
#   bash scripts/harness_env.sh lmms-eval|inspect     -> prints the environment's python
#
# dynaforge itself is not installed there: run with PYTHONPATH=<this repo> so the harness uses the
# working tree. Pinned by constraints/<harness>.txt (scripts/isolated_env.sh makes the environment).
set -euo pipefail
cd "$(dirname "$0")/.."
which="${1:?usage: harness_env.sh lmms-eval|inspect}"
[[ "$which" == lmms-eval || "$which" == inspect ]] || { echo "usage: harness_env.sh lmms-eval|inspect" >&2; exit 2; }
echo "$(bash scripts/isolated_env.sh "$which")/python"
