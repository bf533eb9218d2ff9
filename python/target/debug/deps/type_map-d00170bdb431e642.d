/work/main/python/target/debug/deps/type_map-d00170bdb431e642.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/type-map-0.5.1/src/lib.rs

/work/main/python/target/debug/deps/libtype_map-d00170bdb431e642.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/type-map-0.5.1/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/type-map-0.5.1/src/lib.rs:
