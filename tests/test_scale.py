"""Execution backends: same results in the same order on one core, local processes and Dask."""

from __future__ import annotations

import json
import math
import sys

import pytest

from vtes_tools import scale, simulate_goldfish
from vtes_tools.errors import BackendError, VtesError

CHUNKS = [12, 3, 0, 7, 20, 1]
EXPECTED = [math.factorial(c) for c in CHUNKS]


@pytest.fixture(scope="module")
def tremere(cards):
    return cards.precon("V5:Tremere").deck


@pytest.fixture(scope="module")
def client():
    """A light in-process Dask cluster: one worker, threads, its web server on a free port."""
    distributed = pytest.importorskip("distributed")
    with (
        distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False, dashboard_address=":0") as cluster,
        distributed.Client(cluster) as c,
    ):
        yield c


@pytest.mark.parametrize("workers", [1, 2])
def test_results_in_chunk_order_with_progress(workers):
    seen: list[int] = []
    assert scale.run_chunks(math.factorial, CHUNKS, workers=workers, progress=seen.append) == EXPECTED
    assert sorted(seen) == list(range(len(CHUNKS)))


def test_dask_results_in_chunk_order(client):
    seen: list[int] = []
    assert scale.run_chunks(math.factorial, CHUNKS, dask=client, progress=seen.append) == EXPECTED
    assert sorted(seen) == list(range(len(CHUNKS)))


@pytest.mark.parametrize("workers", [1, 2])
def test_a_failing_chunk_raises_its_error(workers):
    with pytest.raises(ValueError, match="negative"):
        scale.run_chunks(math.factorial, [3, -1, 4], workers=workers)


def test_a_failing_chunk_raises_its_error_on_dask(client):
    with pytest.raises(ValueError, match="negative"):
        scale.run_chunks(math.factorial, [3, -1, 4], dask=client)


def test_goldfish_on_dask_equals_one_worker(tremere, client):
    one = simulate_goldfish(tremere, 600, turns=4, seed=11, workers=1)
    done: list[int] = []
    on_dask = simulate_goldfish(tremere, 600, turns=4, seed=11, dask=client, progress=done.append)
    assert one.equals(on_dask)
    assert max(done) == 600 and len(done) == 3  # three chunks of at most 250 games


def test_workers_report_the_installed_version(client):
    import importlib.metadata

    versions = scale.check_workers(client, timeout=5)
    assert list(versions.values()) == [importlib.metadata.version("vtes-tools")]


def test_unreachable_scheduler_is_one_clear_error():
    pytest.importorskip("distributed")
    unreachable = r"cannot reach the dask scheduler at 'tcp://127\.0\.0\.1:9'"
    with pytest.raises(BackendError, match=unreachable), scale.dask_client("127.0.0.1:9", timeout=0.5):
        pass


@pytest.mark.timeout(60)
def test_a_refused_port_answers_without_waiting_for_the_timeout():
    pytest.importorskip("distributed")
    with pytest.raises(BackendError, match=r"cannot reach the dask scheduler at 'tcp://127\.0\.0\.1:9' \(.*refused"):
        with scale.dask_client("127.0.0.1:9", timeout=30):
            pass


def test_not_an_address():
    pytest.importorskip("distributed")
    with pytest.raises(BackendError, match="not a scheduler address"):
        scale.run_chunks(math.factorial, [1], dask=" ")


def test_missing_dask_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed -> ImportError
    with pytest.raises(BackendError, match=r"pip install 'vtes-tools\[dask\]'"):
        scale.run_chunks(math.factorial, [1], dask="local")


def test_bad_workers():
    with pytest.raises(BackendError):
        scale.run_chunks(math.factorial, [1], workers=0)


def test_auto_workers(monkeypatch):
    monkeypatch.setattr(scale, "available_cores", lambda: 8)
    for kind, start in scale.AUTO_WORKERS_FROM.items():
        assert scale.auto_workers(start - 1, kind=kind) == 1
        assert scale.auto_workers(start, kind=kind) == 8
    assert scale.auto_workers(10, dask="local") == 8


def test_the_default_table_run_uses_every_core(monkeypatch):
    """`vtes sim table` plays 1000 games by default: enough for the start of a second process to pay."""
    monkeypatch.setattr(scale, "available_cores", lambda: 2)
    assert scale.auto_workers(1000, kind="table") == 2
    assert scale.auto_workers(1000, kind="goldfish") == 2
    with pytest.raises(BackendError, match="kind 'chess'"):
        scale.auto_workers(1000, kind="chess")


def _wait_for_marker(chunk: int, *, marker: str) -> int:
    """Chunk 0 waits (up to 60 s) until the progress of another chunk has been heard."""
    import os
    import time

    if chunk == 0:
        end = time.monotonic() + 60
        while not os.path.exists(marker) and time.monotonic() < end:
            time.sleep(0.05)
        return int(os.path.exists(marker))
    return chunk


@pytest.mark.timeout(180)
def test_progress_advances_as_chunks_finish(tmp_path):
    """The progress bar of a run on several processes moves while a chunk is still running, not
    only when every chunk is done; results stay in the order of the chunks."""
    import functools

    marker = tmp_path / "heard"
    seen = []

    def progress(i: int) -> None:
        seen.append(i)
        marker.touch()

    work = functools.partial(_wait_for_marker, marker=str(marker))
    out = scale.run_chunks(work, [0, 1, 2, 3, 4], workers=2, progress=progress)
    assert out == [1, 1, 2, 3, 4]  # chunk 0 saw the progress of another chunk while it ran
    assert sorted(seen) == [0, 1, 2, 3, 4] and seen[-1] == 0


def test_many_chunks_are_not_all_sent_at_once(monkeypatch):
    """A long run keeps a few chunks queued a worker, not one task per chunk of the whole run."""
    import concurrent.futures

    most = 0
    real_submit = concurrent.futures.ProcessPoolExecutor.submit

    def submit(self, fn, *args, **kwargs):
        nonlocal most
        fut = real_submit(self, fn, *args, **kwargs)
        most = max(most, sum(1 for f in self._pending_work_items.values() if not f.future.done()))
        return fut

    monkeypatch.setattr(concurrent.futures.ProcessPoolExecutor, "submit", submit)
    chunks = list(range(60))
    assert scale.run_chunks(abs, chunks, workers=2) == chunks
    assert most <= 4


@pytest.fixture()
def silent_server():
    """A TCP server on 127.0.0.1 that accepts connections and never answers."""
    import socket
    import threading

    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(8)
    conns = []
    stop = threading.Event()

    def accept() -> None:
        srv.settimeout(0.2)
        while not stop.is_set():
            try:
                conns.append(srv.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield f"tcp://127.0.0.1:{srv.getsockname()[1]}"
    stop.set()
    thread.join()
    for c in conns:
        c.close()
    srv.close()


@pytest.fixture()
def http_server():
    """An HTTP server on 127.0.0.1: something listens, but it is not a Dask scheduler."""
    import http.server
    import threading

    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield f"tcp://127.0.0.1:{srv.server_address[1]}"
    srv.shutdown()
    srv.server_close()


@pytest.mark.timeout(120)
@pytest.mark.parametrize("server", ["silent_server", "http_server"])
def test_a_server_that_is_not_a_scheduler_is_given_up_on(server, request):
    pytest.importorskip("distributed")
    address = request.getfixturevalue(server)
    with pytest.raises(BackendError, match="no answer within 1 s"), scale.dask_client(address, timeout=1):
        pass


@pytest.mark.parametrize("address", ["tcp://", ":::", "tcp://127.0.0.1:notaport"])
def test_a_malformed_address_is_a_backend_error(address):
    pytest.importorskip("distributed")
    with pytest.raises(BackendError, match="is not a dask scheduler address"), scale.dask_client(address):
        pass


@pytest.mark.timeout(120)
def test_cli_gives_up_on_a_silent_server_in_one_line(store_path, cards, silent_server, monkeypatch):
    pytest.importorskip("distributed")
    from click.testing import CliRunner

    from vtes_tools.cli import main

    monkeypatch.setattr(scale, "DASK_TIMEOUT", 1.0)
    result = CliRunner().invoke(
        main, ["sim", "goldfish", "precon:V5:Tremere", "-n", "5", "--dask", silent_server, "--db", str(store_path)]
    )
    assert result.exit_code == 2, result.output
    assert result.output.strip().splitlines() == [
        f"Error: cannot reach the dask scheduler at {silent_server!r} (no answer within 1 s): check the address "
        "and that `dask scheduler` runs there"
    ]


def test_the_probe_accepts_a_real_scheduler(client):
    with scale.dask_client(client.scheduler.address, timeout=10) as other:
        assert other.scheduler.address == client.scheduler.address


def test_cli_dask_local_same_numbers(store_path, cards):
    """`vtes sim goldfish --dask local` starts a local cluster and prints the same table."""
    pytest.importorskip("distributed")
    from click.testing import CliRunner

    from vtes_tools.cli import main

    args = ["sim", "goldfish", "precon:V5:Tremere", "-n", "60", "--turns", "3", "--seed", "5", "--json",
            "--db", str(store_path)]
    plain = CliRunner().invoke(main, args)
    on_dask = CliRunner().invoke(main, [*args, "--dask", "local", "--workers", "1"])
    assert plain.exit_code == 0 and on_dask.exit_code == 0, on_dask.output
    assert on_dask.output == plain.output and json.loads(plain.output.splitlines()[0])["turn"] == 1


def test_cli_backend_error_is_one_line(store_path, cards, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)
    from click.testing import CliRunner

    from vtes_tools.cli import main

    result = CliRunner().invoke(
        main, ["sim", "goldfish", "precon:V5:Tremere", "-n", "5", "--dask", "local", "--db", str(store_path)]
    )
    assert result.exit_code != 0
    assert result.output.strip().splitlines() == ["Error: " + scale.DASK_MISSING]
    assert issubclass(BackendError, VtesError)
