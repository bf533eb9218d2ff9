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
//!    `public`), key by key in the order of the keys' text, as [`crate::public`] encodes it
//!    (without building its JSON; Magic's written straight from its state by
//!    [`sections`]): a number or a flag as itself, a player's name as their seat
//!    counted from the observer plus one, another text as a stable code in [0, 1), a
//!    list as its length, a map keyed by player names as one number per seat counted
//!    from the observer, another map as its size, nothing as 0; cut or padded with
//!    zeros to the size.
//! 3. [`STATUS`] numbers: the seat is to move, how many actions it has listed, a
//!    decision is pending for it, how many options that decision has.

use crate::public::{fnv, relative};
use crate::sections;
use ryoiki_core::{Game, Orientation, PlayerId};

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

/// Writes `seat`'s observation into `out` (cleared first); `listed` is how many actions
/// the seat has listed when it is to move (`None`: it is not).
pub fn observe(game: &Game, seat: PlayerId, listed: Option<usize>, out: &mut Vec<f32>) {
    out.clear();
    let (state, rules) = (game.state(), game.rules());
    let names = state.players();
    let n = names.len();
    let view = game.view(seat);
    // Zones: catalogue order, each kind's per-player zones from the observer on.
    let mut zones: Vec<(u16, usize, [f32; ZONE_FEATURES])> = Vec::with_capacity(32);
    for z in view.zones() {
        let id = z.id();
        let rel = id.player.map_or(0, |p| relative(p, seat, n));
        let mut f = [0f32; ZONE_FEATURES];
        f[0] = z.count() as f32;
        for c in z.cards() {
            // The seat sees the front exactly when the view gives it (`c.front()`, and
            // `c.printed_front()` by a look-up); its name is read without building the
            // rest of the characteristics.
            if c.printed_front().is_some() {
                let name = rules.current_name(state, c.card_id());
                f[1] += 1.0;
                f[3 + (fnv(&name) % NAME_BINS as u64) as usize] += 1.0;
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
    // The public section, written straight from the rule set's value.
    let start = out.len();
    sections::encode(game, seat, out);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::played::positions;

    /// A zone's seen fronts and their name bins as the view's whole characteristics give
    /// them (`CardView::front`).
    fn bins_from_fronts(game: &Game, seat: PlayerId) -> Vec<[f32; 1 + NAME_BINS]> {
        game.view(seat)
            .zones()
            .map(|z| {
                let mut f = [0f32; 1 + NAME_BINS];
                for front in z.cards().filter_map(|c| c.front()) {
                    f[0] += 1.0;
                    f[1 + (fnv(&front.name) % NAME_BINS as u64) as usize] += 1.0;
                }
                f
            })
            .collect()
    }

    #[test]
    fn name_bins_are_those_of_the_fronts_the_view_shows() {
        let mut seen = 0.0;
        positions(&mut |game| {
            for s in 0..game.state().players().len() {
                let seat = PlayerId(s as u8);
                let mut obs = Vec::new();
                observe(game, seat, None, &mut obs);
                // The zones in the observation's order (catalogue, then from the seat).
                let n = game.state().players().len();
                let mut want: Vec<((u16, usize), [f32; 1 + NAME_BINS])> = game
                    .view(seat)
                    .zones()
                    .map(|z| {
                        let id = z.id();
                        (id.kind.0, id.player.map_or(0, |p| relative(p, seat, n)))
                    })
                    .zip(bins_from_fronts(game, seat))
                    .collect();
                want.sort_by_key(|&(k, _)| k);
                for (i, (_, f)) in want.iter().enumerate() {
                    let got = &obs[i * ZONE_FEATURES..(i + 1) * ZONE_FEATURES];
                    assert_eq!(got[1], f[0], "zone {i} of seat {seat:?}");
                    assert_eq!(&got[3..], &f[1..], "zone {i} of seat {seat:?}");
                    seen += f[0];
                }
            }
        });
        assert!(seen > 1000.0, "{seen} fronts compared");
    }
}
