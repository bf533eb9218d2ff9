//! The fixed-size observation of one seat: numbers made only of what the seat's view
//! shows ([`Game::view`]), so that two games that differ only in what the seat may not
//! see give the same observation. The layout (documented in `docs/python.md`):
//!
//! 1. For every zone, in catalogue order, a per-player zone once per seat counted from
//!    the observer (its own first, then the next seat …): [`ZONE_FEATURES`] numbers:
//!    the number of cards, how many of them the seat sees the front of, how many lie
//!    sideways, then [`NAME_BINS`] counts of the seen fronts by their name's bin (a
//!    fixed hash of the name).
//! 2. [`PUBLIC_SLOTS`] numbers from the rule set's public section (the view's
//!    `public`), key by key in the section's order: a number or a flag as itself, a
//!    player's name as their seat counted from the observer plus one, another text as a
//!    stable code in [0, 1), a list as its length, a map keyed by player names as one
//!    number per seat counted from the observer, another map as its size, nothing as 0;
//!    cut or padded with zeros to the size.
//! 3. [`STATUS`] numbers: the seat is to move, how many actions it has listed, a
//!    decision is pending for it, how many options that decision has.

use ryoiki_core::{Game, Orientation, PlayerId};
use serde_json::Value;

/// The name bins of a zone's seen fronts.
pub const NAME_BINS: usize = 8;
/// The numbers per zone.
pub const ZONE_FEATURES: usize = 3 + NAME_BINS;
/// The numbers taken from the public section.
pub const PUBLIC_SLOTS: usize = 48;
/// The status numbers at the end.
pub const STATUS: usize = 4;

/// The length of the observation of a game laid out as `game` is (its zones).
pub fn size(game: &Game) -> usize {
    game.view(PlayerId(0)).zones().count() * ZONE_FEATURES + PUBLIC_SLOTS + STATUS
}

/// A stable 64-bit hash of a text (FNV-1a), the same on every machine and run.
fn fnv(s: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The seat `p` counted from `seat` (0: the seat itself).
fn relative(p: PlayerId, seat: PlayerId, n: usize) -> usize {
    (usize::from(p.0) + n - usize::from(seat.0) % n.max(1)) % n.max(1)
}

/// Writes `seat`'s observation into `out` (cleared first); `listed` is how many actions
/// the seat has listed when it is to move (`None`: it is not).
pub fn observe(game: &Game, seat: PlayerId, listed: Option<usize>, out: &mut Vec<f32>) {
    out.clear();
    let names = game.state().players();
    let n = names.len();
    let view = game.view(seat);
    // Zones: catalogue order, each kind's per-player zones from the observer on.
    let mut zones: Vec<(u16, usize, [f32; ZONE_FEATURES])> = Vec::new();
    for z in view.zones() {
        let id = z.id();
        let rel = id.player.map_or(0, |p| relative(p, seat, n));
        let mut f = [0f32; ZONE_FEATURES];
        f[0] = z.count() as f32;
        for c in z.cards() {
            if let Some(front) = c.front() {
                f[1] += 1.0;
                f[3 + (fnv(&front.name) % NAME_BINS as u64) as usize] += 1.0;
            }
            if c.orientation() == Some(Orientation::Sideways) {
                f[2] += 1.0;
            }
        }
        zones.push((id.kind.0, rel, f));
    }
    zones.sort_by_key(|&(k, r, _)| (k, r));
    for (_, _, f) in &zones {
        out.extend_from_slice(f);
    }
    // The public section.
    let start = out.len();
    if let Some(p) = view.public().and_then(|p| serde_json::to_value(&p).ok())
        && let Some(map) = p.as_object()
    {
        for v in map.values() {
            public_value(v, names, seat, out);
        }
    }
    out.resize(start + PUBLIC_SLOTS, 0.0);
    // Status.
    let pending = game.pending().filter(|d| d.decider == seat);
    let options = pending
        .and_then(|_| view.pending())
        .map_or(0, |p| p.options.len());
    out.push(f32::from(u8::from(listed.is_some())));
    out.push(listed.unwrap_or(0) as f32);
    out.push(f32::from(u8::from(pending.is_some())));
    out.push(options as f32);
}

/// One value of the public section as numbers (see the module documentation).
fn public_value(v: &Value, names: &[String], seat: PlayerId, out: &mut Vec<f32>) {
    let n = names.len();
    let seat_of = |s: &str| names.iter().position(|x| x == s);
    match v {
        Value::Null => out.push(0.0),
        Value::Bool(b) => out.push(f32::from(u8::from(*b))),
        Value::Number(x) => out.push(x.as_f64().unwrap_or(0.0) as f32),
        Value::String(s) => match seat_of(s) {
            Some(p) => out.push((relative(PlayerId(p as u8), seat, n) + 1) as f32),
            None => out.push((fnv(s) % 1000) as f32 / 1000.0),
        },
        Value::Array(a) => out.push(a.len() as f32),
        Value::Object(m) => {
            if !m.is_empty() && m.keys().all(|k| seat_of(k).is_some()) {
                let mut row = vec![0f32; n];
                for (k, x) in m {
                    if let Some(p) = seat_of(k) {
                        row[relative(PlayerId(p as u8), seat, n)] = match x {
                            Value::Number(x) => x.as_f64().unwrap_or(0.0) as f32,
                            Value::Bool(b) => f32::from(u8::from(*b)),
                            _ => 0.0,
                        };
                    }
                }
                out.extend(row);
            } else {
                out.push(m.len() as f32);
            }
        }
    }
}
