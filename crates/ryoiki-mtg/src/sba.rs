//! State-based effects of the 2009 rules (420.3, 420.5), checked whenever a player
//! would receive priority (after every action and answer), and damage marked on
//! creatures.
//!
//! | rule | condition | what happens |
//! |---|---|---|
//! | 420.5a | a player has 0 or less life | the player loses |
//! | 420.5b | a creature has 0 or less toughness | it is put into its owner's graveyard |
//! | 420.5c | a creature has damage at least its toughness (more than 0) | it is destroyed |
//! | 420.5d | an Aura is attached to nothing, or to an object not in play | it is put into its owner's graveyard |
//! | 420.5e | two or more legendary permanents share a name | all are put into their owners' graveyards |
//! | 420.5g | a player attempted to draw from an empty library since the last check | the player loses |
//! | 420.5h | a player has ten or more poison counters | the player loses |
//!
//! Every condition is found first, then all of them happen at once, then the check is
//! repeated until none holds (420.3). A creature without a printed toughness number
//! (most scenario cards) is never checked against 420.5b or c. The other 420.5 items
//! (world rule, copies, Equipment, counters) are not implemented.

use crate::common::{Mx, core, kind_of, mv};
use crate::events::{MtgEvent, SbaKind};
use crate::ext::{LossCause, MarkedDamage, MtgState};
use crate::zones::*;
use ryoiki_core::{Cause, Destination, ObjectId, PlayerId, RuleId, State};

/// The most rounds one check makes (each round changes something, so a game reaches
/// it only through effects that undo each other forever).
const MAX_ROUNDS: usize = 64;

/// What one round of the check found.
#[derive(Default)]
struct Found {
    losers: Vec<(PlayerId, LossCause, &'static str)>,
    to_graveyard: Vec<(ObjectId, SbaKind)>,
    destroyed: Vec<ObjectId>,
}

impl Found {
    fn is_empty(&self) -> bool {
        self.losers.is_empty() && self.to_graveyard.is_empty() && self.destroyed.is_empty()
    }
}

/// Checks the state-based effects and performs them, as often as they keep holding, in
/// a game whose start has run. Returns whether any happened.
pub(crate) fn check(cx: &mut Mx<'_>) -> bool {
    let mut any = false;
    for _ in 0..MAX_ROUNDS {
        let ms = cx.ext();
        if !ms.begun || ms.outcome.is_some() || cx.waiting() {
            break;
        }
        prune_damage(cx);
        let found = find(cx.state(), cx.ext());
        if found.is_empty() {
            break;
        }
        any = true;
        perform(cx, found);
    }
    any
}

/// Every condition that holds now.
fn find(st: &State, ms: &MtgState) -> Found {
    let mut f = Found::default();
    for p in ms.players().filter(|&p| ms.present(p)) {
        let seat = ms.seat(p);
        if seat.lost.is_some() {
            continue;
        }
        if ms.life(p) <= 0 {
            f.losers.push((p, LossCause::Life, "mtg-2009-420.5a"));
        } else if seat.drew_from_empty {
            f.losers
                .push((p, LossCause::EmptyLibrary, "mtg-2009-420.5g"));
        } else if seat.poison >= 10 {
            f.losers.push((p, LossCause::Poison, "mtg-2009-420.5h"));
        }
    }
    let mut legends: Vec<(String, ObjectId)> = Vec::new();
    let in_play = st
        .zones()
        .iter()
        .filter(|z| z.id.kind == IN_PLAY)
        .flat_map(|z| z.cards.iter().copied());
    // Each type is read without building the card's characteristics
    // ([`crate::abilities::TypeReader`]); they are built only for a creature's toughness
    // and a legend's name.
    let types = crate::abilities::TypeReader::new(st);
    for c in in_play {
        let o = st.object(c);
        if types.has(c, "creature")
            && let Some(t) = crate::abilities::toughness(st, c)
        {
            if t <= 0 {
                f.to_graveyard.push((o, SbaKind::ZeroToughness));
                continue;
            }
            if damage_on(ms, o) >= t {
                f.destroyed.push(o);
            }
        }
        if types.has(c, "aura") {
            let host_in_play = st
                .card(c)
                .attached_to
                .is_some_and(|h| st.object(h.card) == h && kind_of(st, h.card) == Some(IN_PLAY));
            if !host_in_play {
                f.to_graveyard.push((o, SbaKind::UnattachedAura));
                continue;
            }
        }
        if types.has(c, "legendary") {
            let side = crate::abilities::characteristics(st, c);
            legends.push((side.name.clone(), o));
        }
    }
    for (name, o) in &legends {
        if legends.iter().filter(|(n, _)| n == name).count() >= 2 {
            f.to_graveyard.push((*o, SbaKind::LegendRule));
        }
    }
    f
}

/// The rule of each state-based effect on a permanent.
fn rule_of(what: SbaKind) -> &'static [RuleId] {
    match what {
        SbaKind::ZeroToughness => &["mtg-2009-420.3", "mtg-2009-420.5b"],
        SbaKind::LethalDamage => &["mtg-2009-420.3", "mtg-2009-420.5c"],
        SbaKind::UnattachedAura => &["mtg-2009-420.3", "mtg-2009-420.5d"],
        SbaKind::LegendRule => &["mtg-2009-420.3", "mtg-2009-420.5e"],
    }
}

