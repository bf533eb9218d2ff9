//! The `wasm-bindgen` exports the playground page calls. Each answer is JSON of a
//! [`crate::wire`] type (the page parses it with the generated TypeScript types), and
//! each is one call into [`crate::playground`].

use crate::playground::{self, parse_lang};
use crate::wire::Loaded;
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn json<T: Serialize>(value: &T) -> Result<String, JsError> {
    serde_json::to_string(value).map_err(|e| JsError::new(&e.to_string()))
}

fn lang(code: &str) -> Result<ryoiki_core::Lang, JsError> {
    parse_lang(code).map_err(|e| JsError::new(&e.to_string()))
}

/// The games, as JSON `GameInfo[]`, named in `lang` (`en` or `ja`).
#[wasm_bindgen]
pub fn games(lang_code: &str) -> Result<String, JsError> {
    json(&playground::games(lang(lang_code)?))
}

/// A scenario loaded in the page, with the frame being looked at.
#[wasm_bindgen]
pub struct Playground {
    inner: Option<playground::Playground>,
}

#[wasm_bindgen]
impl Playground {
    /// An empty playground: no scenario yet.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Playground {
        Playground { inner: None }
    }

    /// Loads and runs the scenario `text` (named `file` in messages) in `lang`; JSON
    /// `Loaded`. A text that does not load leaves no scenario loaded.
    pub fn load(&mut self, file: &str, text: &str, lang_code: &str) -> Result<String, JsError> {
        let loaded = match playground::Playground::load(file, text, lang(lang_code)?) {
            Ok(p) => {
                let summary = p.summary().clone();
                self.inner = Some(p);
                Loaded::Ready(summary)
            }
            Err(failure) => {
                self.inner = None;
                Loaded::Failed(failure)
            }
        };
        json(&loaded)
    }

    /// The frame being looked at, as JSON `Frame`.
    pub fn frame(&self) -> Result<String, JsError> {
        json(self.loaded()?.current())
    }

    /// Moves to the next frame; false at the last.
    pub fn forward(&mut self) -> Result<bool, JsError> {
        Ok(self.loaded_mut()?.forward())
    }

    /// Moves to the frame before; false at the setup.
    pub fn back(&mut self) -> Result<bool, JsError> {
        Ok(self.loaded_mut()?.back())
    }

    /// Moves to frame `index`; false when there is no such frame.
    pub fn go(&mut self, index: u32) -> Result<bool, JsError> {
        Ok(self.loaded_mut()?.go(index as usize))
    }

    /// The frame being looked at: 0 the setup, then the step's number.
    pub fn at(&self) -> Result<u32, JsError> {
        Ok(u32::try_from(self.loaded()?.at()).unwrap_or(u32::MAX))
    }
}

impl Default for Playground {
    fn default() -> Self {
        Playground::new()
    }
}

impl Playground {
    fn loaded(&self) -> Result<&playground::Playground, JsError> {
        self.inner.as_ref().ok_or_else(no_scenario)
    }

    fn loaded_mut(&mut self) -> Result<&mut playground::Playground, JsError> {
        self.inner.as_mut().ok_or_else(no_scenario)
    }
}

fn no_scenario() -> JsError {
    JsError::new("no scenario is loaded: load one first")
}
