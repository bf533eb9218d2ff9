//! The table protocol's messages as TypeScript reads them: one Rust type for each shape
//! on the wire, from which `ts-rs` writes `web/protocol-types.ts`.
//!
//! The server writes most messages with `json!` or from borrowed engine values (the core
//! serializes a [`View`](ryoiki_core::View) by hand), so there is no Rust type of theirs to
//! generate from. These types mirror them instead, and `proof.rs` holds them to the wire:
//! every message the server's own functions write, over games of every registered game
//! and Magic variant, for every seat and a spectator, must read into its type with no
//! field left over (`deny_unknown_fields`) and write back to exactly the same JSON (so
//! a field the type has but the wire leaves out, or sends as `null` where the type says
//! absent, fails too).
//!
//! Whole numbers are `usize` and `isize` here (the wire's `u64` and `i64`), which `ts-rs`
//! writes as TypeScript's `number`, as `JSON.parse` reads them.
//!
//! A field that is absent rather than `null` when it has no value is `#[ts(optional)]`
//! (`field?: T` in TypeScript) and skipped when `None`; an `Option` without it is always
//! present, `null` when empty.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use ts_rs::TS;

/// A seat number (0, 1, …); a spectator's view has 255.
pub type Seat = u8;

/// A card as one seat names it: `h` and 16 hex digits, different for every seat and
/// changed whenever the card moves or its hidden zone is shuffled.
pub type Handle = String;

// ----- Server → client -----

/// Every message the server sends over the WebSocket, by its `type`.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ServerMessage {
    /// On joining, first.
    Hello(Hello),
    /// On joining, between `hello` and `state`: what this viewer was told before.
    History(History),
    /// The viewer's view and, when it is to move, its listed actions.
    State(Box<State>),
    /// What the viewer may know of one accepted action's events.
    Events(Events),
    /// The acting connection's action is durable.
    Ack(Ack),
    /// A client message was not taken.
    Refused(Refused),
    /// The game is over, or no seat may do anything.
    End(End),
    /// A failed join; the connection closes after it.
    Error(ErrorMessage),
    /// A line of the table's chat.
    Chat(ChatLine),
    /// The answer to `ping`.
    Pong(Pong),
}

/// `hello`: the table as this connection joins it.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Hello {
    /// The protocol's version (1).
    pub protocol: u32,
    /// The table's id.
    pub table: String,
    /// The table's name, if its creator gave it one.
    pub name: Option<String>,
    /// The game's key (`fow`, `pmv`, `mtg`, or a game made of data).
    pub game: String,
    /// The game's variant, if it has one.
    pub variant: Option<String>,
    /// The players' names, in seat order.
    pub players: Vec<String>,
    /// This connection's seat; `null` for a spectator.
    pub seat: Option<Seat>,
    /// The table's version: how many actions were accepted, the opening included.
    pub version: usize,
    /// The seat's last accepted client seq, if it has one.
    pub last_seq: Option<usize>,
}

/// `history`: the events this viewer was told of the latest actions, and the latest
/// chat lines.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct History {
    /// This connection's seat; `null` for a spectator.
    pub seat: Option<Seat>,
    /// The table's version.
    pub version: usize,
    /// How many earlier actions' events were left out.
    pub events_omitted: usize,
    /// Each past action's events, oldest first, as this viewer was told them.
    pub events: Vec<PastEvents>,
    /// How many earlier chat lines were left out.
    pub chat_omitted: usize,
    /// The latest chat lines, oldest first.
    pub chat: Vec<ChatLine>,
}

/// One past action's events in a `history`.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct PastEvents {
    /// The table's version after it.
    pub version: usize,
    /// The seat that acted.
    pub by: Seat,
    /// Its events as the viewer was told them.
    pub events: Vec<SeatEvent>,
}

/// A chat line (the `chat` message, and each line of a `history`).
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct ChatLine {
    /// Its number in the table's chat, from 0.
    pub n: usize,
    /// The seat that said it.
    pub seat: Seat,
    /// That seat's player.
    pub name: String,
    /// The table's version when it was said.
    pub version: usize,
    /// What was said.
    pub text: String,
}

