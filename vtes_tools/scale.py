"""Execution backends: run independent chunks of work serially, on local processes or on Dask.

:func:`run_chunks` is the one entry point. It calls ``fn(chunk)`` for every chunk and returns
the results in the order of the chunks, whatever the backend and the order in which the chunks
finish, so a seeded simulation gives the same numbers with one worker, many processes or a
Dask cluster. ``fn`` must be picklable (a module-level function or a ``functools.partial`` of
one) and should return a small pre-aggregated result (a table of numbers), not raw events.

Backends:

- ``workers=1`` (and no ``dask``): in this process, one chunk after the other;
- ``workers=N``: a pool of ``N`` local processes;
- ``dask="local"``: a Dask ``LocalCluster`` of ``workers`` processes started for the run;
- ``dask="tcp://host:8786"`` (or ``"host:8786"``): an existing Dask scheduler, whose workers
  must have vtes-tools (the same version) installed;
- ``dask=client``: an existing ``distributed.Client``, left open.
"""

from __future__ import annotations

import importlib.metadata
import logging
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_EXCEPTION, ProcessPoolExecutor, wait
from contextlib import contextmanager
from typing import Any, TypeVar

from .errors import BackendError

log = logging.getLogger(__name__)

T = TypeVar("T")
R = TypeVar("R")

#: Runs of at least this many games use every available core when no number of workers is given.
AUTO_WORKERS_FROM = 2000

#: Seconds to wait for a Dask scheduler to answer and for its first worker to join.
DASK_TIMEOUT = 30.0

_DASK_MISSING = "dask is not installed: pip install 'vtes-tools[dask]' (or 'dask[distributed]')"


def available_cores() -> int:
    """The number of cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def auto_workers(n_games: int, *, dask: Any = None) -> int:
    """Workers when none are asked for: every available core for runs of at least
    :data:`AUTO_WORKERS_FROM` games or on a Dask cluster (for ``"local"``, its size), else 1.
    """
    return available_cores() if n_games >= AUTO_WORKERS_FROM or dask is not None else 1


def run_chunks(
    fn: Callable[[T], R],
    chunks: Sequence[T],
    *,
    workers: int = 1,
    dask: Any = None,
    progress: Callable[[int], None] | None = None,
) -> list[R]:
    """``[fn(c) for c in chunks]`` on the chosen backend, results in the order of ``chunks``.

    ``dask`` is ``None`` (local), ``"local"`` (a LocalCluster of ``workers`` processes), a
    scheduler address or a ``distributed.Client``. ``progress(i)`` is called in this process
    with the index of each chunk as it finishes. An error raised by ``fn`` is raised here.
    """
    if workers < 1:
        raise BackendError(f"workers {workers!r} must be at least 1")
    chunks = list(chunks)
    if dask is not None:
        return _run_dask(fn, chunks, workers, dask, progress)
    if workers == 1 or len(chunks) <= 1:
        return _run_serial(fn, chunks, progress)
    return _run_processes(fn, chunks, min(workers, len(chunks)), progress)


def _run_serial(fn: Callable[[T], R], chunks: list[T], progress: Callable[[int], None] | None) -> list[R]:
    out = []
    for i, chunk in enumerate(chunks):
        out.append(fn(chunk))
        if progress:
            progress(i)
    return out


def _run_processes(
    fn: Callable[[T], R], chunks: list[T], workers: int, progress: Callable[[int], None] | None
) -> list[R]:
    log.debug("running %d chunks on %d processes", len(chunks), workers)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(fn, chunk): i for i, chunk in enumerate(chunks)}
        pending = set(futures)
        try:
            while pending:
                done, pending = wait(pending, return_when=FIRST_EXCEPTION)
                for fut in done:
                    fut.result()  # raises the chunk's error
                    if progress:
                        progress(futures[fut])
        except BaseException:
            for fut in pending:
                fut.cancel()
            raise
        return [fut.result() for fut in futures]


# ---------------------------------------------------------------------------------------------
# Dask


def _import_distributed() -> Any:
    try:
        import distributed
    except ImportError:
        raise BackendError(_DASK_MISSING) from None
    return distributed


@contextmanager
def dask_client(dask: Any, workers: int = 1, *, timeout: float = DASK_TIMEOUT) -> Iterator[Any]:
    """A ``distributed.Client`` for ``dask`` ("local", an address or a client), closed after use
    unless it was given. ``"local"`` starts a LocalCluster of ``workers`` single-threaded
    processes (the engine is pure Python: threads would not run games in parallel).
    """
    distributed = _import_distributed()
    if isinstance(dask, distributed.Client):
        yield dask
        return
    if not isinstance(dask, str) or not dask.strip():
        raise BackendError(f"dask {dask!r} is not a scheduler address: use 'local' or 'tcp://HOST:8786'")
    address = dask.strip()
    if address == "local":
        log.debug("starting a dask LocalCluster of %d workers", workers)
        with (
            distributed.LocalCluster(
                n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0"
            ) as cluster,
            distributed.Client(cluster) as client,
        ):
            yield client
        return
    if "://" not in address:
        address = f"tcp://{address}"
    try:
        client = distributed.Client(address, timeout=timeout)
    except (OSError, TimeoutError) as exc:
        raise BackendError(
            f"cannot reach the dask scheduler at {address!r} ({exc}): check the address and that "
            "`dask scheduler` runs there"
        ) from None
    try:
        yield client
    finally:
        client.close()


def check_workers(client: Any, *, timeout: float = DASK_TIMEOUT) -> dict[str, str]:
    """The vtes-tools version on each worker of ``client``; raises :class:`BackendError` when the
    cluster has no worker, or a worker lacks vtes-tools or runs another version than this process.
    """
    try:
        client.wait_for_workers(1, timeout=timeout)
    except TimeoutError:
        raise BackendError(
            f"the dask cluster at {client.scheduler.address!r} has no workers: start some with "
            f"`dask worker {client.scheduler.address}`"
        ) from None
    here = importlib.metadata.version("vtes-tools")
    versions = client.run(importlib.metadata.version, "vtes-tools", on_error="return")
    for worker, version in sorted(versions.items()):
        if isinstance(version, BaseException):
            raise BackendError(
                f"dask worker {worker!r} cannot find vtes-tools ({version!r}): install vtes-tools {here} "
                "in the environment of every worker"
            )
        if version != here:
            raise BackendError(
                f"dask worker {worker!r} runs vtes-tools {version!r}, this process {here!r}: install the "
                "same version everywhere (results depend on it)"
            )
    return versions


def _run_dask(
    fn: Callable[[T], R], chunks: list[T], workers: int, dask: Any, progress: Callable[[int], None] | None
) -> list[R]:
    distributed = _import_distributed()
    with dask_client(dask, workers) as client:
        check_workers(client)
        log.debug("running %d chunks on the dask cluster %s", len(chunks), client.scheduler.address)
        # pure=False: every run gets fresh task keys, nothing is taken from an earlier run's cache
        futures = client.map(fn, chunks, pure=False)
        index = {fut.key: i for i, fut in enumerate(futures)}
        try:
            for fut in distributed.as_completed(futures):
                if fut.status == "error":
                    fut.result()  # raises the chunk's error
                if progress:
                    progress(index[fut.key])
            return client.gather(futures)
        finally:
            client.cancel(futures)


__all__ = [
    "AUTO_WORKERS_FROM", "DASK_TIMEOUT", "auto_workers", "available_cores", "check_workers", "dask_client",
    "run_chunks",
]
