//! The mirror types of `types.rs` held to the wire, and `web/protocol-types.ts` held to
//! them.
//!
//! Games of every registered game and Magic variant, in both table modes, are played by
//! the tables' own bots; at every state each seat's and a spectator's `hello`, `state`,
//! `events`, `history`, and the other messages, all written by the server's own
//! functions in `wire.rs`, must read into [`ServerMessage`] with no field left over and
//! write back to exactly the same JSON. Every listed action, sent back as a client
//! would send it through the TypeScript type, must read as the server's own
//! [`wire::ClientMessage`](super::ClientMessage) into the same action.

use super::types::*;
use crate::setup::{self, CreateRequest, Mode};
use crate::store::{ChatRecord, Holder};
use ryoiki_bot::{Bot, RandomBot, Turn};
use ryoiki_core::{Event, Game, NullSink, PlayerId, ViewKey};
use ryoiki_games::table::to_move_listed;
use serde_json::Value;
use ts_rs::TS;

/// The generated types, as committed (from the crate's folder).
const TYPES: &str = "web/protocol-types.ts";

/// Actions played in each game (each a state every viewer's messages are checked at).
const ACTIONS: usize = 60;

/// Reads `text` (a message the server wrote) as a [`ServerMessage`], and fails unless it
/// writes back to exactly the same JSON. Returns the message.
fn proven(text: &str) -> ServerMessage {
    let sent: Value = serde_json::from_str(text).expect("the server writes JSON");
    let msg: ServerMessage = serde_json::from_value(sent.clone())
        .unwrap_or_else(|e| panic!("not a ServerMessage ({e}):\n{}", shortened(&sent)));
    let back = serde_json::to_value(&msg).expect("a mirror writes");
    assert!(
        back == sent,
        "the mirror type does not write back what was sent:\n{}\n--- written back:\n{}",
        shortened(&sent),
        shortened(&back)
    );
    msg
}

/// A message for a failure's text: its view's public section (the part most likely to
/// differ, and the one an untagged type's error does not point at) and its first
/// characters.
fn shortened(msg: &Value) -> String {
    let text = msg.to_string();
    let head: String = text.chars().take(1500).collect();
    format!("public: {}\nmessage: {head}…", msg["view"]["public"])
}

/// A listed action, sent as a client would (through the mirror type of the client's
/// message), must read as the server's `ClientMessage` into the same action.
fn sends_back(listed: &ryoiki_core::SeatAction, as_sent: &ListedAction) {
    let msg = ClientMessage::Action {
        seq: 1,
        version: 2,
        action: Some(serde_json::from_value(serde_json::to_value(as_sent).unwrap()).unwrap()),
        pick: None,
    };
    let text = serde_json::to_string(&msg).expect("a client message writes");
    match serde_json::from_str::<super::ClientMessage>(&text) {
        Ok(super::ClientMessage::Action {
            action: Some(a), ..
        }) => assert_eq!(&a, listed, "{text}"),
        other => panic!("{text} read as {other:?}"),
    }
}

/// What the checks saw, so that a test can tell they saw enough.
#[derive(Default)]
struct Seen {
    messages: usize,
    kinds: std::collections::BTreeSet<String>,
    action_kinds: std::collections::BTreeSet<String>,
    publics: std::collections::BTreeSet<String>,
    pending: usize,
    held: usize,
    /// The flows written on listed actions (`hands-on`, `leaves`).
    flows: std::collections::BTreeSet<String>,
}

impl Seen {
    fn message(&mut self, msg: &ServerMessage) {
        self.messages += 1;
        let v = serde_json::to_value(msg).unwrap();
        self.kinds
            .insert(v["type"].as_str().unwrap_or_default().to_string());
        if let ServerMessage::State(s) = msg {
            if s.view.pending.is_some() {
                self.pending += 1;
            }
            if s.view.held.is_some() {
                self.held += 1;
            }
            if let Some(public) = &s.view.public {
                assert_eq!(
                    public.game(),
                    s.view.game,
                    "a public section of another game"
                );
                self.publics.insert(s.view.game.clone());
            }
            for a in &s.actions {
                let v = serde_json::to_value(a).unwrap();
                self.action_kinds
                    .insert(v["action"].as_str().unwrap_or_default().to_string());
            }
        }
    }
}

/// Plays one table's game with its bots, checking every viewer's messages at every
/// state. `Err`: the server would refuse to create this table (its setup or opening is
/// refused), so no message of it is ever sent.
fn play(
    game_key: &str,
    variant: Option<&str>,
    mode: Mode,
    seed: u64,
    seen: &mut Seen,
) -> Result<(), String> {
    let req = CreateRequest {
        game: game_key.to_string(),
        variant: variant.map(str::to_string),
        seed: Some(seed),
        mode: Some(mode),
        ..CreateRequest::default()
    };
    let start = setup::start(&req, seed).map_err(|e| e.to_string())?;
    // As `Server::create` does before it stores a table.
    let mut game = Game::new_with_key(start.kind.rules(), start.setup, ViewKey::new(seed, 7))
        .map_err(|e| e.to_string())?;
    for a in start.opening {
        game.apply(a, &mut NullSink).map_err(|e| e.to_string())?;
    }
    let players = game.state().players().len();
    let mut viewers: Vec<Option<PlayerId>> =
        (0..players).map(|p| Some(PlayerId(p as u8))).collect();
    viewers.push(None);
    let names: Vec<String> = game.state().players().to_vec();
    let mut version = 1;
    let mut last = None;
    // Each viewer's past events, as a history holds them.
    let mut past: Vec<Vec<super::PastEvents>> = viewers.iter().map(|_| Vec::new()).collect();
    let chat: Vec<ChatRecord> = (0..3)
        .map(|n| ChatRecord {
            n,
            seat: (n % players as u64) as u8,
            version: n,
            text: format!("line {n}: 良い試合"),
        })
        .collect();
    for v in &viewers {
        let hello = super::hello(
            "t1",
            Some("Friday ドラフト"),
            &game,
            variant,
            *v,
            version,
            v.map(|_| 3),
        );
        seen.message(&proven(&hello));
    }
    let mut rng = seed ^ 0x5EED;
    for _ in 0..ACTIONS {
        // As a table works it out (`table/listing.rs`): no seat moves once it is over.
        let over = game.rules().game_over(game.state());
        let turn = if over {
            None
        } else {
            to_move_listed(&game, last)
        };
        let to_move = turn.as_ref().map(|t| t.0);
        for v in &viewers {
            let actions = turn.as_ref().map_or(super::Listed::none(), |t| {
                super::Listed::new(&t.1, Some(&t.2))
            });
            let text = super::state(&game, *v, version, to_move, v.map(|_| 2), actions);
            let msg = proven(&text);
            if let (ServerMessage::State(s), Some((p, list, listing))) = (&msg, &turn)
                && *v == Some(*p)
            {
                assert_eq!(s.actions.len(), list.len());
                for (i, (listed, sent)) in list.iter().zip(&s.actions).enumerate() {
                    sends_back(listed, sent);
                    // Each action's flow is the listing's, "stays" written as nothing.
                    let flow = match listing.flow(i) {
                        ryoiki_core::Flow::Stays => None,
                        ryoiki_core::Flow::HandsOn => Some("hands-on"),
                        ryoiki_core::Flow::Leaves => Some("leaves"),
                    };
                    let written = serde_json::to_value(sent).unwrap();
                    assert_eq!(written["flow"].as_str(), flow, "{written}");
                    if let Some(f) = flow {
                        seen.flows.insert(f.to_string());
                    }
                }
            }
            seen.message(&msg);
        }
        let Some((p, list, listing)) = turn else {
            break;
        };
        let r = ryoiki_core::rng::splitmix64_next(&mut rng);
        let pick = RandomBot::paced(r, crate::table::BOT_HANDS_ON)
            .choose(&Turn::new(&game, &list, &listing))
            .unwrap_or(0);
        let (_, engine) = game.seat_pick(&listing, pick).expect("a listed index");
        let mut events: Vec<Event> = Vec::new();
        game.apply(engine, &mut events)
            .expect("a listed action is taken");
        version += 1;
        last = Some(p);
        for (i, v) in viewers.iter().enumerate() {
            let said = game.seat_events(v.unwrap_or(PlayerId::SPECTATOR), &events);
            seen.message(&proven(&super::events(*v, version, p, &said)));
            past[i].push(super::PastEvents {
                version,
                by: p,
                events: said,
            });
        }
    }
    for (i, v) in viewers.iter().enumerate() {
        let text = super::history(*v, version, (&past[i], 4), (&chat, 1), &names);
        seen.message(&proven(&text));
    }
    for line in &chat {
        seen.message(&proven(&super::chat(line, &names[line.seat as usize])));
    }
    Ok(())
}

#[test]
fn every_message_the_server_writes_reads_into_its_typescript_type() {
    let mut seen = Seen::default();
    let mut refused = Vec::new();
    for (kind, variant) in ryoiki_games::every_variant() {
        // Manual tables (the sample setups), which every game and variant has.
        play(kind.key(), variant, Mode::Manual, 10, &mut seen)
            .unwrap_or_else(|e| panic!("{} {variant:?}: {e}", kind.key()));
        // Rules tables from the sample decks, where the server creates them; played again
        // from the next seeds (a few at most) until a view has the game's public section
        // (a turn frame's begins only when a random bot starts the game).
        for seed in 11..16 {
            if let Err(e) = play(kind.key(), variant, Mode::Rules, seed, &mut seen) {
                refused.push(format!("{} {variant:?} in rules mode: {e}", kind.key()));
                break;
            }
            if seen.publics.contains(kind.key()) {
                break;
            }
        }
    }
    // Every game plays under its rules from its sample decks in its plain form.
    assert!(refused.len() < 2, "refused tables: {refused:#?}");
    // The messages that need no game.
    let said = super::Said::new("no such table", "そのテーブルはない");
    seen.message(&proven(&super::error(&said)));
    for addr in [Some("10.0.0.2:7878".to_string()), None] {
        let holder = Holder {
            node: "node-b".into(),
            addr,
        };
        seen.message(&proven(&super::moved(&said, "t1", &holder)));
    }
    for why in super::Refusal::ALL {
        for seq in [Some(7), None] {
            seen.message(&proven(&super::refused(seq, 3, why, &said)));
        }
    }
    // `end`'s reasons, as the tables write them (`table/connection.rs`).
    for reason in ["game-over", "no-legal-action"] {
        seen.message(&proven(&super::end(reason, 40)));
    }
    seen.message(&proven(&super::ack(7, 13)));
    seen.message(&proven(&super::pong()));
    // Enough was seen for the proof to mean something: every kind of message, views
    // with a pending decision, held cards and every game's public section.
    let kinds: Vec<&str> = seen.kinds.iter().map(String::as_str).collect();
    assert_eq!(
        kinds,
        [
            "ack", "chat", "end", "error", "events", "hello", "history", "pong", "refused", "state"
        ]
    );
    assert!(seen.pending > 0, "no view had a pending decision");
    for game in ["fow", "pmv", "mtg"] {
        assert!(
            seen.publics.contains(game),
            "no view of {game} had a public section"
        );
    }
    assert!(
        seen.action_kinds.contains("game") && seen.action_kinds.contains("move"),
        "{:?}",
        seen.action_kinds
    );
    // Magic lists conceding (leaves) and passing priority (hands on).
    assert_eq!(
        seen.flows.iter().map(String::as_str).collect::<Vec<_>>(),
        ["hands-on", "leaves"]
    );
    eprintln!(
        "{} messages; actions seen: {:?}; views with held cards: {}; tables the server \
         refuses: {refused:?}",
        seen.messages, seen.action_kinds, seen.held
    );
}

