/work/main/python/target/debug/deps/inout-9bd4bcd0e708c07b.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/errors.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/inout.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/inout_buf.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/reserved.rs

/work/main/python/target/debug/deps/libinout-9bd4bcd0e708c07b.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/errors.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/inout.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/inout_buf.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/reserved.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/errors.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/inout.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/inout_buf.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/inout-0.2.6/src/reserved.rs:
