# Phantom Magic Vision's words at the table, in English (after the turn frame's). Keys
# are shared with ja.ftl; see ryoiki-describe's `table` module.

edition = Phantom Magic Vision, chapter 11; turns by table convention
phase-active = active phase
phase-maintenance = maintenance phase
phase-draw = draw phase
phase-main = main phase
phase-discard = discard phase
field-field = field
field-death-state = death state
field-power = power

# The zones drawn as piles (a stack of backs with its count, its face-up cards as a
# short list), each under the name shown on it.
pile-deck = deck
pile-underworld = underworld
pile-removed-area = removed area
