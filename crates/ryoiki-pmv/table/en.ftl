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
