//! The end of the game (2009 rule 102): a player loses (conceding, 102.3a, or a
//! state-based effect, [`crate::sba`]); a player who loses leaves the game and one who
//! leaves loses (102.5); when one player or team remains it wins (102.2a, 102.2c), and
//! when every remaining player loses at once the game is a draw (102.4a, 102.4c).
//!
//! The outcome is kept in [`MtgState::outcome`]: the rule set's `game_over` is true from
//! then on, no game action is legal (the checks refuse every one, citing 102.1), and the
//! public view shows the winners or the draw and each player's cause of loss.

use crate::common::Mx;
use crate::events::MtgEvent;
use crate::ext::{EndCause, LossCause, MtgState, Outcome, Variant};
use ryoiki_core::{PlayerId, RuleId};

/// The acting player concedes: they lose at once (102.3a) and leave the game (102.5).
pub(crate) fn concede(cx: &mut Mx<'_>, p: PlayerId) {
    lose(cx, &[(p, LossCause::Conceded)], &["mtg-2009-102.3a"]);
}

/// Players who left the game by the `leave-game` action (every player out of the game
/// who has not lost) lose it (102.5), in a game whose start has run; then the game may
/// be over.
pub(crate) fn left(cx: &mut Mx<'_>) {
    let ms = cx.ext();
    if !ms.begun || ms.outcome.is_some() {
        return;
    }
    let newly: Vec<(PlayerId, LossCause)> = ms
        .players()
        .filter(|&q| !ms.present(q) && ms.seat(q).lost.is_none())
        .map(|q| (q, LossCause::Left))
        .collect();
    lose(cx, &newly, &["mtg-2009-102.5"]);
}

/// Players lose the game at once, each for its cause, citing `rule`; in Two-Headed
/// Giant their teammates lose with them (the team plays, wins and loses as one). Then
/// the game ends, or the losers leave it and it goes on.
pub(crate) fn lose(cx: &mut Mx<'_>, losers: &[(PlayerId, LossCause)], rule: &'static [RuleId]) {
    let mut newly = Vec::new();
    for &(q, cause) in losers {
        let mates = cx.ext().teammates(q);
        for m in mates {
            let seat = cx.ext().seat(m);
            if seat.lost.is_some() || newly.contains(&m) {
                continue;
            }
            cx.ext_mut().seat_mut(m).lost = Some(cause);
            newly.push(m);
            cx.emit(MtgEvent::PlayerLost { player: m, cause }, &[rule]);
        }
    }
    settle(cx, &newly);
}

/// The teams (named by their first seat) with a player still in the game who has not
/// lost.
fn standing_teams(ms: &MtgState) -> Vec<PlayerId> {
    let mut teams: Vec<PlayerId> = ms
        .players()
        .filter(|&q| ms.present(q) && ms.seat(q).lost.is_none())
        .map(|q| ms.team(q))
        .collect();
    teams.sort();
    teams.dedup();
    teams
}

/// After losses: one team standing wins, none is a draw; otherwise the players who just
/// lost leave the game (102.5, 901.10) and it goes on.
fn settle(cx: &mut Mx<'_>, newly: &[PlayerId]) {
    let ms = cx.ext();
    let teams = standing_teams(ms);
    let team_game = ms.variant == Variant::TwoHeadedGiant;
    match teams.as_slice() {
        [] => {
            finish(cx, Vec::new(), EndCause::AllLost);
            let rule: &'static [RuleId] = if team_game {
                &["mtg-2009-102.4c"]
            } else {
                &["mtg-2009-102.4a"]
            };
            cx.emit(MtgEvent::GameDrawn, &[rule]);
        }
        [team] => {
            let winners: Vec<PlayerId> = ms
                .teammates(*team)
                .into_iter()
                .filter(|&q| ms.present(q))
                .collect();
            finish(cx, winners.clone(), EndCause::LastStanding);
            let rule: &'static [RuleId] = if team_game {
                &["mtg-2009-102.2c"]
            } else {
                &["mtg-2009-102.2a"]
            };
            cx.emit(MtgEvent::GameWon { players: winners }, &[rule]);
        }
        _ => {
            for &q in newly {
                if cx.ext().present(q) {
                    crate::leave::leave(cx, q);
                }
            }
        }
    }
}

/// The game is over: nobody holds priority, the players who lost are out of it.
fn finish(cx: &mut Mx<'_>, winners: Vec<PlayerId>, cause: EndCause) {
    let ms = cx.ext_mut();
    for s in ms.seats.iter_mut() {
        if s.lost.is_some() {
            s.left = true;
        }
    }
    ms.outcome = Some(Outcome { winners, cause });
    ms.priority = None;
    ms.passes = 0;
}
