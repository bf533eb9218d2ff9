//! Each effect as an `[[effect]]` table that a `begin` step starts: its body as the
//! table's keys (a characteristic change, a replacement, a custom effect), its duration,
//! and its controller.

use super::text::{dest_ref, numbers, position_ref};
use super::writer::Writer;
use ryoiki_core::{
    CardFilter, Change, CustomRef, Destination, Duration, EffectBody, EffectId, Facing, FollowUp,
    Game, MoveFilter, MoveReplacement, PlayerId, ZoneKind,
};
use std::fmt::Write;

impl Writer {
    /// Writes an effect as an `[[effect]]` table that a `begin` step starts, and gives
    /// its name; `None` when the table cannot say exactly this effect.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn declare(
        &mut self,
        declared: &mut String,
        game: &Game,
        label: &str,
        controller: Option<PlayerId>,
        body: &EffectBody,
        until: Option<&Duration>,
        next: EffectId,
    ) -> Option<String> {
        let what = self.body(game, body)?;
        let lasting = match until {
            None => String::new(),
            Some(Duration::EndOfTurn) => "until = \"end-of-turn\"\n".into(),
            Some(Duration::Until(n)) if n == "end-of-turn" => return None,
            Some(Duration::Until(n)) => format!("until = {n:?}\n"),
            Some(Duration::WhileIn(o)) => {
                // A declared duration lasts while the card's object at the beginning.
                if game.state().try_card(o.card).map(|c| c.generation) != Some(o.generation) {
                    return None;
                }
                format!("while_in = {:?}\n", self.current(game, o.card)?)
            }
        };
        let name = self.effect_name(next);
        let _ = write!(
            declared,
            "[[effect]]\nid = {name:?}\nlabel = {label:?}\nactive = false\n"
        );
        if let Some(c) = controller {
            let _ = writeln!(declared, "controller = {:?}", game.player_name(c));
        }
        let _ = writeln!(declared, "{what}{lasting}");
        Some(name)
    }

    /// An effect's body as the keys of an `[[effect]]` table, if they say exactly it
    /// once begun (a card it names is pinned to that card's object then).
    fn body(&self, game: &Game, body: &EffectBody) -> Option<String> {
        match body {
            EffectBody::Characteristics {
                card: f,
                zone,
                change,
            } => self.change_body(game, f, *zone, change),
            EffectBody::ReplaceMove(r) => self.replace_move_body(game, r),
            EffectBody::Replacement { on, instead } => self.replacement_body(game, on, *instead),
            EffectBody::Custom(c) => self.custom_body(game, c),
            _ => None,
        }
    }

    /// A filter's keys where it names a setup card: pinned to its current object where
    /// the runner pins the effect's cards when it begins (`pinned`), else to no object.
    fn filter_keys(&self, game: &Game, f: &CardFilter, pinned: bool) -> Option<Vec<String>> {
        let mut keys = Vec::new();
        if let Some(c) = f.card {
            let current = game.state().try_card(c).map(|s| s.generation);
            let generation = if pinned { current } else { None };
            if f.generation != generation {
                return None;
            }
            keys.push(format!("card = {:?}", self.current(game, c)?));
        } else if f.generation.is_some() {
            return None;
        }
        if !f.types.is_empty() {
            keys.push(format!("types = {:?}", f.types));
        }
        if let Some(o) = f.owner {
            keys.push(format!("owner = {:?}", game.player_name(o)));
        }
        Some(keys)
    }

    /// A characteristic change as a `change` table.
    fn change_body(
        &self,
        game: &Game,
        f: &CardFilter,
        zone: Option<ZoneKind>,
        change: &Change,
    ) -> Option<String> {
        if f.controller.is_some() || change.is_empty() {
            return None;
        }
        let mut keys = self.filter_keys(game, f, true)?;
        if let Some(z) = zone {
            keys.push(format!("zone = {}", kind_key(game, z)));
        }
        if !change.add_types.is_empty() {
            keys.push(format!("add_types = {:?}", change.add_types));
        }
        if !change.remove_types.is_empty() {
            keys.push(format!("remove_types = {:?}", change.remove_types));
        }
        if change.remove_all_abilities {
            keys.push("lose_all_abilities = true".into());
        }
        if !change.add_abilities.is_empty() {
            keys.push(format!("add_abilities = {:?}", change.add_abilities));
        }
        if !change.remove_abilities.is_empty() {
            keys.push(format!("remove_abilities = {:?}", change.remove_abilities));
        }
        if !change.set_numbers.is_empty() {
            keys.push(format!("set = {}", numbers(&change.set_numbers)));
        }
        if !change.modify_numbers.is_empty() {
            keys.push(format!("modify = {}", numbers(&change.modify_numbers)));
        }
        Some(format!("change = {{ {} }}\n", keys.join(", ")))
    }

    /// A replacement that says more than a zone as a `replace` table; `None` for one
    /// with nothing but a zone, which the loader reads as the simpler replacement.
    fn replace_move_body(&self, game: &Game, r: &MoveReplacement) -> Option<String> {
        let mut keys = self.filter_keys(game, &r.on.card, false)?;
        if let Some(c) = r.on.card.controller {
            keys.push(format!("controlled_by = {:?}", game.player_name(c)));
        }
        if let Some(k) = r.on.from {
            keys.push(format!("from = {}", kind_key(game, k)));
        }
        if let Some(k) = r.on.to {
            keys.push(format!("to = {}", kind_key(game, k)));
        }
        if let Some(d) = r.to {
            keys.push(format!("instead = {:?}", dest_ref(game, d)?));
        }
        if let Some(p) = r.position {
            keys.push(format!("position = {:?}", position_ref(p)?));
        }
        if let Some(f) = r.facing {
            let f = if f == Facing::FaceUp { "up" } else { "down" };
            keys.push(format!("face = {f:?}"));
        }
        if !r.then.is_empty() {
            keys.push(format!("then = {:?}", r.then));
        }
        keys.extend(follow_up_keys(game, &r.follow_ups)?);
        // With nothing but a zone, the loader reads the simpler replacement.
        let plain = r.on.card.controller.is_none()
            && r.position.is_none()
            && r.facing.is_none()
            && r.follow_ups.is_empty()
            && r.then.is_empty();
        if plain {
            return None;
        }
        Some(format!("replace = {{ {} }}\n", keys.join(", ")))
    }

    /// A replacement that says only where the card goes instead, as a `replace` table.
    fn replacement_body(
        &self,
        game: &Game,
        on: &MoveFilter,
        instead: Destination,
    ) -> Option<String> {
        if on.card.controller.is_some() {
            return None;
        }
        let mut keys = self.filter_keys(game, &on.card, true)?;
        if let Some(k) = on.from {
            keys.push(format!("from = {}", kind_key(game, k)));
        }
        if let Some(k) = on.to {
            keys.push(format!("to = {}", kind_key(game, k)));
        }
        keys.push(format!("instead = {:?}", dest_ref(game, instead)?));
        Some(format!("replace = {{ {} }}\n", keys.join(", ")))
    }

    /// An effect written in Rust, by its key, and its source pinned to the source's
    /// current object.
    fn custom_body(&self, game: &Game, c: &CustomRef) -> Option<String> {
        let mut text = format!("custom = {:?}\n", c.key);
        if let Some(s) = c.source {
            let current = game.state().try_card(s.card).map(|x| x.generation);
            if current != Some(s.generation) {
                return None;
            }
            let _ = writeln!(text, "source = {:?}", self.current(game, s.card)?);
        }
        Some(text)
    }
}

/// A zone kind as a table's value: its key, quoted.
fn kind_key(game: &Game, k: ZoneKind) -> String {
    format!("{:?}", game.spec(k).key)
}

/// A replacement's follow-ups as its `counters` and `token` keys, in that order, as the
/// loader puts them (one of each at most); `None` for any other follow-ups.
fn follow_up_keys(game: &Game, follow_ups: &[FollowUp]) -> Option<Vec<String>> {
    // The loader puts counters before a token, one of each at most.
    let mut counters = None;
    let mut token = None;
    for f in follow_ups {
        match f {
            FollowUp::Counters { kind, count } if counters.is_none() && token.is_none() => {
                counters = Some(format!("counters = {{ kind = {kind:?}, count = {count} }}"));
            }
            FollowUp::Token { side, zone } if token.is_none() => {
                if !side.abilities.is_empty() {
                    return None;
                }
                token = Some(format!(
                    "token = {{ name = {:?}, types = {:?}, numbers = {}, zone = {:?} }}",
                    side.name,
                    side.types,
                    numbers(&side.numbers),
                    dest_ref(game, *zone)?
                ));
            }
            _ => return None,
        }
    }
    Some(counters.into_iter().chain(token).collect())
}
