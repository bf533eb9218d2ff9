//! Magic's own actions ([`MtgAction`]), steps of work ([`MtgTask`]), and their checks
//! and effects, one function per action.
//!
//! | action | what it does |
//! |---|---|
//! | `start-planechase` | validates planar decks (901.3, 901.15a), then 901.5 (901.14a) |
//! | `roll-planar-die` (`face`: planeswalker, chaos, blank) | the special action (901.9) |
//! | `pass-priority`, `pass-all` (`face` for effect rolls) | priority; resolves the top of the stack or moves on |
//! | `planeswalk` (`player`) | an ability makes a player planeswalk (901.11a) |
//! | `leave-game` (`player`) | a player (a team in Two-Headed Giant) leaves (901.6, 901.10 …) |
//! | `add-mana` (`amount`, `player`) | mana to a pool |
//! | `roll-die` (`value`) | an effect rolls a six-sided die (a number) |
//! | `activate-ability` (`card`, `index`) | an activated ability (901.7) |
//! | `cast` (`card`) | a card from hand onto the stack |
//! | `modify` (`card`, `add_type`, `add_ability`) | change a spell's characteristics |
//! | `prevent-damage` (`card`, `amount`) | prevent damage from a source |
//! | `deal-damage` (`card`, `player` or `creature`, `amount`) | a source deals damage to a player, or marks it on a creature |
//! | `destroy` (`card`, `by = [...]`) | destroy a permanent; several effects: its controller chooses (217.1d) |
//! | `attach-aura` (`card`, `host`) | an Aura enchants a permanent (217.1c exception 3) |
//! | `phase-out`, `phase-in` (`card`) | phasing (217.1c exception 5) |
//! | `remove-from-game` (`card`) | remove from the game (217.1f) |
//! | `arrange` (`zone`, `cards`) | the owner arranges a zone (217.1b) |
//! | `create-token` (`name`, `types`, `abilities`, `power`, `toughness`, `count`) | put tokens into play under the acting player's control ([`crate::tokens`]) |
//! | `start-game` | the start of the game (2009 rule 101), then Planechase (901.5) and the first turn ([`crate::start`]) |
//! | `concede` | the acting player concedes: loses and leaves (2009 rule 102.3a) ([`crate::outcome`]) |
//! | `poison` (`amount`, `player`: none for every player) | poison counters (2009 rule 420.5h reads them) |
//! | `add-mana` (`mana = "{1}{G}"`) | colored mana to a pool ([`crate::mana`]) |
//! | `play-land` (`card`) | play a land from hand (mtg-2009-305.4) |
//! | `tap-for-mana` (`card`, `color`) | a basic land type's mana ability (mtg-2009-212.6d) |
//! | `declare-attackers` (`cards`, `player`) | attack (mtg-2009-308.2a) |
//! | `declare-blockers` (`blocks = [[blocker, attacker], …]`) | block (mtg-2009-309.2a) |
//! | `assign-combat-damage` (`divide = [[attacker, blocker, n], …]`) | combat damage on the stack (mtg-2009-310.1) |
//!
//! Every action is checked completely in [`crate::checks::check`] before [`apply`]
//! changes anything.

pub use crate::action::{ACTIONS, MtgAction, MtgTask, Names};
pub use crate::face::Face;
pub use crate::magic::Mx;

use crate::events::MtgEvent;
use crate::ext::ItemKind;
use crate::zones::{IN_PLAY, PHASED_OUT};
use crate::{combat, keywords, lands, spell};
use crate::{destroy, leave, objects, outcome, planar, priority, sba, start, tokens};
use ryoiki_core::PlayerId;

/// Carries out a checked action.
pub fn apply(cx: &mut Mx<'_>, p: PlayerId, a: MtgAction) {
    match a {
        MtgAction::StartPlanechase => planar::start(cx),
        MtgAction::RollPlanarDie { face } => planar::roll_as_special_action(cx, p, face),
        MtgAction::PassPriority { face } => {
            let at = (cx.ext().turn, cx.ext().phase);
            priority::pass(cx, face);
            phase_ended(cx, at);
        }
        MtgAction::PassAll { face } => {
            let at = (cx.ext().turn, cx.ext().phase);
            priority::pass_all(cx, face);
            phase_ended(cx, at);
        }
        MtgAction::Planeswalk { player } => {
            planar::planeswalk(cx, player.unwrap_or(p), &["mtg-901.11a"])
        }
        MtgAction::LeaveGame { player } => {
            leave::leave(cx, player.unwrap_or(p));
            // 102.5 (2009): a player who leaves the game loses it.
            outcome::left(cx);
        }
        MtgAction::AddMana {
            player,
            amount,
            mana,
        } => {
            objects::add_mana(cx, player.unwrap_or(p), amount, &[&["mtg-901.9"]]);
            if let Some(text) = mana {
                objects::add_mana_string(cx, player.unwrap_or(p), &text);
            }
        }
        MtgAction::RollDie { value } => objects::roll_die(cx, p, value),
        MtgAction::ActivateAbility { card, index } => {
            priority::activate(cx, p, card, index as usize)
        }
        MtgAction::Cast { card } => priority::cast(cx, p, card),
        MtgAction::Modify {
            card,
            add_type,
            add_ability,
        } => objects::modify(cx, card, add_type, add_ability),
        MtgAction::PreventDamage { card, amount } => objects::prevent(cx, card, amount),
        MtgAction::DealDamage {
            card,
            player,
            amount,
            creature,
        } => match (player, creature) {
            (Some(q), _) => objects::deal_damage(cx, card, q, amount),
            (None, Some(c)) => sba::mark_damage(cx, card, c, amount),
            (None, None) => {}
        },
        MtgAction::Destroy { card, by } => {
            let by = match by {
                Some(Names::One(t)) => vec![t],
                Some(Names::Many(v)) if !v.is_empty() => v,
                _ => vec!["a destroy effect".into()],
            };
            destroy::destroy_by(cx, card, by)
        }
        MtgAction::AttachAura { card, host } => objects::attach_aura(cx, card, host),
        MtgAction::PhaseOut { card } => objects::phase(cx, p, card, PHASED_OUT, "phase-out"),
        MtgAction::PhaseIn { card } => objects::phase(cx, p, card, IN_PLAY, "phase-in"),
        MtgAction::RemoveFromGame { card } => objects::remove_from_game(cx, p, card),
        MtgAction::Arrange { zone, cards } => objects::arrange(cx, p, zone, cards),
        ref token @ MtgAction::CreateToken { .. } => {
            if let Some(spec) = token.token_spec() {
                tokens::create(cx, p, &spec);
            }
        }
        MtgAction::StartGame => start::start(cx),
        MtgAction::Concede => outcome::concede(cx, p),
        MtgAction::Poison { player, amount } => sba::poison(cx, player, amount),
        MtgAction::PlayLand { card } => lands::play(cx, p, card),
        MtgAction::TapForMana { card, color } => lands::tap(cx, p, card, color.as_deref()),
        MtgAction::DeclareAttackers { cards, player } => {
            combat::declare_attackers(cx, p, cards, player)
        }
        MtgAction::DeclareBlockers { blocks } => combat::declare_blockers(cx, p, blocks),
        MtgAction::AssignCombatDamage { divide } => combat::assign_damage(cx, p, divide),
    }
    keywords::observe_turn(cx);
}

/// After passing priority: if the phase ended and a pool still holds mana, the pools
/// empty with mana burn ([`crate::mana::empty_pools`]; a turn that empties them itself
/// at each phase end leaves nothing here).
fn phase_ended(cx: &mut Mx<'_>, at: (u32, crate::ext::Phase)) {
    let ms = cx.ext();
    let left = ms
        .seats
        .iter()
        .any(|s| s.mana > 0 || s.colored.iter().any(|&n| n > 0));
    if (ms.turn, ms.phase) != at && left {
        crate::mana::empty_pools(cx);
    }
}

/// Runs one of Magic's steps of work.
pub fn run(cx: &mut Mx<'_>, task: MtgTask) {
    match task {
        MtgTask::SpellLeftStack { object } => {
            cx.ext_mut()
                .stack
                .retain(|i| !(i.kind == ItemKind::Spell && i.source == Some(object)));
            cx.emit(MtgEvent::SpellLeftStack { object }, &[&["mtg-217.1c"]]);
        }
        MtgTask::AfterDestroy {
            object,
            auras,
            others,
            dies,
            known,
        } => destroy::after_destroy(cx, object, &auras, &others, &dies, &known),
        MtgTask::TokenLeftPlay { object } => tokens::cease(cx, object),
        MtgTask::EnteredPlay { object } => keywords::arrived(cx, object),
        MtgTask::SpellResolved { object, controller } => spell::resolve(cx, object, controller),
    }
}