/// `state`: the viewer's view, and its listed actions if it is to move.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct State {
    /// This connection's seat; `null` for a spectator.
    pub seat: Option<Seat>,
    /// The table's version.
    pub version: usize,
    /// The seat to move; `null` when no seat may do anything.
    pub to_move: Option<Seat>,
    /// The seat's last accepted client seq (only for a seat that has one).
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_seq: Option<usize>,
    /// The viewer's view.
    pub view: View,
    /// What the seat may do, if it is to move (else empty); an action is sent by its
    /// index here (`pick`) or as listed.
    pub actions: Vec<ListedAction>,
}

/// `events`: one accepted action's events, as this viewer may know them.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Events {
    /// This connection's seat; `null` for a spectator.
    pub seat: Option<Seat>,
    /// The table's version after the action.
    pub version: usize,
    /// The seat that acted.
    pub by: Seat,
    /// The events, in order.
    pub events: Vec<SeatEvent>,
}

/// `ack`: the action with this seq is durable.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Ack {
    /// The client's seq of the action.
    pub seq: usize,
    /// The table's version after it.
    pub version: usize,
}

/// `refused`: why a client message was not taken.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Refused {
    /// The refused action's seq; `null` for a message that was no action (or unread).
    pub seq: Option<usize>,
    /// The table's version.
    pub version: usize,
    /// The reason in English.
    pub error: String,
    /// The reason in Japanese.
    pub error_ja: String,
    /// What kind of refusal.
    pub code: RefusalCode,
}

/// The `code` of a `refused` message.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum RefusalCode {
    /// The action was for an older version of the table.
    Stale,
    /// Another seat is to move, or the game has ended.
    NotYourMove,
    /// A spectator may not act.
    Spectator,
    /// Not one of the listed actions.
    NotListed,
    /// Not a message of the protocol.
    BadMessage,
    /// Too many messages too fast.
    RateLimited,
    /// A message over the size limit.
    TooLarge,
    /// The action could not be stored, so it was not taken.
    Unavailable,
    /// The seq was taken by another action of the seat.
    SeqUsed,
    /// The table's chat holds its most lines.
    ChatFull,
}

/// `end`: the game has ended.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct End {
    /// Why.
    pub reason: EndReason,
    /// The table's version.
    pub version: usize,
}

/// Why a table's game ended.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// The rules say the game is over.
    GameOver,
    /// No seat may do anything.
    NoLegalAction,
}

/// `error`: a failed join.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct ErrorMessage {
    /// The reason in English.
    pub error: String,
    /// The reason in Japanese.
    pub error_ja: String,
    /// Another node holds the table: join again there.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moved: Option<Moved>,
}

/// Where a table another node holds is joined.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Moved {
    /// The table's id.
    pub table: String,
    /// The node that holds it.
    pub node: String,
    /// Its address (`HOST:PORT`), if it advertises one.
    pub addr: Option<String>,
    /// Its WebSocket URL, if it advertises an address.
    pub url: Option<String>,
}

/// `pong`: nothing but its type.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Pong {}

/// An HTTP error's body (`/api/tables`, `/ws` before the upgrade).
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct HttpError {
    /// The reason in English.
    pub error: String,
    /// The reason in Japanese.
    pub error_ja: String,
}

// ----- The view -----

/// One viewer's view of the game (`Game::view`): everything it may know, nothing else.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct View {
    /// The game's key.
    pub game: String,
    /// Whose view (255: a spectator's).
    pub viewer: Seat,
    /// The players' names, in seat order.
    pub players: Vec<String>,
    /// Every zone, in the game's catalogue order, each player's in seat order.
    pub zones: Vec<Zone>,
    /// Cards held aside that the viewer may know of; absent when there are none.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub held: Option<Vec<HeldCard>>,
    /// The pending decision, with its options for the decider only.
    pub pending: Option<Pending>,
    /// The rule set's public state (life, the stack, the turn …), by game.
    pub public: Option<Public>,
}

/// One zone as the viewer sees it.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Zone {
    /// Its key in the game's catalogue (`hand`, `main-deck` …).
    pub zone: String,
    /// Its owner's seat; absent for a shared zone.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<Seat>,
    /// How many cards it holds (all of them, listed or not).
    pub count: u32,
    /// The most it may hold, where the rules set one.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// The cards the viewer's view lists.
    pub cards: Vec<Card>,
}

/// A card the view lists.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Card {
    /// The viewer's handle for it.
    pub handle: Handle,
    /// Its position from the bottom, where the viewer may know it.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<u32>,
    /// Face up or down.
    pub facing: Facing,
    /// Upright or sideways, where its zone has it.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub orientation: Option<Orientation>,
    /// Its controller, where its zone gives one.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controller: Option<Seat>,
    /// Its current side, if the viewer may see its front.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub front: Option<Side>,
    /// Its other side, if it has one the viewer may see.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub other_side: Option<Side>,
    /// The handle of the card it is attached to, if the view lists that card.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attached_to: Option<Handle>,
}

/// A side of a card: what its face shows.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Side {
    /// Its name.
    pub name: String,
    /// Its types.
    pub types: Vec<String>,
    /// Its abilities, as text.
    pub abilities: Vec<String>,
    /// Its numbers (power, cost …) by name.
    pub numbers: BTreeMap<String, isize>,
}

/// Face up or face down.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum Facing {
    /// Its front shows.
    FaceUp,
    /// Its back shows.
    FaceDown,
}

/// Upright or sideways (untapped or tapped, recovered or rested).
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum Orientation {
    /// Upright.
    Upright,
    /// Sideways.
    Sideways,
}

/// A card held aside (extracted) that the viewer may know of.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct HeldCard {
    /// The viewer's handle for it.
    pub handle: Handle,
    /// The effect holding it.
    pub held_by: u32,
    /// The key of the zone it goes back to.
    pub from: String,
    /// That zone's owner; absent for a shared zone.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<Seat>,
    /// Its front, if the viewer may see it.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub front: Option<Side>,
}

/// The pending decision.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Pending {
    /// Who decides.
    pub decider: Seat,
    /// What kind of decision (`order-cards`, `choose-replacement`, `split-card`, or a
    /// game's own code).
    pub what: String,
    /// The legal answers, for the decider only (empty for everyone else).
    pub options: Vec<DecisionOption>,
}

/// One legal answer of a pending decision.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum DecisionOption {
    /// A replacement effect to apply.
    Effect {
        /// The effect.
        effect: u32,
        /// Its label.
        label: String,
    },
    /// A card, by the decider's handle.
    Card {
        /// The handle.
        handle: Handle,
    },
    /// Cards to place that the decider's view does not list: answered with
    /// `{"kind":"unseen"}`, which places the next of them.
    Unseen {
        /// How many remain.
        count: u32,
    },
    /// A rule set's option.
    Option {
        /// Its index (the answer's `index`).
        index: u32,
        /// Its label.
        label: String,
        /// The decider's handle for the card it is about, if any.
        handle: Option<Handle>,
    },
}

/// One event as one seat may know it.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct SeatEvent {
    /// Its code (`moved`, `shuffled`, or a game's own such as `planar-die-rolled`).
    pub event: String,
    /// In English.
    pub en: String,
    /// In Japanese.
    pub ja: String,
    /// The rules that made it happen, most specific first.
    pub rules: Vec<String>,
    /// The seat's handles for the cards it names that the seat's view lists; absent
    /// when none.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<Vec<Handle>>,
}

// ----- Seat actions -----

/// A zone as a seat names it.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct SeatZone {
    /// Its key in the game's catalogue.
    pub zone: String,
    /// Its owner's seat; absent for a shared zone.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<Seat>,
}

/// An answer to the pending decision.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum SeatChoice {
    /// A card, by the decider's handle.
    Card {
        /// The handle.
        handle: Handle,
    },
    /// A replacement effect.
    Effect {
        /// The effect.
        effect: u32,
    },
    /// A numbered option.
    Option {
        /// Its index.
        index: u32,
    },
    /// The next of the cards to order that the decider's view does not list.
    Unseen,
}

/// What taking a listed action does to the course of play, when it does not leave it as
/// it is (an action without `flow` stays: its seat may act again after it).
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum Flow {
    /// It hands the move on to another player: passing priority, ending a turn.
    HandsOn,
    /// It takes the seat (or its team) out of the game: conceding, leaving.
    Leaves,
}

/// A listed action in `state.actions`: the action's own fields, and its `flow` when it
/// does not stay. Sent back as listed (the server reads past `flow`), or by its index.
#[derive(Debug, Deserialize, Serialize, TS)]
pub struct ListedAction {
    /// The action.
    #[serde(flatten)]
    pub action: SeatAction,
    /// What it does to the course of play; absent when the seat may act again after it.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flow: Option<Flow>,
}

/// What a seat may do, as listed in `state.actions`.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(tag = "action", rename_all = "kebab-case", deny_unknown_fields)]
pub enum SeatAction {
    /// Move a card to a zone.
    Move {
        /// The card.
        card: Handle,
        /// Where to.
        to: SeatZone,
    },
    /// Move the top card of a pile of the seat's (a draw, a mill).
    MoveTop {
        /// The pile.
        from: SeatZone,
        /// Where to.
        to: SeatZone,
    },
    /// Bring a card of the seat's from outside the game into a zone.
    Enter {
        /// The card.
        card: Handle,
        /// Its name.
        name: String,
        /// Where to.
        to: SeatZone,
    },
    /// Turn a card upright or sideways.
    Turn {
        /// The card.
        card: Handle,
        /// The orientation wanted.
        orientation: Orientation,
    },
    /// Turn a card face up or face down.
    Face {
        /// The card.
        card: Handle,
        /// The facing wanted.
        facing: Facing,
    },
    /// Reveal a card of a hidden zone to every player.
    Reveal {
        /// The card.
        card: Handle,
    },
    /// Look at a card of a hidden zone.
    Look {
        /// The card.
        card: Handle,
    },
    /// Look at the top cards of a pile of the seat's that no one sees into (a deck).
    LookTop {
        /// The pile.
        zone: SeatZone,
        /// How many cards from the top.
        count: u32,
    },
    /// Hold a card aside.
    Extract {
        /// The card.
        card: Handle,
    },
    /// Put a card held aside back.
    PutBack {
        /// The card.
        card: Handle,
    },
    /// Shuffle a zone of the seat's.
    Shuffle {
        /// The zone.
        zone: SeatZone,
    },
    /// Split a hidden zone of the seat's into two groups.
    Split {
        /// The zone.
        zone: SeatZone,
    },
    /// End a reveal, look or grouping the seat controls.
    EndEffect {
        /// The effect.
        effect: u32,
    },
    /// Answer the pending decision.
    Answer {
        /// The answer.
        choice: SeatChoice,
    },
    /// An action of the game's own, cards as the seat's handles.
    Game {
        /// The game's action.
        #[ts(type = "GameAction")]
        game: GameAction,
    },
}

/// A game's own action (pass priority, start the game, set a card …): its `action`
/// code and the game's fields, every card as the seat's handle. Sent back as listed.
/// Its TypeScript type, `GameAction`, is written beside the generated ones (`proof.rs`):
/// the code, and the game's fields as `unknown`.
#[derive(Debug, Deserialize, Serialize)]
pub struct GameAction {
    /// The game's code for it (`pass-priority`, `start-game`, `next-phase` …).
    pub action: String,
    /// Its fields, by the game.
    #[serde(flatten)]
    pub fields: BTreeMap<String, serde_json::Value>,
}

// ----- The games' public sections -----

/// A view's `public` section: what every seat may see of the rule set's own state, in
/// the shape of the view's `game` (a game made of data has none: `null`).
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(untagged)]
pub enum Public {
    /// Magic (`mtg`).
    Magic(Box<MtgPublic>),
    /// Force of Will (`fow`), once the game has started.
    ForceOfWill(FowPublic),
    /// PMV (`pmv`).
    Pmv(PmvPublic),
}

impl Public {
    /// The key of the game whose shape this is.
    pub fn game(&self) -> &'static str {
        match self {
            Public::Magic(_) => "mtg",
            Public::ForceOfWill(_) => "fow",
            Public::Pmv(_) => "pmv",
        }
    }
}

/// A game's turn frame (Force of Will's and PMV's turns): the turn, its player, the
/// phase, life totals, who is out, and how it ended.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct FramePublic {
    /// The turn's number, from 1.
    pub turn: u32,
    /// The turn player's name.
    pub turn_player: String,
    /// The name of the player who went first.
    pub first: String,
    /// The phase's key.
    pub phase: String,
    /// Life totals by player name (absent where the game keeps none).
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub life: Option<BTreeMap<String, isize>>,
    /// The players out of the game, by name.
    pub out: Vec<String>,
    /// The winner's name, once there is one.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
    /// Whether the game is over.
    pub over: bool,
}

/// Force of Will's public section.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct FowPublic {
    /// The turn frame.
    pub frame: FramePublic,
}

/// PMV's public section.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct PmvPublic {
    /// The cards on the field.
    pub field: Vec<PmvCard>,
    /// Those of them in the death state.
    #[serde(rename = "death-state")]
    pub death_state: Vec<PmvCard>,
    /// The turn frame, once the game has started.
    #[ts(optional)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frame: Option<FramePublic>,
}

/// A PMV card on the field as every player may see it.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct PmvCard {
    /// The viewer's handle for it.
    pub handle: Handle,
    /// Its name, if the viewer sees its front.
    pub name: Option<String>,
    /// Its power now, if it has one and the viewer sees its front.
    pub power: Option<isize>,
}

/// Magic's public section (the 2009 rules with Planechase).
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct MtgPublic {
    /// The turn's number.
    pub turn: u32,
    /// The active player's name.
    pub active: String,
    /// The phase.
    pub phase: MtgPhase,
    /// Who holds priority, by name.
    pub priority: Option<String>,
    /// Life totals by player name.
    pub life: BTreeMap<String, isize>,
    /// Mana in each player's pool, by name.
    pub mana: BTreeMap<String, u32>,
    /// Planar die rolls this turn, by player name.
    pub rolls: BTreeMap<String, u32>,
    /// The players who have left the game.
    pub left: Vec<String>,
    /// The stack, bottom first.
    pub stack: Vec<MtgStackItem>,
    /// Whether Planechase has started.
    pub started: bool,
    /// The planar controllers, by name.
    pub planar_controllers: Vec<String>,
    /// The planar die's last face.
    pub planar_die: Option<PlanarFace>,
    /// The last die's result.
    pub die: Option<u32>,
    /// The last planeswalk.
    pub last_planeswalk: Option<MtgPlaneswalk>,
    /// The step.
    pub step: MtgStep,
    /// Whether the game has begun (`start-game`).
    pub begun: bool,
    /// The player who plays first, once chosen.
    pub starter: Option<String>,
    /// Poison counters by player name.
    pub poison: BTreeMap<String, u32>,
    /// Who lost, and why, by player name.
    pub lost: BTreeMap<String, LossCause>,
    /// How the game ended, once it has.
    pub outcome: Option<MtgOutcome>,
    /// Each player's mana pool by colour, as text, by name.
    pub pool: BTreeMap<String, String>,
    /// Damage marked on creatures.
    pub damage: Vec<MtgDamage>,
}

/// Magic's phases.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum MtgPhase {
    /// Beginning phase.
    Beginning,
    /// Precombat main phase.
    PrecombatMain,
    /// Combat phase.
    Combat,
    /// Postcombat main phase.
    PostcombatMain,
    /// Ending phase.
    Ending,
}

/// Magic's steps (a main phase has one, `main`).
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum MtgStep {
    /// Untap step.
    Untap,
    /// Upkeep step.
    Upkeep,
    /// Draw step.
    Draw,
    /// A main phase.
    Main,
    /// Beginning of combat step.
    BeginningOfCombat,
    /// Declare attackers step.
    DeclareAttackers,
    /// Declare blockers step.
    DeclareBlockers,
    /// First-strike combat damage step.
    FirstStrikeDamage,
    /// Combat damage step.
    CombatDamage,
    /// End of combat step.
    EndOfCombat,
    /// End of turn step.
    EndOfTurn,
    /// Cleanup step.
    Cleanup,
}

/// The planar die's faces.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum PlanarFace {
    /// Planeswalk.
    Planeswalker,
    /// Chaos.
    Chaos,
    /// Blank.
    Blank,
}

/// An item on Magic's stack.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct MtgStackItem {
    /// Its name.
    pub name: String,
    /// What kind of item.
    pub kind: StackItemKind,
    /// Its controller's name.
    pub controller: String,
    /// What it does, in words.
    pub effect: String,
    /// The viewer's handle for its source, if the view lists it.
    pub source: Option<Handle>,
}

/// What a stack item is.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum StackItemKind {
    /// A spell.
    Spell,
    /// Planeswalking.
    Planeswalking,
    /// A chaos ability.
    Chaos,
    /// A triggered ability.
    Triggered,
    /// An activated ability.
    Activated,
    /// Combat damage.
    CombatDamage,
}

/// A planeswalk.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct MtgPlaneswalk {
    /// Who planeswalked, by name.
    pub player: String,
    /// The planes left.
    pub from: Vec<String>,
    /// The planes arrived at.
    pub to: Vec<String>,
    /// Its number in the game.
    pub count: u32,
}

/// Why a Magic player lost.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum LossCause {
    /// 0 or less life.
    Life,
    /// Drew from an empty library.
    EmptyLibrary,
    /// Ten or more poison counters.
    Poison,
    /// Conceded.
    Conceded,
    /// Left the game.
    Left,
}

/// How a Magic game ended.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct MtgOutcome {
    /// The winners' names.
    pub winners: Vec<String>,
    /// Whether it was a draw.
    pub draw: bool,
    /// How it ended.
    pub cause: EndCause,
}

/// How a Magic game ended.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum EndCause {
    /// One player or team was left.
    LastStanding,
    /// Every player lost at once.
    AllLost,
}

/// Damage marked on a creature.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(deny_unknown_fields)]
pub struct MtgDamage {
    /// The creature's name.
    pub name: String,
    /// The viewer's handle for it.
    pub card: Handle,
    /// How much.
    pub amount: u32,
}

// ----- Client → server -----

/// Every message a client sends over the WebSocket, by its `type`.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ClientMessage {
    /// Sit at a seat (with its token) or watch.
    Join {
        /// The table's id.
        table: String,
        /// The seat (absent for a spectator).
        #[ts(optional)]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<Seat>,
        /// The seat's token; for a spectator of a private table, its invite token.
        #[ts(optional)]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<String>,
        /// Watch instead of sitting.
        #[ts(optional)]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        spectator: Option<bool>,
    },
    /// An action for the seat: `action` as listed, or `pick`, its index in the latest
    /// `state.actions`.
    Action {
        /// The client's own number, increasing for the seat.
        seq: usize,
        /// The `version` of the latest `state` the client saw.
        version: usize,
        /// The action, as listed (its `flow` may be left in or out).
        #[ts(optional)]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        action: Option<ListedAction>,
        /// Or its index in the latest `state.actions`.
        #[ts(optional)]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pick: Option<u32>,
    },
    /// A chat line from the seat.
    Chat {
        /// One line of 1 to 500 characters, no control characters.
        text: String,
    },
    /// Are you there? (answered with `pong`)
    Ping,
}
