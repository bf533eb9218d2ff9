//! The simulator's message catalogue (`messages/en.ftl`, `messages/ja.ftl`): what its
//! checks find, in English and Japanese.

use ryoiki_core::Phrase;

/// The catalogue.
pub fn messages() -> &'static ryoiki_core::Messages {
    ryoiki_core::catalogue!("../messages", "the simulator's")
}

/// A message of the catalogue, with no arguments yet.
pub(crate) fn say(key: &'static str) -> Phrase {
    Phrase::new(messages(), key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ryoiki_core::Lang;

    #[test]
    fn each_message_reads_in_both_languages() {
        let cases = [
            (
                say("sim-generation-back").arg("card", "c3"),
                "c3's generation went back",
                "c3の世代が戻った",
            ),
            (
                say("sim-replay-differs").arg("count", 12u64),
                "replaying the game's 12 actions from its start gives another state",
                "ゲームの12個の行動を開始時から再生すると別の状態になる",
            ),
        ];
        for (p, en, ja) in cases {
            assert_eq!(p.to_string(), en);
            assert_eq!(p.render(Lang::Ja), ja);
        }
    }
}
