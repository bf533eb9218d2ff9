/work/main/python/target/debug/deps/ryoiki_core-b7ab34df689c3aba.d: /work/main/crates/ryoiki-core/src/lib.rs /work/main/crates/ryoiki-core/src/agenda.rs /work/main/crates/ryoiki-core/src/apply.rs /work/main/crates/ryoiki-core/src/attach.rs /work/main/crates/ryoiki-core/src/check.rs /work/main/crates/ryoiki-core/src/extract.rs /work/main/crates/ryoiki-core/src/frame.rs /work/main/crates/ryoiki-core/src/game.rs /work/main/crates/ryoiki-core/src/general.rs /work/main/crates/ryoiki-core/src/groups.rs /work/main/crates/ryoiki-core/src/held.rs /work/main/crates/ryoiki-core/src/lasting.rs /work/main/crates/ryoiki-core/src/moves/mod.rs /work/main/crates/ryoiki-core/src/moves/arrive.rs /work/main/crates/ryoiki-core/src/moves/batch.rs /work/main/crates/ryoiki-core/src/moves/triggers.rs /work/main/crates/ryoiki-core/src/random.rs /work/main/crates/ryoiki-core/src/render.rs /work/main/crates/ryoiki-core/src/seat/mod.rs /work/main/crates/ryoiki-core/src/seat/actions.rs /work/main/crates/ryoiki-core/src/seat/error.rs /work/main/crates/ryoiki-core/src/seat/events.rs /work/main/crates/ryoiki-core/src/seat/listing.rs /work/main/crates/ryoiki-core/src/seat/record.rs /work/main/crates/ryoiki-core/src/start.rs /work/main/crates/ryoiki-core/src/table.rs /work/main/crates/ryoiki-core/src/token.rs /work/main/crates/ryoiki-core/src/view.rs

/work/main/python/target/debug/deps/libryoiki_core-b7ab34df689c3aba.rmeta: /work/main/crates/ryoiki-core/src/lib.rs /work/main/crates/ryoiki-core/src/agenda.rs /work/main/crates/ryoiki-core/src/apply.rs /work/main/crates/ryoiki-core/src/attach.rs /work/main/crates/ryoiki-core/src/check.rs /work/main/crates/ryoiki-core/src/extract.rs /work/main/crates/ryoiki-core/src/frame.rs /work/main/crates/ryoiki-core/src/game.rs /work/main/crates/ryoiki-core/src/general.rs /work/main/crates/ryoiki-core/src/groups.rs /work/main/crates/ryoiki-core/src/held.rs /work/main/crates/ryoiki-core/src/lasting.rs /work/main/crates/ryoiki-core/src/moves/mod.rs /work/main/crates/ryoiki-core/src/moves/arrive.rs /work/main/crates/ryoiki-core/src/moves/batch.rs /work/main/crates/ryoiki-core/src/moves/triggers.rs /work/main/crates/ryoiki-core/src/random.rs /work/main/crates/ryoiki-core/src/render.rs /work/main/crates/ryoiki-core/src/seat/mod.rs /work/main/crates/ryoiki-core/src/seat/actions.rs /work/main/crates/ryoiki-core/src/seat/error.rs /work/main/crates/ryoiki-core/src/seat/events.rs /work/main/crates/ryoiki-core/src/seat/listing.rs /work/main/crates/ryoiki-core/src/seat/record.rs /work/main/crates/ryoiki-core/src/start.rs /work/main/crates/ryoiki-core/src/table.rs /work/main/crates/ryoiki-core/src/token.rs /work/main/crates/ryoiki-core/src/view.rs

/work/main/crates/ryoiki-core/src/lib.rs:
/work/main/crates/ryoiki-core/src/agenda.rs:
/work/main/crates/ryoiki-core/src/apply.rs:
/work/main/crates/ryoiki-core/src/attach.rs:
/work/main/crates/ryoiki-core/src/check.rs:
/work/main/crates/ryoiki-core/src/extract.rs:
/work/main/crates/ryoiki-core/src/frame.rs:
/work/main/crates/ryoiki-core/src/game.rs:
/work/main/crates/ryoiki-core/src/general.rs:
/work/main/crates/ryoiki-core/src/groups.rs:
/work/main/crates/ryoiki-core/src/held.rs:
/work/main/crates/ryoiki-core/src/lasting.rs:
/work/main/crates/ryoiki-core/src/moves/mod.rs:
/work/main/crates/ryoiki-core/src/moves/arrive.rs:
/work/main/crates/ryoiki-core/src/moves/batch.rs:
/work/main/crates/ryoiki-core/src/moves/triggers.rs:
/work/main/crates/ryoiki-core/src/random.rs:
/work/main/crates/ryoiki-core/src/render.rs:
/work/main/crates/ryoiki-core/src/seat/mod.rs:
/work/main/crates/ryoiki-core/src/seat/actions.rs:
/work/main/crates/ryoiki-core/src/seat/error.rs:
/work/main/crates/ryoiki-core/src/seat/events.rs:
/work/main/crates/ryoiki-core/src/seat/listing.rs:
/work/main/crates/ryoiki-core/src/seat/record.rs:
/work/main/crates/ryoiki-core/src/start.rs:
/work/main/crates/ryoiki-core/src/table.rs:
/work/main/crates/ryoiki-core/src/token.rs:
/work/main/crates/ryoiki-core/src/view.rs:
