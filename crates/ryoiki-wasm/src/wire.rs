//! The playground's messages, as the page reads them (JSON). Their TypeScript types
//! (`crates/ryoiki-server/web/playground-types.ts`) are generated from these with
//! `ts-rs` in a test, which fails when the committed file is out of date.

use serde::Serialize;

/// One game the playground can run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct GameInfo {
    /// Its key, as scenario files name it (`rules = "fow"`).
    pub key: String,
    /// Its name in the language asked for.
    pub name: String,
}

/// What loading a scenario gave.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Loaded {
    /// The scenario loaded and ran; its steps are ready to step through.
    Ready(Summary),
    /// The text is no scenario: every problem, each where it stands.
    Failed(LoadFailure),
}

/// A scenario that loaded and ran.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Summary {
    /// Its title.
    pub title: String,
    /// The game's name.
    pub game: String,
    /// Its description, if it has one.
    pub description: Option<String>,
    /// The players, by their names in the file, in seat order.
    pub players: Vec<String>,
    /// How many frames there are to step through: the setup, then one per step.
    pub frames: u32,
    /// Whether every check held and nothing broke.
    pub passed: bool,
    /// Why it failed, one reason a line (empty when it passed).
    pub failures: Vec<String>,
}

/// A text that did not load.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct LoadFailure {
    /// Every problem, in file order.
    pub problems: Vec<Problem>,
    /// All of them as `ryoiki check` prints them: `file:line:column: message`, a line each.
    pub text: String,
}

/// One problem of a text that did not load.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Problem {
    /// The file, as given.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in characters.
    pub column: u32,
    /// What is wrong.
    pub message: String,
}

/// The game after one step (or after its setup), as the playground shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Frame {
    /// Which frame: 0 the setup, then the step's number, from 1.
    pub index: u32,
    /// The step as written (absent for the setup).
    pub step: Option<StepInfo>,
    /// The events the step set off, in order.
    pub events: Vec<EventLine>,
    /// Why the step was refused, if it was.
    pub refused: Option<String>,
    /// The file's checks after this step.
    pub checks: Vec<CheckLine>,
    /// Invariants that broke at this step.
    pub problems: Vec<String>,
    /// Each player's view, in seat order.
    pub views: Vec<PlayerView>,
}

/// A step as the file wrote it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct StepInfo {
    /// What it does.
    pub summary: String,
    /// Who takes it.
    pub player: String,
    /// The file's note on it.
    pub note: Option<String>,
}

/// One event, rendered, with the rules it cites.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct EventLine {
    /// The event in words.
    pub text: String,
    /// The rules that made it happen, most specific first.
    pub rules: Vec<CitedRule>,
}

/// A rule id, with what the rules catalogue says of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct CitedRule {
    /// Its id (`fow-3.15.d`).
    pub id: String,
    /// Its short title in the language asked for (absent for an id the catalogue lacks).
    pub title: Option<String>,
    /// What it requires, in the catalogue's words (English).
    pub description: Option<String>,
}

/// One of the file's checks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct CheckLine {
    /// Its line in the file.
    pub line: u32,
    /// Whether it held.
    pub passed: bool,
    /// The rules it proves.
    pub rules: Vec<CitedRule>,
    /// What did not hold.
    pub failures: Vec<String>,
}

/// One player's view.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PlayerView {
    /// The player's name in the file.
    pub player: String,
    /// The view, as the table protocol sends it (`Game::view`, docs/protocol.md). The
    /// core serializes it by hand from a borrow of the state, so it has no Rust type
    /// to generate from: the page describes its shape itself.
    #[cfg_attr(test, ts(type = "unknown"))]
    pub view: serde_json::Value,
}

#[cfg(test)]
mod tests {
    use super::*;
    use ts_rs::TS;

    /// The generated types, as committed.
    const TYPES: &str = "../ryoiki-server/web/playground-types.ts";

    /// Every message type's TypeScript declaration, in one file.
    fn generated() -> String {
        let decls = [
            GameInfo::decl(),
            Loaded::decl(),
            Summary::decl(),
            LoadFailure::decl(),
            Problem::decl(),
            Frame::decl(),
            StepInfo::decl(),
            EventLine::decl(),
            CitedRule::decl(),
            CheckLine::decl(),
            PlayerView::decl(),
        ];
        let mut out = String::from(
            "// Generated from crates/ryoiki-wasm/src/wire.rs by ts-rs: do not edit.\n\
             // Regenerate: RYOIKI_BLESS=1 cargo test -p ryoiki-wasm\n",
        );
        for d in decls {
            out.push_str("\nexport ");
            out.push_str(&d);
            out.push('\n');
        }
        out
    }

    #[test]
    fn the_committed_typescript_types_are_those_of_the_rust_types() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(TYPES);
        let now = generated();
        if std::env::var_os("RYOIKI_BLESS").is_some() {
            std::fs::write(&path, &now).expect("writing the generated types");
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == now,
            "{} is out of date with wire.rs: regenerate it with \
             RYOIKI_BLESS=1 cargo test -p ryoiki-wasm\n--- generated now:\n{now}",
            path.display()
        );
    }

    #[test]
    fn the_types_name_every_field_the_json_has() {
        // A frame's JSON and its TypeScript type agree on the field names.
        let f = Frame {
            index: 1,
            step: None,
            events: Vec::new(),
            refused: None,
            checks: Vec::new(),
            problems: Vec::new(),
            views: Vec::new(),
        };
        let json = serde_json::to_value(&f).expect("a frame serializes");
        let decl = Frame::decl();
        for key in json.as_object().expect("an object").keys() {
            assert!(decl.contains(&format!("{key}:")), "{key} missing in {decl}");
        }
        // The tagged enum's tag, as the page switches on it.
        assert!(
            Loaded::decl().contains("\"kind\": \"ready\""),
            "{}",
            Loaded::decl()
        );
    }
}
