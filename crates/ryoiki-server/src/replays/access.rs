//! Who may have which replay (the rule is in the module `replays`): a seat's token for
//! its seat, the operator's judge token for a judge, nothing for a spectator of a public
//! table and the invite token for a spectator of a private one.

use super::viewer::{ReplayError, Viewer};
use crate::store::TableRecord;
use crate::token::TokenHash;

/// The fewest characters of a judge token: a token that can be guessed opens every
/// hidden card of every finished game.
pub const JUDGE_TOKEN_MIN: usize = 32;

/// A judge token the server does not take.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum WeakJudgeToken {
    /// Too short to be safe from guessing.
    #[error(
        "the judge token has {0} characters; it needs at least {JUDGE_TOKEN_MIN} (e.g. `openssl rand -hex 32`)"
    )]
    TooShort(usize),
    /// A character other than printable ASCII (it travels in an HTTP header).
    #[error(
        "the judge token must be printable ASCII without spaces (it travels in an HTTP header)"
    )]
    NotPrintable,
    /// The server already has one.
    #[error("the judge token is already set")]
    AlreadySet,
}

/// Refuses a judge token too short to be safe or that cannot travel in a header.
///
/// # Errors
/// [`WeakJudgeToken`]: why.
pub fn check_judge_token(token: &str) -> Result<(), WeakJudgeToken> {
    if !token.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(WeakJudgeToken::NotPrintable);
    }
    let n = token.chars().count();
    if n < JUDGE_TOKEN_MIN {
        return Err(WeakJudgeToken::TooShort(n));
    }
    Ok(())
}

/// Whether `bearer` (the request's token) may have `viewer`'s replay of the table of
/// `record`; `judge`: the server's judge token, if any. Every token is compared in
/// constant time against a hash.
///
/// # Errors
/// [`ReplayError`]: a seat the table does not have, a bot's seat, a missing or wrong
/// token (a private table's spectator brings its invite token), or judges not allowed.
pub(super) fn admit(
    record: &TableRecord,
    viewer: Viewer,
    bearer: Option<&str>,
    judge: Option<&TokenHash>,
) -> Result<(), ReplayError> {
    match viewer {
        Viewer::Spectator => match (record.invite, bearer) {
            (None, _) => Ok(()),
            (Some(h), Some(t)) if h.matches(t) => Ok(()),
            (Some(_), _) => Err(ReplayError::Invite(record.id.clone())),
        },
        Viewer::Seat(s) => {
            let Some(seat) = record.seats.get(usize::from(s)) else {
                return Err(ReplayError::NoSeat {
                    table: record.id.clone(),
                    seat: s,
                    last: record.seats.len().saturating_sub(1),
                });
            };
            if seat.bot.is_some() {
                return Err(ReplayError::BotSeat(s));
            }
            match (seat.token, bearer) {
                (Some(h), Some(t)) if h.matches(t) => Ok(()),
                _ => Err(ReplayError::SeatToken(s)),
            }
        }
        Viewer::Judge => {
            let Some(h) = judge else {
                return Err(ReplayError::NoJudges);
            };
            match bearer {
                Some(t) if h.matches(t) => Ok(()),
                _ => Err(ReplayError::JudgeToken),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_judge_token_must_be_long_and_printable() {
        assert_eq!(check_judge_token("short"), Err(WeakJudgeToken::TooShort(5)));
        assert_eq!(
            check_judge_token(&format!("{} x", "a".repeat(40))),
            Err(WeakJudgeToken::NotPrintable)
        );
        assert_eq!(check_judge_token(&"a".repeat(JUDGE_TOKEN_MIN)), Ok(()));
        assert!(
            WeakJudgeToken::TooShort(5)
                .to_string()
                .contains("at least 32")
        );
    }
}
