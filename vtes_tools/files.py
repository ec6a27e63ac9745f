"""Writing the user's files safely: whole or not at all.

:func:`atomic_write` writes to a temporary file next to the target and renames it over the
target only once it is complete, so a failure (a full disk, an error, a kill) leaves the old file
as it was and no partial file. Temporary files are named ``.NAME.vtes-tmp-PID-XXXX``; those left
by a process that no longer runs are removed by the next write in the same folder.
:func:`check_output_dir` and :func:`check_output_file` say before a long computation whether
its output could be written at all.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from .errors import OutputError

#: Marks the temporary files of :func:`atomic_write` (``.NAME.vtes-tmp-PID-XXXX``).
TEMP_MARK = ".vtes-tmp-"


def process_alive(pid: int) -> bool:
    """Whether the process ``pid`` (which named a temporary file) may still be writing it. On
    Windows, where ``os.kill`` would end the process, and for this very process: True."""
    if pid == os.getpid() or os.name == "nt":
        return True
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except PermissionError:  # alive, another user's
        return True
    except (OSError, OverflowError):
        return False
    return True


def clean_stale_temp(folder: str | os.PathLike[str]) -> list[Path]:
    """Remove the temporary files of :func:`atomic_write` in ``folder`` whose writing process is
    gone (killed mid-write); the paths removed."""
    removed: list[Path] = []
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return removed
    for entry in entries:
        head, mark, tail = entry.name.partition(TEMP_MARK)
        if not mark or not head.startswith("."):
            continue
        pid = tail.split("-", 1)[0]
        if pid.isdigit() and not process_alive(int(pid)):
            with contextlib.suppress(OSError):
                entry.unlink()
                removed.append(entry)
    return removed


def _target(path: str | os.PathLike[str], what: str) -> Path:
    """The file a write to ``path`` replaces: the file a symbolic link points to (the link is kept),
    never a device, pipe or folder (renaming over ``/dev/null`` would replace the device)."""
    target = Path(path)
    if target.is_symlink():
        target = target.resolve()
    if target.is_dir():
        raise OutputError(f"{str(path)!r} is a folder: choose a file name for the {what}")
    if target.exists() and not target.is_file():
        raise OutputError(f"{str(path)!r} is not a regular file (a device or a pipe): choose a file for the {what}")
    return target


def _new_file_mode(path: Path) -> int:
    """The permissions ``path`` keeps (when it exists) or a new file gets under the umask."""
    try:
        return path.stat().st_mode & 0o7777
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


@contextlib.contextmanager
def atomic_write(path: str | os.PathLike[str], mode: str = "w", *, encoding: str | None = "utf-8") -> Iterator[IO[Any]]:
    """``with atomic_write(path) as f:`` gives a file to write ``path``'s new content to
    (``mode`` "w" for text, "wb" for bytes); ``path`` is replaced only when the block ends
    without an error. Raises :class:`~vtes_tools.errors.OutputError` when the folder cannot be
    written to or the write fails; the old file is then left as it was."""
    if mode not in ("w", "wb"):
        raise OutputError(f"mode {mode!r} is not 'w' or 'wb'")
    target = _target(path, "output")
    folder = target.parent
    clean_stale_temp(folder)
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}{TEMP_MARK}{os.getpid()}-", dir=folder)
    except OSError as exc:
        raise OutputError(f"cannot write {str(target)!r} ({exc.strerror or exc}): choose another place") from None
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, mode, encoding=None if "b" in mode else encoding) as out:
            yield out
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, _new_file_mode(target))
        os.replace(tmp, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise OutputError(f"cannot write {str(target)!r} ({exc.strerror or exc}): the old file is unchanged") from None
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def _probe(folder: Path, what: str) -> None:
    """Create and remove one temporary file in ``folder``: the only check that holds for every
    user (root ignores permissions) and file system (read-only mounts)."""
    try:
        fd, name = tempfile.mkstemp(prefix=f".probe{TEMP_MARK}{os.getpid()}-", dir=folder)
    except OSError as exc:
        raise OutputError(f"cannot write in {str(folder)!r} ({exc.strerror or exc}): choose another {what}") from None
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(name)


def check_output_dir(folder: str | os.PathLike[str], what: str = "--out folder") -> Path:
    """Create ``folder`` (and its parents) if needed and make sure files can be written in it;
    an :class:`~vtes_tools.errors.OutputError` saying why not otherwise."""
    path = Path(folder)
    if path.exists() and not path.is_dir():
        raise OutputError(f"{str(path)!r} is a file, not a folder: choose another {what}")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(
            f"cannot create the folder {str(path)!r} ({exc.strerror or exc}): choose another {what}"
        ) from None
    _probe(path, what)
    return path


def check_output_file(path: str | os.PathLike[str], what: str = "file") -> Path:
    """Make sure ``path`` can be written as a file: it must not be a folder, and its folder must
    exist and take new files; an :class:`~vtes_tools.errors.OutputError` saying why not otherwise."""
    target = _target(path, what)
    folder = target.parent
    if not folder.is_dir():
        why = "is a file" if folder.exists() else "does not exist"
        raise OutputError(f"cannot write {str(target)!r}: {str(folder)!r} {why}; choose another {what}")
    _probe(folder, what)
    return target


__all__ = [
    "TEMP_MARK", "atomic_write", "check_output_dir", "check_output_file", "clean_stale_temp", "process_alive",
]
