"""The ``vtes`` command line: thin click wrappers around the library.

Each command parses its options, calls one library function and formats the result. Errors
raised on purpose (``VtesError``) become one line ``Error: ...`` and exit code 2.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import json
import logging
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import click

from . import cards as cards_mod
from .cards import CardDB, load_cards
from .errors import AmbiguousCardError, UnknownCardError, VtesError
from .fetch import update_store
from .files import atomic_write, check_output_dir, check_output_file
from .models import Card
from .scale import DASK_TIMEOUT, MAX_GAMES, MAX_SEED, MAX_TURNS, MAX_WORKERS
from .twda import MAX_PLAYERS

log = logging.getLogger(__name__)

#: Exit code for input that could not be read (bad file, unknown card, bad option value).
EXIT_BAD_INPUT = 2


class VtesGroup(click.Group):
    """A click group that turns library errors into one line and a non-zero exit code."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.UsageError as exc:
            # one line, like every other error: "Error: Invalid value for '--seed': ... (vtes sim table -h)"
            where = f" (see {exc.ctx.command_path} -h)" if exc.ctx is not None else ""
            click.echo(f"Error: {exc.format_message()}{where}", err=True)
            ctx.exit(exc.exit_code)
        except VtesError as exc:
            click.echo(f"Error: {exc}", err=True)
            ctx.exit(getattr(exc, "exit_code", EXIT_BAD_INPUT))
        except BrokenPipeError:
            sys.stderr.close()
            ctx.exit(1)
        except KeyboardInterrupt:
            click.echo("Error: interrupted", err=True)
            ctx.exit(130)


def db_option(func: Callable[..., Any]) -> Callable[..., Any]:
    """``--db PATH``: the card store to use (default: the user's data directory)."""
    return click.option(
        "--db",
        "db_path",
        type=click.Path(dir_okay=False, path_type=Path),
        default=None,
        help="Card store file (default: the user's data directory).",
    )(func)


def json_option(func: Callable[..., Any]) -> Callable[..., Any]:
    """``--json``: machine-readable output, JSON Lines (one record per line) for every command."""
    return click.option("--json", "as_json", is_flag=True, help="Print JSON Lines: one JSON record per line.")(func)


def resolve_db_path(db_path: Path | None) -> Path:
    return db_path if db_path is not None else cards_mod.default_store_path()


@functools.lru_cache(maxsize=4)
def _load(path: Path) -> CardDB:
    return load_cards(path)


def get_db(db_path: Path | None) -> CardDB:
    """Load the card database once per process for the CLI."""
    return _load(resolve_db_path(db_path))


@contextlib.contextmanager
def progress_bar(wanted: bool, *, total: int | None = None, unit: str = "game") -> Iterator[Callable[..., None]]:
    """A tqdm bar on a terminal (never when piped, or with --quiet/--json), as a callback
    ``progress(done, total=None)``; the bar is closed on the way out, whatever happens."""
    bar = None
    if wanted and sys.stderr.isatty():
        from tqdm import tqdm

        bar = tqdm(total=total, unit=unit, file=sys.stderr)

    def progress(done: int, new_total: int | None = None) -> None:
        if bar is not None:
            if new_total is not None:
                bar.total = new_total
            bar.update(done - bar.n)

    try:
        yield progress
    finally:
        if bar is not None:
            bar.close()


def echo_json(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, default=str))


def echo_info(info: dict[str, Any], as_json: bool) -> None:
    """A store's facts (``db info``, ``twda info``): one JSON record, or a key and a value a line."""
    if as_json:
        echo_json(info)
    else:
        for k, v in info.items():
            click.echo(f"{k:<14} {v}")


def echo_json_lines(records: Iterable[Any]) -> None:
    for r in records:
        echo_json(r)


