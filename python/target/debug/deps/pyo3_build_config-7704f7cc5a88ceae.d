/work/main/python/target/debug/deps/pyo3_build_config-7704f7cc5a88ceae.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-build-config-0.30.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-build-config-0.30.1/src/errors.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-build-config-0.30.1/src/impl_.rs

/work/main/python/target/debug/deps/libpyo3_build_config-7704f7cc5a88ceae.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-build-config-0.30.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-build-config-0.30.1/src/errors.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-build-config-0.30.1/src/impl_.rs

/work/main/python/target/debug/deps/libpyo3_build_config-7704f7cc5a88ceae.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-build-config-0.30.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-build-config-0.30.1/src/errors.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-build-config-0.30.1/src/impl_.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-build-config-0.30.1/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-build-config-0.30.1/src/errors.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pyo3-build-config-0.30.1/src/impl_.rs:

# env-dep:CARGO_PKG_VERSION=0.30.1
