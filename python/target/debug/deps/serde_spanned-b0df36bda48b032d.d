/work/main/python/target/debug/deps/serde_spanned-b0df36bda48b032d.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/serde_spanned-1.1.3/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/serde_spanned-1.1.3/src/spanned.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/serde_spanned-1.1.3/src/de.rs

/work/main/python/target/debug/deps/libserde_spanned-b0df36bda48b032d.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/serde_spanned-1.1.3/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/serde_spanned-1.1.3/src/spanned.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/serde_spanned-1.1.3/src/de.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/serde_spanned-1.1.3/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/serde_spanned-1.1.3/src/spanned.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/serde_spanned-1.1.3/src/de.rs:
