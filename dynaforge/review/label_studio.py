"""Label Studio through its REST API: push a build's review tasks, pull the annotations.

Works with a legacy API token (``Authorization: Token``) and with a personal access token (a JWT
refresh token, exchanged at ``/api/token/refresh/`` for short-lived access tokens). Media are
served by Label Studio itself from local files: it must be started with
``LABEL_STUDIO_LOCAL_FILES_SERVING_ENABLED=true`` and ``LABEL_STUDIO_LOCAL_FILES_DOCUMENT_ROOT``
set to the project's ``data/review`` folder (``scripts/label_studio.sh`` does both); ``push``
attaches a Local Files storage for ``data/review/media`` (never synced: the tasks are imported
with their data) and checks that an image and a video load through the server.
"""
from __future__ import annotations

import json
import time
from pathlib import Path

import requests

from .decisions import ReviewImportError
from .ingest import Ingested, ingest

IMPORT_CHUNK = 500
START_HINT = ("start Label Studio with LABEL_STUDIO_LOCAL_FILES_SERVING_ENABLED=true and "
              "LABEL_STUDIO_LOCAL_FILES_DOCUMENT_ROOT={root} (scripts/label_studio.sh start does both)")


class LabelStudioError(ReviewImportError):
    """Label Studio could not be reached, refused the key, or answered an error (message says which)."""


class LabelStudio:
    """A minimal client for the endpoints dynaforge uses."""

    def __init__(self, url: str, api_key: str, timeout: float = 300):
        if not url or not api_key:
            raise LabelStudioError("need the Label Studio URL and API key (--url/--api-key, or "
                                   "LABEL_STUDIO_URL/LABEL_STUDIO_API_KEY)")
        self.url = url.rstrip("/")
        self.timeout = timeout
        self.session = requests.Session()
        self._refresh_token = api_key if api_key.count(".") == 2 else None  # a JWT personal access token
        if self._refresh_token:
            self._refresh()
        else:
            self.session.headers["Authorization"] = f"Token {api_key}"

    def _refresh(self) -> None:
        response = self._send("POST", "/api/token/refresh/", json={"refresh": self._refresh_token}, auth=False)
        self.session.headers["Authorization"] = f"Bearer {response.json()['access']}"

    def _send(self, method: str, path: str, auth: bool = True, **kwargs) -> requests.Response:
        try:
            if auth:
                response = self.session.request(method, self.url + path, timeout=self.timeout, **kwargs)
            else:
                response = requests.request(method, self.url + path, timeout=self.timeout, **kwargs)
        except requests.RequestException as exc:
            raise LabelStudioError(f"cannot reach Label Studio at {self.url} ({type(exc).__name__}); is it "
                                   "running? (scripts/label_studio.sh start)") from None
        if response.status_code == 401 and auth and self._refresh_token:
            self._refresh()  # the access token expired
            return self._send(method, path, auth=False, headers=dict(self.session.headers), **kwargs)
        if response.status_code in (401, 403):
            raise LabelStudioError(f"Label Studio at {self.url} refused the API key ({response.status_code} on "
                                   f"{path}): copy it from Account & Settings; a legacy token also needs "
                                   "LABEL_STUDIO_ENABLE_LEGACY_API_TOKEN=true on the server")
        if response.status_code >= 400:
            raise LabelStudioError(f"Label Studio {method} {path} answered {response.status_code}: "
                                   f"{response.text[:500]}")
        return response

    def get(self, path: str, **params):
        return self._send("GET", path, params=params).json()

    def post(self, path: str, body, **params):
        return self._send("POST", path, json=body, params=params).json()

    def patch(self, path: str, body):
        return self._send("PATCH", path, json=body).json()

    def status(self, path: str) -> tuple[int, str]:
        """Status code and content type of GET ``path`` (for media checks; errors not raised)."""
        try:
            response = self.session.get(self.url + path, timeout=self.timeout, stream=True)
        except requests.RequestException as exc:
            return 0, type(exc).__name__
        response.close()
        return response.status_code, response.headers.get("Content-Type", "")

    def _paged(self, path: str, **params) -> list[dict]:
        out, page = [], 1
        while True:
            body = self.get(path, page=page, page_size=100, **params)
            if isinstance(body, list):
                return out + body
            out += body.get("results", [])
            if not body.get("next"):
                return out
            page += 1

    def project_by_title(self, title: str) -> dict | None:
        matches = [p for p in self._paged("/api/projects/", title=title) if p.get("title") == title]
        return min(matches, key=lambda p: p["id"]) if matches else None

    def project(self, ref: str) -> dict:
        """A project by id (digits) or exact title."""
        if str(ref).isdigit():
            return self.get(f"/api/projects/{ref}/")
        found = self.project_by_title(str(ref))
        if found is None:
            raise LabelStudioError(f"no Label Studio project titled {ref!r} at {self.url}")
        return found

    def export(self, project_id: int) -> list[dict]:
        """Every task of the project with its annotations (Label Studio's JSON export)."""
        return self.get(f"/api/projects/{project_id}/export", exportType="JSON", download_all_tasks="true")

    def users(self) -> dict[int, str]:
        """User id → e-mail (or name) for naming reviewers."""
        out = {}
        for user in self._paged("/api/users/"):
            name = " ".join(p for p in (user.get("first_name"), user.get("last_name")) if p)
            out[user["id"]] = user.get("email") or name or user.get("username") or f"label-studio user {user['id']}"
        return out


def push(client: LabelStudio, review_dir: Path, title: str, progress=print) -> dict:
    """Create or update project ``title`` with the tasks of ``review_dir`` (``data/review``).

    A task is keyed by variant id and content hash: re-pushing the same build adds nothing; a
    variant whose content changed gets a new task; tasks of content no longer in the build are
    deleted unless they carry annotations (those stay, and their decisions import as stale)."""
    started = time.monotonic()
    review_dir = Path(review_dir).resolve()
    try:
        tasks = json.loads((review_dir / "tasks.json").read_text(encoding="utf-8"))
        config = (review_dir / "label_config.xml").read_text(encoding="utf-8")
    except OSError as exc:
        raise LabelStudioError(f"{exc.filename}: missing; build the review export first (dvc repro)") from None
    project = client.project_by_title(title)
    if project is None:
        project = client.post("/api/projects/", {"title": title, "label_config": config,
                                                "description": "dynaforge expert review"})
        progress(f"created project {project['id']} {title!r}")
    elif (project.get("label_config") or "").strip() != config.strip():  # Label Studio strips it
        client.patch(f"/api/projects/{project['id']}/", {"label_config": config})
        progress(f"updated the labeling config of project {project['id']}")
    pid = project["id"]
    _ensure_local_storage(client, pid, review_dir)

    existing = client.export(pid)
    wanted = {_key(t["data"]) for t in tasks}
    have: dict[tuple, list[dict]] = {}
    for task in existing:
        have.setdefault(_key(task.get("data") or {}), []).append(task)
    new = [t for t in tasks if _key(t["data"]) not in have]
    obsolete = [t for key, ts in have.items() if key not in wanted for t in ts]
    annotated = [t for t in obsolete if t.get("annotations")]
    removable = [t["id"] for t in obsolete if not t.get("annotations")]
    if removable:
        client.post("/api/dm/actions/", {"selectedItems": {"all": False, "included": removable}},
                    id="delete_tasks", project=pid)
    for start in range(0, len(new), IMPORT_CHUNK):
        client.post(f"/api/projects/{pid}/import", new[start:start + IMPORT_CHUNK])
        progress(f"imported {min(start + IMPORT_CHUNK, len(new))}/{len(new)} tasks")
    checked = _check_media(client, tasks, review_dir)
    return {"project": pid, "url": f"{client.url}/projects/{pid}/data", "tasks": len(tasks), "created": len(new),
            "unchanged": len(tasks) - len(new), "removed": len(removable), "kept_annotated_obsolete": len(annotated),
            "media_checked": checked, "seconds": round(time.monotonic() - started, 1)}


def _key(data: dict) -> tuple:
    return data.get("variant"), data.get("variant_sha256")


def _ensure_local_storage(client: LabelStudio, pid: int, review_dir: Path) -> None:
    """Attach ``review_dir/media`` as the project's Local Files storage (once; never synced)."""
    media = str(review_dir / "media")
    storages = client.get("/api/storages/localfiles/", project=pid)
    if any(s.get("path") == media for s in storages):
        return
    try:
        client.post("/api/storages/localfiles/", {"project": pid, "path": media, "title": "dynaforge media",
                                                 "use_blob_urls": False})
    except LabelStudioError as exc:
        raise LabelStudioError(f"Label Studio cannot serve {media}: {exc}. "
                               + START_HINT.format(root=review_dir)) from None


def _check_media(client: LabelStudio, tasks: list[dict], review_dir: Path) -> list[str]:
    """Fetch one image and one video of the build through the server; fail with the fix if not."""
    urls = [tasks[0]["data"]["image"]] if tasks else []
    urls += [t["data"]["video"] for t in tasks if t["data"]["video"]][:1]
    for url in urls:
        status, kind = client.status(url)
        if status != 200:
            raise LabelStudioError(f"Label Studio does not serve the review media ({url} -> {status} {kind}): "
                                   + START_HINT.format(root=review_dir))
    return urls


def pull(client: LabelStudio, project_ref: str) -> tuple[Ingested, dict]:
    """Every annotation of the project as decisions (reviewers named by e-mail)."""
    started = time.monotonic()
    project = client.project(project_ref)
    users = client.users()
    tasks = client.export(project["id"])
    source = f"label-studio {client.url} project {project['id']}"
    found = ingest((("", t) for t in tasks), source=source, reviewer_name=users.get)
    return found, {"project": project["id"], "source": source, "tasks": len(tasks),
                   "seconds": round(time.monotonic() - started, 1)}
