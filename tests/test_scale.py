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
    assert scale.auto_workers(scale.AUTO_WORKERS_FROM - 1) == 1
    assert scale.auto_workers(scale.AUTO_WORKERS_FROM) == 8
    assert scale.auto_workers(10, dask="local") == 8


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
    assert json.loads(on_dask.output) == json.loads(plain.output)


def test_cli_backend_error_is_one_line(store_path, cards, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)
    from click.testing import CliRunner

    from vtes_tools.cli import main

    result = CliRunner().invoke(
        main, ["sim", "goldfish", "precon:V5:Tremere", "-n", "5", "--dask", "local", "--db", str(store_path)]
    )
    assert result.exit_code != 0
    assert result.output.strip().splitlines() == ["Error: " + scale._DASK_MISSING]
    assert issubclass(BackendError, VtesError)
