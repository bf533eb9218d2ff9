/work/main/python/target/debug/deps/ryoiki_frame-0569cacfdffbca2b.d: /work/main/crates/ryoiki-frame/src/lib.rs /work/main/crates/ryoiki-frame/src/frame.rs /work/main/crates/ryoiki-frame/src/play.rs /work/main/crates/ryoiki-frame/src/spec.rs /work/main/crates/ryoiki-frame/src/../messages/en.ftl /work/main/crates/ryoiki-frame/src/../messages/ja.ftl

/work/main/python/target/debug/deps/libryoiki_frame-0569cacfdffbca2b.rmeta: /work/main/crates/ryoiki-frame/src/lib.rs /work/main/crates/ryoiki-frame/src/frame.rs /work/main/crates/ryoiki-frame/src/play.rs /work/main/crates/ryoiki-frame/src/spec.rs /work/main/crates/ryoiki-frame/src/../messages/en.ftl /work/main/crates/ryoiki-frame/src/../messages/ja.ftl

/work/main/crates/ryoiki-frame/src/lib.rs:
/work/main/crates/ryoiki-frame/src/frame.rs:
/work/main/crates/ryoiki-frame/src/play.rs:
/work/main/crates/ryoiki-frame/src/spec.rs:
/work/main/crates/ryoiki-frame/src/../messages/en.ftl:
/work/main/crates/ryoiki-frame/src/../messages/ja.ftl:
