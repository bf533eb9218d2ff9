/work/main/python/target/debug/deps/unic_langid-dae15ae836d1bf71.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unic-langid-0.9.6/src/lib.rs

/work/main/python/target/debug/deps/libunic_langid-dae15ae836d1bf71.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unic-langid-0.9.6/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unic-langid-0.9.6/src/lib.rs:
