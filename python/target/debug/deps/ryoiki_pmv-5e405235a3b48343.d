/work/main/python/target/debug/deps/ryoiki_pmv-5e405235a3b48343.d: /work/main/crates/ryoiki-pmv/src/lib.rs /work/main/crates/ryoiki-pmv/src/abilities.rs /work/main/crates/ryoiki-pmv/src/cards.rs /work/main/crates/ryoiki-pmv/src/catalogue.rs /work/main/crates/ryoiki-pmv/src/entering.rs /work/main/crates/ryoiki-pmv/src/events.rs /work/main/crates/ryoiki-pmv/src/frame.rs /work/main/crates/ryoiki-pmv/src/game.rs /work/main/crates/ryoiki-pmv/src/leaving.rs /work/main/crates/ryoiki-pmv/src/process.rs /work/main/crates/ryoiki-pmv/src/resolve.rs /work/main/crates/ryoiki-pmv/src/rule_set.rs /work/main/crates/ryoiki-pmv/src/state.rs /work/main/crates/ryoiki-pmv/src/tasks.rs /work/main/crates/ryoiki-pmv/src/zones.rs /work/main/crates/ryoiki-pmv/src/../messages/en.ftl /work/main/crates/ryoiki-pmv/src/../messages/ja.ftl /work/main/crates/ryoiki-pmv/src/../../../decks/pools/pmv.toml /work/main/crates/ryoiki-pmv/src/../rules.tsv

/work/main/python/target/debug/deps/libryoiki_pmv-5e405235a3b48343.rmeta: /work/main/crates/ryoiki-pmv/src/lib.rs /work/main/crates/ryoiki-pmv/src/abilities.rs /work/main/crates/ryoiki-pmv/src/cards.rs /work/main/crates/ryoiki-pmv/src/catalogue.rs /work/main/crates/ryoiki-pmv/src/entering.rs /work/main/crates/ryoiki-pmv/src/events.rs /work/main/crates/ryoiki-pmv/src/frame.rs /work/main/crates/ryoiki-pmv/src/game.rs /work/main/crates/ryoiki-pmv/src/leaving.rs /work/main/crates/ryoiki-pmv/src/process.rs /work/main/crates/ryoiki-pmv/src/resolve.rs /work/main/crates/ryoiki-pmv/src/rule_set.rs /work/main/crates/ryoiki-pmv/src/state.rs /work/main/crates/ryoiki-pmv/src/tasks.rs /work/main/crates/ryoiki-pmv/src/zones.rs /work/main/crates/ryoiki-pmv/src/../messages/en.ftl /work/main/crates/ryoiki-pmv/src/../messages/ja.ftl /work/main/crates/ryoiki-pmv/src/../../../decks/pools/pmv.toml /work/main/crates/ryoiki-pmv/src/../rules.tsv

/work/main/crates/ryoiki-pmv/src/lib.rs:
/work/main/crates/ryoiki-pmv/src/abilities.rs:
/work/main/crates/ryoiki-pmv/src/cards.rs:
/work/main/crates/ryoiki-pmv/src/catalogue.rs:
/work/main/crates/ryoiki-pmv/src/entering.rs:
/work/main/crates/ryoiki-pmv/src/events.rs:
/work/main/crates/ryoiki-pmv/src/frame.rs:
/work/main/crates/ryoiki-pmv/src/game.rs:
/work/main/crates/ryoiki-pmv/src/leaving.rs:
/work/main/crates/ryoiki-pmv/src/process.rs:
/work/main/crates/ryoiki-pmv/src/resolve.rs:
/work/main/crates/ryoiki-pmv/src/rule_set.rs:
/work/main/crates/ryoiki-pmv/src/state.rs:
/work/main/crates/ryoiki-pmv/src/tasks.rs:
/work/main/crates/ryoiki-pmv/src/zones.rs:
/work/main/crates/ryoiki-pmv/src/../messages/en.ftl:
/work/main/crates/ryoiki-pmv/src/../messages/ja.ftl:
/work/main/crates/ryoiki-pmv/src/../../../decks/pools/pmv.toml:
/work/main/crates/ryoiki-pmv/src/../rules.tsv:
