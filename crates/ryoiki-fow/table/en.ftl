# Force of Will's words at the table, in English (after the turn frame's). Keys are
# shared with ja.ftl; see ryoiki-describe's `table` module.

edition = Force of Will, comprehensive rules; turns by table convention
phase-draw = draw phase
phase-recovery = recovery phase
phase-main = main phase
phase-end = end phase
