/work/main/python/target/debug/deps/strsim-ceee20946ac5cf23.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/strsim-0.11.1/src/lib.rs

/work/main/python/target/debug/deps/libstrsim-ceee20946ac5cf23.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/strsim-0.11.1/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/strsim-0.11.1/src/lib.rs:
