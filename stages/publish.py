"""Stage publish: upload the release to the Hub when release.hub_repo_id and a token are configured."""
import json

from _common import DATA_DIR, load_params

from dynaforge.publish import describe, publish

params = load_params()
repo_id = params["release"].get("hub_repo_id")
release = DATA_DIR / "releases" / str(params["release"]["version"])
if repo_id:
    result = publish(release, repo_id)
    message = describe(result)
else:
    result = {"action": "skipped"}
    message = "release.hub_repo_id is empty in params.yaml: not publishing (local release only)."
print(message)
(DATA_DIR / "publish.json").write_text(json.dumps({**result, "message": message}, indent=1) + "\n")
