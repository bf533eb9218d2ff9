// The table protocol's messages (docs/protocol.md, "The table").
// Generated from crates/ryoiki-server/src/wire/types.rs by ts-rs: do not edit.
// Regenerate: RYOIKI_BLESS=1 cargo test -p ryoiki-server --lib wire::

/**
 * A game's own action (pass priority, start the game, set a card …): its `action`
 * code and the game's own fields, every card as the seat's handle. Sent back as listed.
 */
export type GameAction = { action: string, [field: string]: unknown };

export type ServerMessage = { "type": "hello" } & Hello | { "type": "history" } & History | { "type": "state" } & State | { "type": "events" } & Events | { "type": "ack" } & Ack | { "type": "refused" } & Refused | { "type": "end" } & End | { "type": "error" } & ErrorMessage | { "type": "chat" } & ChatLine | { "type": "pong" } & Pong;

export type Hello = { 
/**
 * The protocol's version (1).
 */
protocol: number, 
/**
 * The table's id.
 */
table: string, 
/**
 * The table's name, if its creator gave it one.
 */
name: string | null, 
/**
 * The game's key (`fow`, `pmv`, `mtg`, or a game made of data).
 */
game: string, 
/**
 * The game's variant, if it has one.
 */
variant: string | null, 
/**
 * The players' names, in seat order.
 */
players: Array<string>, 
/**
 * This connection's seat; `null` for a spectator.
 */
seat: number | null, 
/**
 * The table's version: how many actions were accepted, the opening included.
 */
version: number, 
/**
 * The seat's last accepted client seq, if it has one.
 */
last_seq: number | null, };

export type History = { 
/**
 * This connection's seat; `null` for a spectator.
 */
seat: number | null, 
/**
 * The table's version.
 */
version: number, 
/**
 * How many earlier actions' events were left out.
 */
events_omitted: number, 
/**
 * Each past action's events, oldest first, as this viewer was told them.
 */
events: Array<PastEvents>, 
/**
 * How many earlier chat lines were left out.
 */
chat_omitted: number, 
/**
 * The latest chat lines, oldest first.
 */
chat: Array<ChatLine>, };

export type PastEvents = { 
/**
 * The table's version after it.
 */
version: number, 
/**
 * The seat that acted.
 */
by: number, 
/**
 * Its events as the viewer was told them.
 */
events: Array<SeatEvent>, };

export type ChatLine = { 
/**
 * Its number in the table's chat, from 0.
 */
n: number, 
/**
 * The seat that said it.
 */
seat: number, 
/**
 * That seat's player.
 */
name: string, 
/**
 * The table's version when it was said.
 */
version: number, 
/**
 * What was said.
 */
text: string, };

export type State = { 
/**
 * This connection's seat; `null` for a spectator.
 */
seat: number | null, 
/**
 * The table's version.
 */
version: number, 
/**
 * The seat to move; `null` when no seat may do anything.
 */
to_move: number | null, 
/**
 * The seat's last accepted client seq (only for a seat that has one).
 */
last_seq?: number, 
/**
 * The viewer's view.
 */
view: View, 
/**
 * What the seat may do, if it is to move (else empty); an action is sent by its
 * index here (`pick`) or as listed.
 */
actions: Array<ListedAction>, };

export type Events = { 
/**
 * This connection's seat; `null` for a spectator.
 */
seat: number | null, 
/**
 * The table's version after the action.
 */
version: number, 
/**
 * The seat that acted.
 */
by: number, 
/**
 * The events, in order.
 */
events: Array<SeatEvent>, };

export type Ack = { 
/**
 * The client's seq of the action.
 */
seq: number, 
/**
 * The table's version after it.
 */
version: number, };

export type Refused = { 
/**
 * The refused action's seq; `null` for a message that was no action (or unread).
 */
seq: number | null, 
/**
 * The table's version.
 */
version: number, 
/**
 * The reason in English.
 */
error: string, 
/**
 * The reason in Japanese.
 */
error_ja: string, 
/**
 * What kind of refusal.
 */
code: RefusalCode, };

export type RefusalCode = "stale" | "not-your-move" | "spectator" | "not-listed" | "bad-message" | "rate-limited" | "too-large" | "unavailable" | "seq-used" | "chat-full";

export type End = { 
/**
 * Why.
 */
reason: EndReason, 
/**
 * The table's version.
 */
version: number, };

export type EndReason = "game-over" | "no-legal-action";

export type ErrorMessage = { 
/**
 * The reason in English.
 */
error: string, 
/**
 * The reason in Japanese.
 */
error_ja: string, 
/**
 * Another node holds the table: join again there.
 */
moved?: Moved, };

export type Moved = { 
/**
 * The table's id.
 */
table: string, 
/**
 * The node that holds it.
 */
node: string, 
/**
 * Its address (`HOST:PORT`), if it advertises one.
 */
addr: string | null, 
/**
 * Its WebSocket URL, if it advertises an address.
 */
url: string | null, };

export type Pong = Record<string, never>;

export type HttpError = { 
/**
 * The reason in English.
 */
error: string, 
/**
 * The reason in Japanese.
 */
error_ja: string, };

export type View = { 
/**
 * The game's key.
 */
game: string, 
/**
 * Whose view (255: a spectator's).
 */
viewer: number, 
/**
 * The players' names, in seat order.
 */
players: Array<string>, 
/**
 * Every zone, in the game's catalogue order, each player's in seat order.
 */
zones: Array<Zone>, 
/**
 * Cards held aside that the viewer may know of; absent when there are none.
 */
held?: Array<HeldCard>, 
/**
 * The pending decision, with its options for the decider only.
 */
pending: Pending | null, 
/**
 * The rule set's public state (life, the stack, the turn …), by game.
 */
public: Public | null, };

export type Zone = { 
/**
 * Its key in the game's catalogue (`hand`, `main-deck` …).
 */
zone: string, 
/**
 * Its owner's seat; absent for a shared zone.
 */
player?: number, 
/**
 * How many cards it holds (all of them, listed or not).
 */
count: number, 
/**
 * The most it may hold, where the rules set one.
 */
limit?: number, 
/**
 * The cards the viewer's view lists.
 */
cards: Array<Card>, };

export type Card = { 
/**
 * The viewer's handle for it.
 */
handle: string, 
/**
 * Its position from the bottom, where the viewer may know it.
 */
position?: number, 
/**
 * Face up or down.
 */
facing: Facing, 
/**
 * Upright or sideways, where its zone has it.
 */
orientation?: Orientation, 
/**
 * Its controller, where its zone gives one.
 */
controller?: number, 
/**
 * Its current side, if the viewer may see its front.
 */
front?: Side, 
/**
 * Its other side, if it has one the viewer may see.
 */
other_side?: Side, 
/**
 * The handle of the card it is attached to, if the view lists that card.
 */
attached_to?: string, };

export type Side = { 
/**
 * Its name.
 */
name: string, 
/**
 * Its types.
 */
types: Array<string>, 
/**
 * Its abilities, as text.
 */
abilities: Array<string>, 
/**
 * Its numbers (power, cost …) by name.
 */
numbers: { [key in string]?: number }, };

export type Facing = "face-up" | "face-down";

export type Orientation = "upright" | "sideways";

export type HeldCard = { 
/**
 * The viewer's handle for it.
 */
handle: string, 
/**
 * The effect holding it.
 */
held_by: number, 
/**
 * The key of the zone it goes back to.
 */
from: string, 
/**
 * That zone's owner; absent for a shared zone.
 */
player?: number, 
/**
 * Its front, if the viewer may see it.
 */
front?: Side, };

export type Pending = { 
/**
 * Who decides.
 */
decider: number, 
/**
 * What kind of decision (`order-cards`, `choose-replacement`, `split-card`, or a
 * game's own code).
 */
what: string, 
/**
 * The legal answers, for the decider only (empty for everyone else).
 */
options: Array<DecisionOption>, };

export type DecisionOption = { "kind": "effect", 
/**
 * The effect.
 */
effect: number, 
/**
 * Its label.
 */
label: string, } | { "kind": "card", 
/**
 * The handle.
 */
handle: string, } | { "kind": "unseen", 
/**
 * How many remain.
 */
count: number, } | { "kind": "option", 
/**
 * Its index (the answer's `index`).
 */
index: number, 
/**
 * Its label.
 */
label: string, 
/**
 * The decider's handle for the card it is about, if any.
 */
handle: string | null, };

export type SeatEvent = { 
/**
 * Its code (`moved`, `shuffled`, or a game's own such as `planar-die-rolled`).
 */
event: string, 
/**
 * In English.
 */
en: string, 
/**
 * In Japanese.
 */
ja: string, 
/**
 * The rules that made it happen, most specific first.
 */
rules: Array<string>, 
/**
 * The seat's handles for the cards it names that the seat's view lists; absent
 * when none.
 */
cards?: Array<string>, };

export type SeatZone = { 
/**
 * Its key in the game's catalogue.
 */
zone: string, 
/**
 * Its owner's seat; absent for a shared zone.
 */
player?: number, };

export type SeatChoice = { "kind": "card", 
/**
 * The handle.
 */
handle: string, } | { "kind": "effect", 
/**
 * The effect.
 */
effect: number, } | { "kind": "option", 
/**
 * Its index.
 */
index: number, } | { "kind": "unseen" };

export type SeatAction = { "action": "move", 
/**
 * The card.
 */
card: string, 
/**
 * Where to.
 */
to: SeatZone, } | { "action": "move-top", 
/**
 * The pile.
 */
from: SeatZone, 
/**
 * Where to.
 */
to: SeatZone, } | { "action": "enter", 
/**
 * The card.
 */
card: string, 
/**
 * Its name.
 */
name: string, 
/**
 * Where to.
 */
to: SeatZone, } | { "action": "turn", 
/**
 * The card.
 */
card: string, 
/**
 * The orientation wanted.
 */
orientation: Orientation, } | { "action": "face", 
/**
 * The card.
 */
card: string, 
/**
 * The facing wanted.
 */
facing: Facing, } | { "action": "reveal", 
/**
 * The card.
 */
card: string, } | { "action": "look", 
/**
 * The card.
 */
card: string, } | { "action": "look-top", 
/**
 * The pile.
 */
zone: SeatZone, 
/**
 * How many cards from the top.
 */
count: number, } | { "action": "extract", 
/**
 * The card.
 */
card: string, } | { "action": "put-back", 
/**
 * The card.
 */
card: string, } | { "action": "shuffle", 
/**
 * The zone.
 */
zone: SeatZone, } | { "action": "split", 
/**
 * The zone.
 */
zone: SeatZone, } | { "action": "end-effect", 
/**
 * The effect.
 */
effect: number, } | { "action": "answer", 
/**
 * The answer.
 */
choice: SeatChoice, } | { "action": "game", 
/**
 * The game's action.
 */
game: GameAction, };

export type Flow = "hands-on" | "leaves";

export type ListedAction = { 
/**
 * What it does to the course of play; absent when the seat may act again after it.
 */
flow?: Flow, } & ({ "action": "move", 
/**
 * The card.
 */
card: string, 
/**
 * Where to.
 */
to: SeatZone, } | { "action": "move-top", 
/**
 * The pile.
 */
from: SeatZone, 
/**
 * Where to.
 */
to: SeatZone, } | { "action": "enter", 
/**
 * The card.
 */
card: string, 
/**
 * Its name.
 */
name: string, 
/**
 * Where to.
 */
to: SeatZone, } | { "action": "turn", 
/**
 * The card.
 */
card: string, 
/**
 * The orientation wanted.
 */
orientation: Orientation, } | { "action": "face", 
/**
 * The card.
 */
card: string, 
/**
 * The facing wanted.
 */
facing: Facing, } | { "action": "reveal", 
/**
 * The card.
 */
card: string, } | { "action": "look", 
/**
 * The card.
 */
card: string, } | { "action": "look-top", 
/**
 * The pile.
 */
zone: SeatZone, 
/**
 * How many cards from the top.
 */
count: number, } | { "action": "extract", 
/**
 * The card.
 */
card: string, } | { "action": "put-back", 
/**
 * The card.
 */
card: string, } | { "action": "shuffle", 
/**
 * The zone.
 */
zone: SeatZone, } | { "action": "split", 
/**
 * The zone.
 */
zone: SeatZone, } | { "action": "end-effect", 
/**
 * The effect.
 */
effect: number, } | { "action": "answer", 
/**
 * The answer.
 */
choice: SeatChoice, } | { "action": "game", 
/**
 * The game's action.
 */
game: GameAction, });

export type Public = MtgPublic | FowPublic | PmvPublic;

export type FramePublic = { 
/**
 * The turn's number, from 1.
 */
turn: number, 
/**
 * The turn player's name.
 */
turn_player: string, 
/**
 * The name of the player who went first.
 */
first: string, 
/**
 * The phase's key.
 */
phase: string, 
/**
 * Life totals by player name (absent where the game keeps none).
 */
life?: { [key in string]?: number }, 
/**
 * The players out of the game, by name.
 */
out: Array<string>, 
/**
 * The winner's name, once there is one.
 */
winner?: string, 
/**
 * Whether the game is over.
 */
over: boolean, };

export type FowPublic = { 
/**
 * The turn frame.
 */
frame: FramePublic, };

export type PmvPublic = { 
/**
 * The cards on the field.
 */
field: Array<PmvCard>, 
/**
 * Those of them in the death state.
 */
"death-state": Array<PmvCard>, 
/**
 * The turn frame, once the game has started.
 */
frame?: FramePublic, };