/// Performs one round's effects, all at once as far as the engine allows: the
/// permanents move first, then the players lose together.
fn perform(cx: &mut Mx<'_>, found: Found) {
    for s in cx.ext_mut().seats.iter_mut() {
        s.drew_from_empty = false;
    }
    for (o, what) in found.to_graveyard {
        if cx.game().resolve(o).is_err() {
            continue;
        }
        cx.emit(
            MtgEvent::StateBasedEffect {
                object: o,
                effect: what,
            },
            &[rule_of(what)],
        );
        let owner = cx.state().card(o.card).owner;
        let grave = Destination {
            kind: GRAVEYARD,
            player: Some(owner),
        };
        core(cx, mv(owner, o, grave, None, Cause::game("state-based")));
    }
    for o in found.destroyed {
        if cx.game().resolve(o).is_err() || kind_of(cx.state(), o.card) != Some(IN_PLAY) {
            continue;
        }
        let what = SbaKind::LethalDamage;
        cx.emit(
            MtgEvent::StateBasedEffect {
                object: o,
                effect: what,
            },
            &[rule_of(what)],
        );
        crate::destroy::destroy_by(cx, o, vec!["lethal damage".into()]);
    }
    if !found.losers.is_empty() {
        // Each cause cites its own rule; the losses happen at once.
        let rules: Vec<&'static str> = found.losers.iter().map(|l| l.2).collect();
        let losers: Vec<(PlayerId, LossCause)> = found.losers.iter().map(|l| (l.0, l.1)).collect();
        let rule: &'static [RuleId] = match rules.as_slice() {
            [r, ..] if rules.iter().all(|x| x == r) => match *r {
                "mtg-2009-420.5a" => &["mtg-2009-420.3", "mtg-2009-420.5a"],
                "mtg-2009-420.5g" => &["mtg-2009-420.3", "mtg-2009-420.5g"],
                _ => &["mtg-2009-420.3", "mtg-2009-420.5h"],
            },
            _ => &[
                "mtg-2009-420.3",
                "mtg-2009-420.5a",
                "mtg-2009-420.5g",
                "mtg-2009-420.5h",
            ],
        };
        crate::outcome::lose(cx, &losers, rule);
    }
}

/// The damage marked on a creature this turn.
pub(crate) fn damage_on(ms: &MtgState, o: ObjectId) -> i64 {
    ms.damage
        .iter()
        .filter(|d| d.object == o)
        .map(|d| d.amount)
        .sum()
}

/// Forgets the damage of creatures that left play: a new object has none (217.1c).
fn prune_damage(cx: &mut Mx<'_>) {
    let st = cx.state();
    let keep: Vec<bool> = cx
        .ext()
        .damage
        .iter()
        .map(|d| {
            st.object(d.object.card) == d.object && kind_of(st, d.object.card) == Some(IN_PLAY)
        })
        .collect();
    if keep.iter().all(|&k| k) {
        return;
    }
    let mut it = keep.into_iter();
    cx.ext_mut().damage.retain(|_| it.next().unwrap_or(false));
}

/// A source deals damage to a creature in play: what its prevention shields leave is
/// marked on the creature until the cleanup step (2009 rule 314.2).
pub(crate) fn mark_damage(cx: &mut Mx<'_>, source: ObjectId, creature: ObjectId, n: i64) {
    let ms = cx.ext_mut();
    let mut left = n;
    for s in ms.shields.iter_mut().filter(|s| s.source == source) {
        let k = s.amount.min(left);
        s.amount -= k;
        left -= k;
    }
    ms.shields.retain(|s| s.amount > 0);
    if left > 0 {
        match ms.damage.iter_mut().find(|d| d.object == creature) {
            Some(d) => d.amount = d.amount.saturating_add(left),
            None => ms.damage.push(MarkedDamage {
                object: creature,
                amount: left,
            }),
        }
    }
    cx.emit(
        MtgEvent::DamageMarked {
            source,
            creature,
            dealt: left,
            prevented: n - left,
        },
        &[&["mtg-2009-420.5c"]],
    );
}

/// An effect gives `amount` poison counters to `player`, or to every player still in
/// the game (counters saturate at the largest number the engine holds).
pub(crate) fn poison(cx: &mut Mx<'_>, player: Option<PlayerId>, amount: u32) {
    let ms = cx.ext();
    let who: Vec<PlayerId> = match player {
        Some(q) => vec![q],
        None => ms.players().filter(|&q| ms.present(q)).collect(),
    };
    for &q in &who {
        let seat = cx.ext_mut().seat_mut(q);
        seat.poison = seat.poison.saturating_add(amount);
    }
    cx.emit(
        MtgEvent::Poisoned {
            players: who,
            amount,
        },
        &[&["mtg-2009-420.5h"]],
    );
}
