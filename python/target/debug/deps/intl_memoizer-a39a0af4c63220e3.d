/work/main/python/target/debug/deps/intl_memoizer-a39a0af4c63220e3.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl-memoizer-0.5.3/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl-memoizer-0.5.3/src/concurrent.rs

/work/main/python/target/debug/deps/libintl_memoizer-a39a0af4c63220e3.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl-memoizer-0.5.3/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl-memoizer-0.5.3/src/concurrent.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl-memoizer-0.5.3/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl-memoizer-0.5.3/src/concurrent.rs:
