/work/main/python/target/debug/deps/ryoiki_datagame-99a09c588d87f7e5.d: /work/main/crates/ryoiki-datagame/src/lib.rs /work/main/crates/ryoiki-datagame/src/error.rs /work/main/crates/ryoiki-datagame/src/game.rs /work/main/crates/ryoiki-datagame/src/load.rs /work/main/crates/ryoiki-datagame/src/raw.rs

/work/main/python/target/debug/deps/libryoiki_datagame-99a09c588d87f7e5.rmeta: /work/main/crates/ryoiki-datagame/src/lib.rs /work/main/crates/ryoiki-datagame/src/error.rs /work/main/crates/ryoiki-datagame/src/game.rs /work/main/crates/ryoiki-datagame/src/load.rs /work/main/crates/ryoiki-datagame/src/raw.rs

/work/main/crates/ryoiki-datagame/src/lib.rs:
/work/main/crates/ryoiki-datagame/src/error.rs:
/work/main/crates/ryoiki-datagame/src/game.rs:
/work/main/crates/ryoiki-datagame/src/load.rs:
/work/main/crates/ryoiki-datagame/src/raw.rs:
