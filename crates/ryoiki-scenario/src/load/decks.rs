//! What a scenario imports: card pools (`[scenario] pools`, read by `pool_card`), decks
//! (`[[deck]]`), and cards written once with a `count`. Each becomes plain `[[card]]`
//! tables before names are resolved, so the rest of the loader sees no difference.

use super::{Loader, RawFile, say};
use crate::deck::{Deck, MAX_COPIES, Pool};
use crate::games::GameKind;
use crate::raw::{RawCard, RawDeck, RawHeader, RawSide, S};
use ryoiki_core::{Facing, SetupPlace};
use std::path::Path;
use toml::Spanned;

impl Loader<'_> {
    /// Reads the pools and decks, and expands `pool_card`, `count` and `[[deck]]` into
    /// cards. Paths are relative to the scenario's folder `base`.
    pub(super) fn expand_cards(&mut self, header: &RawHeader, file: &mut RawFile<'_>, base: &Path) {
        let Ok(game) = header.game.get_ref().parse::<GameKind>() else {
            return;
        };
        let mut pools = Vec::new();
        for p in &header.pools {
            match Pool::load(&base.join(p.get_ref())) {
                Ok(pool) if pool.game != game => self.err(
                    p.span(),
                    say("load-pool-other-game")
                        .arg("name", p.get_ref().as_str())
                        .arg("pool", pool.game.name())
                        .arg("game", game.name()),
                ),
                Ok(pool) => pools.push(pool),
                Err(problems) => {
                    for problem in problems {
                        self.err(
                            p.span(),
                            say("load-in-pool").arg(
                                "problem",
                                ryoiki_core::Word::Written {
                                    en: problem.to_string(),
                                    ja: problem.render(ryoiki_core::Lang::Ja),
                                },
                            ),
                        );
                    }
                }
            }
        }
        let mut cards = Vec::new();
        for (line, mut c) in std::mem::take(&mut file.cards) {
            if let Some(pc) = c.pool_card.clone() {
                self.fill_from_pool(&mut c, &pc, &pools);
            }
            let n = c.count.as_ref().map_or(1, |n| *n.get_ref());
            if !(1..=i64::from(MAX_COPIES)).contains(&n) {
                let span = c.count.as_ref().map(|n| n.span()).unwrap_or(c.id.span());
                self.err(
                    span,
                    say("load-bad-count")
                        .arg("count", n.to_string())
                        .arg("max", MAX_COPIES.to_string()),
                );
                continue;
            }
            if n == 1 {
                cards.push((line, c));
                continue;
            }
            for i in 1..=n {
                let mut copy = c.clone();
                copy.id = Spanned::new(c.id.span(), format!("{}.{i}", c.id.get_ref()));
                cards.push((line, copy));
            }
        }
        for d in &file.decks {
            self.deck(d, game, base, &mut cards);
        }
        if cards.len() > super::MAX_CARDS {
            // At the first card over the limit: its `id`, or the `file` of its deck.
            self.err(
                cards[super::MAX_CARDS].1.id.span(),
                say("load-too-many-deck-cards")
                    .arg("count", cards.len().to_string())
                    .arg("max", super::MAX_CARDS.to_string()),
            );
            cards.truncate(super::MAX_CARDS);
        }
        file.cards = cards;
    }

    /// Fills a card's name and sides from the pool card it names.
    fn fill_from_pool(&mut self, c: &mut RawCard, pc: &S, pools: &[Pool]) {
        if c.name.is_some()
            || !c.types.is_empty()
            || !c.abilities.is_empty()
            || !c.numbers.is_empty()
            || c.back.is_some()
        {
            self.err(pc.span(), say("load-pool-card-filled"));
            return;
        }
        let Some(def) = pools.iter().find_map(|p| p.get(pc.get_ref())) else {
            let why = if pools.is_empty() {
                ryoiki_core::Word::Phrase(say("load-no-pool-imported"))
            } else {
                crate::suggest::did_you_mean_words(
                    pc.get_ref(),
                    pools.iter().flat_map(|p| p.names()),
                )
            };
            self.err(
                pc.span(),
                say("load-not-in-pool")
                    .arg("name", pc.get_ref().as_str())
                    .arg("hint", why),
            );
            return;
        };
        let front = &def.sides[0];
        c.name = Some(Spanned::new(pc.span(), front.name.clone()));
        c.types = front.types.clone();
        c.abilities = front.abilities.clone();
        c.numbers = front.numbers.clone();
        c.back = def.sides.get(1).map(|b| RawSide {
            name: Spanned::new(pc.span(), b.name.clone()),
            types: b.types.clone(),
            abilities: b.abilities.clone(),
            numbers: b.numbers.clone(),
        });
    }

    /// A `[[deck]]`: its cards, owned by its owner, in its sections' zones.
    fn deck(
        &mut self,
        d: &RawDeck,
        game: GameKind,
        base: &Path,
        cards: &mut Vec<(usize, RawCard)>,
    ) {
        let Some(owner) = self.player(&d.owner) else {
            return;
        };
        let span = d.file.span();
        let line = self.pos(span.start).0;
        let pieces = Deck::load(&base.join(d.file.get_ref()), game)
            .and_then(|deck| {
                let pool = d.pool.as_ref().map(|p| base.join(p.get_ref()));
                crate::deck::load_checked(Path::new(&deck.file), game, pool.as_deref())
            })
            .and_then(|(deck, pool)| deck.setup_pieces(&pool, owner, d.owner.get_ref()));
        let pieces = match pieces {
            Ok(p) => p,
            Err(e) => {
                for problem in e.problems {
                    self.err(
                        span.clone(),
                        say("load-in-deck").arg(
                            "problem",
                            ryoiki_core::Word::Written {
                                en: problem.to_string(),
                                ja: problem.render(ryoiki_core::Lang::Ja),
                            },
                        ),
                    );
                }
                return;
            }
        };
        let rules = game.rules();
        for (id, setup) in pieces {
            let zone = match setup.place {
                SetupPlace::Zone(z) => rules.zones()[z.kind.0 as usize].key.to_string(),
                SetupPlace::Outside(_) => "outside:sideboard".to_string(),
            };
            let side = |i: usize| setup.def.sides.get(i);
            let front = side(0).expect("a pool card has a front");
            let at = |s: String| Spanned::new(span.clone(), s);
            cards.push((
                line,
                RawCard {
                    id: at(id),
                    name: Some(at(front.name.clone())),
                    types: front.types.clone(),
                    abilities: front.abilities.clone(),
                    numbers: front.numbers.clone(),
                    owner: d.owner.clone(),
                    zone: at(zone),
                    controller: None,
                    orientation: None,
                    face: (setup.facing == Some(Facing::FaceDown)).then(|| at("down".into())),
                    side: None,
                    back: side(1).map(|b| RawSide {
                        name: at(b.name.clone()),
                        types: b.types.clone(),
                        abilities: b.abilities.clone(),
                        numbers: b.numbers.clone(),
                    }),
                    count: None,
                    pool_card: None,
                },
            ));
        }
    }
}
