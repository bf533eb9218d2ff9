//! Checking an action completely before anything changes ([`Game::check`]).

use crate::action::{Action, GameAction};
use crate::agenda::decision_word;
use crate::decision::{Choice, Decision};
use crate::duration::Duration;
use crate::effect::{CardFilter, EffectBody, MoveFilter};
use crate::error::ActionError;
use crate::game::Game;
use crate::ids::{CardId, EffectId, ObjectId, PlayerId, ZoneId, ZoneKind};
use crate::state::{Outside, Place};
use crate::words::{ChoiceWords, ZoneWords};
use crate::zone::Destination;

impl Game {
    pub(crate) fn check_player(&self, p: PlayerId) -> Result<(), ActionError> {
        if p.index() < self.state.players.len() {
            Ok(())
        } else {
            Err(ActionError::UnknownPlayer(p))
        }
    }

    pub(crate) fn check_zone(&self, z: ZoneId) -> Result<u16, ActionError> {
        self.state
            .zone_index(z)
            .ok_or_else(|| ActionError::UnknownZone(self.zone_words(z)))
    }

    pub(crate) fn check_destination(&self, d: &Destination) -> Result<(), ActionError> {
        if d.kind.0 as usize >= self.zones.len() {
            return Err(ActionError::UnknownZone(ZoneWords::Unknown(d.kind.0)));
        }
        if let Some(p) = d.player {
            self.check_player(p)?;
        }
        Ok(())
    }

    pub(crate) fn check_in_zone(&self, object: ObjectId) -> Result<u16, ActionError> {
        let cs = self.resolve(object)?;
        match cs.place {
            Place::Zone(z) => Ok(z),
            _ => Err(ActionError::NotInZone {
                object,
                name: crate::process::Host::card_ref(self, object.card),
                place: self.place_words(object.card),
            }),
        }
    }

    /// Checks an action without changing anything.
    ///
    /// # Errors
    /// The [`ActionError`] that [`Game::apply`] would return.
    pub fn check(&self, action: &Action) -> Result<(), ActionError> {
        if let Some(d) = &self.state.pending {
            return self.check_answer(d, action);
        }
        if let Some(result) = self.check_general(action) {
            return result;
        }
        match action {
            Action::Answer { .. } => Err(ActionError::NoDecision),
            Action::Attach { .. }
            | Action::Extract { .. }
            | Action::PutBack { .. }
            | Action::ExtractFailed { .. }
            | Action::ChooseRandom { .. }
            | Action::Split { .. } => unreachable!("general actions are checked above"),
            Action::Move {
                player,
                object,
                to,
                side,
                ..
            } => self.check_move(*player, *object, to, *side),
            Action::MoveMany {
                player,
                objects,
                to,
                ..
            } => self.check_move_many(*player, objects, to),
            Action::MoveAll {
                player,
                filter,
                from,
                to,
                ..
            } => self.check_move_all(*player, filter, *from, to),
            Action::MoveTop {
                player, from, to, ..
            } => {
                self.check_player(*player)?;
                self.check_zone(*from)?;
                self.check_destination(to)
            }
            Action::Enter { player, card, to } => self.check_enter(*player, *card, to),
            Action::Turn { player, object, .. } => self.check_turn(*player, *object),
            Action::Face { player, object, .. } => {
                self.check_player(*player)?;
                self.check_in_zone(*object).map(|_| ())
            }
            Action::Shuffle {
                player,
                zone,
                forced,
            } => self.check_shuffle(*player, *zone, forced.as_deref()),
            Action::AddEffect {
                controller, body, ..
            } => self.check_effect(*controller, body, None),
            Action::AddLasting {
                controller,
                body,
                until,
                ..
            } => self.check_effect(*controller, body, Some(until)),
            Action::Happen { .. } => Ok(()),
            Action::EndEffect { effect } => self.check_in_force(*effect),
            Action::SetLimit { zone, .. } => self.check_zone(*zone).map(|_| ()),
            Action::PutAbility {
                player,
                zone,
                source,
                ..
            } => self.check_put_ability(*player, *zone, *source),
            Action::Cease { object } => self.check_cease(*object),
            Action::CreateToken { player, zone, side } => {
                self.check_create_token(*player, *zone, side)
            }
            Action::Game(a) => self.check_game(a),
        }
    }

    /// Every card `filter` matches in zones of kind `from` (or any zone), moving to `to`.
    fn check_move_all(
        &self,
        player: PlayerId,
        filter: &CardFilter,
        from: Option<ZoneKind>,
        to: &Destination,
    ) -> Result<(), ActionError> {
        self.check_player(player)?;
        self.check_destination(to)?;
        if let Some(k) = from
            && k.0 as usize >= self.zones.len()
        {
            return Err(ActionError::UnknownZone(ZoneWords::Unknown(k.0)));
        }
        self.check_card_filter(filter)
    }

    /// A card coming into the game from outside it.
    fn check_enter(
        &self,
        player: PlayerId,
        card: CardId,
        to: &Destination,
    ) -> Result<(), ActionError> {
        self.check_player(player)?;
        self.check_destination(to)?;
        let Some(cs) = self.state.try_card(card) else {
            return Err(ActionError::UnknownCard(card));
        };
        match cs.place {
            Place::Outside(Outside::LeftWithOwner) => Err(ActionError::LeftWithOwner(card)),
            Place::Outside(_) => Ok(()),
            _ => Err(ActionError::NotOutside(card)),
        }
    }

    /// An effect added, perhaps lasting `until` something: its controller is seated, an
    /// object it lasts while in is current, and its body names what exists.
    fn check_effect(
        &self,
        controller: Option<PlayerId>,
        body: &EffectBody,
        until: Option<&Duration>,
    ) -> Result<(), ActionError> {
        if let Some(p) = controller {
            self.check_player(p)?;
        }
        if let Some(Duration::WhileIn(o)) = until {
            self.resolve(*o)?;
        }
        self.check_effect_body(body)
    }

    /// An effect ended must be in force.
    fn check_in_force(&self, effect: EffectId) -> Result<(), ActionError> {
        if self.state.effects.iter().any(|e| e.id == effect) {
            Ok(())
        } else {
            Err(ActionError::UnknownEffect(effect))
        }
    }

    /// An ability put into a zone, from a current source if it has one.
    fn check_put_ability(
        &self,
        player: PlayerId,
        zone: ZoneId,
        source: Option<ObjectId>,
    ) -> Result<(), ActionError> {
        self.check_player(player)?;
        self.check_zone(zone)?;
        if let Some(s) = source {
            self.resolve(s)?;
        }
        Ok(())
    }

    /// Only an ability or a token in a zone ceases to exist.
    fn check_cease(&self, object: ObjectId) -> Result<(), ActionError> {
        let cs = self.resolve(object)?;
        if cs.ability.is_none() && !cs.token {
            return Err(ActionError::NotAnAbility(object));
        }
        self.check_in_zone(object).map(|_| ())
    }

    /// A rule set's own action: its player is seated and its process accepts it.
    /// Inlined into [`Game::check`], where the rule sets' loops reach it every action.
    #[inline(always)]
    fn check_game(&self, a: &GameAction) -> Result<(), ActionError> {
        self.check_player(a.player)?;
        match self.rules.process() {
            Some(p) => p.check(self, a.player, &a.action),
            None => Err(ActionError::UnknownAction {
                game: self.rules.key(),
                name: format!("{:?}", a.action),
            }),
        }
    }

    /// While a decision is pending, only its decider's answer, one of its options.
    /// An answer in words for a refusal: a card by its name where every player may see
    /// it (its object id after it, to tell copies apart), an effect or option as such.
    fn choice_words(&self, c: Choice) -> ChoiceWords {
        match c {
            Choice::Object(o) if self.state.try_card(o.card).is_some() => ChoiceWords::Object {
                card: crate::process::Host::card_ref(self, o.card),
                object: o,
            },
            other => ChoiceWords::Other(other),
        }
    }

    fn check_answer(&self, d: &Decision, action: &Action) -> Result<(), ActionError> {
        let Action::Answer { player, choice } = action else {
            return Err(ActionError::DecisionPending {
                decider: d.decider,
                decider_name: self.player_name(d.decider).to_string(),
                what: decision_word(d),
            });
        };
        self.check_player(*player)?;
        if *player != d.decider {
            return Err(ActionError::WrongDecider {
                expected: d.decider,
                got: *player,
                expected_name: self.player_name(d.decider).to_string(),
                got_name: self.player_name(*player).to_string(),
            });
        }
        if !d.allows(*choice) {
            let legal: Vec<ChoiceWords> =
                d.options().iter().map(|c| self.choice_words(*c)).collect();
            return Err(ActionError::IllegalChoice {
                choice: *choice,
                chosen: self.choice_words(*choice),
                legal,
            });
        }
        Ok(())
    }

    /// The checks of one move (see [`Game::check`]). Inlined into the hot path of
    /// [`Game::apply`], where it saves a call's register saves on every move.
    #[inline]
    pub(crate) fn check_move(
        &self,
        player: PlayerId,
        object: ObjectId,
        to: &Destination,
        side: Option<u8>,
    ) -> Result<(), ActionError> {
        self.check_player(player)?;
        self.check_destination(to)?;
        let cs = self.resolve(object)?;
        if cs.ability.is_some() {
            return Err(ActionError::AbilityCannotMove(object));
        }
        // A token that has ceased to exist is nowhere to move from.
        if let Place::Outside(_) | Place::Ceased = cs.place {
            return Err(ActionError::NotInZone {
                object,
                name: crate::process::Host::card_ref(self, object.card),
                place: self.place_words(object.card),
            });
        }
        // A move within a zone frozen by an extraction would reorder it (only such a
        // zone needs the destination worked out here).
        if let Place::Zone(z) = cs.place
            && self.state.zones[z as usize].frozen > 0
        {
            let from = self.state.zones[z as usize].id;
            let to_zone = self.named_zone(to).unwrap_or_else(|| ZoneId {
                kind: to.kind,
                player: Some(
                    self.rules
                        .default_player(&self.state, object.card, to.kind, player)
                        .0,
                ),
            });
            if to_zone == from && self.reorders_frozen(object.card, from) {
                return Err(ActionError::Forbidden {
                    reason: crate::words::phrase("refusal-zone-frozen")
                        .arg("zone", self.zone_words(from)),
                    rule: self
                        .rules
                        .process_rules(crate::ruleset::ProcessStep::ExtractFrozen)
                        .first()
                        .copied()
                        .unwrap_or("extract"),
                });
            }
        }
        if let Some(s) = side
            && self.state.def(object.card).side(s).is_none()
        {
            return Err(ActionError::NoSuchSide { object, side: s });
        }
        Ok(())
    }

    fn check_move_many(
        &self,
        player: PlayerId,
        objects: &[ObjectId],
        to: &Destination,
    ) -> Result<(), ActionError> {
        self.check_player(player)?;
        self.check_destination(to)?;
        if objects.is_empty() {
            return Err(ActionError::NoCards);
        }
        for (i, o) in objects.iter().enumerate() {
            self.check_in_zone(*o)?;
            if self.state.card(o.card).ability.is_some() {
                return Err(ActionError::AbilityCannotMove(*o));
            }
            if objects[..i].iter().any(|x| x.card == o.card) {
                return Err(ActionError::DuplicateCard(o.card));
            }
        }
        Ok(())
    }

    fn check_turn(&self, player: PlayerId, object: ObjectId) -> Result<(), ActionError> {
        self.check_player(player)?;
        let z = self.check_in_zone(object)?;
        let zid = self.state.zones[z as usize].id;
        if !self.spec(zid.kind).has_orientation {
            return Err(ActionError::NoOrientation {
                object,
                name: crate::process::Host::card_ref(self, object.card),
                zone: self.zone_words(zid),
            });
        }
        Ok(())
    }

    fn check_shuffle(
        &self,
        player: PlayerId,
        zone: ZoneId,
        forced: Option<&[u32]>,
    ) -> Result<(), ActionError> {
        self.check_player(player)?;
        let zi = self.check_zone(zone)?;
        if let Some(order) = forced {
            let len = self.state.zones[zi as usize].cards.len();
            let mut seen = vec![false; len];
            let ok = order.len() == len
                && order.iter().all(|&i| {
                    (i as usize) < len && !std::mem::replace(&mut seen[i as usize], true)
                });
            if !ok {
                return Err(ActionError::BadForcedOrder {
                    given: order.to_vec(),
                    len,
                });
            }
        }
        Ok(())
    }

