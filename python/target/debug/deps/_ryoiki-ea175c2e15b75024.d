/work/main/python/target/debug/deps/_ryoiki-ea175c2e15b75024.d: src/lib.rs src/batch.rs src/observe.rs src/outcome.rs src/public.rs src/py.rs src/table.rs src/../../games/tidepool.toml

/work/main/python/target/debug/deps/lib_ryoiki-ea175c2e15b75024.rmeta: src/lib.rs src/batch.rs src/observe.rs src/outcome.rs src/public.rs src/py.rs src/table.rs src/../../games/tidepool.toml

src/lib.rs:
src/batch.rs:
src/observe.rs:
src/outcome.rs:
src/public.rs:
src/py.rs:
src/table.rs:
src/../../games/tidepool.toml:
