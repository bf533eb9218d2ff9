//! Table actions: what a player may do by hand at a table, listed.
//!
//! The engine's [`Action`]s are what rules and effects do; at a table in manual play a
//! player may take only some of them: move a card they own or control between zones
//! that are theirs or shared, draw the top card of one of their piles, turn a card of
//! theirs, turn it over, shuffle one of their zones, reveal a card of theirs or look at
//! it, look at the top 1 to [`LOOK_TOP_MOST`](crate::LOOK_TOP_MOST) cards of a deck of
//! theirs, end a reveal or look they control, bring a card of theirs in from outside the
//! game, the rule set's own actions ([`Process::table_actions`]), and, when a decision
//! is theirs, its answers, one pick at a time. A rule set may take the free moves away
//! ([`RuleSet::free_moves`]: Magic once its start has run): then a seat is offered only
//! the rule set's own actions and the answers to its decisions.
//!
//! [`RuleSet::free_moves`]: crate::RuleSet::free_moves
//!
//! [`Game::legal_actions`] lists them all; [`Game::apply_as`] takes an action only if it
//! is listed. Every listed action applies without error (the property tests check
//! this in both directions).
//!
//! [`Process::table_actions`]: crate::Process::table_actions

use crate::action::{Action, Progress, action_word};
use crate::effect::{EffectBody, ExposureKind};
use crate::error::ActionError;
use crate::event::EventSink;
use crate::game::Game;
use crate::ids::{CardId, PlayerId, PlayerSet, ZoneKind};
use crate::placement::{Facing, Orientation};
use crate::state::{Cause, Outside, Place};
use crate::zone::{Destination, Ordering, Scope};

impl Game {
    /// Every action `player` may take at the table now.
    ///
    /// ```
    /// # use ryoiki_core::*;
    /// # struct Toy;
    /// # static ZONES: [ZoneSpec; 4] = [
    /// #     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
    /// #     ZoneSpec::hand("hand", Names::new("hand", "手札")),
    /// #     ZoneSpec::public("table", Names::new("table", "テーブル")).orientation(true),
    /// #     ZoneSpec::public("graveyard", Names::new("graveyard", "墓地")).ordering(Ordering::Ordered),
    /// # ];
    /// # impl RuleSet for Toy {
    /// #     fn key(&self) -> &'static str { "toy" }
    /// #     fn names(&self) -> Names { Names::new("Toy", "おもちゃ") }
    /// #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
    /// # }
    /// # static TOY: Toy = Toy;
    /// # // Alice's cards, each in the zone kind given (0 deck, 1 hand, 2 table, 3 graveyard).
    /// # fn toy_game(cards: &[(&str, u16)]) -> Game {
    /// #     let alice = PlayerId(0);
    /// #     let cards = cards.iter().map(|&(name, kind)| CardSetup::new(
    /// #         CardDef::single(Side::new(name, &["creature"])), alice,
    /// #         SetupPlace::zone(ZoneKind(kind), Some(alice)))).collect();
    /// #     let setup = Setup { players: vec!["alice".into(), "bob".into()], cards, ..Setup::default() };
    /// #     Game::new_with_key(&TOY, setup, ViewKey::new(1, 2)).unwrap()
    /// # }
    /// // Hidden above: the toy game of `ryoiki_core::guide` (zone kinds 0 deck, 1 hand,
    /// // 2 table, 3 graveyard); `toy_game` seats alice and bob and gives alice these cards.
    /// let game = toy_game(&[("Moth", 1)]);
    /// let alice = PlayerId(0);
    /// let actions = game.legal_actions(alice);
    /// let moth = game.object_of(CardId(0))?;
    /// let to_table = Action::Move {
    ///     player: alice, object: moth, to: Destination { kind: ZoneKind(2), player: Some(alice) },
    ///     position: None, facing: None, side: None, cause: Cause::Instruction,
    /// };
    /// assert!(actions.contains(&to_table));
    /// // Each listed action is accepted as it stands.
    /// let mut copy = game.clone();
    /// assert!(copy.apply(to_table, &mut NullSink).is_ok());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn legal_actions(&self, player: PlayerId) -> Vec<Action> {
        let mut out = self.table_candidates(player);
        if self.state.pending.is_none() {
            // Only what the rules allow now (a held card freezes its zone's order, …).
            out.retain(|a| self.check(a).is_ok());
        }
        out
    }

    /// The actions [`Game::legal_actions`] considers for `player`, in its order, before
    /// any is checked: the legal actions are exactly those of these that
    /// [`Game::check`] accepts (all of them while a decision is pending: its answers).
    /// The same for the same state; a rule set's own actions (Magic's) are checked as
    /// they are listed, so a listing keeps what it listed
    /// ([`SeatListing`](crate::SeatListing)) rather than work these out again.
    pub(crate) fn table_candidates(&self, player: PlayerId) -> Vec<Action> {
        let st = &self.state;
        if player.index() >= st.players.len() {
            return Vec::new();
        }
        if let Some(d) = &st.pending {
            if d.decider != player {
                return Vec::new();
            }
            return d
                .options()
                .into_iter()
                .map(|choice| Action::Answer { player, choice })
                .collect();
        }
        let specs = self.zones;
        // The zone kinds a player may send a card to: their own, or shared ones.
        let targets: Vec<Destination> = (0..specs.len())
            .map(|k| {
                let kind = ZoneKind(k as u16);
                Destination {
                    kind,
                    player: match specs[k].scope {
                        Scope::Shared => None,
                        Scope::PerPlayer => Some(player),
                    },
                }
            })
            .collect();
        let mut out = Vec::new();
        if !self.rules.free_moves(st) {
            // A game played under its rules: only its own actions (and answers, above).
            if let Some(p) = self.rules.process() {
                out.extend(p.table_actions(self, player).into_iter().map(Action::Game));
            }
            return out;
        }
        self.card_actions(player, &targets, &mut out);
        self.zone_actions(player, &targets, &mut out);
        // A look at the top cards of a deck of theirs (`seat/look_top.rs`).
        self.look_top_candidates(player, &mut out);
        for e in &st.effects {
            if e.controller == Some(player)
                && matches!(
                    e.body,
                    EffectBody::Exposure { .. } | EffectBody::Groups { .. }
                )
            {
                out.push(Action::EndEffect { effect: e.id });
            }
        }
        if let Some(p) = self.rules.process() {
            out.extend(p.table_actions(self, player).into_iter().map(Action::Game));
        }
        out
    }

    /// What `player` may do with each card they own or control.
    fn card_actions(&self, player: PlayerId, targets: &[Destination], out: &mut Vec<Action>) {
        let st = &self.state;
        let specs = self.zones;
        for (i, c) in st.cards.iter().enumerate() {
            let card = CardId(i as u32);
            let object = st.object(card);
            let theirs = c.owner == player || c.controller == Some(player);
            if !theirs {
                continue;
            }
            match c.place {
                Place::Zone(z) if c.ability.is_none() => {
                    let zone = &st.zones[z as usize];
                    // Only cards in the player's own zones or shared ones.
                    if zone.id.player.is_some_and(|p| p != player) {
                        continue;
                    }
                    for to in targets {
                        out.push(Action::Move {
                            player,
                            object,
                            to: *to,
                            position: None,
                            facing: None,
                            side: None,
                            cause: Cause::Instruction,
                        });
                    }
                    // Hold it aside (extract), a general process of the core.
                    out.push(Action::Extract {
                        player,
                        card: object,
                        label: None,
                    });
                    if let Some(o) = c.orientation {
                        out.push(Action::Turn {
                            player,
                            object,
                            orientation: match o {
                                Orientation::Upright => Orientation::Sideways,
                                Orientation::Sideways => Orientation::Upright,
                            },
                        });
                    }
                    if specs[zone.id.kind.0 as usize].visibility.is_public() {
                        out.push(Action::Face {
                            player,
                            object,
                            facing: match c.facing {
                                Facing::FaceUp => Facing::FaceDown,
                                Facing::FaceDown => Facing::FaceUp,
                            },
                        });
                    } else {
                        out.push(Action::AddEffect {
                            label: "reveal".into(),
                            controller: Some(player),
                            body: Box::new(EffectBody::Exposure {
                                objects: vec![object],
                                to: st.all_players(),
                                kind: ExposureKind::Reveal,
                            }),
                        });
                        out.push(Action::AddEffect {
                            label: "look".into(),
                            controller: Some(player),
                            body: Box::new(EffectBody::Exposure {
                                objects: vec![object],
                                to: PlayerSet::only(player),
                                kind: ExposureKind::Look,
                            }),
                        });
                    }
                }
                // A card gone with its owner never comes back (MTG 2009 600.4a).
                Place::Outside(Outside::LeftWithOwner) => {}
                Place::Outside(_) => {
                    for to in targets {
                        out.push(Action::Enter {
                            player,
                            card,
                            to: *to,
                        });
                    }
                }
                // A card the player holds aside goes back to its place.
                Place::Aside { by, .. }
                    if st
                        .effects
                        .iter()
                        .any(|e| e.id == by && e.controller == Some(player)) =>
                {
                    out.push(Action::PutBack {
                        player,
                        card: object,
                    });
                }
                _ => {}
            }
        }
    }

    /// What `player` may do with each of their zones as a whole.
    fn zone_actions(&self, player: PlayerId, targets: &[Destination], out: &mut Vec<Action>) {
        let st = &self.state;
        let specs = self.zones;
        for zone in &st.zones {
            if zone.id.player != Some(player) || zone.cards.is_empty() {
                continue;
            }
            let spec = &specs[zone.id.kind.0 as usize];
            if zone.cards.len() >= 2 && !spec.visibility.is_public() {
                // Split the cards of one of their hidden zones into two groups.
                let cards = zone.cards.iter().map(|&c| st.object(c)).collect();
                out.push(Action::Split {
                    player,
                    cards,
                    count: 2,
                    label: None,
                });
            }
            if spec.ordering == Ordering::Ordered {
                for to in targets {
                    if to.kind != zone.id.kind {
                        out.push(Action::MoveTop {
                            player,
                            from: zone.id,
                            count: 1,
                            to: *to,
                            cause: Cause::Draw,
                        });
                    }
                }
                if zone.cards.len() > 1 {
                    out.push(Action::Shuffle {
                        player,
                        zone: zone.id,
                        forced: None,
                    });
                }
            }
        }
    }

    /// Takes an action for `player` at the table, if [`Game::legal_actions`] lists it.
    ///
    /// # Errors
    /// [`ActionError::NotAllowed`] for an action not listed; otherwise as
    /// [`Game::apply`]. The game is unchanged on error.
    pub fn apply_as<S: EventSink + ?Sized>(
        &mut self,
        player: PlayerId,
        action: Action,
        sink: &mut S,
    ) -> Result<Progress, ActionError> {
        if !self.legal_actions(player).contains(&action) {
            return Err(ActionError::NotAllowed {
                player,
                action: action_word(&action),
            });
        }
        self.apply(action, sink)
    }
}