    /// Everything an effect names must exist: its cards, owners, zone kinds and objects.
    /// Extractions are made by [`Action::Extract`], never registered directly, since an
    /// extraction's card must really be held aside.
    fn check_effect_body(&self, body: &EffectBody) -> Result<(), ActionError> {
        match body {
            EffectBody::Replacement { on, instead } => {
                self.check_move_filter(on)?;
                self.check_destination(instead)
            }
            EffectBody::ReplaceMove(r) => {
                self.check_move_filter(&r.on)?;
                for f in &r.follow_ups {
                    self.check_follow_up(f)?;
                }
                match &r.to {
                    Some(d) => self.check_destination(d),
                    None => Ok(()),
                }
            }
            EffectBody::Custom(c) => {
                if self.state.custom.get(&c.key).is_none() {
                    return Err(ActionError::BadArgument {
                        action: "add-effect".into(),
                        what: crate::words::phrase("need-registered-custom")
                            .arg("key", c.key.to_string()),
                    });
                }
                match c.source {
                    Some(o) => self.resolve(o).map(|_| ()),
                    None => Ok(()),
                }
            }
            EffectBody::Counters {
                object,
                count,
                kind,
            } => {
                self.resolve(*object)?;
                self.check_follow_up(&crate::custom::FollowUp::Counters {
                    kind: kind.clone(),
                    count: *count,
                })
            }
            EffectBody::Prohibition { card, .. } => self.check_card_filter(card),
            EffectBody::Trigger { filter, .. } => self.check_move_filter(filter),
            EffectBody::Exposure { objects, to, .. } => {
                for o in objects {
                    self.resolve(*o)?;
                }
                // Only seated players may be shown cards.
                let seated = self.state.all_players();
                match (0..64u8)
                    .map(PlayerId)
                    .find(|p| to.contains(*p) && !seated.contains(*p))
                {
                    Some(p) => Err(ActionError::UnknownPlayer(p)),
                    None => Ok(()),
                }
            }
            EffectBody::Groups { groups } => {
                for o in groups.iter().flatten() {
                    self.resolve(*o)?;
                }
                Ok(())
            }
            EffectBody::Characteristics { card, zone, change } => {
                self.check_card_filter(card)?;
                if let Some(kind) = zone
                    && kind.0 as usize >= self.zones.len()
                {
                    return Err(ActionError::UnknownZone(ZoneWords::Unknown(kind.0)));
                }
                if change.is_empty() {
                    return Err(ActionError::BadArgument {
                        action: "add-effect".into(),
                        what: crate::words::phrase("need-characteristic-change"),
                    });
                }
                Ok(())
            }
            EffectBody::Extraction { .. } => Err(ActionError::BadArgument {
                action: "add-effect".into(),
                what: crate::words::phrase("need-not-extraction"),
            }),
        }
    }

    /// A replacement's follow-up must be one the engine can carry out.
    fn check_follow_up(&self, f: &crate::custom::FollowUp) -> Result<(), ActionError> {
        let bad = |key: &'static str| ActionError::BadArgument {
            action: "add-effect".into(),
            what: crate::words::phrase(key),
        };
        match f {
            crate::custom::FollowUp::Record(_) => Ok(()),
            crate::custom::FollowUp::Counters { kind, count } => {
                if kind.trim().is_empty() || *count == 0 {
                    return Err(bad("need-named-counters"));
                }
                Ok(())
            }
            crate::custom::FollowUp::Token { side, zone } => {
                if side.name.trim().is_empty() {
                    return Err(bad("need-named-token"));
                }
                self.check_destination(zone)
            }
        }
    }

    fn check_move_filter(&self, f: &MoveFilter) -> Result<(), ActionError> {
        for kind in [f.from, f.to].into_iter().flatten() {
            if kind.0 as usize >= self.zones.len() {
                return Err(ActionError::UnknownZone(ZoneWords::Unknown(kind.0)));
            }
        }
        self.check_card_filter(&f.card)
    }

    fn check_card_filter(&self, f: &CardFilter) -> Result<(), ActionError> {
        if let Some(c) = f.card
            && self.state.try_card(c).is_none()
        {
            return Err(ActionError::UnknownCard(c));
        }
        if let Some(p) = f.owner {
            self.check_player(p)?;
        }
        if let Some(p) = f.controller {
            self.check_player(p)?;
        }
        Ok(())
    }
}
