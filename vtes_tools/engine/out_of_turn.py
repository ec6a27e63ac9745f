"""Out-of-turn master cards the engine plays (rules 1.6.2.4), by VEKN id: what each cancels, and
Archon Investigation. The rules list them where a card is played or blocks are declined.
"""

from __future__ import annotations

#: Out-of-turn master cards (rules 1.6.2.4) the engine plays, by VEKN id: what they cancel.
CANCEL_MINION_CARD = frozenset({100545, 100493})  # Direct Intervention, Dark Influences
CANCEL_MASTER_CARD = frozenset({101896, 102151})  # Sudden Reversal, Wash (predator or prey only)
ARCHON_INVESTIGATION = 100085  # burn a minion bleeding you for 4 or more, after blocks are declined
WASH = 102151  # Wash cancels only a master card played by your predator or prey
