/work/main/python/target/debug/deps/pyo3_macros-a92d0cf25491ebd1.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-macros-0.30.1/src/lib.rs

/work/main/python/target/debug/deps/libpyo3_macros-a92d0cf25491ebd1.so: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-macros-0.30.1/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-macros-0.30.1/src/lib.rs:

# env-dep:CARGO_PKG_VERSION=0.30.1
