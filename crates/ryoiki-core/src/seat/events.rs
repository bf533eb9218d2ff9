//! [`SeatEvent`]: an engine event as one player may know it.
//!
//! The projection reads the game after the action that caused the events: a card is
//! named (with the player's handle) only if the player sees its front now, shown as a
//! face-down card under the player's handle if the player's view lists it, and is
//! otherwise "a card", with no handle. Positions in a zone and the order of hidden
//! cards are never given; groups are given by their sizes. A card that was public and
//! is hidden after the action is therefore "a card" too: the projection errs on the
//! side of saying less.

use crate::decision::{Choice, DecisionKind};
use crate::effect::ExposureKind;
use crate::event::{Event, EventKind};
use crate::game::Game;
use crate::ids::{CardId, Handle, ObjectId, PlayerId, PlayerSet, ZoneId};
use crate::placement::{Facing, Orientation};
use crate::process::Words;
use crate::zone::Lang;
use serde::{Deserialize, Serialize};

/// One event as one player may know it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatEvent {
    /// What kind of event ("moved", "shuffled", or a rule set's own code).
    pub event: String,
    /// In English.
    pub en: String,
    /// In Japanese.
    pub ja: String,
    /// The rules that made it happen, most specific first.
    pub rules: Vec<String>,
    /// The player's handles for the cards it names that the player's view shows.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<Handle>,
}

/// Builds one player's text of one event.
struct Say<'g> {
    game: &'g Game,
    viewer: PlayerId,
    cards: Vec<Handle>,
}

impl Say<'_> {
    /// A card as the viewer may know it, in English and Japanese.
    fn card(&mut self, c: CardId) -> (String, String) {
        let view = self.game.view(self.viewer);
        let (h, front, held) = match (view.card(c), view.held_card(c)) {
            (Some(cv), _) => (cv.handle(), cv.front(), false),
            // A card held aside that the viewer's view lists among the held cards.
            (None, Some(hv)) => (hv.handle(), hv.front(), true),
            (None, None) => return ("a card".into(), "カード".into()),
        };
        if !self.cards.contains(&h) {
            self.cards.push(h);
        }
        match front {
            Some(side) => (
                format!("{} ({h})", side.name),
                format!("{}({h})", side.name),
            ),
            None if held => (
                format!("a card held aside ({h})"),
                format!("抜き出されたカード({h})"),
            ),
            None => (
                format!("a face-down card ({h})"),
                format!("裏向きのカード({h})"),
            ),
        }
    }

    fn obj(&mut self, o: ObjectId) -> (String, String) {
        self.card(o.card)
    }

    fn cards(&mut self, objects: &[ObjectId]) -> (String, String) {
        let (en, ja): (Vec<String>, Vec<String>) = objects.iter().map(|o| self.obj(*o)).unzip();
        (en.join(", "), ja.join("、"))
    }

    fn zone(&self, z: ZoneId) -> (String, String) {
        (
            self.game.zone_name(z, Lang::En),
            self.game.zone_name(z, Lang::Ja),
        )
    }

    fn player(&self, p: PlayerId) -> String {
        self.game.player_name(p).to_string()
    }

    fn players(&self, set: PlayerSet) -> String {
        (0..self.game.state.players.len())
            .map(|p| PlayerId(p as u8))
            .filter(|&p| set.contains(p))
            .map(|p| self.player(p))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl Game {
    /// Events as `viewer` may know them, read from the game as it is after the action
    /// that caused them (see the module `seat::events`). Cheap: no copy of the state, only
    /// the cards the events name are looked at.
    pub fn seat_events(&self, viewer: PlayerId, events: &[Event]) -> Vec<SeatEvent> {
        events.iter().map(|e| self.seat_event(viewer, e)).collect()
    }

    /// One event as `viewer` may know it.
    pub fn seat_event(&self, viewer: PlayerId, e: &Event) -> SeatEvent {
        let mut say = Say {
            game: self,
            viewer,
            cards: Vec::new(),
        };
        let (code, en, ja) = self.seat_text(&mut say, &e.kind);
        SeatEvent {
            event: code.to_string(),
            en,
            ja,
            rules: e.rules.iter().map(|r| r.to_string()).collect(),
            cards: say.cards,
        }
    }

    fn seat_text(&self, s: &mut Say<'_>, k: &EventKind) -> (String, String, String) {
        let t = |code: &str, en: String, ja: String| (code.to_string(), en, ja);
        match k {
            EventKind::DestinationChosen { object, zone } => {
                let (c, cj) = s.obj(*object);
                let (z, zj) = s.zone(*zone);
                t(
                    "destination-chosen",
                    format!("{c} goes to {z}"),
                    format!("{cj}は{zj}へ"),
                )
            }
            EventKind::Redirected { object, from, to } => {
                let (c, cj) = s.obj(*object);
                let (f, fj) = s.zone(*from);
                let (z, zj) = s.zone(*to);
                t(
                    "redirected",
                    format!("{c} goes to {z} instead of {f}"),
                    format!("{cj}は{fj}の代わりに{zj}へ"),
                )
            }
            EventKind::Replaced {
                object, from, to, ..
            } => {
                let (c, cj) = s.obj(*object);
                let (f, fj) = s.zone(*from);
                let (z, zj) = s.zone(*to);
                t(
                    "replaced",
                    format!("an effect sends {c} to {z} instead of {f}"),
                    format!("効果により{cj}は{fj}の代わりに{zj}へ"),
                )
            }
            EventKind::NotMoved { object, to } => {
                let (c, cj) = s.obj(*object);
                let (z, zj) = s.zone(*to);
                t(
                    "not-moved",
                    format!("{c} does not move to {z}"),
                    format!("{cj}は{zj}へ移動しない"),
                )
            }
            EventKind::Moved { card, from, to, .. } => {
                let (c, cj) = s.card(*card);
                let (f, fj) = s.zone(*from);
                let (z, zj) = s.zone(*to);
                t(
                    "moved",
                    format!("{c} moves from {f} to {z}"),
                    format!("{cj}が{fj}から{zj}へ移動する"),
                )
            }
            EventKind::Entered { object, to } => {
                let (c, cj) = s.obj(*object);
                let (z, zj) = s.zone(*to);
                t(
                    "entered",
                    format!("{c} enters {z} from outside the game"),
                    format!("{cj}がゲーム外から{zj}に入る"),
                )
            }
            EventKind::OverLimit { zone, count, limit } => {
                let (z, zj) = s.zone(*zone);
                t(
                    "over-limit",
                    format!("{z} holds {count} cards, over its limit of {limit}"),
                    format!("{zj}は{count}枚で上限{limit}枚を超えている"),
                )
            }
            EventKind::LimitChanged { zone, limit } => {
                let (z, zj) = s.zone(*zone);
                let (l, lj) = match limit {
                    Some(n) => (n.to_string(), format!("{n}枚")),
                    None => ("none".into(), "なし".into()),
                };
                t(
                    "limit-changed",
                    format!("{z}'s limit is now {l}"),
                    format!("{zj}の上限は{lj}になる"),
                )
            }
            EventKind::Turned {
                object,
                orientation,
            } => {
                let (c, cj) = s.obj(*object);
                let (w, wj) = match orientation {
                    Orientation::Upright => ("upright", "縦向き"),
                    Orientation::Sideways => ("sideways", "横向き"),
                };
                t(
                    "turned",
                    format!("{c} is turned {w}"),
                    format!("{cj}は{wj}になる"),
                )
            }
            EventKind::Faced { object, facing } => {
                let (c, cj) = s.obj(*object);
                let (w, wj) = match facing {
                    Facing::FaceUp => ("face up", "表向き"),
                    Facing::FaceDown => ("face down", "裏向き"),
                };
                t(
                    "faced",
                    format!("{c} is turned {w}"),
                    format!("{cj}は{wj}になる"),
                )
            }
            EventKind::NotApplied { object, what } => {
                let (c, cj) = s.obj(*object);
                t(
                    "not-applied",
                    format!("'{what}' does not apply to {c}"),
                    format!("{cj}に「{what}」は適用されない"),
                )
            }
            EventKind::SideChanged { object, .. } => {
                let (c, cj) = s.obj(*object);
                t(
                    "side-changed",
                    format!("{c} turns to its other side"),
                    format!("{cj}は別の面になる"),
                )
            }
            EventKind::Shuffled { zone, cards } => {
                let (z, zj) = s.zone(*zone);
                t(
                    "shuffled",
                    format!("{z} is shuffled ({cards} cards)"),
                    format!("{zj}がシャッフルされる({cards}枚)"),
                )
            }
            EventKind::AbilityPut { object, zone, .. } => {
                let (c, cj) = s.obj(*object);
                let (z, zj) = s.zone(*zone);
                t(
                    "ability-put",
                    format!("an ability, {c}, is put onto {z}"),
                    format!("能力{cj}が{zj}に置かれる"),
                )
            }
            EventKind::AbilityCeased { zone, .. } => {
                let (z, zj) = s.zone(*zone);
                t(
                    "ability-ceased",
                    format!("an ability leaves {z} and ceases to exist"),
                    format!("能力が{zj}を離れ消滅する"),
                )
            }
            EventKind::TokenCreated { object, zone } => {
                let (c, cj) = s.obj(*object);
                let (z, zj) = s.zone(*zone);
                t(
                    "token-created",
                    format!("token {c} is created in {z}"),
                    format!("トークン{cj}が{zj}に生成される"),
                )
            }
            EventKind::TokenCeased { zone, .. } => {
                let (z, zj) = s.zone(*zone);
                t(
                    "token-ceased",
                    format!("a token in {z} ceases to exist"),
                    format!("{zj}のトークンが消滅する"),
                )
            }
            EventKind::Triggered { label, object, .. } => {
                let (c, cj) = s.obj(*object);
                t(
                    "triggered",
                    format!("'{label}' triggers on {c}"),
                    format!("{cj}について「{label}」が誘発する"),
                )
            }
            EventKind::Exposed {
                objects, to, kind, ..
            } => {
                let (c, cj) = s.cards(objects);
                let who = s.players(*to);
                match kind {
                    ExposureKind::Reveal => t(
                        "revealed",
                        format!("{c} is revealed to {who}"),
                        format!("{cj}が{who}に公開される"),
                    ),
                    ExposureKind::Look => t(
                        "looked-at",
                        format!("{who} looks at {c}"),
                        format!("{who}が{cj}を見る"),
                    ),
                }
            }
            EventKind::EffectAdded { effect, label } => t(
                "effect-added",
                format!("effect {effect} '{label}' starts"),
                format!("効果{effect}「{label}」が始まる"),
            ),
            EventKind::EffectEnded { label, .. } => t(
                "effect-ended",
                format!("effect '{label}' ends"),
                format!("効果「{label}」が終わる"),
            ),
            EventKind::DecisionRequested { decision } => {
                let who = s.player(decision.decider);
                let what = match &decision.kind {
                    DecisionKind::ChooseReplacement { .. } => "choose-replacement",
                    DecisionKind::OrderCards { .. } => "order-cards",
                    DecisionKind::SplitCard { .. } => "split-card",
                    DecisionKind::Game { about, .. } => self
                        .rules
                        .process()
                        .map(|p| p.code(about))
                        .unwrap_or("game"),
                };
                t(
                    "decision-requested",
                    format!("{who} must decide ({what})"),
                    format!("{who}が選択する({what})"),
                )
            }
            EventKind::Game(v) => match self.rules.process() {
                Some(p) => (
                    p.code(v).to_string(),
                    p.render(v, &Words::for_viewer(self, Lang::En, s.viewer)),
                    p.render(v, &Words::for_viewer(self, Lang::Ja, s.viewer)),
                ),
                None => t("game", String::new(), String::new()),
            },
            EventKind::Attached { object, host } => {
                let (c, cj) = s.obj(*object);
                let (h, hj) = s.obj(*host);
                t(
                    "attached",
                    format!("{c} is attached to {h}"),
                    format!("{cj}が{hj}にセットされる"),
                )
            }
            EventKind::Extracted { object, zone, .. } => {
                let (c, cj) = s.obj(*object);
                let (z, zj) = s.zone(*zone);
                t(
                    "extracted",
                    format!("{c} is held aside from {z}"),
                    format!("{cj}が{zj}から抜き出される"),
                )
            }
            EventKind::PutBack { object, zone, .. } => {
                let (c, cj) = s.obj(*object);
                let (z, zj) = s.zone(*zone);
                t(
                    "put-back",
                    format!("{c} is put back into {z}"),
                    format!("{cj}が{zj}に戻される"),
                )
            }
            EventKind::ExtractionFailed { object } => {
                let (c, cj) = s.obj(*object);
                t(
                    "extraction-failed",
                    format!("the process holding {c} aside could not be carried out"),
                    format!("{cj}を抜き出した処理は実行できなかった"),
                )
            }
            EventKind::RangeMadeUnknown { objects } => {
                let n = objects.len();
                t(
                    "range-made-unknown",
                    format!("{n} cards are made unknown to every player"),
                    format!("{n}枚のカードが全プレイヤーに非公開になる"),
                )
            }
            EventKind::ChosenAtRandom { objects } => {
                let (c, cj) = s.cards(objects);
                t(
                    "chosen-at-random",
                    format!("chosen at random: {c}"),
                    format!("無作為に選ばれた:{cj}"),
                )
            }
            EventKind::Grouped { groups, .. } => {
                let sizes: Vec<String> = groups.iter().map(|g| g.len().to_string()).collect();
                t(
                    "grouped",
                    format!("cards are split into groups of {}", sizes.join(", ")),
                    format!("カードが{}枚のグループに分けられる", sizes.join("・")),
                )
            }
            EventKind::GroupsEnded { label, objects } => {
                let n = objects.len();
                t(
                    "groups-ended",
                    format!("the groups '{label}' of {n} cards end"),
                    format!("{n}枚のグループ「{label}」が終わる"),
                )
            }
            EventKind::MoveEnded { object } => {
                let (c, cj) = s.obj(*object);
                t(
                    "move-ended",
                    format!("the move of {c} ends: another effect already moved it"),
                    format!("{cj}の移動は終了する(既に別の効果で移動した)"),
                )
            }
            EventKind::LoopStopped { dropped } => t(
                "loop-stopped",
                format!("a loop of effects was stopped ({dropped} steps dropped)"),
                format!("効果のループが停止された({dropped}ステップ破棄)"),
            ),
            EventKind::Answered { player, choice } => {
                let who = s.player(*player);
                let (c, cj) = match choice {
                    Choice::Object(o) => s.obj(*o),
                    Choice::Effect(e) => (format!("effect {e}"), format!("効果{e}")),
                    Choice::Option(i) => (format!("option {i}"), format!("選択肢{i}")),
                };
                t(
                    "answered",
                    format!("{who} answers: {c}"),
                    format!("{who}の回答:{cj}"),
                )
            }
        }
    }
}