export type PmvCard = { 
/**
 * The viewer's handle for it.
 */
handle: string, 
/**
 * Its name, if the viewer sees its front.
 */
name: string | null, 
/**
 * Its power now, if it has one and the viewer sees its front.
 */
power: number | null, };

export type MtgPublic = { 
/**
 * The turn's number.
 */
turn: number, 
/**
 * The active player's name.
 */
active: string, 
/**
 * The phase.
 */
phase: MtgPhase, 
/**
 * Who holds priority, by name.
 */
priority: string | null, 
/**
 * Life totals by player name.
 */
life: { [key in string]?: number }, 
/**
 * Mana in each player's pool, by name.
 */
mana: { [key in string]?: number }, 
/**
 * Planar die rolls this turn, by player name.
 */
rolls: { [key in string]?: number }, 
/**
 * The players who have left the game.
 */
left: Array<string>, 
/**
 * The stack, bottom first.
 */
stack: Array<MtgStackItem>, 
/**
 * Whether Planechase has started.
 */
started: boolean, 
/**
 * The planar controllers, by name.
 */
planar_controllers: Array<string>, 
/**
 * The planar die's last face.
 */
planar_die: PlanarFace | null, 
/**
 * The last die's result.
 */
die: number | null, 
/**
 * The last planeswalk.
 */
last_planeswalk: MtgPlaneswalk | null, 
/**
 * The step.
 */
step: MtgStep, 
/**
 * Whether the game has begun (`start-game`).
 */
begun: boolean, 
/**
 * The player who plays first, once chosen.
 */
starter: string | null, 
/**
 * Poison counters by player name.
 */
poison: { [key in string]?: number }, 
/**
 * Who lost, and why, by player name.
 */
lost: { [key in string]?: LossCause }, 
/**
 * How the game ended, once it has.
 */
outcome: MtgOutcome | null, 
/**
 * Each player's mana pool by colour, as text, by name.
 */
pool: { [key in string]?: string }, 
/**
 * Damage marked on creatures.
 */
damage: Array<MtgDamage>, };

export type MtgPhase = "beginning" | "precombat-main" | "combat" | "postcombat-main" | "ending";

export type MtgStep = "untap" | "upkeep" | "draw" | "main" | "beginning-of-combat" | "declare-attackers" | "declare-blockers" | "first-strike-damage" | "combat-damage" | "end-of-combat" | "end-of-turn" | "cleanup";

export type PlanarFace = "planeswalker" | "chaos" | "blank";

export type MtgStackItem = { 
/**
 * Its name.
 */
name: string, 
/**
 * What kind of item.
 */
kind: StackItemKind, 
/**
 * Its controller's name.
 */
controller: string, 
/**
 * What it does, in words.
 */
effect: string, 
/**
 * The viewer's handle for its source, if the view lists it.
 */
source: string | null, };

export type StackItemKind = "spell" | "planeswalking" | "chaos" | "triggered" | "activated" | "combat-damage";

export type MtgPlaneswalk = { 
/**
 * Who planeswalked, by name.
 */
player: string, 
/**
 * The planes left.
 */
from: Array<string>, 
/**
 * The planes arrived at.
 */
to: Array<string>, 
/**
 * Its number in the game.
 */
count: number, };

export type LossCause = "life" | "empty-library" | "poison" | "conceded" | "left";

export type MtgOutcome = { 
/**
 * The winners' names.
 */
winners: Array<string>, 
/**
 * Whether it was a draw.
 */
draw: boolean, 
/**
 * How it ended.
 */
cause: EndCause, };

export type EndCause = "last-standing" | "all-lost";

export type MtgDamage = { 
/**
 * The creature's name.
 */
name: string, 
/**
 * The viewer's handle for it.
 */
card: string, 
/**
 * How much.
 */
amount: number, };

export type ClientMessage = { "type": "join", 
/**
 * The table's id.
 */
table: string, 
/**
 * The seat (absent for a spectator).
 */
seat?: number, 
/**
 * The seat's token; for a spectator of a private table, its invite token.
 */
token?: string, 
/**
 * Watch instead of sitting.
 */
spectator?: boolean, } | { "type": "action", 
/**
 * The client's own number, increasing for the seat.
 */
seq: number, 
/**
 * The `version` of the latest `state` the client saw.
 */
version: number, 
/**
 * The action, as listed (its `flow` may be left in or out).
 */
action?: ListedAction, 
/**
 * Or its index in the latest `state.actions`.
 */
pick?: number, } | { "type": "chat", 
/**
 * One line of 1 to 500 characters, no control characters.
 */
text: string, } | { "type": "ping" };
