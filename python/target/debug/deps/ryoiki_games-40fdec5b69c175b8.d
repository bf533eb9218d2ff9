/work/main/python/target/debug/deps/ryoiki_games-40fdec5b69c175b8.d: /work/main/crates/ryoiki-games/src/lib.rs /work/main/crates/ryoiki-games/src/catalogue.rs /work/main/crates/ryoiki-games/src/data.rs /work/main/crates/ryoiki-games/src/deck/mod.rs /work/main/crates/ryoiki-games/src/deck/cod.rs /work/main/crates/ryoiki-games/src/deck/pool.rs /work/main/crates/ryoiki-games/src/deck/text.rs /work/main/crates/ryoiki-games/src/deck/validate.rs /work/main/crates/ryoiki-games/src/deck/data.rs /work/main/crates/ryoiki-games/src/list.rs /work/main/crates/ryoiki-games/src/seats.rs /work/main/crates/ryoiki-games/src/suggest.rs /work/main/crates/ryoiki-games/src/table.rs /work/main/crates/ryoiki-games/src/words.rs /work/main/crates/ryoiki-games/src/../messages/en.ftl /work/main/crates/ryoiki-games/src/../messages/ja.ftl

/work/main/python/target/debug/deps/libryoiki_games-40fdec5b69c175b8.rmeta: /work/main/crates/ryoiki-games/src/lib.rs /work/main/crates/ryoiki-games/src/catalogue.rs /work/main/crates/ryoiki-games/src/data.rs /work/main/crates/ryoiki-games/src/deck/mod.rs /work/main/crates/ryoiki-games/src/deck/cod.rs /work/main/crates/ryoiki-games/src/deck/pool.rs /work/main/crates/ryoiki-games/src/deck/text.rs /work/main/crates/ryoiki-games/src/deck/validate.rs /work/main/crates/ryoiki-games/src/deck/data.rs /work/main/crates/ryoiki-games/src/list.rs /work/main/crates/ryoiki-games/src/seats.rs /work/main/crates/ryoiki-games/src/suggest.rs /work/main/crates/ryoiki-games/src/table.rs /work/main/crates/ryoiki-games/src/words.rs /work/main/crates/ryoiki-games/src/../messages/en.ftl /work/main/crates/ryoiki-games/src/../messages/ja.ftl

/work/main/crates/ryoiki-games/src/lib.rs:
/work/main/crates/ryoiki-games/src/catalogue.rs:
/work/main/crates/ryoiki-games/src/data.rs:
/work/main/crates/ryoiki-games/src/deck/mod.rs:
/work/main/crates/ryoiki-games/src/deck/cod.rs:
/work/main/crates/ryoiki-games/src/deck/pool.rs:
/work/main/crates/ryoiki-games/src/deck/text.rs:
/work/main/crates/ryoiki-games/src/deck/validate.rs:
/work/main/crates/ryoiki-games/src/deck/data.rs:
/work/main/crates/ryoiki-games/src/list.rs:
/work/main/crates/ryoiki-games/src/seats.rs:
/work/main/crates/ryoiki-games/src/suggest.rs:
/work/main/crates/ryoiki-games/src/table.rs:
/work/main/crates/ryoiki-games/src/words.rs:
/work/main/crates/ryoiki-games/src/../messages/en.ftl:
/work/main/crates/ryoiki-games/src/../messages/ja.ftl:
