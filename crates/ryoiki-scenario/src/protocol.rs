//! The seat protocol behind `ryoiki play`: JSON lines in, JSON lines out (see
//! `docs/protocol.md`).
//!
//! A [`Session`] holds a [`Recorded`] game, which seats the client drives and which a
//! random bot plays, and whose move it is ([`to_move`]): a pending decision's decider is
//! always to move; otherwise the player the rule set says is to act (Magic: the holder
//! of priority); otherwise, after a seat acts, the next seat in order that may do
//! anything. Every message a seat is sent is in
//! that seat's terms (its view, its events, its seat actions), and with
//! [`Session::check_leaks`] each one is searched for hidden identities before it goes.

use crate::messages::say;
use crate::seats::MessageCheck;
use ryoiki_bot::{Bot, RandomBot, Turn};
use ryoiki_core::rng::splitmix64_next;
use ryoiki_core::{Event, Game, Phrase, PlayerId, Recorded, SeatAction};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// The version of the message schema; every `hello` carries it.
pub const PROTOCOL_VERSION: u32 = 1;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// The client, over the protocol.
    Client,
    /// The random bot ([`ryoiki_bot::RandomBot`]).
    Random,
    /// A bot of another kind.
    Bot(&'static ryoiki_bot::BotKind),
}

/// What a client sends: an action for the seat to move, by value or by its index in
/// the list of the latest `turn` message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClientMessage {
    /// The seat acting (optional; it must be the seat to move).
    #[serde(default)]
    pub seat: Option<PlayerId>,
    /// The action, as listed.
    #[serde(default)]
    pub action: Option<SeatAction>,
    /// Or its index in the listed actions.
    #[serde(default)]
    pub pick: Option<usize>,
}

/// Why a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The rule set declares the game over.
    GameOver,
    /// No seat may do anything.
    Stuck,
    /// The action limit was reached.
    Limit,
    /// The client closed its input.
    InputClosed,
}

impl End {
    fn word(self) -> &'static str {
        match self {
            End::GameOver => "game-over",
            End::Stuck => "no-legal-action",
            End::Limit => "action-limit",
            End::InputClosed => "input-closed",
        }
    }
}

/// A game played over the protocol.
pub struct Session {
    rec: Recorded,
    seats: Vec<Player>,
    /// The seat that acted last.
    last: Option<PlayerId>,
    /// The bot of each seat a bot plays.
    bots: Vec<Option<Box<dyn Bot>>>,
    /// Actions taken through the session.
    pub actions: usize,
    /// The most actions to take.
    pub limit: usize,
    /// Whether every outgoing message is searched for hidden identities.
    pub check_leaks: bool,
    /// Leaks found in outgoing messages (empty when all is well), as words to be shown
    /// in either language; `to_string` gives the English.
    pub leaks: Vec<Phrase>,
}

impl Session {
    /// A session over a recorded game; `seats[p]` says who plays seat `p`; each bot
    /// draws from a seed made of `bot_seed` and its seat.
    pub fn new(rec: Recorded, seats: Vec<Player>, bot_seed: u64) -> Session {
        let bots = seats
            .iter()
            .enumerate()
            .map(|(p, player)| {
                let mut s = bot_seed ^ (p as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let seed = splitmix64_next(&mut s);
                match player {
                    Player::Client => None,
                    Player::Random => Some(Box::new(RandomBot::new(seed)) as Box<dyn Bot>),
                    Player::Bot(kind) => Some((kind.make)(seed)),
                }
            })
            .collect();
        Session {
            rec,
            seats,
            last: None,
            bots,
            actions: 0,
            limit: usize::MAX,
            check_leaks: false,
            leaks: Vec::new(),
        }
    }

    /// The game, recorded so far.
    pub fn recorded(&self) -> &Recorded {
        &self.rec
    }

    fn game(&self) -> &Game {
        self.rec.game()
    }

    /// Whose move it is, and what that seat may do ([`to_move`]); `None` when no seat
    /// may do anything.
    pub fn to_move(&self) -> Option<(PlayerId, Vec<SeatAction>)> {
        to_move(self.game(), self.last)
    }

    /// The message for `seat`, checked for leaks when asked.
    fn message(&mut self, seat: PlayerId, v: Value) -> String {
        if self.check_leaks {
            let problems = MessageCheck::new(self.game(), seat).words(&v);
            self.leaks.extend(problems);
        }
        v.to_string()
    }

    /// The opening message: the protocol version, the game, the players and the seats
    /// the client drives.
    pub fn hello(&self, variant: Option<&str>) -> String {
        let driven: Vec<u8> = (0..self.seats.len())
            .filter(|&p| self.seats[p] == Player::Client)
            .map(|p| p as u8)
            .collect();
        json!({
            "type": "hello",
            "protocol": PROTOCOL_VERSION,
            "game": self.game().rules().key(),
            "variant": variant,
            "players": self.game().state().players(),
            "seats": driven,
        })
        .to_string()
    }

    /// The `turn` message for a seat the client drives.
    fn turn(&mut self, seat: PlayerId, actions: &[SeatAction]) -> String {
        let v = json!({
            "type": "turn",
            "seat": seat,
            "view": self.game().view(seat),
            "actions": actions,
        });
        self.message(seat, v)
    }

    /// The `events` messages, one per seat the client drives, after `by` acted.
    fn events(&mut self, by: PlayerId, events: &[Event]) -> Vec<String> {
        let mut out = Vec::new();
        for p in 0..self.seats.len() {
            if self.seats[p] != Player::Client {
                continue;
            }
            let seat = PlayerId(p as u8);
            let said = self.game().seat_events(seat, events);
            let v = json!({ "type": "events", "seat": seat, "by": by, "events": said });
            out.push(self.message(seat, v));
        }
        out
    }

    /// Plays until the game ends, reading the client's lines from `input` and writing
    /// every message as one line to `output`. Returns why it ended.
    pub fn run(
        &mut self,
        input: &mut dyn Iterator<Item = String>,
        output: &mut dyn FnMut(&str),
    ) -> End {
        let end = loop {
            if self.game().rules().game_over(self.game().state()) {
                break End::GameOver;
            }
            if self.actions >= self.limit {
                break End::Limit;
            }
            let Some((seat, list, listing)) = to_move_listed(self.game(), self.last) else {
                break End::Stuck;
            };
            let action = match self.bots.get_mut(seat.index()).and_then(Option::as_mut) {
                Some(bot) => {
                    // A bot reads only its seat's view and listed actions, and never
                    // leaves: with nothing else listed the game cannot go on.
                    let turn = Turn::new(self.rec.game(), &list, &listing);
                    match bot.choose(&turn).and_then(|i| list.get(i)) {
                        Some(a) => a.clone(),
                        None => break End::Stuck,
                    }
                }
                None => {
                    let turn = self.turn(seat, &list);
                    output(&turn);
                    match self.read(seat, &list, input, output) {
                        Some(a) => a,
                        None => break End::InputClosed,
                    }
                }
            };
            let mut events = Vec::new();
            match self.rec.apply_seat(seat, &action, &mut events) {
                Ok(_) => {
                    self.actions += 1;
                    self.last = Some(seat);
                    for line in self.events(seat, &events) {
                        output(&line);
                    }
                }
                Err(e) => output(&refused(seat, |lang| e.render(lang))),
            }
        };
        output(
            &json!({ "type": "end", "reason": end.word(), "actions": self.actions }).to_string(),
        );
        end
    }

    /// The client's action for `seat`: lines that do not parse, name another seat or
    /// pick outside the list are refused (with the reason) and another is read.
    fn read(
        &mut self,
        seat: PlayerId,
        list: &[SeatAction],
        input: &mut dyn Iterator<Item = String>,
        output: &mut dyn FnMut(&str),
    ) -> Option<SeatAction> {
        loop {
            let line = input.next()?;
            if let Some(why) = input_problem(&line) {
                output(&refused(seat, |lang| {
                    say("protocol-unreadable-line")
                        .arg("problem", why)
                        .render(lang)
                }));
                continue;
            }
            if line.trim().is_empty() {
                continue;
            }
            let msg: ClientMessage = match serde_json::from_str(&line) {
                Ok(m) => m,
                Err(e) => {
                    let error = e.to_string();
                    output(&refused(seat, |lang| {
                        say("protocol-not-a-client-message")
                            .arg("error", error.as_str())
                            .render(lang)
                    }));
                    continue;
                }
            };
            if let Some(s) = msg.seat
                && s != seat
            {
                output(&refused(seat, |lang| {
                    say("protocol-not-your-move")
                        .arg("seat", seat.to_string())
                        .arg("other", s.to_string())
                        .render(lang)
                }));
                continue;
            }
            match (msg.action, msg.pick) {
                (Some(a), None) => return Some(a),
                (None, Some(i)) if i < list.len() => return Some(list[i].clone()),
                (None, Some(i)) => output(&refused(seat, |lang| {
                    say("protocol-pick-outside")
                        .arg("pick", i)
                        .arg("count", list.len())
                        .render(lang)
                })),
                _ => output(&refused(seat, |lang| {
                    say("protocol-action-or-pick").render(lang)
                })),
            }
        }
    }
}

pub use ryoiki_games::table::{to_move, to_move_listed};

/// A `refused` message: why, in English (`error`) and in Japanese (`error_ja`), as the
/// server's refusals give it.
fn refused(seat: PlayerId, why: impl Fn(ryoiki_core::Lang) -> String) -> String {
    json!({
        "type": "refused",
        "seat": seat,
        "error": why(ryoiki_core::Lang::En),
        "error_ja": why(ryoiki_core::Lang::Ja),
    })
    .to_string()
}

/// A line the reader could not take (too long, not UTF-8), as the session's input:
/// the NUL character (which no JSON text holds raw) and why. The session refuses it,
/// naming why, and reads the next line ([`input_problem`]).
pub fn problem_line(why: &str) -> String {
    format!("\0{why}")
}

/// Why the reader could not take this line, if it is a [`problem_line`].
pub fn input_problem(line: &str) -> Option<&str> {
    line.strip_prefix('\0')
}