#[test]
fn a_field_the_type_lacks_fails_the_proof() {
    // The proof above would fail on a field added to the wire without its type: an
    // unknown field is refused at every level the server writes by hand.
    let said = super::Said::new("x", "x");
    let mut v: Value =
        serde_json::from_str(&super::refused(None, 1, super::Refusal::Stale, &said)).unwrap();
    v["extra"] = Value::Bool(true);
    assert!(serde_json::from_value::<ServerMessage>(v).is_err());
    let req = CreateRequest {
        game: "fow".into(),
        seed: Some(1),
        ..CreateRequest::default()
    };
    let start = setup::start(&req, 1).unwrap();
    let game = Game::new_with_key(start.kind.rules(), start.setup, ViewKey::new(1, 7)).unwrap();
    let text = super::state(
        &game,
        Some(PlayerId(0)),
        1,
        None,
        None,
        super::Listed::none(),
    );
    let mut v: Value = serde_json::from_str(&text).unwrap();
    let zones = v["view"]["zones"].as_array_mut().unwrap();
    let card = zones
        .iter_mut()
        .find_map(|z| z["cards"].as_array_mut().and_then(|c| c.first_mut()))
        .expect("seat 0 sees a card");
    card["new_field"] = Value::from(1);
    assert!(serde_json::from_value::<ServerMessage>(v.clone()).is_err());
    // And a field the wire leaves out, where the type says it is always there.
    let mut v: Value = serde_json::from_str(&text).unwrap();
    v["view"].as_object_mut().unwrap().remove("pending");
    let read: ServerMessage = serde_json::from_value(v.clone()).unwrap();
    assert_ne!(serde_json::to_value(&read).unwrap(), v);
}

/// Every type's TypeScript declaration, in one file.
fn generated() -> String {
    let decls = [
        ServerMessage::decl(),
        Hello::decl(),
        History::decl(),
        PastEvents::decl(),
        ChatLine::decl(),
        State::decl(),
        Events::decl(),
        Ack::decl(),
        Refused::decl(),
        RefusalCode::decl(),
        End::decl(),
        EndReason::decl(),
        ErrorMessage::decl(),
        Moved::decl(),
        Pong::decl(),
        HttpError::decl(),
        View::decl(),
        Zone::decl(),
        Card::decl(),
        Side::decl(),
        Facing::decl(),
        Orientation::decl(),
        HeldCard::decl(),
        Pending::decl(),
        DecisionOption::decl(),
        SeatEvent::decl(),
        SeatZone::decl(),
        SeatChoice::decl(),
        SeatAction::decl(),
        Flow::decl(),
        ListedAction::decl(),
        Public::decl(),
        FramePublic::decl(),
        FowPublic::decl(),
        PmvPublic::decl(),
        PmvCard::decl(),
        MtgPublic::decl(),
        MtgPhase::decl(),
        MtgStep::decl(),
        PlanarFace::decl(),
        MtgStackItem::decl(),
        StackItemKind::decl(),
        MtgPlaneswalk::decl(),
        LossCause::decl(),
        MtgOutcome::decl(),
        EndCause::decl(),
        MtgDamage::decl(),
        ClientMessage::decl(),
    ];
    let mut out = String::from(
        "// The table protocol's messages (docs/protocol.md, \"The table\").\n\
         // Generated from crates/ryoiki-server/src/wire/types.rs by ts-rs: do not edit.\n\
         // Regenerate: RYOIKI_BLESS=1 cargo test -p ryoiki-server --lib wire::\n\
         \n\
         /**\n \
         * A game's own action (pass priority, start the game, set a card …): its `action`\n \
         * code and the game's own fields, every card as the seat's handle. Sent back as listed.\n \
         */\n\
         export type GameAction = { action: string, [field: string]: unknown };\n",
    );
    for d in decls {
        out.push_str("\nexport ");
        out.push_str(&d);
        out.push('\n');
    }
    out
}

#[test]
fn the_committed_typescript_types_are_those_of_the_mirror_types() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(TYPES);
    let now = generated();
    if std::env::var_os("RYOIKI_BLESS").is_some() {
        std::fs::write(&path, &now).expect("writing the generated types");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == now,
        "{} is out of date with wire/types.rs: regenerate it with \
         RYOIKI_BLESS=1 cargo test -p ryoiki-server --lib wire::\n--- generated now:\n{now}",
        path.display()
    );
}
