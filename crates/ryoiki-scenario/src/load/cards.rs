//! `[[card]]` tables: card ids, and each card's sides and starting place.

use super::{Loader, say};
use crate::model::ZoneRef;
use crate::raw::RawCard;
use ryoiki_core::{CardDef, CardId, CardSetup, Outside, SetupPlace, Side};

impl Loader<'_> {
    /// Gives every placed card its id, in file order; the ids of cards whose table did
    /// not read are known too (so references to them add no misleading problems).
    pub(super) fn name_cards(&mut self, cards: &[(usize, RawCard)], broken: &[String]) {
        for (i, (_, c)) in cards.iter().enumerate() {
            let name = c.id.get_ref();
            if self.cards.contains_key(name) {
                self.err(
                    c.id.span(),
                    say("load-card-twice").arg("name", name.as_str()),
                );
            } else if name.contains('@') || name.contains(':') {
                self.err(c.id.span(), say("load-card-id-colon"));
            } else {
                // A card id with a control character is reported, and still known, so
                // references to it add no misleading problems.
                self.printable(&c.id, "load-what-card-id");
                self.cards.insert(name.clone(), CardId(i as u32));
            }
        }
        for name in broken {
            self.cards.entry(name.clone()).or_insert(CardId(u32::MAX));
        }
    }

    /// A `[[card]]` table: the card and where it starts.
    pub(super) fn card_setup(&mut self, c: &RawCard) -> Option<CardSetup> {
        let owner = self.player(&c.owner);
        let controller = c.controller.as_ref().and_then(|p| self.player(p));
        let place = match c.zone.get_ref().strip_prefix("outside:") {
            Some("sideboard") => Some(SetupPlace::Outside(Outside::Sideboard)),
            Some("collection") => Some(SetupPlace::Outside(Outside::Collection)),
            Some(other) => {
                self.err(
                    c.zone.span(),
                    say("load-unknown-outside-card").arg("name", other),
                );
                None
            }
            None => self.zone_ref(&c.zone).and_then(|z| {
                let scope = self.rules?.zones()[z.kind.0 as usize].scope;
                let z = ZoneRef {
                    player: z.player.or(owner),
                    ..z
                };
                z.id(scope).map(SetupPlace::Zone)
            }),
        };
        let orientation = c.orientation.as_ref().and_then(|o| self.orientation(o));
        let facing = c.face.as_ref().and_then(|f| self.facing(f));
        for n in c.name.iter().chain(c.back.as_ref().map(|b| &b.name)) {
            self.printable(n, "load-what-card-name");
        }
        let name = c
            .name
            .as_ref()
            .map(|n| n.get_ref().clone())
            .unwrap_or_else(|| c.id.get_ref().clone());
        let mut sides = vec![Side {
            name,
            types: c.types.clone(),
            abilities: c.abilities.clone(),
            numbers: c.numbers.clone(),
        }];
        if let Some(b) = &c.back {
            sides.push(Side {
                name: b.name.get_ref().clone(),
                types: b.types.clone(),
                abilities: b.abilities.clone(),
                numbers: b.numbers.clone(),
            });
        }
        let side = c.side.as_ref().map(|s| *s.get_ref()).unwrap_or(0);
        if let Some(s) = &c.side
            && *s.get_ref() as usize >= sides.len()
        {
            self.err(
                s.span(),
                say("load-no-side")
                    .arg("name", c.id.get_ref().as_str())
                    .arg("side", s.get_ref().to_string()),
            );
        }
        Some(CardSetup {
            def: CardDef { sides },
            owner: owner?,
            place: place?,
            side,
            facing,
            orientation,
            controller,
        })
    }
}
