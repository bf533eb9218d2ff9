/work/main/python/target/debug/deps/typeid-7f4a7926da8a8dbd.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/typeid-1.0.3/src/lib.rs

/work/main/python/target/debug/deps/libtypeid-7f4a7926da8a8dbd.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/typeid-1.0.3/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/typeid-1.0.3/src/lib.rs:
