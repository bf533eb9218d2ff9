//! # ryoiki-wasm: the engine in WebAssembly, for the rules playground
//!
//! A thin shell over `ryoiki-scenario`: the playground page (`ryoiki serve`'s
//! `/playground`) hands it a scenario's text, and steps through what the scenario
//! runner saw, step by step: each player's view (the same JSON as the table
//! protocol's), the events with the rule ids they cite and those rules' titles and
//! descriptions, the checks and the problems, in English or Japanese.
//!
//! - [`wire`]: the messages the page reads, as JSON; their TypeScript types are
//!   generated from them (`web/playground-types.ts`, checked by a test).
//! - [`playground`]: the plain Rust behind the bindings (listing the games, loading a
//!   scenario, stepping), what the native tests exercise.
//! - `bindings` (wasm32 only): the `wasm-bindgen` exports, each a call into
//!   [`playground`] that returns its answer as JSON.

pub mod playground;
pub mod wire;

#[cfg(target_arch = "wasm32")]
mod bindings;

pub use playground::{Playground, games, parse_lang};
