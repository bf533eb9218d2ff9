//! The table protocol's messages (docs/protocol.md, "The table"): what a client sends,
//! decoded once here, and the server's messages, each built from what the engine gives
//! one seat (its view, its events, its seat actions) and nothing else.
//!
//! Their TypeScript types are in `web/protocol-types.ts`, generated in tests from the
//! mirror types of `wire/types.rs`, which `wire/proof.rs` holds to the messages these
//! functions write for every game and variant.

use ryoiki_core::{Flow, Game, PlayerId, SeatAction, SeatEvent, SeatListing, View};
use serde::{Deserialize, Serialize};
use serde_json::json;

#[cfg(test)]
mod proof;
#[cfg(test)]
mod types;

/// The version of the table protocol; every `hello` carries it.
pub const PROTOCOL: u32 = 1;

/// What a client sends.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum ClientMessage {
    /// Sit at a seat (with its token) or watch.
    Join {
        /// The table's id.
        table: String,
        /// The seat (absent for a spectator).
        #[serde(default)]
        seat: Option<u8>,
        /// The seat's token; for a spectator of a private table, its invite token.
        #[serde(default)]
        token: Option<String>,
        /// Watch instead of sitting.
        #[serde(default)]
        spectator: bool,
    },
    /// An action for the seat.
    Action {
        /// The client's sequence number.
        seq: u64,
        /// The version of the latest state the client saw.
        version: u64,
        /// The action, as listed.
        #[serde(default)]
        action: Option<SeatAction>,
        /// Or its index in the latest `state.actions`.
        #[serde(default)]
        pick: Option<usize>,
    },
    /// A chat line from the seat, told to everyone at the table.
    Chat {
        /// What was said (one line, at most `Limits::max_chat_chars` characters).
        text: String,
    },
    /// Are you there?
    Ping,
}

/// Why an action was refused, as the `code` of a `refused` message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The action was for an older version of the table.
    Stale,
    /// Another seat is to move (or no one is).
    NotYourMove,
    /// A spectator may not act.
    Spectator,
    /// Not one of the listed actions.
    NotListed,
    /// Not a message of the protocol.
    BadMessage,
    /// Too many actions too fast.
    RateLimited,
    /// A message over the size limit.
    TooLarge,
    /// The action could not be made durable; it was not taken.
    Unavailable,
    /// The seq was already accepted for another action of the seat (another tab or
    /// device of the same seat took it): number the next action above the state's
    /// `last_seq`.
    SeqUsed,
    /// The table's chat holds its most lines.
    ChatFull,
}

impl Refusal {
    /// Every refusal, in the order of their codes in docs/protocol.md.
    pub const ALL: [Refusal; 10] = [
        Refusal::Stale,
        Refusal::NotYourMove,
        Refusal::Spectator,
        Refusal::NotListed,
        Refusal::BadMessage,
        Refusal::RateLimited,
        Refusal::TooLarge,
        Refusal::Unavailable,
        Refusal::SeqUsed,
        Refusal::ChatFull,
    ];

    /// Its code on the wire.
    pub fn code(self) -> &'static str {
        match self {
            Refusal::Stale => "stale",
            Refusal::NotYourMove => "not-your-move",
            Refusal::Spectator => "spectator",
            Refusal::NotListed => "not-listed",
            Refusal::BadMessage => "bad-message",
            Refusal::RateLimited => "rate-limited",
            Refusal::TooLarge => "too-large",
            Refusal::Unavailable => "unavailable",
            Refusal::SeqUsed => "seq-used",
            Refusal::ChatFull => "chat-full",
        }
    }
}

/// `hello`: the table as this connection joins it.
#[allow(clippy::too_many_arguments)]
pub fn hello(
    table: &str,
    name: Option<&str>,
    game: &Game,
    variant: Option<&str>,
    seat: Option<PlayerId>,
    version: u64,
    last_seq: Option<u64>,
) -> String {
    json!({
        "type": "hello",
        "protocol": PROTOCOL,
        "table": table,
        "name": name,
        "game": game.rules().key(),
        "variant": variant,
        "players": game.state().players(),
        "seat": seat,
        "version": version,
        "last_seq": last_seq,
    })
    .to_string()
}

/// Encodes a message written straight from the engine's values (no JSON tree built
/// first). The messages' values always encode; should one not, the text says so
/// instead of the server stopping.
fn encode<T: Serialize>(msg: &T) -> String {
    encode_sized(msg, 128)
}

/// [`encode`] into a buffer of `capacity` bytes to start with: a message whose size is
/// known roughly is written without growing (and copying) its buffer again and again.
fn encode_sized<T: Serialize>(msg: &T, capacity: usize) -> String {
    let mut out = Vec::with_capacity(capacity);
    match serde_json::to_writer(&mut out, msg) {
        // serde_json writes valid UTF-8 only.
        Ok(()) => String::from_utf8(out).unwrap_or_default(),
        Err(e) => json!({ "type": "error", "error": format!("the server could not encode a message: {e}") })
            .to_string(),
    }
}

/// The `state` message, borrowing what it shows.
#[derive(Serialize)]
struct StateMsg<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    seat: Option<PlayerId>,
    version: u64,
    to_move: Option<PlayerId>,
    /// The seat's last accepted client seq, so that every connection of the seat (two
    /// tabs, two devices) numbers its next action above it.
    #[serde(skip_serializing_if = "Option::is_none")]
    last_seq: Option<u64>,
    view: View<'a>,
    actions: Listed<'a>,
}

/// The listed actions as `state.actions` writes them: each action's own fields and, for
/// one that does not leave the course of play as it is, its `flow` (`"hands-on"`:
/// passing, ending a turn; `"leaves"`: conceding, leaving the game). An action without
/// `flow` stays: its seat may act again after it.
#[derive(Clone, Copy)]
pub struct Listed<'a> {
    actions: &'a [SeatAction],
    listing: Option<&'a SeatListing>,
}

impl<'a> Listed<'a> {
    /// `actions` with the flows of `listing` (the listing they were made with; none
    /// writes no `flow`).
    pub fn new(actions: &'a [SeatAction], listing: Option<&'a SeatListing>) -> Listed<'a> {
        Listed { actions, listing }
    }

    /// No action.
    pub fn none() -> Listed<'a> {
        Listed {
            actions: &[],
            listing: None,
        }
    }
}

/// One listed action with its flow, written as the action's own fields and `flow`.
#[derive(Serialize)]
struct ListedAction<'a> {
    #[serde(flatten)]
    action: &'a SeatAction,
    #[serde(skip_serializing_if = "Option::is_none")]
    flow: Option<Flow>,
}

impl Serialize for Listed<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(Some(self.actions.len()))?;
        for (i, action) in self.actions.iter().enumerate() {
            let flow = match self.listing.map(|l| l.flow(i)) {
                None | Some(Flow::Stays) => None,
                Some(f) => Some(f),
            };
            match flow {
                // Most actions stay: written as the action alone.
                None => seq.serialize_element(action)?,
                Some(_) => seq.serialize_element(&ListedAction { action, flow })?,
            }
        }
        seq.end()
    }
}

/// `state`: `seat`'s view (the spectator's for `None`), its last accepted seq, and its
/// actions (with their flows) if it is to move.
pub fn state(
    game: &Game,
    seat: Option<PlayerId>,
    version: u64,
    to_move: Option<PlayerId>,
    last_seq: Option<u64>,
    actions: Listed<'_>,
) -> String {
    let viewer = seat.unwrap_or(PlayerId::SPECTATOR);
    let mine = seat.is_some() && seat == to_move;
    let listed = if mine { actions.actions.len() } else { 0 };
    // About what a state of this game takes: each card of the game shown, each action
    // listed (a free move names a card and a zone: about 80 bytes).
    let capacity = 1024 + 96 * game.state().cards().len() + 96 * listed;
    encode_sized(
        &StateMsg {
            kind: "state",
            seat,
            version,
            to_move,
            last_seq,
            view: game.view(viewer),
            actions: if mine { actions } else { Listed::none() },
        },
        capacity,
    )
}

/// The `events` message, borrowing what it shows.
#[derive(Serialize)]
struct EventsMsg<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    seat: Option<PlayerId>,
    version: u64,
    by: PlayerId,
    events: &'a [SeatEvent],
}

/// `events`: what `seat` (the spectator for `None`) may know of one action's events.
pub fn events(seat: Option<PlayerId>, version: u64, by: PlayerId, said: &[SeatEvent]) -> String {
    encode(&EventsMsg {
        kind: "events",
        seat,
        version,
        by,
        events: said,
    })
}

/// `chat`: a line of the table's chat, stored; `name` is its seat's player.
pub fn chat(line: &crate::store::ChatRecord, name: &str) -> String {
    encode(&ChatMsg::of(line, name, "chat"))
}

/// A chat line as sent (in `chat` and in `history`).
#[derive(Serialize)]
struct ChatMsg<'a> {
    #[serde(rename = "type", skip_serializing_if = "str::is_empty")]
    kind: &'static str,
    n: u64,
    seat: u8,
    name: &'a str,
    version: u64,
    text: &'a str,
}

impl<'a> ChatMsg<'a> {
    fn of(line: &'a crate::store::ChatRecord, name: &'a str, kind: &'static str) -> Self {
        ChatMsg {
            kind,
            n: line.n,
            seat: line.seat,
            name,
            version: line.version,
            text: &line.text,
        }
    }
}

/// One past action's events in a `history`: what its viewer was told then.
#[derive(Serialize)]
pub struct PastEvents {
    /// The table's version after it.
    pub version: u64,
    /// The seat that acted.
    pub by: PlayerId,
    /// Its events as the viewer was told them.
    pub events: Vec<SeatEvent>,
}

/// The `history` message.
#[derive(Serialize)]
struct HistoryMsg<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    seat: Option<PlayerId>,
    version: u64,
    /// How many earlier actions' events were left out (over the history's limit).
    events_omitted: u64,
    events: &'a [PastEvents],
    /// How many earlier chat lines were left out.
    chat_omitted: u64,
    chat: Vec<ChatMsg<'a>>,
}

/// `history`: on join, the events this viewer (`seat`, or a spectator) was told of the
/// table's latest actions, and the latest lines of its chat (`names`: the players').
pub fn history(
    seat: Option<PlayerId>,
    version: u64,
    (events, events_omitted): (&[PastEvents], u64),
    (chat, chat_omitted): (&[crate::store::ChatRecord], u64),
    names: &[String],
) -> String {
    let name = |s: u8| names.get(usize::from(s)).map_or("", String::as_str);
    encode(&HistoryMsg {
        kind: "history",
        seat,
        version,
        events_omitted,
        events,
        chat_omitted,
        chat: chat
            .iter()
            .map(|l| ChatMsg::of(l, name(l.seat), ""))
            .collect(),
    })
}

/// `ack`: the action with this seq is durable.
pub fn ack(seq: u64, version: u64) -> String {
    format!("{{\"type\":\"ack\",\"seq\":{seq},\"version\":{version}}}")
}

/// A reason told to a person, in English and in Japanese: the page shows the one of its
/// language (`error` and `error_ja` on the wire).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// In English.
    pub en: String,
    /// In Japanese.
    pub ja: String,
}

impl Said {
    /// A message rendered in each language by `render` (the engine's, the loader's and
    /// the deck reader's words put into each language).
    pub fn of(render: impl Fn(ryoiki_core::Lang) -> String) -> Said {
        Said {
            en: render(ryoiki_core::Lang::En),
            ja: render(ryoiki_core::Lang::Ja),
        }
    }

    /// A reason in both languages.
    pub fn new(en: impl Into<String>, ja: impl Into<String>) -> Said {
        Said {
            en: en.into(),
            ja: ja.into(),
        }
    }
}

impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.en)
    }
}

/// `refused`: why an action was not taken.
pub fn refused(seq: Option<u64>, version: u64, why: Refusal, error: &Said) -> String {
    json!({
        "type": "refused",
        "seq": seq,
        "version": version,
        "error": error.en,
        "error_ja": error.ja,
        "code": why.code(),
    })
    .to_string()
}

/// `end`: the game is over (`game-over`) or no seat may do anything (`no-legal-action`).
pub fn end(reason: &str, version: u64) -> String {
    json!({ "type": "end", "reason": reason, "version": version }).to_string()
}

/// `error`: a failed join; the connection closes after it.
pub fn error(why: &Said) -> String {
    json!({ "type": "error", "error": why.en, "error_ja": why.ja }).to_string()
}

/// `error` for a `join` of a table another node holds: the reason, and under `moved`
/// the table, its node and (when the node advertises one) its address and WebSocket
/// URL, where the client joins again.
pub fn moved(why: &Said, table: &str, holder: &crate::store::Holder) -> String {
    let url = holder.addr.as_ref().map(|a| format!("ws://{a}/ws"));
    json!({
        "type": "error",
        "error": why.en,
        "error_ja": why.ja,
        "moved": { "table": table, "node": holder.node, "addr": holder.addr, "url": url },
    })
    .to_string()
}

/// `pong`.
pub fn pong() -> String {
    json!({ "type": "pong" }).to_string()
}

/// An HTTP error answer: the status, and the reason as `{"error": …, "error_ja": …}`
/// for the page to show in its reader's language.
pub fn error_response(status: axum::http::StatusCode, why: &Said) -> axum::response::Response {
    use axum::response::IntoResponse;
    (
        status,
        axum::Json(json!({ "error": why.en, "error_ja": why.ja })),
    )
        .into_response()
}
