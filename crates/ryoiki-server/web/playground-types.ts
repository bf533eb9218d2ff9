// Generated from crates/ryoiki-wasm/src/wire.rs by ts-rs: do not edit.
// Regenerate: RYOIKI_BLESS=1 cargo test -p ryoiki-wasm

export type GameInfo = { 
/**
 * Its key, as scenario files name it (`rules = "fow"`).
 */
key: string, 
/**
 * Its name in the language asked for.
 */
name: string, };

export type Loaded = { "kind": "ready" } & Summary | { "kind": "failed" } & LoadFailure;

export type Summary = { 
/**
 * Its title.
 */
title: string, 
/**
 * The game's name.
 */
game: string, 
/**
 * Its description, if it has one.
 */
description: string | null, 
/**
 * The players, by their names in the file, in seat order.
 */
players: Array<string>, 
/**
 * How many frames there are to step through: the setup, then one per step.
 */
frames: number, 
/**
 * Whether every check held and nothing broke.
 */
passed: boolean, 
/**
 * Why it failed, one reason a line (empty when it passed).
 */
failures: Array<string>, };

export type LoadFailure = { 
/**
 * Every problem, in file order.
 */
problems: Array<Problem>, 
/**
 * All of them as `ryoiki check` prints them: `file:line:column: message`, a line each.
 */
text: string, };

export type Problem = { 
/**
 * The file, as given.
 */
file: string, 
/**
 * 1-based line.
 */
line: number, 
/**
 * 1-based column, in characters.
 */
column: number, 
/**
 * What is wrong.
 */
message: string, };

export type Frame = { 
/**
 * Which frame: 0 the setup, then the step's number, from 1.
 */
index: number, 
/**
 * The step as written (absent for the setup).
 */
step: StepInfo | null, 
/**
 * The events the step set off, in order.
 */
events: Array<EventLine>, 
/**
 * Why the step was refused, if it was.
 */
refused: string | null, 
/**
 * The file's checks after this step.
 */
checks: Array<CheckLine>, 
/**
 * Invariants that broke at this step.
 */
problems: Array<string>, 
/**
 * Each player's view, in seat order.
 */
views: Array<PlayerView>, };

export type StepInfo = { 
/**
 * What it does.
 */
summary: string, 
/**
 * Who takes it.
 */
player: string, 
/**
 * The file's note on it.
 */
note: string | null, };

export type EventLine = { 
/**
 * The event in words.
 */
text: string, 
/**
 * The rules that made it happen, most specific first.
 */
rules: Array<CitedRule>, };

export type CitedRule = { 
/**
 * Its id (`fow-3.15.d`).
 */
id: string, 
/**
 * Its short title in the language asked for (absent for an id the catalogue lacks).
 */
title: string | null, 
/**
 * What it requires, in the catalogue's words (English).
 */
description: string | null, };

export type CheckLine = { 
/**
 * Its line in the file.
 */
line: number, 
/**
 * Whether it held.
 */
passed: boolean, 
/**
 * The rules it proves.
 */
rules: Array<CitedRule>, 
/**
 * What did not hold.
 */
failures: Array<string>, };

export type PlayerView = { 
/**
 * The player's name in the file.
 */
player: string, 
/**
 * The view, as the table protocol sends it (`Game::view`, docs/protocol.md). The
 * core serializes it by hand from a borrow of the state, so it has no Rust type
 * to generate from: the page describes its shape itself.
 */
view: unknown, };
