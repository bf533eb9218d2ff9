/work/main/python/target/debug/deps/ryoiki_mtg-5c6ec82890cd06c5.d: /work/main/crates/ryoiki-mtg/src/lib.rs /work/main/crates/ryoiki-mtg/src/abilities.rs /work/main/crates/ryoiki-mtg/src/ability.rs /work/main/crates/ryoiki-mtg/src/action.rs /work/main/crates/ryoiki-mtg/src/actions.rs /work/main/crates/ryoiki-mtg/src/catalogue.rs /work/main/crates/ryoiki-mtg/src/checks.rs /work/main/crates/ryoiki-mtg/src/combat.rs /work/main/crates/ryoiki-mtg/src/combat_state.rs /work/main/crates/ryoiki-mtg/src/common.rs /work/main/crates/ryoiki-mtg/src/cost.rs /work/main/crates/ryoiki-mtg/src/counters.rs /work/main/crates/ryoiki-mtg/src/custom.rs /work/main/crates/ryoiki-mtg/src/deck.rs /work/main/crates/ryoiki-mtg/src/destroy.rs /work/main/crates/ryoiki-mtg/src/events.rs /work/main/crates/ryoiki-mtg/src/ext.rs /work/main/crates/ryoiki-mtg/src/face.rs /work/main/crates/ryoiki-mtg/src/game.rs /work/main/crates/ryoiki-mtg/src/keywords.rs /work/main/crates/ryoiki-mtg/src/lands.rs /work/main/crates/ryoiki-mtg/src/leave.rs /work/main/crates/ryoiki-mtg/src/magic.rs /work/main/crates/ryoiki-mtg/src/mana.rs /work/main/crates/ryoiki-mtg/src/objects.rs /work/main/crates/ryoiki-mtg/src/outcome.rs /work/main/crates/ryoiki-mtg/src/planar.rs /work/main/crates/ryoiki-mtg/src/planes.rs /work/main/crates/ryoiki-mtg/src/play_events.rs /work/main/crates/ryoiki-mtg/src/priority.rs /work/main/crates/ryoiki-mtg/src/public.rs /work/main/crates/ryoiki-mtg/src/sba.rs /work/main/crates/ryoiki-mtg/src/spell.rs /work/main/crates/ryoiki-mtg/src/stack.rs /work/main/crates/ryoiki-mtg/src/start.rs /work/main/crates/ryoiki-mtg/src/symbols.rs /work/main/crates/ryoiki-mtg/src/tokens.rs /work/main/crates/ryoiki-mtg/src/turn.rs /work/main/crates/ryoiki-mtg/src/zones.rs /work/main/crates/ryoiki-mtg/src/../messages/en.ftl /work/main/crates/ryoiki-mtg/src/../messages/ja.ftl /work/main/crates/ryoiki-mtg/src/../../../decks/pools/mtg.toml /work/main/crates/ryoiki-mtg/src/../rules.tsv

/work/main/python/target/debug/deps/libryoiki_mtg-5c6ec82890cd06c5.rmeta: /work/main/crates/ryoiki-mtg/src/lib.rs /work/main/crates/ryoiki-mtg/src/abilities.rs /work/main/crates/ryoiki-mtg/src/ability.rs /work/main/crates/ryoiki-mtg/src/action.rs /work/main/crates/ryoiki-mtg/src/actions.rs /work/main/crates/ryoiki-mtg/src/catalogue.rs /work/main/crates/ryoiki-mtg/src/checks.rs /work/main/crates/ryoiki-mtg/src/combat.rs /work/main/crates/ryoiki-mtg/src/combat_state.rs /work/main/crates/ryoiki-mtg/src/common.rs /work/main/crates/ryoiki-mtg/src/cost.rs /work/main/crates/ryoiki-mtg/src/counters.rs /work/main/crates/ryoiki-mtg/src/custom.rs /work/main/crates/ryoiki-mtg/src/deck.rs /work/main/crates/ryoiki-mtg/src/destroy.rs /work/main/crates/ryoiki-mtg/src/events.rs /work/main/crates/ryoiki-mtg/src/ext.rs /work/main/crates/ryoiki-mtg/src/face.rs /work/main/crates/ryoiki-mtg/src/game.rs /work/main/crates/ryoiki-mtg/src/keywords.rs /work/main/crates/ryoiki-mtg/src/lands.rs /work/main/crates/ryoiki-mtg/src/leave.rs /work/main/crates/ryoiki-mtg/src/magic.rs /work/main/crates/ryoiki-mtg/src/mana.rs /work/main/crates/ryoiki-mtg/src/objects.rs /work/main/crates/ryoiki-mtg/src/outcome.rs /work/main/crates/ryoiki-mtg/src/planar.rs /work/main/crates/ryoiki-mtg/src/planes.rs /work/main/crates/ryoiki-mtg/src/play_events.rs /work/main/crates/ryoiki-mtg/src/priority.rs /work/main/crates/ryoiki-mtg/src/public.rs /work/main/crates/ryoiki-mtg/src/sba.rs /work/main/crates/ryoiki-mtg/src/spell.rs /work/main/crates/ryoiki-mtg/src/stack.rs /work/main/crates/ryoiki-mtg/src/start.rs /work/main/crates/ryoiki-mtg/src/symbols.rs /work/main/crates/ryoiki-mtg/src/tokens.rs /work/main/crates/ryoiki-mtg/src/turn.rs /work/main/crates/ryoiki-mtg/src/zones.rs /work/main/crates/ryoiki-mtg/src/../messages/en.ftl /work/main/crates/ryoiki-mtg/src/../messages/ja.ftl /work/main/crates/ryoiki-mtg/src/../../../decks/pools/mtg.toml /work/main/crates/ryoiki-mtg/src/../rules.tsv

/work/main/crates/ryoiki-mtg/src/lib.rs:
/work/main/crates/ryoiki-mtg/src/abilities.rs:
/work/main/crates/ryoiki-mtg/src/ability.rs:
/work/main/crates/ryoiki-mtg/src/action.rs:
/work/main/crates/ryoiki-mtg/src/actions.rs:
/work/main/crates/ryoiki-mtg/src/catalogue.rs:
/work/main/crates/ryoiki-mtg/src/checks.rs:
/work/main/crates/ryoiki-mtg/src/combat.rs:
/work/main/crates/ryoiki-mtg/src/combat_state.rs:
/work/main/crates/ryoiki-mtg/src/common.rs:
/work/main/crates/ryoiki-mtg/src/cost.rs:
/work/main/crates/ryoiki-mtg/src/counters.rs:
/work/main/crates/ryoiki-mtg/src/custom.rs:
/work/main/crates/ryoiki-mtg/src/deck.rs:
/work/main/crates/ryoiki-mtg/src/destroy.rs:
/work/main/crates/ryoiki-mtg/src/events.rs:
/work/main/crates/ryoiki-mtg/src/ext.rs:
/work/main/crates/ryoiki-mtg/src/face.rs:
/work/main/crates/ryoiki-mtg/src/game.rs:
/work/main/crates/ryoiki-mtg/src/keywords.rs:
/work/main/crates/ryoiki-mtg/src/lands.rs:
/work/main/crates/ryoiki-mtg/src/leave.rs:
/work/main/crates/ryoiki-mtg/src/magic.rs:
/work/main/crates/ryoiki-mtg/src/mana.rs:
/work/main/crates/ryoiki-mtg/src/objects.rs:
/work/main/crates/ryoiki-mtg/src/outcome.rs:
/work/main/crates/ryoiki-mtg/src/planar.rs:
/work/main/crates/ryoiki-mtg/src/planes.rs:
/work/main/crates/ryoiki-mtg/src/play_events.rs:
/work/main/crates/ryoiki-mtg/src/priority.rs:
/work/main/crates/ryoiki-mtg/src/public.rs:
/work/main/crates/ryoiki-mtg/src/sba.rs:
/work/main/crates/ryoiki-mtg/src/spell.rs:
/work/main/crates/ryoiki-mtg/src/stack.rs:
/work/main/crates/ryoiki-mtg/src/start.rs:
/work/main/crates/ryoiki-mtg/src/symbols.rs:
/work/main/crates/ryoiki-mtg/src/tokens.rs:
/work/main/crates/ryoiki-mtg/src/turn.rs:
/work/main/crates/ryoiki-mtg/src/zones.rs:
/work/main/crates/ryoiki-mtg/src/../messages/en.ftl:
/work/main/crates/ryoiki-mtg/src/../messages/ja.ftl:
/work/main/crates/ryoiki-mtg/src/../../../decks/pools/mtg.toml:
/work/main/crates/ryoiki-mtg/src/../rules.tsv:
