# Force of Will's words at the table, in English (after the turn frame's). Keys are
# shared with ja.ftl; see ryoiki-describe's `table` module.

edition = Force of Will, comprehensive rules; turns by table convention
phase-draw = draw phase
phase-recovery = recovery phase
phase-main = main phase
phase-end = end phase

# The zones drawn as piles (a stack of backs with its count, its face-up cards as a
# short list), each under the name shown on it.
pile-main-deck = main deck
pile-magic-stone-deck = magic stone deck
pile-graveyard = graveyard
pile-life-break-area = life break area
pile-removed-area = removed area
pile-chase-area = chase area

# A card's ATK and DEF, printed together.
numbers-body = { $atk }/{ $def }
