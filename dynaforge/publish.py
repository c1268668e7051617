"""``dynaforge publish``: upload a release folder to a Hugging Face dataset repo and tag it.

With a token (``HF_TOKEN`` or ``huggingface-cli login``) it creates the repo if needed, uploads the
folder as one commit and tags it ``v<version>``. A release that fails ``dynaforge verify`` is
refused, and so is a version already tagged on the Hub with a different manifest. Without a token
it prints what it would do and changes nothing.
"""
from __future__ import annotations

import json
from pathlib import Path

from .release.verify import verify_release


class PublishError(RuntimeError):
    """Publishing was refused; the message says why."""


def publish(release_dir: Path, repo_id: str, api=None, token: str | None = None) -> dict:
    """Upload ``release_dir`` to ``repo_id``; returns what was done (``action`` plan/uploaded/unchanged)."""
    import huggingface_hub

    release_dir = Path(release_dir)
    manifest_path = release_dir / "manifest.json"
    if not manifest_path.exists():
        raise PublishError(f"{release_dir} is not a release folder (no manifest.json); run dvc repro first")
    problems = verify_release(release_dir)
    if problems:
        raise PublishError(f"refusing to publish {release_dir}: it fails verification: {'; '.join(problems)}")
    manifest = json.loads(manifest_path.read_text())
    tag = f"v{manifest['version']}"
    files = sorted(str(p.relative_to(release_dir)) for p in release_dir.rglob("*") if p.is_file())
    token = token or huggingface_hub.get_token()
    plan = {"repo_id": repo_id, "tag": tag, "files": files, "action": "plan"}
    if not token:
        return plan
    api = api or huggingface_hub.HfApi(token=token)
    api.create_repo(repo_id, repo_type="dataset", exist_ok=True, private=False)
    refs = api.list_repo_refs(repo_id, repo_type="dataset")
    if any(t.name == tag for t in refs.tags):
        remote = Path(huggingface_hub.hf_hub_download(repo_id, "manifest.json", repo_type="dataset",
                                                      revision=tag, token=token))
        if json.loads(remote.read_text()) != manifest:
            raise PublishError(f"{repo_id} already has {tag} with different content; bump release.version")
        return {**plan, "action": "unchanged"}
    commit = api.upload_folder(repo_id=repo_id, folder_path=str(release_dir), repo_type="dataset",
                               commit_message=f"dynaforge release {tag}")
    api.create_tag(repo_id, tag=tag, repo_type="dataset", revision=getattr(commit, "oid", None),
                   tag_message=f"dynaforge release {tag}")
    return {**plan, "action": "uploaded", "commit": getattr(commit, "oid", None)}


def describe(result: dict) -> str:
    if result["action"] == "plan":
        return (f"No Hugging Face token configured (set HF_TOKEN): would create dataset repo "
                f"{result['repo_id']}, upload {len(result['files'])} files and tag {result['tag']}.")
    if result["action"] == "unchanged":
        return f"{result['repo_id']}@{result['tag']} is already published with the same manifest."
    return f"Uploaded {len(result['files'])} files to {result['repo_id']} and tagged {result['tag']}."


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("publish", help="upload a release to the Hugging Face Hub and tag it")
    p.add_argument("--repo-id", help="ORG/NAME (default: release.hub_repo_id in params.yaml)")
    p.add_argument("--release", type=Path, help="release folder (default: the version in params.yaml)")
    p.set_defaults(func=_run)


def _run(args) -> int:
    from .config import DATA_DIR, load_params

    params = load_params()
    repo_id = args.repo_id or params["release"].get("hub_repo_id")
    if not repo_id:
        raise PublishError("no --repo-id given and release.hub_repo_id is empty in params.yaml")
    release = args.release or DATA_DIR / "releases" / str(params["release"]["version"])
    print(describe(publish(release, repo_id)))
    return 0
