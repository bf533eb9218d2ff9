/work/main/python/target/debug/deps/ryoiki_fow-8869e401f487ca68.d: /work/main/crates/ryoiki-fow/src/lib.rs /work/main/crates/ryoiki-fow/src/frame.rs /work/main/crates/ryoiki-fow/src/game.rs /work/main/crates/ryoiki-fow/src/rules.rs /work/main/crates/ryoiki-fow/src/state.rs /work/main/crates/ryoiki-fow/src/../../../decks/pools/fow.toml /work/main/crates/ryoiki-fow/src/../rules.tsv /work/main/crates/ryoiki-fow/src/../messages/en.ftl /work/main/crates/ryoiki-fow/src/../messages/ja.ftl

/work/main/python/target/debug/deps/libryoiki_fow-8869e401f487ca68.rmeta: /work/main/crates/ryoiki-fow/src/lib.rs /work/main/crates/ryoiki-fow/src/frame.rs /work/main/crates/ryoiki-fow/src/game.rs /work/main/crates/ryoiki-fow/src/rules.rs /work/main/crates/ryoiki-fow/src/state.rs /work/main/crates/ryoiki-fow/src/../../../decks/pools/fow.toml /work/main/crates/ryoiki-fow/src/../rules.tsv /work/main/crates/ryoiki-fow/src/../messages/en.ftl /work/main/crates/ryoiki-fow/src/../messages/ja.ftl

/work/main/crates/ryoiki-fow/src/lib.rs:
/work/main/crates/ryoiki-fow/src/frame.rs:
/work/main/crates/ryoiki-fow/src/game.rs:
/work/main/crates/ryoiki-fow/src/rules.rs:
/work/main/crates/ryoiki-fow/src/state.rs:
/work/main/crates/ryoiki-fow/src/../../../decks/pools/fow.toml:
/work/main/crates/ryoiki-fow/src/../rules.tsv:
/work/main/crates/ryoiki-fow/src/../messages/en.ftl:
/work/main/crates/ryoiki-fow/src/../messages/ja.ftl:
