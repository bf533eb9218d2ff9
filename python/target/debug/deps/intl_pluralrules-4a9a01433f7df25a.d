/work/main/python/target/debug/deps/intl_pluralrules-4a9a01433f7df25a.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl_pluralrules-7.0.2/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl_pluralrules-7.0.2/src/operands.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl_pluralrules-7.0.2/src/rules.rs

/work/main/python/target/debug/deps/libintl_pluralrules-4a9a01433f7df25a.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl_pluralrules-7.0.2/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl_pluralrules-7.0.2/src/operands.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl_pluralrules-7.0.2/src/rules.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl_pluralrules-7.0.2/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl_pluralrules-7.0.2/src/operands.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/intl_pluralrules-7.0.2/src/rules.rs:
