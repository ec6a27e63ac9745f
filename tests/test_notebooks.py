"""Every notebook runs top to bottom in a fresh kernel of this interpreter, in a temporary copy of
the notebooks folder, and shows what it is about (tables, plots, no error)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
BOOKS = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")


@pytest.fixture(scope="module")
def kernel_specs(tmp_path_factory: pytest.TempPathFactory):
    """A ``python3`` kernel spec running this very interpreter, whatever is installed elsewhere."""
    from ipykernel.kernelspec import install
    from jupyter_client.kernelspec import KernelSpecManager

    prefix = tmp_path_factory.mktemp("jupyter")
    install(kernel_name="python3", prefix=str(prefix))
    specs = KernelSpecManager(kernel_dirs=[str(prefix / "share" / "jupyter" / "kernels")])
    assert specs.get_kernel_spec("python3").argv[0] == sys.executable
    return specs


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of notebooks/ (the notebooks and their data): runs write nothing in the project."""
    dest = tmp_path_factory.mktemp("nb") / "notebooks"
    shutil.copytree(NOTEBOOKS, dest, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    return dest


def test_the_notebooks_are_there_and_committed_without_outputs():
    assert BOOKS == [
        "01_card_database.ipynb", "02_validate_decklists.ipynb", "03_goldfish.ipynb", "04_full_table.ipynb",
        "05_twda.ipynb",
    ]
    for name in BOOKS:
        book = nbformat.read(NOTEBOOKS / name, as_version=4)
        nbformat.validate(book)
        code = [c for c in book.cells if c.cell_type == "code"]
        assert all(not c.outputs and c.execution_count is None for c in code), f"{name} has outputs"
        assert "parameters" in code[0].metadata.get("tags", []), f"{name}: first code cell holds the parameters"


@pytest.mark.parametrize("name", BOOKS)
def test_notebook_runs(name, workdir, kernel_specs, store_path, cards):
    from jupyter_client import KernelManager

    book = nbformat.read(workdir / name, as_version=4)
    # like a notebook runner's parameters: the session's card store instead of the user's
    params = next(i for i, c in enumerate(book.cells) if "parameters" in c.metadata.get("tags", []))
    book.cells.insert(params + 1, nbformat.v4.new_code_cell(f"DB_PATH = {str(store_path)!r}"))
    km = KernelManager(kernel_name="python3", kernel_spec_manager=kernel_specs)
    client = nbclient.NotebookClient(
        book, km=km, timeout=120, resources={"metadata": {"path": str(workdir)}}, allow_errors=False
    )
    client.execute()
    outputs = [o for c in book.cells if c.cell_type == "code" for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    kinds = {k for o in outputs for k in o.get("data", {})}
    assert {"image/png", "text/html"} <= kinds, f"{name} shows no plot or no table"
