/work/main/python/target/debug/deps/ryoiki_describe-e1eb9a96a67ace53.d: /work/main/crates/ryoiki-describe/src/lib.rs

/work/main/python/target/debug/deps/libryoiki_describe-e1eb9a96a67ace53.rmeta: /work/main/crates/ryoiki-describe/src/lib.rs

/work/main/crates/ryoiki-describe/src/lib.rs:
