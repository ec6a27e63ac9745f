"""Title cards called by referendum (rules 10, 4.2): Praxis Seizure (a city's prince), Crusade (a
city's archbishop), Cardinal Benediction and the clan justicars. The card goes on a vampire to
represent its title; :mod:`.politics` calls and resolves them from this table.

Kept apart from the politics module so the effect registry's hand-written entries
(:mod:`.explicit`) can read these cards without importing the rules.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TitleCard:
    """``votes`` of the title (rules 6.3.3: prince and archbishop 2, justicar and cardinal 3);
    ``sect`` the title needs (rules 10); ``city`` of a prince or archbishop and ``clan`` of a
    justicar make it unique (4.2). ``chosen``: the card goes on a chosen vampire (else the
    acting one). ``clan_vote``: in this referendum each ready vampire of the justicar's clan
    gets +1 vote. ``sect_only``: vampires of other sects cannot cast votes in this referendum.
    ``not_clan``: a clan whose prince or archbishop would get more from the card ("his capacity
    increases by 1", "unlocks during your next discard phase") than the engine plays; a vampire
    of that clan does not call it."""

    votes: int
    sect: str
    city: str = ""
    clan: str = ""
    chosen: bool = False
    clan_vote: bool = False
    sect_only: bool = False
    min_capacity: int = 0
    not_clan: str = ""


def _prince(city: str, not_clan: str = "") -> TitleCard:
    return TitleCard(2, "Camarilla", city=city, not_clan=not_clan)


def _archbishop(city: str, not_clan: str = "") -> TitleCard:
    return TitleCard(2, "Sabbat", city=city, not_clan=not_clan)


def _justicar(clan: str) -> TitleCard:
    return TitleCard(3, "Camarilla", clan=clan, chosen=True, clan_vote=True)


#: By VEKN id.
TITLE_CARDS: dict[int, TitleCard] = {
    101447: _prince("amsterdam"), 101448: _prince("athens", "Tremere"), 101449: _prince("atlanta"),
    101450: _prince("barcelona", "Tremere"), 101451: _prince("berlin", "Ventrue"), 101452: _prince("boston"),
    101453: _prince("brussels", "Nosferatu"), 101454: _prince("cairo", "Ventrue"), 101455: _prince("chicago"),
    101456: _prince("cleveland"), 101457: _prince("dallas"), 101458: _prince("dublin"),
    101459: _prince("frankfurt"), 101460: _prince("geneva", "Ventrue"), 101461: _prince("glasgow", "Gangrel"),
    101462: _prince("houston"), 101464: _prince("london"), 101465: _prince("miami"),
    101466: _prince("monaco", "Toreador"), 101467: _prince("paris", "Toreador"), 101468: _prince("rome", "Brujah"),
    101469: _prince("seattle"), 101470: _prince("stockholm", "Malkavian"), 101472: _prince("washington, d.c"),
    102307: _prince("york"),
    100451: _archbishop("amsterdam", "Ventrue antitribu"), 100453: _archbishop("atlanta"),
    100454: _archbishop("barcelona", "Tremere antitribu"), 100455: _archbishop("berlin", "Lasombra"),
    100456: _archbishop("brussels", "Toreador antitribu"), 100457: _archbishop("chicago"),
    100458: _archbishop("detroit"), 100459: _archbishop("dublin", "Gangrel antitribu"),
    100460: _archbishop("frankfurt"), 100461: _archbishop("geneva", "Malkavian antitribu"),
    100462: _archbishop("houston"), 100463: _archbishop("istanbul", "Tzimisce"),
    100464: _archbishop("london", "Nosferatu antitribu"), 100465: _archbishop("mexico city"),
    100466: _archbishop("miami"), 100467: _archbishop("new york"), 100468: _archbishop("paris"),
    100469: _archbishop("philadelphia"), 100470: _archbishop("pittsburgh"),
    100471: _archbishop("rome", "Brujah antitribu"), 100472: _archbishop("toronto"),
    100473: _archbishop("washington, d.c", "Ventrue antitribu"),
    100294: TitleCard(3, "Sabbat", chosen=True, sect_only=True, min_capacity=7),  # Cardinal Benediction
    100262: _justicar("Brujah"), 100806: _justicar("Gangrel"), 101154: _justicar("Malkavian"),
    101299: _justicar("Nosferatu"), 102021: _justicar("Tremere"), 102111: _justicar("Ventrue"),
    102268: _justicar("Banu Haqim"), 102272: _justicar("Lasombra"),
}

__all__ = ["TITLE_CARDS", "TitleCard"]


# -- the coverage report's home of the cards held here (card_types.homes) -------------------------------------

from .card_types import add_home  # noqa: E402

add_home("titles", TITLE_CARDS)
