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
# Then `dynaforge review push` (docs/review.md). Version: the `label-studio` extra of pyproject.toml,
# every package pinned by constraints/label-studio.txt (scripts/isolated_env.sh makes the environment,
# under $DYNAFORGE_HARNESS_HOME, default ~/.cache/dynaforge). Label Studio keeps its database
# in $LABEL_STUDIO_BASE_DATA_DIR (its default: ~/.local/share/label-studio).
set -euo pipefail
cd "$(dirname "$0")/.."
command="${1:?usage: label_studio.sh install|start [label-studio start args]}"
shift
bin="$(bash scripts/isolated_env.sh label-studio)"
case "$command" in
  install) echo "$bin/label-studio" ;;
  start)
    mkdir -p data/review
    export LABEL_STUDIO_LOCAL_FILES_SERVING_ENABLED=true
    export LABEL_STUDIO_LOCAL_FILES_DOCUMENT_ROOT="$PWD/data/review"
    [[ $# -gt 0 ]] || set -- --no-browser --internal-host 127.0.0.1 --port 8080
    exec "$bin/label-studio" start "$@" ;;
  *) echo "usage: label_studio.sh install|start [label-studio start args]" >&2; exit 2 ;;
esac
