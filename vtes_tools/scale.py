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
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, ThreadPoolExecutor, wait
from contextlib import contextmanager
from typing import Any, TypeVar

from .errors import BackendError

log = logging.getLogger(__name__)

T = TypeVar("T")
R = TypeVar("R")

#: Games from which a run uses every available core when no number of workers is given, by kind
#: of game. A worker process costs a fraction of a second to start and to receive the decks:
#: on 2 cores every core paid from about 1000 goldfish games (1.2x; 1.7x at 2000) and broke even
#: from 100 to 200 table games, a table game costing as much as twenty goldfish games
#: (``python benchmarks/auto_workers.py``).
AUTO_WORKERS_FROM = {"goldfish": 1000, "table": 200}

# Limits of a run, advertised by the command line and checked by the library: a run stays
# bounded in time and memory (results are kept in memory, about 150 bytes a goldfish turn).
#: The most games of one run.
MAX_GAMES = 1_000_000
#: The most turns of a game (goldfish turns, table turns before time is called, turns of draw odds).
MAX_TURNS = 100
#: The most worker processes (or Dask workers) a run may ask for.
MAX_WORKERS = 256
#: Seeds are whole numbers from 0 to this (results store them in an int64 column).
MAX_SEED = 2**63 - 1

#: Seconds to wait for a Dask scheduler to answer and for its first worker to join.
DASK_TIMEOUT = 30.0

DASK_MISSING = "dask is not installed: pip install 'vtes-tools[dask]' (or 'dask[distributed]')"


def available_cores() -> int:
    """The number of cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def auto_workers(n_games: int, *, dask: Any = None, kind: str = "goldfish") -> int:
    """Workers when none are asked for: every available core for runs of at least
    ``AUTO_WORKERS_FROM[kind]`` games (``kind``: "goldfish" or "table") or on a Dask cluster
    (for ``"local"``, its size), else 1.
    """
    if kind not in AUTO_WORKERS_FROM:
        raise BackendError(f"kind {kind!r} is not one of {', '.join(AUTO_WORKERS_FROM)}")
    return available_cores() if n_games >= AUTO_WORKERS_FROM[kind] or dask is not None else 1


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
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise BackendError(f"workers {workers!r} must be at least 1")
    if workers > MAX_WORKERS:
        raise BackendError(f"workers {workers!r} is more than {MAX_WORKERS}: pass at most {MAX_WORKERS}")
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
    """The chunks on ``workers`` processes, at most two a worker queued at a time (the work sent
    ahead stays small whatever the number of chunks); ``progress`` hears of each chunk as it
    finishes, results come back in the order of ``chunks``."""
    log.debug("running %d chunks on %d processes", len(chunks), workers)
    out: dict[int, R] = {}
    todo = iter(enumerate(chunks))
    with ProcessPoolExecutor(max_workers=workers) as pool:
        running: dict[Future[R], int] = {}

        def submit_next() -> None:
            nxt = next(todo, None)
            if nxt is not None:
                running[pool.submit(fn, nxt[1])] = nxt[0]

        for _ in range(2 * workers):
            submit_next()
        try:
            while running:
                done, _ = wait(running, return_when=FIRST_COMPLETED)
                for fut in done:
                    i = running.pop(fut)
                    out[i] = fut.result()  # raises the chunk's error
                    if progress:
                        progress(i)
                    submit_next()
        except BaseException:
            for fut in running:
                fut.cancel()
            raise
    return [out[i] for i in range(len(chunks))]


# ---------------------------------------------------------------------------------------------
# Dask


def _import_distributed() -> Any:
    try:
        import distributed
    except ImportError:
        raise BackendError(DASK_MISSING) from None
    return distributed


@contextmanager
def dask_client(dask: Any, workers: int = 1, *, timeout: float | None = None) -> Iterator[Any]:
    """A ``distributed.Client`` for ``dask`` ("local", an address or a client), closed after use
    unless it was given. An address that gives no scheduler's answer within ``timeout`` seconds
    (default :data:`DASK_TIMEOUT`) is a :class:`BackendError`. ``"local"`` starts a LocalCluster of
    ``workers`` single-threaded processes (the engine is pure Python: threads would not run games
    in parallel).
    """
    distributed = _import_distributed()
    if isinstance(dask, distributed.Client):
        yield dask
        return
    if not isinstance(dask, str) or not dask.strip():
        raise BackendError(f"dask {dask!r} is not a scheduler address: use 'local' or 'tcp://HOST:8786'")
    address = dask.strip()
    timeout = DASK_TIMEOUT if timeout is None else timeout
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
    _probe_scheduler(address, timeout)
    try:
        client = distributed.Client(address, timeout=timeout)
    except (OSError, TimeoutError, ValueError) as exc:
        raise BackendError(
            f"cannot reach the dask scheduler at {address!r} ({exc}): check the address and that "
            "`dask scheduler` runs there"
        ) from None
    try:
        yield client
    finally:
        client.close()


def _probe_scheduler(address: str, timeout: float) -> None:
    """Ask ``address`` who it is, giving up after ``timeout`` seconds in all: a malformed address,
    nothing listening, or a server that is not a Dask scheduler (silent, or speaking HTTP) is a
    :class:`BackendError`, where ``distributed.Client`` would wait forever on a silent one."""
    import asyncio
    import socket

    from distributed.comm import connect
    from distributed.comm.addressing import parse_address, parse_host_port

    async def identity() -> Any:
        comm = await connect(address, timeout=timeout)
        try:
            await comm.write({"op": "identity"})
            return await comm.read()
        finally:
            comm.abort()

    try:
        scheme, location = parse_address(address)
        if scheme == "tcp":  # a refused port answers at once, where distributed retries until the timeout
            socket.create_connection(parse_host_port(location), timeout=timeout).close()
        # on a thread of its own: the caller may already run an event loop (a notebook)
        with ThreadPoolExecutor(max_workers=1) as thread:
            reply = thread.submit(asyncio.run, asyncio.wait_for(identity(), timeout)).result()
    except ValueError as exc:
        raise BackendError(
            f"{address!r} is not a dask scheduler address ({exc}): use 'local' or 'tcp://HOST:8786'"
        ) from None
    except (OSError, TimeoutError) as exc:
        why = str(exc) or f"no answer within {timeout:g} s"
        raise BackendError(
            f"cannot reach the dask scheduler at {address!r} ({why}): check the address and that "
            "`dask scheduler` runs there"
        ) from None
    except Exception as exc:  # whatever a server that is not a scheduler makes the protocol raise
        raise BackendError(
            f"{address!r} did not answer as a dask scheduler ({type(exc).__name__}: {exc}): check the address"
        ) from None
    if not isinstance(reply, dict) or reply.get("type") != "Scheduler":
        raise BackendError(f"{address!r} is not a dask scheduler (it answered {str(reply)[:60]!r}): check the address")


def check_workers(client: Any, *, timeout: float | None = None) -> dict[str, str]:
    """The vtes-tools version on each worker of ``client``; raises :class:`BackendError` when the
    cluster has no worker, or a worker lacks vtes-tools or runs another version than this process.
    """
    try:
        client.wait_for_workers(1, timeout=DASK_TIMEOUT if timeout is None else timeout)
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
    "AUTO_WORKERS_FROM", "DASK_TIMEOUT", "MAX_GAMES", "MAX_SEED", "MAX_TURNS", "MAX_WORKERS", "auto_workers",
    "available_cores", "check_workers", "dask_client", "run_chunks",
]
