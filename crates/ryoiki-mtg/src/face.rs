//! The planar die's faces (901.3a).

use serde::{Deserialize, Serialize};

/// A face of the planar die (901.3a): one planeswalker symbol, one chaos symbol, four
/// blank faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", try_from = "String")]
pub enum Face {
    /// The planeswalker symbol.
    Planeswalker,
    /// The chaos symbol.
    Chaos,
    /// A blank face.
    Blank,
}

impl TryFrom<String> for Face {
    type Error = String;

    fn try_from(s: String) -> Result<Face, String> {
        match s.as_str() {
            "planeswalker" => Ok(Face::Planeswalker),
            "chaos" => Ok(Face::Chaos),
            "blank" => Ok(Face::Blank),
            other => Err(format!(
                "`face`: planeswalker, chaos or blank, not '{other}' [mtg-901.3a]"
            )),
        }
    }
}

impl Face {
    /// The die's six faces.
    pub const DIE: [Face; 6] = [
        Face::Planeswalker,
        Face::Chaos,
        Face::Blank,
        Face::Blank,
        Face::Blank,
        Face::Blank,
    ];
}
