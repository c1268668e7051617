#!/usr/bin/env bash
# Label Studio for dynaforge's expert review, in its own virtual environment (it pins Django and
# many packages of its own), started so that it serves this project's review media.
#
#   bash scripts/label_studio.sh install            install once; print the label-studio executable
#   bash scripts/label_studio.sh start [ARGS...]    run the server in the foreground
#
# `start` sets the two variables Label Studio needs to show the tasks' images and videos:
#   LABEL_STUDIO_LOCAL_FILES_SERVING_ENABLED=true
#   LABEL_STUDIO_LOCAL_FILES_DOCUMENT_ROOT=<this project>/data/review
# (only data/review is exposed, not the rest of the project) and passes ARGS to `label-studio start`
# (default: --no-browser --internal-host 127.0.0.1 --port 8080, reachable from this machine only;
# e.g. --username, --password, --user-token for a first user).
# Then `dynaforge review push` (docs/review.md). Version: the `label-studio` extra of pyproject.toml;
# location: $DYNAFORGE_HARNESS_HOME (default ~/.cache/dynaforge). Label Studio keeps its database
# in $LABEL_STUDIO_BASE_DATA_DIR (its default: ~/.local/share/label-studio).
set -euo pipefail
cd "$(dirname "$0")/.."
command="${1:?usage: label_studio.sh install|start [label-studio start args]}"
shift
pin="$(python3 -c 'import tomllib; print(" ".join(tomllib.load(open("pyproject.toml", "rb"))["project"]["optional-dependencies"]["label-studio"]))')"
name="$(echo "$pin" | tr -c 'A-Za-z0-9.\n' '-' | tr -s '-' | sed 's/-$//')"
venv="${DYNAFORGE_HARNESS_HOME:-$HOME/.cache/dynaforge}/$name"
if [[ ! -x "$venv/bin/label-studio" || ! -f "$venv/.complete" ]]; then
  mkdir -p "$(dirname "$venv")"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --upgrade pip >&2
  # shellcheck disable=SC2086
  "$venv/bin/python" -m pip install --quiet $pin >&2
  touch "$venv/.complete"
fi
case "$command" in
  install) echo "$venv/bin/label-studio" ;;
  start)
    mkdir -p data/review
    export LABEL_STUDIO_LOCAL_FILES_SERVING_ENABLED=true
    export LABEL_STUDIO_LOCAL_FILES_DOCUMENT_ROOT="$PWD/data/review"
    [[ $# -gt 0 ]] || set -- --no-browser --internal-host 127.0.0.1 --port 8080
    exec "$venv/bin/label-studio" start "$@" ;;
  *) echo "usage: label_studio.sh install|start [label-studio start args]" >&2; exit 2 ;;
esac
