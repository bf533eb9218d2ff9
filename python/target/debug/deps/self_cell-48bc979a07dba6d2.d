/work/main/python/target/debug/deps/self_cell-48bc979a07dba6d2.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/self_cell-1.3.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/self_cell-1.3.0/src/unsafe_self_cell.rs

/work/main/python/target/debug/deps/libself_cell-48bc979a07dba6d2.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/self_cell-1.3.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/self_cell-1.3.0/src/unsafe_self_cell.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/self_cell-1.3.0/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/self_cell-1.3.0/src/unsafe_self_cell.rs:
