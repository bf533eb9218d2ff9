//! # Magic: The Gathering, rule 217 (2009 text) and Planechase (rule 901)
//!
//! The Magic rule set on the ryoiki core. Rule 217's zones are the zone catalogue:
//! library, hand and graveyard per player; in play, stack, removed from game, ante and
//! the phased-out zone shared; plus the shared command zone Planechase needs (901.4).
//! 217.1a is [`RuleSet::redirect`] and [`RuleSet::restriction`]; 217.1c's new-object rule
//! is [`RuleSet::keeps_identity`] with its exceptions carried out in [`process`]; 217.1d
//! is the core's replacement pipeline plus the `destroy` action's choice of event.
//!
//! Planechase is Magic plus a planar deck: turns, priority, the stack, mana pools, the
//! planar die and planeswalking live in [`ext::MtgState`] (the core's `ext` slot) and are
//! driven by game actions (see [`process`]). Variants are game options:
//! `variant = "two-headed-giant" | "grand-melee" | "single-planar-deck"`,
//! `range_of_influence = "1"`, `turn_markers = "alice,carol"` (Grand Melee).
//!
//! The planar deck is the face-down plane and phenomenon cards in the command zone, in
//! zone order (the last is the top); a face-up one is a turned-over plane or phenomenon.
//! A card never leaves the command zone by being turned over (901.4).

pub mod abilities;
pub mod deck;
pub mod ext;
pub mod process;

use ext::{MtgState, Variant, variant};
use ryoiki_core::{
    CardId, Cause, Facing, Names, Ordering, Place, PlayerId, Restriction, RuleId, RuleSet, Scope,
    Side, State, Visibility, ZoneId, ZoneKind, ZoneSpec,
};
use std::borrow::Cow;

/// The Magic rule set.
#[derive(Clone, Copy, Debug, Default)]
pub struct Magic;

/// The rule set as a static, for [`ryoiki_core::Game::new`].
pub static MTG: Magic = Magic;

/// Zone kinds of the catalogue, by position.
pub mod zones {
    use ryoiki_core::ZoneKind;
    /// ライブラリー.
    pub const LIBRARY: ZoneKind = ZoneKind(0);
    /// 手札.
    pub const HAND: ZoneKind = ZoneKind(1);
    /// 墓地.
    pub const GRAVEYARD: ZoneKind = ZoneKind(2);
    /// 場 (in play).
    pub const IN_PLAY: ZoneKind = ZoneKind(3);
    /// スタック.
    pub const STACK: ZoneKind = ZoneKind(4);
    /// ゲーム外 (removed from game).
    pub const REMOVED: ZoneKind = ZoneKind(5);
    /// アンティ.
    pub const ANTE: ZoneKind = ZoneKind(6);
    /// フェイズ・アウト領域.
    pub const PHASED_OUT: ZoneKind = ZoneKind(7);
    /// 統率領域 (command zone, 901.4).
    pub const COMMAND: ZoneKind = ZoneKind(8);
}
use zones::*;

#[allow(clippy::too_many_arguments)]
const fn spec(
    key: &'static str,
    en: &'static str,
    ja: &'static str,
    scope: Scope,
    visibility: Visibility,
    ordering: Ordering,
    has_orientation: bool,
    default_facing: Facing,
    rules: &'static [RuleId],
) -> ZoneSpec {
    ZoneSpec {
        key,
        names: Names { en, ja },
        scope,
        visibility,
        ordering,
        has_orientation,
        default_facing,
        limit: None,
        limit_rule: None,
        rules,
    }
}

const Z217: &[RuleId] = &["mtg-217.1", "mtg-217.1g"];

static ZONES: [ZoneSpec; 9] = [
    spec(
        "library",
        "library",
        "ライブラリー",
        Scope::PerPlayer,
        Visibility::Hidden {
            owner_sees: false,
            positions_public: false,
        },
        Ordering::Ordered,
        false,
        Facing::FaceDown,
        Z217,
    ),
    spec(
        "hand",
        "hand",
        "手札",
        Scope::PerPlayer,
        Visibility::Hidden {
            owner_sees: true,
            positions_public: false,
        },
        Ordering::Unordered,
        false,
        Facing::FaceDown,
        Z217,
    ),
    spec(
        "graveyard",
        "graveyard",
        "墓地",
        Scope::PerPlayer,
        Visibility::Public,
        Ordering::Ordered,
        false,
        Facing::FaceUp,
        Z217,
    ),
    spec(
        "in-play",
        "in play",
        "場",
        Scope::Shared,
        Visibility::Public,
        Ordering::Unordered,
        true,
        Facing::FaceUp,
        Z217,
    ),
    spec(
        "stack",
        "stack",
        "スタック",
        Scope::Shared,
        Visibility::Public,
        Ordering::Ordered,
        false,
        Facing::FaceUp,
        Z217,
    ),
    spec(
        "removed-from-game",
        "removed-from-game zone",
        "ゲーム外",
        Scope::Shared,
        Visibility::Public,
        Ordering::Unordered,
        false,
        Facing::FaceUp,
        &["mtg-217.1", "mtg-217.1g", "mtg-217.1e"],
    ),
    spec(
        "ante",
        "ante",
        "アンティ",
        Scope::Shared,
        Visibility::Public,
        Ordering::Unordered,
        false,
        Facing::FaceUp,
        Z217,
    ),
    spec(
        "phased-out",
        "phased-out zone",
        "フェイズ・アウト領域",
        Scope::Shared,
        Visibility::Public,
        Ordering::Unordered,
        true,
        Facing::FaceUp,
        Z217,
    ),
    spec(
        "command",
        "command zone",
        "統率領域",
        Scope::Shared,
        Visibility::Public,
        Ordering::Ordered,
        false,
        Facing::FaceDown,
        &["mtg-901.4"],
    ),
];

/// Whether a card is an instant or a sorcery.
fn is_instant_or_sorcery(side: &Side) -> bool {
    side.has_type("instant") || side.has_type("sorcery")
}

impl Magic {
    fn zone_kind_of(&self, state: &State, card: CardId) -> Option<ZoneKind> {
        match state.card(card).place {
            Place::Zone(z) => Some(state.zones[z as usize].id.kind),
            _ => None,
        }
    }
}

impl RuleSet for Magic {
    fn key(&self) -> &'static str {
        "mtg"
    }

    fn names(&self) -> Names {
        Names {
            en: "Magic: The Gathering",
            ja: "マジック:ザ・ギャザリング",
        }
    }

    fn zones(&self) -> &'static [ZoneSpec] {
        &ZONES
    }

    /// 217.1a: a library, graveyard or hand is always the owner's.
    fn redirect(
        &self,
        state: &State,
        card: CardId,
        to: ZoneId,
    ) -> Option<(ZoneId, &'static [RuleId])> {
        let owner = state.card(card).owner;
        if matches!(to.kind, LIBRARY | GRAVEYARD | HAND) && to.player != Some(owner) {
            return Some((
                ZoneId {
                    kind: to.kind,
                    player: Some(owner),
                },
                &["mtg-217.1a"],
            ));
        }
        None
    }

    fn replacement_rules(&self) -> &'static [RuleId] {
        &["mtg-217.1d"]
    }

    /// 217.1a: an instant or sorcery card that would come into play stays where it was.
    fn restriction(&self, state: &State, card: CardId, to: ZoneId, _cause: &Cause) -> Restriction {
        if to.kind == IN_PLAY && is_instant_or_sorcery(state.printed_side(card)) {
            return Restriction::Stay(&["mtg-217.1a"]);
        }
        Restriction::Allow
    }

    /// 217.1c: a zone change makes a new object, except phasing (exception 5): in play to
    /// the phased-out zone and back keeps the permanent and its state.
    fn keeps_identity(&self, from: ZoneKind, to: ZoneKind) -> (bool, &'static [RuleId]) {
        let phasing = matches!((from, to), (IN_PLAY, PHASED_OUT) | (PHASED_OUT, IN_PLAY));
        (phasing, &["mtg-217.1c"])
    }

    /// Permanents come into play under their owner's control unless a process says
    /// otherwise (a resolving spell sets its caster); spells on the stack are controlled
    /// by their owner until cast sets the caster; phasing keeps the controller.
    fn controller_on_arrival(&self, state: &State, card: CardId, to: ZoneId) -> Option<PlayerId> {
        match to.kind {
            IN_PLAY | STACK => state.card(card).controller.or(Some(state.card(card).owner)),
            PHASED_OUT => state.card(card).controller,
            _ => None,
        }
    }

    fn order_rules(&self) -> &'static [RuleId] {
        &["mtg-217.1b"]
    }

    fn orientation_rules(&self) -> &'static [RuleId] {
        &[]
    }

    /// Current characteristics: printed, plus changes applied to this object (217.1c
    /// exception 1), plus what face-up planes' static abilities (901.7) and effects lasting
    /// until a player planeswalks (901.11) give creatures in play.
    fn characteristics<'s>(&self, state: &'s State, card: CardId) -> Cow<'s, Side> {
        let printed = state.printed_side(card);
        if state.ext_json.is_null() {
            return Cow::Borrowed(printed);
        }
        // Only a card with a characteristic change, or a creature in play (plane statics,
        // 'until you planeswalk' effects), can differ from its printed side: look at the
        // rule set's state only then, since reading it is not free.
        let has_mods = state
            .ext_json
            .get("mods")
            .and_then(|m| m.as_array())
            .is_some_and(|a| !a.is_empty());
        let creature_in_play =
            self.zone_kind_of(state, card) == Some(IN_PLAY) && printed.has_type("creature");
        if !has_mods && !creature_in_play {
            return Cow::Borrowed(printed);
        }
        let ms = MtgState::load(state);
        let object = state.object(card);
        let mut side = printed.clone();
        for m in ms.mods.iter().filter(|m| m.object == object) {
            side.types.extend(m.types.iter().cloned());
            side.abilities.extend(m.abilities.iter().cloned());
        }
        if self.zone_kind_of(state, card) == Some(IN_PLAY) && printed.has_type("creature") {
            let controller = state.card(card).controller.map(|p| p.0);
            for word in process::static_words(state, &ms, controller) {
                if !side.abilities.contains(&word) {
                    side.abilities.push(word);
                }
            }
            for l in &ms.until_planeswalk {
                if controller == Some(l.player) && !side.abilities.contains(&l.word) {
                    side.abilities.push(l.word.clone());
                }
            }
        }
        if side == *printed {
            Cow::Borrowed(printed)
        } else {
            Cow::Owned(side)
        }
    }

    /// A spell card that leaves the stack by any move (not by resolving) is no longer a
    /// spell: its stack entry goes with it (217.1c: the card is a new object elsewhere).
    fn after_arrive(
        &self,
        game: &ryoiki_core::Game,
        mv: &ryoiki_core::MoveTask,
        _new: ryoiki_core::ObjectId,
        from: Option<ZoneId>,
    ) -> Vec<ryoiki_core::Task> {
        if from.is_none_or(|z| z.kind != zones::STACK) || game.state().ext_json.is_null() {
            return Vec::new();
        }
        let ms = MtgState::load(game.state());
        let listed = ms
            .stack
            .iter()
            .any(|i| i.kind == ext::ItemKind::Spell && i.source == Some(mv.object));
        if !listed {
            return Vec::new();
        }
        vec![ryoiki_core::Task::Named {
            name: "spell-left-stack".into(),
            args: [("object".to_string(), ryoiki_core::Arg::Object(mv.object))]
                .into_iter()
                .collect(),
        }]
    }

    fn run_game_task(
        &self,
        game: &mut ryoiki_core::Game,
        name: &str,
        args: &std::collections::BTreeMap<String, ryoiki_core::Arg>,
        sink: &mut dyn ryoiki_core::EventSink,
    ) -> Option<ryoiki_core::Decision> {
        if name == process::AFTER_DESTROY {
            process::after_destroy(game, args, sink);
            return None;
        }
        if name != "spell-left-stack" {
            return None;
        }
        let Some(ryoiki_core::Arg::Object(object)) = args.get("object") else {
            return None;
        };
        let mut ms = MtgState::load(game.state());
        ms.stack
            .retain(|i| !(i.kind == ext::ItemKind::Spell && i.source == Some(*object)));
        ms.store(game.state_mut());
        let card = game.state().def(object.card).name().to_string();
        game.emit_game_event(
            sink,
            "spell-left-stack",
            format!("{card} has left the stack: it is no longer a spell and will not resolve"),
            vec![*object],
            &[&["mtg-217.1c"]],
        );
        None
    }

    /// 901.7a: a face-up plane or phenomenon turned face down is a new object.
    fn face_makes_new_object(
        &self,
        state: &State,
        card: CardId,
        facing: Facing,
    ) -> Option<&'static [RuleId]> {
        (facing == Facing::FaceDown
            && self.zone_kind_of(state, card) == Some(COMMAND)
            && deck::is_planar(state, card))
        .then_some(&["mtg-901.7a"])
    }

    /// At a table: roll the planar die (at its cost, when the rules allow), pass
    /// priority, add a mana, or leave the game.
    fn table_actions(
        &self,
        game: &ryoiki_core::Game,
        player: PlayerId,
    ) -> Vec<ryoiki_core::NamedAction> {
        let _ = game;
        let act = |name: &str, args: Vec<(&str, ryoiki_core::Arg)>| ryoiki_core::NamedAction {
            player,
            name: name.into(),
            args: args.into_iter().map(|(k, v)| (k.to_string(), v)).collect(),
        };
        vec![
            act("roll-planar-die", vec![]),
            act("pass-priority", vec![]),
            act(
                "add-mana",
                vec![
                    ("player", ryoiki_core::Arg::Player(player)),
                    ("amount", ryoiki_core::Arg::Int(1)),
                ],
            ),
            act(
                "leave-game",
                vec![("player", ryoiki_core::Arg::Player(player))],
            ),
        ]
    }

    /// Over when fewer than two players (in Two-Headed Giant, teams) remain.
    fn game_over(&self, state: &State) -> bool {
        let ms = MtgState::load(state);
        let present: Vec<u8> = (0..state.players.len() as u8)
            .filter(|&p| ms.present(p))
            .collect();
        if variant(state) == Variant::TwoHeadedGiant {
            let teams: std::collections::BTreeSet<u8> =
                present.iter().map(|&p| ext::primary(state, p)).collect();
            teams.len() < 2
        } else {
            present.len() < 2
        }
    }

    fn game_actions(&self) -> &'static [&'static str] {
        process::ACTIONS
    }

    fn check_game_action(
        &self,
        game: &ryoiki_core::Game,
        action: &ryoiki_core::NamedAction,
    ) -> Result<(), ryoiki_core::ActionError> {
        process::check(game, action)
    }

    fn apply_game_action(
        &self,
        game: &mut ryoiki_core::Game,
        action: ryoiki_core::NamedAction,
        sink: &mut dyn ryoiki_core::EventSink,
    ) -> ryoiki_core::Progress {
        process::apply(game, action, sink)
    }

    fn answer_game_decision(
        &self,
        game: &mut ryoiki_core::Game,
        decision: ryoiki_core::Decision,
        choice: ryoiki_core::Choice,
        sink: &mut dyn ryoiki_core::EventSink,
    ) -> ryoiki_core::Progress {
        process::answer(game, decision, choice, sink)
    }

    /// 217.1e: 'outside the game' is the removed-from-game zone and every card in no
    /// zone; 'inside the game' is every other card.
    fn select(
        &self,
        state: &State,
        word: &str,
        player: Option<PlayerId>,
    ) -> Option<(Vec<CardId>, &'static [RuleId])> {
        let _ = player;
        let outside = |c: CardId| match state.card(c).place {
            Place::Zone(_) => self.zone_kind_of(state, c) == Some(REMOVED),
            _ => true,
        };
        let all = (0..state.cards.len() as u32).map(CardId);
        match word {
            "outside the game" => Some((all.filter(|&c| outside(c)).collect(), &["mtg-217.1e"])),
            "inside the game" => Some((all.filter(|&c| !outside(c)).collect(), &["mtg-217.1e"])),
            _ => None,
        }
    }
}

/// Whether the game uses one planar deck for everyone (901.15).
pub fn single_deck(state: &State) -> bool {
    variant(state) == Variant::SinglePlanarDeck
}