@click.group(cls=VtesGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("-v", "--verbose", count=True, help="More log output (-vv for debug).")
@click.version_option(package_name="vtes-tools")
def main(verbose: int) -> None:
    """vtes-tools: cards, decklists, legality and game simulation for VTES.

    \b
    Example:
        vtes card "Govern the Unaligned"
    """
    # a terminal that cannot show a card name (an ASCII or Latin-1 console) gets an escape, not a crash
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(AttributeError, ValueError, OSError):
            stream.reconfigure(errors="backslashreplace")
    level = logging.WARNING - 10 * min(verbose, 2)
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s", stream=sys.stderr)
    # libraries that raise their own loggers' levels (Dask's are at INFO) print only at ours
    for handler in logging.getLogger().handlers:
        handler.setLevel(level)


# ---------------------------------------------------------------------------------------------
# Cards


def card_record(card: Card) -> dict[str, Any]:
    """A card as a JSON-ready dict."""
    return {
        "id": card.id,
        "name": card.unique_name,
        "kind": "crypt" if card.is_crypt else "library",
        "types": list(card.types),
        "clans": list(card.clans),
        "sect": card.sect or None,
        "title": card.title or None,
        "votes": card.votes,
        "path": card.path or None,
        "disciplines": {a: n for a, n in card.disciplines} if card.is_crypt else [a for a, _ in card.disciplines],
        "discipline_combo": card.discipline_combo if card.is_library else None,
        "capacity": card.capacity,
        "group": card.group or None,
        "advanced": card.advanced,
        "pool_cost": card.pool_cost,
        "blood_cost": card.blood_cost,
        "conviction_cost": card.conviction_cost,
        "burn_option": card.burn_option,
        "banned": card.banned,
        "first_release": card.first_release,
        "aka": list(card.aka),
        "text": card.text,
        "prints": [
            {"set": p.set, "rarity": p.rarity or None, "bundle": p.bundle or None, "count": p.count, "release_date": p.release_date}
            for p in card.prints
        ],
        "artists": list(card.artists),
    }


def card_text(card: Card) -> str:
    """A card laid out for the terminal."""
    head = f"{card.unique_name}  [{card.id}]"
    lines = [head, "-" * len(head), f"Type: {card.type_label}"]
    if card.clans:
        lines.append(f"Clan: {'/'.join(card.clans)}")
    if card.is_crypt:
        disc = " ".join(a.upper() if n == 2 else a for a, n in card.disciplines) or "-"
        lines.append(f"Capacity: {card.capacity}  Group: {card.group}  Disciplines: {disc}")
        if card.sect:
            lines.append(f"Sect: {card.sect}" + (f"  Title: {card.title}" if card.title else ""))
    else:
        if card.disciplines:
            sep = " & " if card.discipline_combo else " / "
            lines.append("Discipline: " + sep.join(a for a, _ in card.disciplines))
        costs = [f"{n}: {v}" for n, v in (("Pool", card.pool_cost), ("Blood", card.blood_cost), ("Conviction", card.conviction_cost)) if v is not None]
        if costs:
            lines.append("Cost: " + ", ".join(costs))
    if card.banned:
        lines.append(f"BANNED since {card.banned.isoformat()}")
    lines.append("")
    lines.append(card.text)
    lines.append("")
    lines.append("Sets: " + ", ".join(repr(p)[6:-1] for p in card.prints))
    return "\n".join(lines)


@main.command("card")
@click.argument("names", nargs=-1, required=True)
@db_option
@json_option
def card_cmd(names: tuple[str, ...], db_path: Path | None, as_json: bool) -> None:
    """Show cards by name or VEKN id; close misspellings are matched and said so.

    \b
    Example:
        vtes card "govern the unaligned" 200076
    """
    db = get_db(db_path)
    found: list[Card] = []
    for name in names:
        try:
            match = db.lookup(name)
        except AmbiguousCardError as exc:
            raise AmbiguousCardError(f"{name!r} is ambiguous: could be {', '.join(exc.candidates)}", exc.candidates) from None
        except UnknownCardError as exc:
            hint = f"; closest: {', '.join(exc.suggestions)}" if exc.suggestions else ""
            raise UnknownCardError(f"no card named {name!r}{hint}", exc.suggestions) from None
        if match.how == "fuzzy":
            click.echo(f"({name!r} matched {match.card.unique_name!r}, score {match.score:.0f})", err=True)
        found.append(match.card)
    if as_json:
        echo_json_lines(card_record(c) for c in found)
    else:
        click.echo("\n\n".join(card_text(c) for c in found))


@main.command("search")
@click.option("--clan", help="Clan, old or new name (Assamite = Banu Haqim).")
@click.option("--discipline", help="Discipline abbreviation or name; UPPERCASE abbreviation for superior (DOM).")
@click.option("--type", "type_", help="Card type (Vampire, Master, Action...), or crypt / library.")
@click.option("--group", help="Crypt group 1-7 (ANY cards always fit).")
@click.option("--set", "set_", help="Set abbreviation (V5, KoT, ...).")
@click.option("--sect", help="Camarilla, Sabbat, Anarch, Independent, Laibon.")
@click.option("--title", help="prince, justicar, archbishop, ...")
@click.option("--capacity", help="5, 4-7, >=8 or <=3.")
@click.option("--text", help='Words in the name or text (full-text query: bleed "+1 stealth").')
@click.option("--banned/--not-banned", default=None, help="Only banned / only legal cards.")
@click.option("--csv", "as_csv", is_flag=True, help="Print CSV.")
@db_option
@json_option
def search_cmd(
    clan: str | None, discipline: str | None, type_: str | None, group: str | None, set_: str | None,
    sect: str | None, title: str | None, capacity: str | None, text: str | None, banned: bool | None,
    as_csv: bool, db_path: Path | None, as_json: bool,
) -> None:
    """Search cards by clan, discipline, type, group, set, sect, title, capacity and text.

    \b
    Example:
        vtes search --clan Tremere --group 5 --capacity ">=8"
    """
    db = get_db(db_path)
    found = db.search(
        clan=clan, discipline=discipline, type=type_, group=group, set=set_, sect=sect,
        title=title, capacity=capacity, text=text, banned=banned,
    )
    if as_json:
        echo_json_lines(card_record(c) for c in found)
        return
    frame = db.to_frame().set_index("id").loc[[c.id for c in found]].reset_index()
    cols = ["id", "name", "type", "clan", "disciplines", "capacity", "group", "pool_cost", "blood_cost"]
    if as_csv:
        click.echo(frame.to_csv(index=False), nl=False)
        return
    if frame.empty:
        click.echo("no card matches")
        return
    click.echo(frame[cols].astype(object).fillna("").to_string(index=False))
    click.echo(f"{len(frame)} cards")


@main.command("precons")
@click.option("--set", "set_", help="Only this set (V5, V5A, SV5, ...).")
@db_option
@json_option
def precons_cmd(set_: str | None, db_path: Path | None, as_json: bool) -> None:
    """List preconstructed starter decks with their crypt and library counts.

    \b
    Example:
        vtes precons --set V5
    """
    db = get_db(db_path)
    found = db.precons(set_)
    if not found:  # a set without starters, or a misspelt one: say which sets have them
        sets = ", ".join(dict.fromkeys(p.set for p in db.precons()))
        raise UnknownCardError(f"no precons for set {set_!r}: sets with precons are {sets}")
    if as_json:
        echo_json_lines(
            {"set": p.set, "code": p.code, "name": p.name, "reference": p.reference, "crypt_count": p.crypt_count,
             "library_count": p.library_count}
            for p in found
        )
        return
    for p in found:
        click.echo(f"{p.reference:<32} {p.crypt_count:>3} crypt {p.library_count:>3} library")


# ---------------------------------------------------------------------------------------------
# The card store


@main.group("db")
def db_group() -> None:
    """The local card store: where it is, what it holds, updating it."""


@db_group.command("info")
@db_option
@json_option
def db_info_cmd(db_path: Path | None, as_json: bool) -> None:
    """Show the store's source, snapshot date, card counts and location.

    \b
    Example:
        vtes db info --json
    """
    db = get_db(db_path)
    crypt = sum(1 for c in db if c.is_crypt)
    info = {
        "store": str(db.path),
        "origin": db.meta.get("origin"),
        "source": db.meta.get("source_url"),
        "snapshot_date": db.meta.get("snapshot_date"),
        "sha256": db.meta.get("sha256"),
        "built_at": db.meta.get("built_at"),
        "cards": len(db),
        "crypt": crypt,
        "library": len(db) - crypt,
        "sets": len(db.sets),
        "precons": len(db.precons()),
    }
    echo_info(info, as_json)


@db_group.command("update")
@click.option(
    "--source",
    metavar="URL|PATH",
    default=None,
    help="Where to read the cards: an http(s) URL, the VEKN csv zip, or a folder of its CSV files "
    "(default: the official VEKN download).",
)
@click.option(
    "--timeout",
    type=float,
    default=30.0,
    show_default=True,
    help="Most seconds the whole download may take (above 0, at most a day).",
)
@db_option
@json_option
def db_update_cmd(source: str | None, timeout: float, db_path: Path | None, as_json: bool) -> None:
    """Rebuild the store from the current VEKN card list; nothing happens when it is unchanged.

    A failed update (no network, bad download, wrongly shaped files) leaves the store as it was.

    \b
    Example:
        vtes db update --source ~/Downloads/vtescsv_utf8.zip
    """
    result = update_store(resolve_db_path(db_path), source, timeout=timeout)
    _load.cache_clear()  # the store on disk may have changed under a loaded CardDB
    if as_json:
        echo_json(
            {"updated": result.updated, "source": result.source, "sha256": result.sha256, "cards": result.cards, "message": result.message}
        )
    else:
        click.echo(result.message)


# ---------------------------------------------------------------------------------------------
# Simulation


def _sim_deck(ref: str, db: CardDB | Any):  # -> Deck
    """A deck from a file, ``-`` or ``precon:SET:NAME``; ``db`` may be a shared name resolver
    (:class:`~.decks.Resolver`) when several files are read."""
    try:
        from .decks import read_deck
    except ImportError:  # the decklist reader is not available: precon references only
        if ref.lower().startswith("precon:"):
            return db.precon(ref).deck
        raise click.UsageError(f"cannot read deck files here: use a reference like 'precon:V5:Tremere', not {ref!r}") from None
    from .decks.read import unread_detail
    from .errors import DeckError

    result = read_deck(ref, db)
    deck = getattr(result, "deck", result)
    if not deck.crypt or not deck.library:
        # (a precon always has both): name the file and the lines that gave no card
        missing = "crypt" if not deck.crypt else "library"
        raise DeckError(f"no {missing} read from {ref}{unread_detail(getattr(result, 'issues', ()))}: a deck needs "
                        "a crypt and a library to be played")
    if getattr(result, "issues", None):
        echo_issues(result)  # a fuzzy match or an unread line is said, never silently played
    if not deck.name and ref != "-" and not ref.lower().startswith("precon:"):
        deck = dataclasses.replace(deck, name=Path(ref).stem)  # labelled by its file, not "deck 2"
    return deck


def games_option(default: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``-n N``: games to play, 1 to :data:`~vtes_tools.scale.MAX_GAMES`."""
    return click.option("-n", "n_games", type=click.IntRange(1, MAX_GAMES), default=default, show_default=True,
                        help=f"Games to play (at most {MAX_GAMES:,}).")


def seed_option(func: Callable[..., Any]) -> Callable[..., Any]:
    """``--seed N``: the run's seed, 0 to 2**63-1."""
    return click.option(
        "--seed", type=click.IntRange(0, MAX_SEED), default=None,
        help="Random seed, 0 to 2**63-1 (same seed, same numbers, whatever --workers; default: a new one, "
        "printed with the results).",
    )(func)


def turns_option(default: int, what: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--turns N``: 1 to :data:`~vtes_tools.scale.MAX_TURNS`."""
    return click.option("--turns", type=click.IntRange(1, MAX_TURNS), default=default, show_default=True,
                        help=f"{what} (at most {MAX_TURNS}).")


def workers_option(func: Callable[..., Any]) -> Callable[..., Any]:
    """``--workers N``: local worker processes (default: every core from 2000 games on, else 1)."""
    return click.option(
        "--workers", type=click.IntRange(1, MAX_WORKERS), default=None,
        help=f"Worker processes, at most {MAX_WORKERS} (default: every core when the run is long enough to "
        "gain from it, else 1); with --dask local, the cluster's workers.",
    )(func)


def dask_option(func: Callable[..., Any]) -> Callable[..., Any]:
    """``--dask ADDRESS``: run the games on a Dask cluster (``local`` starts one)."""
    return click.option(
        "--dask", metavar="ADDRESS|local", default=None,
        help="Run the games on the Dask scheduler at ADDRESS (tcp://HOST:8786), or on a local "
        f"cluster started for the run with 'local'. Same numbers as without. An address that does not answer "
        f"as a scheduler within {DASK_TIMEOUT:g} s is an error.",
    )(func)


@main.group("sim")
def sim_group() -> None:
    """Monte-Carlo game simulation: goldfish runs and card-effect coverage."""


@sim_group.command("goldfish")
@click.argument("deck")
@games_option(10000)
@turns_option(10, "Turns per game")
@click.option("--seat", type=click.IntRange(1, 5), default=1, show_default=True, help="Position in the turn order (first-turn transfers 1/2/3/4).")
@seed_option
@workers_option
@dask_option
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=None, help="Write goldfish.csv and PNG plots here.")
@click.option("--quiet", is_flag=True, help="No progress bar.")
@db_option
@json_option
def sim_goldfish_cmd(
    deck: str, n_games: int, turns: int, seat: int, seed: int | None, workers: int | None, dask: str | None,
    out_dir: Path | None, quiet: bool, db_path: Path | None, as_json: bool,
) -> None:
    """Play a deck alone (its prey passive) many times; print the per-turn curve.

    DECK is a decklist file, - for stdin, or precon:SET:NAME. With --out, writes the per-turn
    rows (goldfish.csv) and the influence and bleed plots (PNG).

    \b
    Example:
        vtes sim goldfish precon:V5:Tremere -n 10000 --seed 1 --out /tmp/g
    """
    from . import reports
    from .simulate import fresh_seed, simulate_goldfish

    if out_dir is not None:
        check_output_dir(out_dir)  # before the run, not after it
    db = get_db(db_path)
    the_deck = _sim_deck(deck, db)
    seed_used = fresh_seed() if seed is None else seed
    with progress_bar(not quiet and not as_json, total=n_games) as progress:
        frame = simulate_goldfish(
            the_deck, n_games, turns=turns, seat=seat, seed=seed_used, workers=workers, dask=dask, progress=progress
        )
    table = reports.summary(frame)
    if out_dir is not None:
        _write_goldfish(frame, out_dir)
    if as_json:
        echo_json_lines({**r, "seed": seed_used} for r in json.loads(table.to_json(orient="records")))
        return
    click.echo(f"{the_deck.name or deck}: {n_games} games, {turns} turns, seat {seat}, seed {seed_used}")
    click.echo(table.round(2).to_string(index=False))
    if out_dir is not None:
        click.echo(f"wrote {out_dir / 'goldfish.csv'}, {out_dir / 'influence.png'}, {out_dir / 'bleed.png'}")


def _write_out(
    out_dir: Path, tables: dict[str, Any], figures: Iterable[tuple[str, Any, Any]], size: tuple[float, float]
) -> None:
    """Write ``tables`` (file name -> DataFrame) as CSV and ``figures`` ((file name, plot function,
    data)) as PNG in ``out_dir``, each file whole or not at all (:func:`~vtes_tools.files.atomic_write`)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    check_output_dir(out_dir)
    for name, frame in tables.items():
        with atomic_write(out_dir / name) as out:
            frame.to_csv(out, index=False)
    for name, draw, data in figures:
        fig, ax = plt.subplots(figsize=size)
        try:
            draw(data, ax=ax)
            fig.tight_layout()
            with atomic_write(out_dir / name, "wb") as out:
                fig.savefig(out, format="png", dpi=100)
        finally:
            plt.close(fig)


def _write_goldfish(frame: Any, out_dir: Path) -> None:
    from . import plots, reports

    figures = (
        ("influence.png", plots.influence_curve, reports.influence_curve(frame)),
        ("bleed.png", plots.bleed_throughput, reports.bleed_throughput(frame)),
    )
    _write_out(out_dir, {"goldfish.csv": frame}, figures, (8, 5))


@sim_group.command("coverage")
@click.argument("deck")
@click.option("--unmodeled", is_flag=True, help="List only the cards whose effect is not modeled.")
@db_option
@json_option
def sim_coverage_cmd(deck: str, unmodeled: bool, db_path: Path | None, as_json: bool) -> None:
    """Which cards of a deck (crypt and library) the engine models, the primitives each stands
    for, which the goldfish engine plays, and the deck's modeled share weighted by copies.

    A card is modeled when every sentence of its text is read as primitives (or is sect, title,
    play-window wording); for the others the unread sentences are shown.

    \b
    Example:
        vtes sim coverage precon:V5:Ventrue
        vtes sim coverage mydeck.txt --unmodeled
    """
    import textwrap

    from .engine.coverage import coverage, coverage_summary

    db = get_db(db_path)
    the_deck = _sim_deck(deck, db)
    frame = coverage(the_deck)
    summ = coverage_summary(frame)
    shown = frame[~frame["modeled"]] if unmodeled else frame
    if as_json:
        echo_json({"deck": the_deck.name or deck, **summ, "cards": json.loads(shown.to_json(orient="records"))})
        return
    for section, label in (("crypt", "Crypt"), ("library", "Library")):
        rows = shown[shown["section"] == section]
        share = summ["crypt_modeled_share" if section == "crypt" else "modeled_share"]
        done = summ["crypt_executed_share" if section == "crypt" else "executed_share"]
        extra = f", {summ['goldfish_share']:.0%} played in goldfish" if section == "library" else ""
        click.echo(f"{label} ({summ[f'{section}_cards']} cards, {share:.0%} modeled, {done:.0%} executed{extra})")
        for r in rows.itertuples():
            flags = ("executed " if r.executed else "modeled " if r.modeled else "NOT MODELED ") + (
                "goldfish" if r.goldfish else ""
            )
            click.echo(f"  {r.copies:>2}  {r.name:<34} {r.mode:<17} {flags:<20} {r.home:<24} {r.effects}".rstrip())
            if r.unread:
                for line in textwrap.wrap(f"unread: {r.unread}", 100):
                    click.echo(f"        {line}")
    click.echo(
        f"{summ['total_cards']} cards: {summ['total_modeled_share']:.0%} modeled (crypt "
        f"{summ['crypt_modeled_share']:.0%}, library {summ['modeled_share']:.0%}), "
        f"{summ['total_executed_share']:.0%} executed by the rules (crypt {summ['crypt_executed_share']:.0%}, "
        f"library {summ['executed_share']:.0%}); {summ['goldfish_share']:.0%} of the library played in goldfish"
    )


#: The decks of ``vtes sim table`` without arguments: the five Fifth Edition starters.
STARTER_TABLE = tuple(f"precon:V5:{c}" for c in ("Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue"))


@sim_group.command("table")
@click.argument("decks", nargs=-1)
@games_option(1000)
@seed_option
@workers_option
@dask_option
@click.option("--turn-limit", type=click.IntRange(1, MAX_TURNS), default=None,
              help=f"Table turns before time is called, at most {MAX_TURNS} (default: a two-hour round, 12 at five "
              "players, 15 at four).")
@click.option("--seating", type=click.Choice(["rotate", "random", "fixed"]), default="rotate", show_default=True,
              help="rotate: cycle through every seating (every seat, prey and predator equally often); "
                   "random: shuffled each game; fixed: as given.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Write games.csv, turns.csv, summary.csv and PNG plots here.")
@click.option("--quiet", is_flag=True, help="No progress bar.")
@db_option
@json_option
def sim_table_cmd(
    decks: tuple[str, ...], n_games: int, seed: int | None, workers: int | None, dask: str | None,
    turn_limit: int | None, seating: str, out_dir: Path | None, quiet: bool, db_path: Path | None, as_json: bool,
) -> None:
    """Play full games at one table (2 to 6 decks) with heuristic players; per deck: mean VP,
    game-win rate, oust rate and mean oust turn, with 95% intervals.

    DECKS are decklist files, - for stdin, or precon:SET:NAME; without any, the five Fifth
    Edition starters. Each remaining Methuselah scores 0.5 VP when time is called; a game win
    goes to the most VP if at least 2 and nobody ties. With --out, writes games.csv (one row per
    game and player, with seed and game to replay one), turns.csv (one row per game, table turn
    and player), summary.csv, vp.png, gw.png and ousts.png.

    \b
    Example:
        vtes sim table -n 200 --seed 1
        vtes sim table precon:V5:Tremere precon:V5:Ventrue precon:V5:Toreador precon:V5:Malkavian --out /tmp/t
    """
    from . import reports
    from .simulate import fresh_seed, simulate_table

    if out_dir is not None:
        check_output_dir(out_dir)  # before the run, not after it
    db = get_db(db_path)
    refs = decks or STARTER_TABLE
    files = sum(1 for ref in refs if not ref.lower().startswith("precon:"))
    names: Any = db
    if files > 1:  # one name index for all the files, not one per deck
        from .decks import Resolver

        names = Resolver(db)
    the_decks = [_sim_deck(ref, names) for ref in refs]
    seed_used = fresh_seed() if seed is None else seed
    with progress_bar(not quiet and not as_json, total=n_games) as progress:
        results = simulate_table(
            the_decks, n_games, seed=seed_used, workers=workers, seating=seating, turn_limit=turn_limit, dask=dask,
            progress=progress,
        )
    summary = reports.table_summary(results.games)
    if out_dir is not None:
        _write_table(results, summary, out_dir)
    if as_json:
        echo_json_lines({**r, "seed": seed_used} for r in json.loads(summary.to_json(orient="records")))
        return
    games = results.games
    lengths = reports.game_lengths(games)
    click.echo(
        f"{n_games} games, {len(the_decks)} players, seating {seating}, seed {seed_used}: "
        f"{lengths['table_turns'].mean():.1f} table turns on average, "
        f"{lengths['timed_out'].mean():.0%} reached the time limit, "
        f"{(lengths['winner'] == '').mean():.0%} without a game win"
    )
    click.echo(_format_table_summary(summary))
    if out_dir is not None:
        click.echo(f"wrote games.csv, turns.csv, summary.csv, vp.png, gw.png, ousts.png in {out_dir}")


def _format_table_summary(summary: Any) -> str:
    def iv(v: float, lo: float, hi: float, pct: bool) -> str:
        if v != v:  # NaN
            return "-"
        if pct:
            return f"{v:.0%} [{lo:.0%}, {hi:.0%}]"
        if lo != lo:
            return f"{v:.2f}"
        return f"{v:.2f} [{lo:.2f}, {hi:.2f}]"

    rows = [("deck", "games", "mean VP", "GW rate", "oust rate", "mean oust turn")]
    for r in summary.itertuples():
        rows.append((
            str(r.deck), str(r.games), iv(r.vp, r.vp_lo, r.vp_hi, False), iv(r.gw, r.gw_lo, r.gw_hi, True),
            iv(r.oust, r.oust_lo, r.oust_hi, True), iv(r.oust_turn, r.oust_turn_lo, r.oust_turn_hi, False),
        ))
    widths = [max(len(r[k]) for r in rows) for k in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if k == 0 else c.rjust(w) for k, (c, w) in enumerate(zip(r, widths, strict=True)))
             for r in rows]
    return "\n".join(lines) + "\n(95% intervals)"


def _write_table(results: Any, summary: Any, out_dir: Path) -> None:
    from . import plots, reports

    tables = {"games.csv": results.games, "turns.csv": results.turns, "summary.csv": summary}
    figures = (
        ("vp.png", plots.table_vp, summary),
        ("gw.png", plots.table_gw, summary),
        ("ousts.png", plots.oust_turns, reports.oust_turns(results.games)),
    )
    _write_out(out_dir, tables, figures, (9, 5))


# ---------------------------------------------------------------------------------------------
# Decklists


def deck_arguments(func: Callable[..., Any]) -> Callable[..., Any]:
    """``DECK...`` (paths, ``-`` for stdin, ``precon:SET:NAME``; a folder means every deck file
    in it), ``--input-format`` and ``--strict``: the way every deck command takes its decks.

    The command receives ``decks``, ``input_format`` and ``strict``; pass them to :func:`load_decks`.
    """
    from .decks import INPUT_FORMATS

    func = click.option("--strict", is_flag=True, help="Fail on the first line that is not a clean match.")(func)
    func = click.option(
        "--input-format", "input_format", type=click.Choice(["auto", *INPUT_FORMATS]), default="auto",
        show_default=True, help="Decklist format; detected by default.",
    )(func)
    return click.argument("decks", nargs=-1, required=True)(func)


def load_decks(decks: Iterable[str], db: CardDB, *, input_format: str = "auto", strict: bool = False):  # -> Iterator[ParseResult]
    """Read the decks named on the command line, lazily, sharing one name cache.

    Raises :class:`~vtes_tools.errors.DeckError` (one line, exit code 2) for an input that
    cannot be read: a missing, empty, binary or huge file, a folder without decks, a list in
    which no card is known, or any issue with ``strict``.
    """
    from .decks import Resolver, read_decks

    fmt = None if input_format == "auto" else input_format
    return read_decks(list(decks), Resolver(db), fmt=fmt, strict=strict)


def echo_issues(result: Any) -> None:
    """The reading issues of a parse result, one per line on stderr."""
    for issue in result.issues:
        click.echo(f"warning: {result.source or 'deck'}: {issue}", err=True)


@main.group("deck")
def deck_group() -> None:
    """Decklists: show, parse and convert TWDA, text, JOL, Lackey, VDB, ARDB, ELDB and JSON lists."""


@deck_group.command("show")
@deck_arguments
@db_option
@json_option
def deck_show_cmd(decks: tuple[str, ...], input_format: str, strict: bool, db_path: Path | None, as_json: bool) -> None:
    """Show decks in the clean TWDA layout, with the count of each section.

    DECK is a file, - for stdin, precon:SET:NAME, or a folder (every deck in it). Lines that
    were not a clean match are listed on stderr.

    \b
    Example:
        vtes deck show precon:V5:Tremere
    """
    from .decks import result_record, write_deck

    db = get_db(db_path)
    for i, result in enumerate(load_decks(decks, db, input_format=input_format, strict=strict)):
        if as_json:
            echo_json(result_record(result))
            continue
        if i:
            click.echo("")
        click.echo(write_deck(result.deck, "twd"), nl=False)
        echo_issues(result)


@deck_group.command("parse")
@deck_arguments
@db_option
@json_option
def deck_parse_cmd(decks: tuple[str, ...], input_format: str, strict: bool, db_path: Path | None, as_json: bool) -> None:
    """Parse decklists and report what was read, with every line that was not a clean match.

    With --json, prints one JSON object per input per line: source, format, name, crypt and
    library ({"id", "name", "count"}), issues ({"line", "text", "kind", "suggestions", ...}).
    An input that cannot be read is said (an "Error:" line on stderr; with --json also a record
    {"source", "error"}) and the others are still parsed; the exit code is then 2.

    \b
    Example:
        vtes deck parse decks/ --json
    """
    from .decks import result_record

    db = get_db(db_path)
    unreadable = 0
    for source, result in read_each_deck(decks, db, input_format=input_format, strict=strict):
        if isinstance(result, VtesError):  # said, and the other decks still parsed
            unreadable += 1
            if as_json:
                echo_json({"source": str(source), "error": str(result)})
            click.echo(f"Error: {result}", err=True)
            continue
        if as_json:
            echo_json(result_record(result))
            continue
        deck = result.deck
        name = f" {deck.name!r}" if deck.name else ""
        click.echo(
            f"{result.source}:{name} ({result.format}) crypt {deck.crypt_count}, library {deck.library_count}, "
            f"{len(result.issues)} issue{'s' if len(result.issues) != 1 else ''}"
        )
        for issue in result.issues:
            hint = f" (did you mean {', '.join(issue.suggestions[:3])}?)" if issue.suggestions and issue.card is None else ""
            click.echo(f"  {issue}{hint}")
    if unreadable:
        click.get_current_context().exit(EXIT_BAD_INPUT)


@deck_group.command("convert")
@deck_arguments
@click.option("--to", "to", type=click.Choice(["twd", "text", "jol", "lackey", "json"]), required=True, help="Output format.")
@db_option
@json_option
def deck_convert_cmd(
    decks: tuple[str, ...], input_format: str, strict: bool, to: str, db_path: Path | None, as_json: bool
) -> None:
    """Convert decklists to another format: twd, text, jol, lackey or json.

    Issues met while reading go to stderr. With --json, prints {"source", "format", "text"}
    per deck, one per line.

    \b
    Example:
        vtes deck convert mydeck.txt --to lackey > mydeck.lackey.txt
    """
    from .decks import write_deck

    db = get_db(db_path)
    for i, result in enumerate(load_decks(decks, db, input_format=input_format, strict=strict)):
        out = write_deck(result.deck, to)
        if as_json:
            echo_json({"source": result.source, "format": to, "text": out})
            continue
        if i:
            click.echo("")
        click.echo(out, nl=False)
        echo_issues(result)


# ---------------------------------------------------------------------------------------------
# Deck statistics


def _stats_pct(p: float) -> str:
    return f"{p * 100:.1f}%"


def _stats_table(frame: Any, percent: tuple[str, ...] = ()) -> str:
    """An aligned text table, indented: text left-aligned, numbers and percentages right-aligned."""
    if frame.empty:
        return "  (none)"
    columns = []
    for col in frame.columns:
        values = frame[col]
        if col in percent:
            cells, right = [_stats_pct(v) for v in values], True
        else:
            cells = ["" if v is None or v != v else (f"{v:.2f}" if isinstance(v, float) else str(v)) for v in values]
            right = values.dtype.kind in "iuf" or str(values.dtype) == "Int64"
        width = max(len(str(col)), *(len(c) for c in cells))
        columns.append([(f"{x:>{width}}" if right else f"{x:<{width}}") for x in (str(col), *cells)])
    return "\n".join("  " + " ".join(row).rstrip() for row in zip(*columns, strict=True))


def deck_stats_text(stats: Any) -> str:  # stats: vtes_tools.stats.DeckStats
    """A DeckStats laid out for the terminal: short summaries, then aligned tables."""
    turns = [f"turn {t}" for t in range(1, stats.turns + 1)]
    out = [f"{stats.name or 'Deck'}: crypt {stats.crypt_size}, library {stats.library_size}", ""]
    caps = " ".join(f"{c}:{n}" for c, n in zip(stats.capacity["capacity"], stats.capacity["count"], strict=True))
    mean = "-" if stats.capacity_mean != stats.capacity_mean else f"{stats.capacity_mean:.2f}"
    out.append(f"Capacity: mean {mean}  ({caps})")
    groups = ", ".join(f"{g} ({n})" for g, n in zip(stats.groups["group"], stats.groups["count"], strict=True))
    out.append(f"Groups: {groups}")
    titles = ", ".join(f"{t} x{n}" for t, n in zip(stats.titles["title"], stats.titles["count"], strict=True)) or "none"
    out.append(f"Titles: {titles}; {stats.votes} votes")
    dist = "  ".join(f"{k}: {_stats_pct(p)}" for k, p in stats.distinct_vampires.items())
    out.append(f"Different crypt cards in the opening {stats.crypt_draw}: {dist}")
    out += ["", f"Crypt: chance to be among the opening {stats.crypt_draw}"]
    crypt = stats.crypt_odds[["count", "name", "p_opening"]].rename(columns={"p_opening": "opening"})
    out.append(_stats_table(crypt, ("opening",)))
    out += ["", "Library by type"]
    out.append(_stats_table(stats.types[["type", "count", "distinct", "share"]], ("share",)))
    out += ["", f"At least one in hand by turn (opening {stats.hand_size} cards, then one more a turn)"]
    out.append(_stats_table(stats.odds_table("type").rename(columns={"label": "type"}), tuple(turns)))
    out += ["", "Clans"]
    out.append(_stats_table(stats.clans[["section", "clan", "count", "share"]], ("share",)))
    out += ["", "Disciplines: library cards requiring it, crypt cards having it (inferior/superior)"]
    disc = stats.disciplines.rename(
        columns={"library_count": "library", "crypt_inferior": "inf", "crypt_superior": "sup", "crypt_share": "crypt"}
    )
    out.append(_stats_table(disc[["discipline", "name", "library", "inf", "sup", "crypt"]], ("crypt",)))
    out += ["", "Costs (X costs apart)"]
    out.append(_stats_table(stats.costs[stats.costs["total"] + stats.costs["x"] > 0]))
    out += ["", "Library cards: crypt cards able to play each, at least one by turn"]
    cards = stats.odds_table("card").rename(columns={"label": "name"})
    if cards.empty:  # a deck without a library
        out.append(_stats_table(cards))
        return "\n".join(out)
    cov = stats.coverage[["name", "requirement", "playable_by"]].drop_duplicates("name")
    shown = list(dict.fromkeys((turns[0], turns[-1])))
    table = cards.merge(cov, on="name", how="left")[["count", "name", "requirement", "playable_by", *shown]]
    out.append(_stats_table(table.rename(columns={"playable_by": "playable"}), tuple(shown)))
    return "\n".join(out)


@deck_group.command("stats")
@deck_arguments
@turns_option(5, "Odds by turn 1..N (opening hand of 7, then one more card a turn)")
@db_option
@json_option
def deck_stats_cmd(
    decks: tuple[str, ...], input_format: str, strict: bool, turns: int, db_path: Path | None, as_json: bool
) -> None:
    """Deck statistics and exact draw odds: composition by type, clan and discipline, how many
    crypt cards can play each library card, capacity curve, costs, titles and votes; the chance
    of each crypt card among the opening 4, of each library type and card by turn N, and of
    k different vampires in the opening crypt draw.

    Odds are exact (hypergeometric). By turn N the player has seen 7 + N - 1 library cards: no
    extra card draw or cycling. With --json, prints one object per deck per line.

    \b
    Example:
        vtes deck stats precon:V5:Tremere --turns 3
    """
    from .stats import deck_stats

    db = get_db(db_path)
    for i, result in enumerate(load_decks(decks, db, input_format=input_format, strict=strict)):
        stats = deck_stats(result.deck, turns=turns)
        if as_json:
            echo_json({"source": result.source, **stats.to_dict()})
            continue
        if i:
            click.echo("")
        click.echo(deck_stats_text(stats))
        echo_issues(result)


# ---------------------------------------------------------------------------------------------
# Tournament legality

#: Exit code of ``vtes deck validate`` when some deck is illegal (2 is kept for unreadable input).
EXIT_ILLEGAL = 1


def read_each_deck(decks: Iterable[str], db: CardDB, *, input_format: str = "auto", strict: bool = False):
    """Like :func:`load_decks`, but an input that cannot be read does not stop the others.

    Yields ``(source, ParseResult)`` or ``(source, VtesError)`` for every deck named or found
    in a named folder.
    """
    from .decks import Resolver, deck_paths, read_deck

    resolver = Resolver(db)
    fmt = None if input_format == "auto" else input_format
    for arg in decks:
        try:
            paths = list(deck_paths([arg]))
        except VtesError as exc:
            yield arg, exc
            continue
        for path in paths:
            try:
                yield path, read_deck(path, resolver, fmt=fmt, strict=strict)
            except VtesError as exc:
                yield path, exc


def problem_record(problem: Any, db: CardDB) -> dict[str, Any]:
    return {
        "code": problem.code,
        "message": problem.message,
        "cards": [db[i].display_name if i in db else str(i) for i in problem.cards],
    }


def validation_record(source: str, result: Any, validation: Any, db: CardDB) -> dict[str, Any]:
    deck = result.deck
    return {
        "source": source,
        "name": deck.name,
        "format": validation.format,
        "as_of": validation.as_of.isoformat(),
        "legal": validation.legal,
        "crypt_count": deck.crypt_count,
        "library_count": deck.library_count,
        "errors": [problem_record(p, db) for p in validation.errors],
        "warnings": [problem_record(p, db) for p in validation.warnings],
    }


_VALIDATE_CSV = (
    "source", "name", "format", "as_of", "legal", "crypt_count", "library_count", "errors", "warnings", "problems",
)


@deck_group.command("validate")
@deck_arguments
@click.option("--format", "fmt", default="standard", show_default=True, metavar="standard|v5|duel|FILE.json",
              help="Tournament format: a built-in name or a JSON format file.")
@click.option("--as-of", "as_of", type=click.DateTime(formats=["%Y-%m-%d"]), default=None,
              help="Check as of this date, YYYY-MM-DD (default today): bans and new cards depend on it.")
@click.option("--as-of-event", is_flag=True,
              help="Check each deck as of its TWDA event date (others as of --as-of or today).")
@click.option("--csv", "as_csv", is_flag=True, help="Print CSV, one row per deck.")
@db_option
@json_option
def deck_validate_cmd(
    decks: tuple[str, ...], input_format: str, strict: bool, fmt: str, as_of: Any, as_of_event: bool,
    as_csv: bool, db_path: Path | None, as_json: bool,
) -> None:
    """Check decks for tournament legality: sizes, grouping, banned cards, new cards, card pool.

    Every problem of every deck is reported, not only the first. Lines of a decklist that name
    no known card are errors; other reading issues are warnings. Exit code 0 when every deck is
    legal, 1 when some deck is illegal, 2 when some input could not be read (the others are
    still checked). With --json, one object per deck per line: source, legal, errors and
    warnings ({"code", "message", "cards"}).

    \b
    Example:
        vtes deck validate precon:V5:Tremere decks/ --format v5 --as-of 2025-01-01
    """
    import csv

    from .legality import load_format, validate_parsed

    db = get_db(db_path)
    form = load_format(fmt, db=db)
    day = as_of.date() if as_of is not None else None
    n_legal = n_illegal = n_unreadable = 0
    rows: list[tuple[str, str, str, list[str]]] = []
    writer = csv.DictWriter(sys.stdout, fieldnames=_VALIDATE_CSV, lineterminator="\n") if as_csv else None
    if writer is not None:
        writer.writeheader()
    for source, result in read_each_deck(decks, db, input_format=input_format, strict=strict):
        if isinstance(result, VtesError):
            n_unreadable += 1
            if as_json:
                echo_json({"source": source, "legal": None, "error": str(result), "errors": [], "warnings": []})
            elif writer is not None:
                writer.writerow({"source": source, "errors": 1, "problems": f"unreadable: {result}"})
            else:
                rows.append((source, "UNREADABLE", "", [f"error: {result}"]))
            if as_json or writer is not None:
                click.echo(f"Error: {result}", err=True)
            continue
        validation = validate_parsed(result, form, day, db=db, as_of_event=as_of_event)
        if validation.legal:
            n_legal += 1
        else:
            n_illegal += 1
        record = validation_record(source, result, validation, db)
        if as_json:
            echo_json(record)
        elif writer is not None:
            problems = " | ".join(f"{p.severity} {p.code}: {p.message}" for p in validation.problems)
            counts = {"errors": len(record["errors"]), "warnings": len(record["warnings"])}
            writer.writerow({**record, **counts, "problems": problems})
        else:
            state = "legal" if validation.legal else "ILLEGAL"
            deck = result.deck
            sizes = f"{deck.crypt_count:>3} crypt {deck.library_count:>3} library  {validation.as_of.isoformat()}"
            rows.append((source, state, sizes, [f"{p.severity} {p.code}: {p.message}" for p in validation.problems]))
    if not as_json and writer is None:
        width = max((len(r[0]) for r in rows), default=0)
        for source, state, sizes, problems in rows:
            click.echo(f"{source:<{width}}  {state:<10} {sizes}".rstrip())
            for line in problems:
                click.echo(f"    {line}")
        total = n_legal + n_illegal + n_unreadable
        unread = f", {n_unreadable} unreadable" if n_unreadable else ""
        when = "event dates" if as_of_event else (day or "today")
        plural = "s" if total != 1 else ""
        click.echo(f"{total} deck{plural}: {n_legal} legal, {n_illegal} illegal{unread} ({form.name}, as of {when})")
    ctx = click.get_current_context()
    if n_unreadable:
        ctx.exit(EXIT_BAD_INPUT)
    if n_illegal:
        ctx.exit(EXIT_ILLEGAL)


# ---------------------------------------------------------------------------------------------
# HTML report


@main.command("report")
@deck_arguments
@click.option("--html", "html_path", type=click.Path(dir_okay=False, path_type=Path), required=True,
              help="Write the page to this file.")
@click.option("-n", "n_games", type=click.IntRange(1, MAX_GAMES), default=1000, show_default=True,
              help=f"Games per deck (goldfish) and at the table (at most {MAX_GAMES:,}).")
@turns_option(10, "Turns per goldfish game")
@seed_option
@click.option("--format", "fmt", default="standard", show_default=True, metavar="standard|v5|duel|FILE.json",
              help="Tournament format for legality.")
@click.option("--as-of", "as_of", type=click.DateTime(formats=["%Y-%m-%d"]), default=None,
              help="Check legality as of this date, YYYY-MM-DD (default today).")
@click.option("--title", default="Deck report", show_default=True, help="Title of the page.")
@workers_option
@dask_option
@click.option("--quiet", is_flag=True, help="No progress bar.")
@db_option
@json_option
def report_cmd(
    decks: tuple[str, ...], input_format: str, strict: bool, html_path: Path, n_games: int, turns: int,
    seed: int | None, fmt: str, as_of: Any, title: str, workers: int | None, dask: str | None, quiet: bool,
    db_path: Path | None, as_json: bool,
) -> None:
    """Write one self-contained HTML page on decks: each list, its legality, statistics and draw
    odds with plots, goldfish curves, and with 2 to 6 decks their results at one table.

    DECK is a file, - for stdin, precon:SET:NAME or a folder (every deck in it). Plots are
    embedded in the page: it opens offline, on its own. With --json, prints the file written,
    the seed and the decks.

    \b
    Example:
        vtes report precon:V5:Tremere precon:V5:Ventrue mydeck.txt --html report.html -n 500 --seed 1
    """
    from .report_html import build_report
    from .simulate import fresh_seed

    check_output_file(html_path, "--html file")  # before the games, not after them
    db = get_db(db_path)
    results = list(load_decks(decks, db, input_format=input_format, strict=strict))
    seed = fresh_seed() if seed is None else seed
    with progress_bar(not quiet and not as_json, unit="step") as progress:
        page = build_report(
            results, db, n_games=n_games, turns=turns, seed=seed, fmt=fmt,
            as_of=as_of.date() if as_of is not None else None, workers=workers, dask=dask, title=title,
            progress=progress,
        )
    with atomic_write(html_path) as out:
        out.write(page)
    if as_json:
        echo_json({
            "html": str(html_path), "bytes": len(page.encode("utf-8")), "seed": seed, "n_games": n_games,
            "turns": turns, "decks": [{"source": r.source, "name": r.deck.name} for r in results],
        })
        return
    plural = "s" if len(results) != 1 else ""
    click.echo(f"wrote {html_path}: {len(results)} deck{plural}, {n_games} games each, seed {seed}")


# ---------------------------------------------------------------------------------------------
# Game logs


@sim_group.command("replay")
@click.argument("decks", nargs=-1)
@click.option("--seed", type=click.IntRange(0, MAX_SEED), required=True, help="Seed of the run the game comes from.")
@click.option("--game", type=click.IntRange(0, MAX_GAMES - 1), required=True,
              help="Game number in that run (from 0, as in games.csv).")
@click.option("--seating", type=click.Choice(["rotate", "random", "fixed"]), default="rotate", show_default=True,
              help="Seating of that run (as sim table --seating).")
@click.option("--turn-limit", type=click.IntRange(1, MAX_TURNS), default=None,
              help="Table turns before time is called, as given to sim table (default: a two-hour round).")
@click.option("--goldfish", "goldfish", metavar="DECK", default=None,
              help="Replay a goldfish game of DECK (sim goldfish) instead of a table game.")
@turns_option(10, "With --goldfish: turns per game")
@click.option("--seat", type=click.IntRange(1, 5), default=1, show_default=True,
              help="With --goldfish: the deck's seat.")
@click.option("--view", type=click.IntRange(min=1), default=None,
              help="Only what the Methuselah at this seat may know (others' hands and draws left out).")
@click.option("--html", "html_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Also write the log as one HTML page, turns collapsible.")
@db_option
@json_option
def sim_replay_cmd(
    decks: tuple[str, ...], seed: int, game: int, seating: str, turn_limit: int | None, goldfish: str | None,
    turns: int, seat: int, view: int | None, html_path: Path | None, db_path: Path | None, as_json: bool,
) -> None:
    """Replay one game of 'vtes sim table' (or of 'vtes sim goldfish') and print it move by move.

    DECKS as given to sim table (without any, the five Fifth Edition starters); --seed and --game
    pick the game (the seed and game columns of games.csv). Text: one line per event under a
    header per turn, then the final standings. --json: JSON Lines, one event per line, the last
    one {"kind": "game_end", "results": [...]} holding that game's rows of games.csv.

    \b
    Example:
        vtes sim replay --seed 1 --game 7
        vtes sim replay --seed 1 --game 7 --json > game7.jsonl
        vtes sim replay --goldfish precon:V5:Tremere --seed 1 --game 0 --html game.html
    """
    from .simulate import game_log, goldfish_log

    n_seats = 1 if goldfish is not None else len(decks or STARTER_TABLE)
    if view is not None and view > n_seats:
        raise click.UsageError(f"--view {view} is not a seat of this game: choose 1 to {n_seats}")
    if html_path is not None:
        check_output_file(html_path, "--html file")  # before the game, not after it
    db = get_db(db_path)
    if goldfish is not None:
        if decks:
            raise click.UsageError("give the deck with --goldfish DECK alone, not with table DECKS")
        the_log = goldfish_log(_sim_deck(goldfish, db), seed, game, turns=turns, seat=seat)
        title = f"{goldfish} goldfish, seed {seed}, game {game}"
    else:
        refs = decks or STARTER_TABLE
        names: Any = db
        if sum(1 for ref in refs if not ref.lower().startswith("precon:")) > 1:
            from .decks import Resolver

            names = Resolver(db)
        the_log = game_log([_sim_deck(ref, names) for ref in refs], seed, game, seating=seating,
                           turn_limit=turn_limit)
        title = f"Table game {game}, seed {seed}"
    if view is not None:
        the_log = the_log.view(view)
    if html_path is not None:
        with atomic_write(html_path) as out:
            out.write(the_log.html(title))
    if as_json:
        for line in the_log.json_lines():
            click.echo(line)
        return
    click.echo(title)
    click.echo(the_log.text(), nl=False)
    if html_path is not None:
        click.echo(f"wrote {html_path}")


# ---------------------------------------------------------------------------------------------
# TWDA corpus


def twda_store_option(func: Callable[..., Any]) -> Callable[..., Any]:
    """``--store PATH``: the TWDA store (default: ``twda.sqlite`` next to the card store)."""
    return click.option(
        "--store", "store_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
        help="TWDA store file (default: twda.sqlite next to the card store).",
    )(func)


def twda_filter_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """The deck filters shared by ``vtes twda search/top/affinity/trends``."""
    for option in reversed((
        click.option("--card", "cards", multiple=True, metavar="NAME",
                     help="Decks playing this card; repeat for all of several cards."),
        click.option("--clan", help="One of the deck's main clans (a quarter of its crypt or more)."),
        click.option("--discipline",
                     help="One of the deck's main disciplines (a tenth of its library or more): dom or Dominate."),
        click.option("--from", "date_from", metavar="DATE", help="Events from this date: YYYY, YYYY-MM or YYYY-MM-DD."),
        click.option("--to", "date_to", metavar="DATE", help="Events up to this date (2019 means to 2019-12-31)."),
        click.option("--players", type=click.IntRange(0, MAX_PLAYERS), default=None, metavar="N",
                     help="Events with at least N players."),
        click.option("--winner", metavar="TEXT", help="Words in the winner's name."),
        click.option("--event", metavar="TEXT", help="Words in the event's name."),
    )):
        func = option(func)
    return func


def _twda(db_path: Path | None, store_path: Path | None):  # -> twda.Corpus
    from .twda import load_twda

    return load_twda(store_path, db=get_db(db_path))


def _twda_filters(corpus: Any, cards: tuple[str, ...], **kwargs: Any):  # -> twda.Filters
    """The filters, with each ``--card`` resolved and a fuzzy match said on stderr."""
    from .twda import Filters

    found = []
    for name in cards:
        match = corpus.resolve(name)
        if not match.exact and match.how != "aka":
            click.echo(f"note: {name!r} read as {match.card.display_name!r} ({match.how})", err=True)
        found.append(match.card)
    return Filters(cards=tuple(found), **kwargs)


def _echo_frame(frame: Any, as_json: bool, as_csv: bool = False, *, empty: str = "no deck matches") -> None:
    if as_json:
        echo_json_lines(json.loads(frame.to_json(orient="records", force_ascii=False)))
    elif as_csv:
        click.echo(frame.to_csv(index=False), nl=False)
    elif frame.empty:
        click.echo(empty)
    else:
        click.echo(frame.astype(object).fillna("").to_string(index=False))


@main.group("twda")
def twda_group() -> None:
    """The Tournament Winning Deck Archive, offline: search it, count its cards, update it.

    Every entry can be used as a deck elsewhere as twda:ID (vtes deck show twda:10008).
    """


@twda_group.command("info")
@twda_store_option
@db_option
@json_option
def twda_info_cmd(store_path: Path | None, db_path: Path | None, as_json: bool) -> None:
    """Show where the TWDA store is, its source, date and how many decks it holds.

    \b
    Example:
        vtes twda info
    """
    corpus = _twda(db_path, store_path)
    meta = corpus.meta
    decks = corpus.search()
    info = {
        "store": str(corpus.path), "origin": meta.get("origin"), "source": meta.get("source_url"),
        "snapshot_date": meta.get("snapshot_date"), "sha256": meta.get("sha256"), "built_at": meta.get("built_at"),
        "decks": len(decks), "first_event": decks["date"].min(), "last_event": decks["date"].max(),
    }
    echo_info(info, as_json)


@twda_group.command("update")
@click.option("--source", metavar="URL|PATH", default=None,
              help="An http(s) URL of a zip, a local zip or tar of the TWD repository, or a folder of "
                   "<id>.txt files (default: the public TWD repository on GitHub).")
@click.option("--timeout", type=float, default=30.0, show_default=True,
              help="Most seconds the whole download may take (above 0, at most a day).")
@twda_store_option
@db_option
@json_option
def twda_update_cmd(
    source: str | None, timeout: float, store_path: Path | None, db_path: Path | None, as_json: bool,
) -> None:
    """Refresh the TWDA corpus from the TWD repository; nothing happens when it is unchanged.

    A failed, truncated or wrongly shaped source leaves the corpus as it was.

    \b
    Example:
        vtes twda update --source ~/Downloads/TWD-master.zip
    """
    import dataclasses

    from .twda import default_store_path, update_store

    db = get_db(db_path)
    result = update_store(store_path or default_store_path(db.path), db, source, timeout=timeout)
    if as_json:
        echo_json(dataclasses.asdict(result))
    else:
        click.echo(result.message)


@twda_group.command("search")
@twda_filter_options
@click.option("--csv", "as_csv", is_flag=True, help="Print CSV.")
@twda_store_option
@db_option
@json_option
def twda_search_cmd(cards: tuple[str, ...], store_path: Path | None, db_path: Path | None, as_json: bool,
                    as_csv: bool, **filters: Any) -> None:
    """Find winning decks: one row per deck (id, date, event, place, players, winner, deck name,
    main clans), newest first.

    \b
    Example:
        vtes twda search --card "Govern the Unaligned" --card "Ashur Tablets" --from 2020
        vtes twda search --clan Tremere --players 20 --csv
    """
    corpus = _twda(db_path, store_path)
    found = corpus.search(_twda_filters(corpus, cards, **filters))
    _echo_frame(found, as_json, as_csv)
    if not as_json and not as_csv and not found.empty:
        click.echo(f"{len(found)} decks")


@twda_group.command("show")
@click.argument("deck_id")
@click.option("--raw", is_flag=True, help="Print the entry exactly as the archive has it.")
@twda_store_option
@db_option
@json_option
def twda_show_cmd(deck_id: str, raw: bool, store_path: Path | None, db_path: Path | None, as_json: bool) -> None:
    """Print one TWDA entry: its event and its deck in the clean TWDA layout.

    \b
    Example:
        vtes twda show 10008
    """
    from .decks import result_record, write_deck

    corpus = _twda(db_path, store_path)
    if raw:
        click.echo(corpus.raw(deck_id), nl=False)
        return
    result = corpus.read(deck_id)
    if as_json:
        echo_json(result_record(result) | {"twda": corpus.record(deck_id)})
        return
    echo_issues(result)
    click.echo(write_deck(result.deck, "twd"), nl=False)


@twda_group.command("top")
@twda_filter_options
@click.option("--limit", type=click.IntRange(min=1), default=20, show_default=True, help="Cards per list.")
@twda_store_option
@db_option
@json_option
def twda_top_cmd(cards: tuple[str, ...], limit: int, store_path: Path | None, db_path: Path | None, as_json: bool,
                 **filters: Any) -> None:
    """The most played cards of the selected decks, crypt and library apart: share of the decks
    playing each, and mean copies when played.

    \b
    Example:
        vtes twda top --clan Tremere --from 2020 --limit 10
    """
    corpus = _twda(db_path, store_path)
    chosen = _twda_filters(corpus, cards, **filters)
    frame = corpus.top(chosen, limit=limit)
    if as_json:
        _echo_frame(frame, True)
        return
    n = corpus.count(chosen)
    if frame.empty:
        click.echo("no deck matches")
        return
    for kind in ("crypt", "library"):
        part = frame[frame["kind"] == kind].drop(columns=["kind", "card_id"])
        part = part.assign(share=part["share"].map(lambda s: f"{s:.1%}"))
        click.echo(f"{kind} ({n} decks)")
        click.echo(part.to_string(index=False))
        click.echo("")


@twda_group.command("affinity")
@click.argument("card")
@twda_filter_options
@click.option("--limit", type=click.IntRange(min=1), default=20, show_default=True, help="Cards to list.")
@click.option("--min-share", type=click.FloatRange(0, 1), default=0.1, show_default=True,
              help="Leave out cards in fewer than this share of CARD's decks.")
@twda_store_option
@db_option
@json_option
def twda_affinity_cmd(card: str, cards: tuple[str, ...], limit: int, min_share: float, store_path: Path | None,
                      db_path: Path | None, as_json: bool, **filters: Any) -> None:
    """The cards played most with CARD, by lift: how many times more often they are played in
    the decks that play CARD than in all the selected decks.

    \b
    Example:
        vtes twda affinity "Ashur Tablets" --from 2015
    """
    import dataclasses

    corpus = _twda(db_path, store_path)
    chosen = _twda_filters(corpus, cards, **filters)
    target = _twda_filters(corpus, (card,)).cards[0]
    frame = corpus.affinity(target, chosen, limit=limit, min_share=min_share)
    if as_json:
        _echo_frame(frame, True)
        return
    if frame.empty:
        click.echo(f"no selected deck plays {target.display_name}")
        return
    n = corpus.count(dataclasses.replace(chosen, cards=(*chosen.cards, target)))
    click.echo(f"played with {target.display_name} ({n} decks)")
    shown = frame.drop(columns=["card_id"]).assign(
        with_share=frame["with_share"].map(lambda s: f"{s:.1%}"),
        overall_share=frame["overall_share"].map(lambda s: f"{s:.1%}"),
        lift=frame["lift"].map(lambda v: f"{v:.2f}"),
    )
    click.echo(shown.to_string(index=False))


@twda_group.command("trends")
@twda_filter_options
@click.option("--by", "kind", type=click.Choice(["clan", "discipline"]), default="clan", show_default=True,
              help="Share of decks per year of each main clan, or of each main discipline.")
@click.option("--top", "top_n", type=click.IntRange(min=1), default=8, show_default=True,
              help="Clans or disciplines to show.")
@click.option("--plot", "plot_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Also draw the shares per year in this PNG file.")
@twda_store_option
@db_option
@json_option
def twda_trends_cmd(cards: tuple[str, ...], kind: str, top_n: int, plot_path: Path | None, store_path: Path | None,
                    db_path: Path | None, as_json: bool, **filters: Any) -> None:
    """Decks per year and the share of the main clans (or disciplines) over time, as a table
    and, with --plot, a picture.

    \b
    Example:
        vtes twda trends --from 2010 --plot trends.png
        vtes twda trends --by discipline --clan Ventrue
    """
    from .twda import plot_trends, trends_table

    if plot_path is not None:
        check_output_file(plot_path, "--plot file")
    corpus = _twda(db_path, store_path)
    data = corpus.trends(_twda_filters(corpus, cards, **filters))
    if plot_path is not None:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(10, 5))
        try:
            plot_trends(data, kind=kind, top=top_n, ax=ax)
            fig.tight_layout()
            with atomic_write(plot_path, "wb") as out:
                fig.savefig(out, format="png", dpi=100)
        finally:
            plt.close(fig)
    if as_json:
        _echo_frame(data[data["kind"].isin(["decks", kind])], True)
        return
    table = trends_table(data, kind, top_n)
    if table.empty:
        click.echo("no deck matches")
        return
    shown = table.copy()
    for column in shown.columns[1:]:
        shown[column] = shown[column].map(lambda s: f"{s:.0%}")
    click.echo(shown.to_string())
    if plot_path is not None:
        click.echo(f"wrote {plot_path}")
