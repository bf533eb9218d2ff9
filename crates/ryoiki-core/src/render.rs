//! Rendering events for people: English or Japanese, zone names from the catalogue.
//!
//! The rendered log is for judges and developers on the server side; it names hidden
//! cards, so it is never part of a player's view.

use crate::decision::{Choice, DecisionKind};
use crate::effect::ExposureKind;
use crate::event::{Event, EventKind};
use crate::game::Game;
use crate::ids::{ObjectId, PlayerSet};
use crate::placement::{Facing, Orientation};
use crate::zone::Lang;

impl Game {
    fn obj(&self, o: ObjectId) -> String {
        format!("{} ({o})", self.state.def(o.card).name())
    }

    fn players_word(&self, set: PlayerSet, lang: Lang) -> String {
        if set == self.state.all_players() {
            return match lang {
                Lang::En => "every player".into(),
                Lang::Ja => "全プレイヤー".into(),
            };
        }
        let names: Vec<&str> = (0..self.state.players.len())
            .filter(|&p| set.contains(crate::ids::PlayerId(p as u8)))
            .map(|p| self.state.players[p].as_str())
            .collect();
        names.join(", ")
    }

    /// One event in words, followed by the rule ids that caused it.
    pub fn render_event(&self, e: &Event, lang: Lang) -> String {
        let text = match &e.kind {
            EventKind::DestinationChosen { .. }
            | EventKind::Redirected { .. }
            | EventKind::Replaced { .. }
            | EventKind::NotMoved { .. }
            | EventKind::Moved { .. }
            | EventKind::Entered { .. } => self.render_move_event(&e.kind, lang),
            EventKind::OverLimit { .. }
            | EventKind::LimitChanged { .. }
            | EventKind::MoveEnded { .. }
            | EventKind::LoopStopped { .. } => self.render_zone_event(&e.kind, lang),
            EventKind::Turned { .. }
            | EventKind::Faced { .. }
            | EventKind::NotApplied { .. }
            | EventKind::SideChanged { .. }
            | EventKind::Shuffled { .. }
            | EventKind::AbilityPut { .. }
            | EventKind::AbilityCeased { .. }
            | EventKind::TokenCreated { .. }
            | EventKind::TokenCeased { .. }
            | EventKind::Attached { .. } => self.render_card_event(&e.kind, lang),
            EventKind::Triggered { .. }
            | EventKind::Exposed { .. }
            | EventKind::EffectAdded { .. }
            | EventKind::EffectEnded { .. } => self.render_effect_event(&e.kind, lang),
            EventKind::Extracted { .. }
            | EventKind::PutBack { .. }
            | EventKind::ExtractionFailed { .. }
            | EventKind::RangeMadeUnknown { .. }
            | EventKind::ChosenAtRandom { .. }
            | EventKind::Grouped { .. }
            | EventKind::GroupsEnded { .. } => self.render_process_event(&e.kind, lang),
            EventKind::DecisionRequested { .. }
            | EventKind::Answered { .. }
            | EventKind::Game(_) => self.render_decision_event(&e.kind, lang),
        };
        if e.rules.is_empty() {
            text
        } else {
            format!("{text} [{}]", e.rules.join(", "))
        }
    }
    /// Events of the move pipeline and of zones.
    fn render_move_event(&self, kind: &EventKind, lang: Lang) -> String {
        let z = |id| self.zone_name(id, lang);
        let en = lang == Lang::En;
        let _ = (&z, en);
        match kind {
            EventKind::DestinationChosen { object, zone } => {
                if en {
                    format!(
                        "no player named: {} goes to {}",
                        self.obj(*object),
                        z(*zone)
                    )
                } else {
                    format!("プレイヤー指定なし: {}は{}へ", self.obj(*object), z(*zone))
                }
            }
            EventKind::Redirected { object, from, to } => {
                if en {
                    format!(
                        "{} would go to {}; it goes to {} instead",
                        self.obj(*object),
                        z(*from),
                        z(*to)
                    )
                } else {
                    format!("{}は{}の代わりに{}へ", self.obj(*object), z(*from), z(*to))
                }
            }
            EventKind::Replaced {
                object,
                effect,
                from,
                to,
            } => {
                if en {
                    format!(
                        "{effect} replaces: {} goes to {} instead of {}",
                        self.obj(*object),
                        z(*to),
                        z(*from)
                    )
                } else {
                    format!(
                        "{effect}による置換: {}は{}の代わりに{}へ",
                        self.obj(*object),
                        z(*from),
                        z(*to)
                    )
                }
            }
            EventKind::NotMoved { object, to } => {
                if en {
                    format!("{} does not move to {}", self.obj(*object), z(*to))
                } else {
                    format!("{}は{}へ移動しない", self.obj(*object), z(*to))
                }
            }
            EventKind::Moved {
                old,
                new,
                from,
                to,
                position,
                ..
            } => {
                let same = if old == new {
                    if en {
                        " (same object)"
                    } else {
                        "(同一オブジェクト)"
                    }
                } else if en {
                    " (new object)"
                } else {
                    "(新しいオブジェクト)"
                };
                if en {
                    format!(
                        "{} moves from {} to {} at position {position} as {new}{same}",
                        self.obj(*old),
                        z(*from),
                        z(*to)
                    )
                } else {
                    format!(
                        "{}が{}から{}の{position}番目へ移動し{new}となる{same}",
                        self.obj(*old),
                        z(*from),
                        z(*to)
                    )
                }
            }
            EventKind::Entered { object, to } => {
                if en {
                    format!(
                        "{} comes from outside the game into {}",
                        self.obj(*object),
                        z(*to)
                    )
                } else {
                    format!("{}がゲーム外から{}へ", self.obj(*object), z(*to))
                }
            }
            _ => unreachable!("render_event dispatches by group"),
        }
    }

    /// Events about zones as a whole, and the loop guard.
    fn render_zone_event(&self, kind: &EventKind, lang: Lang) -> String {
        let z = |id| self.zone_name(id, lang);
        let en = lang == Lang::En;
        let _ = (&z, en);
        match kind {
            EventKind::OverLimit { zone, count, limit } => {
                if en {
                    format!(
                        "{} holds {count} cards, over its limit of {limit}",
                        z(*zone)
                    )
                } else {
                    format!("{}は{count}枚で上限{limit}を超えている", z(*zone))
                }
            }
            EventKind::LimitChanged { zone, limit } => {
                let l = limit
                    .map(|l| l.to_string())
                    .unwrap_or_else(|| "none".into());
                if en {
                    format!("the limit of {} becomes {l}", z(*zone))
                } else {
                    format!("{}の上限が{l}になる", z(*zone))
                }
            }
            EventKind::MoveEnded { object } => {
                if en {
                    format!(
                        "{object} was already moved elsewhere by another effect; this move ends"
                    )
                } else {
                    format!("{object}は既に他の効果によって移動しているため、この移動は終了する")
                }
            }
            EventKind::LoopStopped { dropped } => {
                if en {
                    format!(
                        "effects kept setting each other off for {} steps; the remaining {dropped} are dropped",
                        crate::agenda::MAX_STEPS_PER_ACTION
                    )
                } else {
                    format!(
                        "効果が{}回連続して互いを誘発したため停止した。残りの{dropped}件の処理は行わない",
                        crate::agenda::MAX_STEPS_PER_ACTION
                    )
                }
            }
            _ => unreachable!("render_event dispatches by group"),
        }
    }

    /// Events that change one card where it is.
    fn render_card_event(&self, kind: &EventKind, lang: Lang) -> String {
        let z = |id| self.zone_name(id, lang);
        let en = lang == Lang::En;
        let _ = (&z, en);
        match kind {
            EventKind::Turned {
                object,
                orientation,
            } => match (orientation, lang) {
                (Orientation::Upright, Lang::En) => format!("{} turns upright", self.obj(*object)),
                (Orientation::Sideways, Lang::En) => {
                    format!("{} turns sideways", self.obj(*object))
                }
                (Orientation::Upright, Lang::Ja) => format!("{}を縦向きにする", self.obj(*object)),
                (Orientation::Sideways, Lang::Ja) => format!("{}を横向きにする", self.obj(*object)),
            },
            EventKind::Faced { object, facing } => match (facing, lang) {
                (Facing::FaceUp, Lang::En) => format!("{} is turned face up", self.obj(*object)),
                (Facing::FaceDown, Lang::En) => {
                    format!("{} is turned face down", self.obj(*object))
                }
                (Facing::FaceUp, Lang::Ja) => format!("{}を表向きにする", self.obj(*object)),
                (Facing::FaceDown, Lang::Ja) => format!("{}を裏向きにする", self.obj(*object)),
            },
            EventKind::NotApplied { object, what } => {
                if en {
                    format!("'{what}' does not apply to {}", self.obj(*object))
                } else {
                    format!("{}に「{what}」は適用されない", self.obj(*object))
                }
            }
            EventKind::SideChanged { object, side } => {
                let name = self
                    .state
                    .def(object.card)
                    .side(*side)
                    .map(|s| s.name.clone())
                    .unwrap_or_default();
                if en {
                    format!("{} turns to side {side} ({name})", self.obj(*object))
                } else {
                    format!("{}が面{side}（{name}）になる", self.obj(*object))
                }
            }
            EventKind::Shuffled { zone, cards } => {
                if en {
                    format!("{} is shuffled ({cards} cards)", z(*zone))
                } else {
                    format!("{}をシャッフルする({cards}枚)", z(*zone))
                }
            }
            EventKind::AbilityPut {
                object,
                zone,
                source,
            } => {
                let from = source.map(|s| self.obj(s));
                match (lang, from) {
                    (Lang::En, Some(f)) => format!(
                        "ability {} of {f} is put on {}",
                        self.obj(*object),
                        z(*zone)
                    ),
                    (Lang::En, None) => format!(
                        "ability {} with no source is put on {}",
                        self.obj(*object),
                        z(*zone)
                    ),
                    (Lang::Ja, Some(f)) => {
                        format!("{f}の能力{}が{}に置かれる", self.obj(*object), z(*zone))
                    }
                    (Lang::Ja, None) => format!(
                        "発生源のない能力{}が{}に置かれる",
                        self.obj(*object),
                        z(*zone)
                    ),
                }
            }
            EventKind::AbilityCeased { object, zone } => {
                if en {
                    format!(
                        "ability {} leaves {} and ceases to exist",
                        self.obj(*object),
                        z(*zone)
                    )
                } else {
                    format!("能力{}が{}を離れ消滅する", self.obj(*object), z(*zone))
                }
            }
            EventKind::TokenCreated { object, zone } => {
                if en {
                    format!("token {} is created in {}", self.obj(*object), z(*zone))
                } else {
                    format!("トークン{}が{}に生成される", self.obj(*object), z(*zone))
                }
            }
            EventKind::TokenCeased { object, zone } => {
                if en {
                    format!(
                        "token {} in {} ceases to exist",
                        self.obj(*object),
                        z(*zone)
                    )
                } else {
                    format!("{}のトークン{}が消滅する", z(*zone), self.obj(*object))
                }
            }
            EventKind::Attached { object, host } => {
                if en {
                    format!("{} is attached to {}", self.obj(*object), self.obj(*host))
                } else {
                    format!("{}は{}にセットされる", self.obj(*object), self.obj(*host))
                }
            }
            _ => unreachable!("render_event dispatches by group"),
        }
    }

    /// Events of effects and of the general processes.
    fn render_effect_event(&self, kind: &EventKind, lang: Lang) -> String {
        let z = |id| self.zone_name(id, lang);
        let en = lang == Lang::En;
        let _ = (&z, en);
        match kind {
            EventKind::Triggered {
                effect,
                label,
                object,
            } => {
                if en {
                    format!("{effect} triggers on {}: {label}", self.obj(*object))
                } else {
                    format!("{effect}が{}で誘発: {label}", self.obj(*object))
                }
            }
            EventKind::Exposed {
                effect,
                objects,
                to,
                kind,
            } => {
                let names: Vec<String> = objects.iter().map(|o| self.obj(*o)).collect();
                match (kind, lang) {
                    (ExposureKind::Reveal, Lang::En) => {
                        format!("{effect} reveals {}", names.join(", "))
                    }
                    (ExposureKind::Look, Lang::En) => {
                        format!(
                            "{effect}: {} looks at {}",
                            self.players_word(*to, lang),
                            names.join(", ")
                        )
                    }
                    (ExposureKind::Reveal, Lang::Ja) => {
                        format!("{effect}が{}を公開する", names.join("、"))
                    }
                    (ExposureKind::Look, Lang::Ja) => {
                        format!(
                            "{effect}: {}が{}を見る",
                            self.players_word(*to, lang),
                            names.join("、")
                        )
                    }
                }
            }
            EventKind::EffectAdded { effect, label } => {
                if en {
                    format!("effect {effect} begins: {label}")
                } else {
                    format!("効果{effect}開始: {label}")
                }
            }
            EventKind::EffectEnded { effect, label } => {
                if en {
                    format!("effect {effect} ends: {label}")
                } else {
                    format!("効果{effect}終了: {label}")
                }
            }
            _ => unreachable!("render_event dispatches by group"),
        }
    }

    /// Events of the core's general processes.
    fn render_process_event(&self, kind: &EventKind, lang: Lang) -> String {
        let z = |id| self.zone_name(id, lang);
        let en = lang == Lang::En;
        let _ = (&z, en);
        match kind {
            EventKind::Extracted {
                object,
                zone,
                index,
            } => {
                if en {
                    format!(
                        "{} is extracted from {}, position {} from the bottom",
                        self.obj(*object),
                        z(*zone),
                        index + 1
                    )
                } else {
                    format!(
                        "{}を{}の下から{}番目から抜き出す",
                        self.obj(*object),
                        z(*zone),
                        index + 1
                    )
                }
            }
            EventKind::PutBack {
                object,
                zone,
                index,
            } => {
                if en {
                    format!(
                        "{} goes back to {}, position {} from the bottom",
                        self.obj(*object),
                        z(*zone),
                        index + 1
                    )
                } else {
                    format!(
                        "{}は{}の下から{}番目に戻る",
                        self.obj(*object),
                        z(*zone),
                        index + 1
                    )
                }
            }
            EventKind::ExtractionFailed { object } => {
                if en {
                    format!(
                        "{}: the process that extracted it could not be carried out",
                        self.obj(*object)
                    )
                } else {
                    format!("{}: 抜き出した処理を実行できなかった", self.obj(*object))
                }
            }
            EventKind::RangeMadeUnknown { objects } => {
                if en {
                    format!(
                        "{} cards are made unknown to every player before the choice",
                        objects.len()
                    )
                } else {
                    format!(
                        "選ぶ前に{}枚のカードを全プレイヤーにとって不明にする",
                        objects.len()
                    )
                }
            }
            EventKind::ChosenAtRandom { objects } => {
                let names: Vec<String> = objects.iter().map(|o| self.obj(*o)).collect();
                if en {
                    format!("chosen at random: {}", names.join(", "))
                } else {
                    format!("無作為に選ばれたカード: {}", names.join("、"))
                }
            }
            EventKind::Grouped { groups, .. } => groups
                .iter()
                .enumerate()
                .map(|(i, g)| {
                    let names: Vec<String> = g.iter().map(|o| self.obj(*o)).collect();
                    if en {
                        format!("group {}: {}", i + 1, names.join(", "))
                    } else {
                        format!("グループ{}: {}", i + 1, names.join("、"))
                    }
                })
                .collect::<Vec<_>>()
                .join(if en { "; " } else { "。" }),
            EventKind::GroupsEnded { label, .. } => {
                if en {
                    format!("the groups of '{label}' no longer exist")
                } else {
                    format!("「{label}」のグループは存在しなくなる")
                }
            }
            _ => unreachable!("render_event dispatches by group"),
        }
    }

    /// Decisions, answers and the processes' own events.
    fn render_decision_event(&self, kind: &EventKind, lang: Lang) -> String {
        let z = |id| self.zone_name(id, lang);
        let en = lang == Lang::En;
        let _ = (&z, en);
        match kind {
            EventKind::DecisionRequested { decision } => {
                let who = self.player_name(decision.decider);
                let what = match (&decision.kind, lang) {
                    (DecisionKind::ChooseReplacement { object, options }, Lang::En) => format!(
                        "which replacement effect applies to {} (one of {})",
                        self.obj(*object),
                        options
                            .iter()
                            .map(|e| e.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    (DecisionKind::ChooseReplacement { object, .. }, Lang::Ja) => {
                        format!("{}に適用する置換効果", self.obj(*object))
                    }
                    (DecisionKind::OrderCards { zone, remaining }, Lang::En) => {
                        format!(
                            "the next of {} cards to put into {}",
                            remaining.len(),
                            z(*zone)
                        )
                    }
                    (DecisionKind::OrderCards { zone, remaining }, Lang::Ja) => {
                        format!("{}へ置く次のカード(残り{}枚)", z(*zone), remaining.len())
                    }
                    (DecisionKind::SplitCard { options }, Lang::En) => format!(
                        "the group of {} ({})",
                        options
                            .first()
                            .and_then(|o| o.object)
                            .map_or_else(String::new, |o| self.obj(o)),
                        options
                            .iter()
                            .map(|o| o.label.as_str())
                            .collect::<Vec<_>>()
                            .join(" / ")
                    ),
                    (DecisionKind::SplitCard { options }, Lang::Ja) => format!(
                        "{}を入れるグループ({})",
                        options
                            .first()
                            .and_then(|o| o.object)
                            .map_or_else(String::new, |o| self.obj(o)),
                        options
                            .iter()
                            .map(|o| o.label.replace("group ", "グループ"))
                            .collect::<Vec<_>>()
                            .join(" / ")
                    ),
                    (DecisionKind::Game { about, .. }, _) => match self.rules.process() {
                        Some(p) => p.render(about, &crate::process::Words::new(self, lang)),
                        None => format!("{about:?}"),
                    },
                };
                if en {
                    format!("{who} decides {what}")
                } else {
                    format!("{who}が決定する: {what}")
                }
            }
            EventKind::Answered { player, choice } => {
                let who = self.player_name(*player);
                let c = match choice {
                    Choice::Effect(e) => e.to_string(),
                    Choice::Object(o) => self.obj(*o),
                    Choice::Option(i) => format!("option {i}"),
                };
                if en {
                    format!("{who} chooses {c}")
                } else {
                    format!("{who}は{c}を選ぶ")
                }
            }
            EventKind::Game(e) => match self.rules.process() {
                Some(p) => p.render(e, &crate::process::Words::new(self, lang)),
                None => format!("{e:?}"),
            },
            _ => unreachable!("render_event dispatches by group"),
        }
    }
}
