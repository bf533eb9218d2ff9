//! The rule set itself: the zone catalogue of chapter 3, the hooks into the move
//! pipeline, and the type-based movement restrictions of 3.15 ([`kept_out`]), which the
//! deck check of [`crate::game`] reads too.

use ryoiki_core::{
    CardId, Cause, Facing, Hooks, Names, Ordering, Outside, Place, PlayerId, Restriction,
    RevealingCitation, RuleId, RuleSet, Scope, Side, State, Visibility, ZoneGroup, ZoneId,
    ZoneKind, ZoneSpec,
};
use std::borrow::Cow;

/// The Force of Will rule set.
#[derive(Clone, Copy, Debug, Default)]
pub struct ForceOfWill;

/// The rule set as a static, for [`ryoiki_core::Game::new`].
pub static FOW: ForceOfWill = ForceOfWill;

/// Zone kinds of the catalogue, each derived from its key ([`ryoiki_core::kind_in`]).
pub mod zones {
    use ryoiki_core::{ZoneKind, kind_in};
    /// メインデッキ (3.3).
    pub const MAIN_DECK: ZoneKind = kind_in(&super::CATALOGUE, "main-deck");
    /// 魔石デッキ (3.4).
    pub const MAGIC_STONE_DECK: ZoneKind = kind_in(&super::CATALOGUE, "magic-stone-deck");
    /// 手札 (3.5).
    pub const HAND: ZoneKind = kind_in(&super::CATALOGUE, "hand");
    /// 場 (3.6).
    pub const FIELD: ZoneKind = kind_in(&super::CATALOGUE, "field");
    /// 魔石エリア (3.7).
    pub const MAGIC_STONE_AREA: ZoneKind = kind_in(&super::CATALOGUE, "magic-stone-area");
    /// ルーラーエリア (3.8).
    pub const RULER_AREA: ZoneKind = kind_in(&super::CATALOGUE, "ruler-area");
    /// 墓地 (3.9).
    pub const GRAVEYARD: ZoneKind = kind_in(&super::CATALOGUE, "graveyard");
    /// ライフブレイクエリア (3.10).
    pub const LIFE_BREAK_AREA: ZoneKind = kind_in(&super::CATALOGUE, "life-break-area");
    /// 詠唱待機エリア (3.11).
    pub const CHANT_STANDBY_AREA: ZoneKind = kind_in(&super::CATALOGUE, "chant-standby-area");
    /// 除外エリア (3.12).
    pub const REMOVED_AREA: ZoneKind = kind_in(&super::CATALOGUE, "removed-area");
    /// チェイスエリア (3.13).
    pub const CHASE_AREA: ZoneKind = kind_in(&super::CATALOGUE, "chase-area");
}
use zones::*;

/// The zone catalogue, as a constant the named kinds are derived from.
const CATALOGUE: [ZoneSpec; 11] = [
    ZoneSpec::deck("main-deck", Names::new("main deck", "メインデッキ")).rules(&["fow-3.3.a"]),
    ZoneSpec::deck(
        "magic-stone-deck",
        Names::new("magic stone deck", "魔石デッキ"),
    )
    .rules(&["fow-3.4.a"]),
    ZoneSpec::hand("hand", Names::new("hand", "手札"))
        .limit(7, "fow-3.5.b")
        .rules(&["fow-3.5.a"]),
    ZoneSpec::public("field", Names::new("field", "場"))
        .orientation(true)
        .rules(&["fow-3.6.a", "fow-3.6.b"]),
    ZoneSpec::public(
        "magic-stone-area",
        Names::new("magic stone area", "魔石エリア"),
    )
    .orientation(true)
    .rules(&["fow-3.7.a"]),
    ZoneSpec::public("ruler-area", Names::new("ruler area", "ルーラーエリア"))
        .orientation(true)
        .rules(&["fow-3.8.a"]),
    ZoneSpec::public("graveyard", Names::new("graveyard", "墓地"))
        .ordering(Ordering::Ordered)
        .rules(&["fow-3.9"]),
    ZoneSpec::deck(
        "life-break-area",
        Names::new("life break area", "ライフブレイクエリア"),
    )
    .limit(4, "fow-3.10.b")
    .rules(&["fow-3.10.a"]),
    ZoneSpec::hand(
        "chant-standby-area",
        Names::new("chant-standby area", "詠唱待機エリア"),
    )
    .visibility(Visibility::Hidden {
        owner_sees: true,
        positions_public: true,
    })
    .ordering(Ordering::Ordered)
    .rules(&["fow-3.11"]),
    ZoneSpec::public("removed-area", Names::new("removed area", "除外エリア")).rules(&["fow-3.12"]),
    ZoneSpec::public("chase-area", Names::new("chase area", "チェイスエリア"))
        .scope(Scope::Shared)
        .ordering(Ordering::Ordered)
        .rules(&["fow-3.13.a"]),
];
static ZONES: [ZoneSpec; 11] = CATALOGUE;

static GROUPS: [ZoneGroup; 1] = [ZoneGroup {
    key: "playground",
    names: Names::new("playground", "プレイグラウンド"),
    zones: &["field", "ruler-area", "magic-stone-area"],
}];

/// Whether a zone kind is part of the playground (3.14.a).
pub fn in_playground(kind: ZoneKind) -> bool {
    kind == FIELD || kind == RULER_AREA || kind == MAGIC_STONE_AREA
}

/// 3.8.d: the side becomes an astral, with no J-ruler type, no abilities, no ATK or DEF.
fn make_astral(side: &mut Side) {
    side.types.retain(|t| !t.eq_ignore_ascii_case("j-ruler"));
    if !side.has_type("astral") {
        side.types.push("astral".into());
    }
    side.abilities.clear();
    side.numbers.remove("atk");
    side.numbers.remove("def");
}

fn is_spell(side: &Side) -> bool {
    side.has_type("spell") || side.has_type("chant")
}

impl ForceOfWill {
    fn zone_kind_of(&self, state: &State, card: CardId) -> Option<ZoneKind> {
        match state.card(card).place {
            Place::Zone(z) => Some(state.zones()[z as usize].id.kind),
            _ => None,
        }
    }
}

impl RuleSet for ForceOfWill {
    fn key(&self) -> &'static str {
        "fow"
    }

    fn names(&self) -> Names {
        Names::new("Force of Will", "フォース・オブ・ウィル")
    }

    fn zones(&self) -> &'static [ZoneSpec] {
        &ZONES
    }

    fn hooks(&self) -> Hooks {
        Hooks::RESTRICTION
            .with(Hooks::KEEPS_IDENTITY)
            .with(Hooks::COUNTS_AS_PUT_INTO)
            .with(Hooks::CONTROLLER_ON_ARRIVAL)
            .with(Hooks::CHARACTERISTICS)
    }

    fn groups(&self) -> &'static [ZoneGroup] {
        &GROUPS
    }

    /// 3.1.e: with no player named, a card goes to its owner's zone.
    fn default_player(
        &self,
        state: &State,
        card: CardId,
        _kind: ZoneKind,
        _processing: PlayerId,
    ) -> (PlayerId, &'static [RuleId]) {
        (state.card(card).owner, &["fow-3.1.e"])
    }

    /// 3.15.a–f, checked on the current characteristics (so an astral made by 3.8.d is
    /// an astral here).
    fn restriction(&self, state: &State, card: CardId, to: ZoneId, cause: &Cause) -> Restriction {
        let side = self.characteristics(state, card);
        let judgment = *cause == Cause::game("judgment");
        match kept_out(&side, to.kind, judgment) {
            None => Restriction::Allow,
            Some(k) if k.to_graveyard => {
                let owner = state.card(card).owner;
                Restriction::Redirect(
                    ZoneId {
                        kind: GRAVEYARD,
                        player: Some(owner),
                    },
                    k.rules,
                )
            }
            Some(k) => Restriction::Stay(k.rules),
        }
    }

    /// 3.1.c: playground to playground keeps the card and its placement state; any other
    /// move makes a new card.
    fn keeps_identity(&self, from: ZoneKind, to: ZoneKind) -> (bool, &'static [RuleId]) {
        (in_playground(from) && in_playground(to), &["fow-3.1.c"])
    }

    /// 3.6.e and 3.7.c: which arrivals count as 'entered the field' and 'put into the
    /// magic stone area'.
    fn counts_as_put_into(
        &self,
        from: Option<ZoneKind>,
        to: ZoneKind,
    ) -> (bool, &'static [RuleId]) {
        if to == FIELD {
            (
                !matches!(from, Some(FIELD) | Some(MAGIC_STONE_AREA)),
                &["fow-3.6.e"],
            )
        } else if to == MAGIC_STONE_AREA {
            (
                !matches!(from, Some(MAGIC_STONE_AREA) | Some(FIELD)),
                &["fow-3.7.c"],
            )
        } else {
            (true, &[])
        }
    }

    /// 3.14.b: a card in a player's playground is controlled by that player.
    fn controller_on_arrival(&self, state: &State, card: CardId, to: ZoneId) -> Option<PlayerId> {
        if in_playground(to.kind) {
            to.player
        } else if to.kind == CHASE_AREA {
            Some(state.card(card).owner)
        } else {
            None
        }
    }

    fn order_rules(&self) -> &'static [RuleId] {
        &["fow-3.1.d"]
    }

    /// A position past the end of a pile: chapter 3 knows only the top and the bottom of
    /// an ordered zone (3.3.a), so a card asked to go N-th from one end of a shorter
    /// pile goes to the other end, citing 3.3.a.
    fn process_rules(&self, process: ryoiki_core::ProcessStep) -> &'static [RuleId] {
        match process {
            ryoiki_core::ProcessStep::PositionClamped => &["fow-3.3.a"],
            // An effect lasting while its card stays where it is ends when the card
            // becomes a new card in another zone: effects stop applying (3.1.c).
            ryoiki_core::ProcessStep::DurationEnded => &["fow-3.1.c"],
            _ => &[],
        }
    }

    fn one_at_a_time_rules(&self, from: ZoneKind) -> &'static [RuleId] {
        match from {
            MAIN_DECK => &["fow-3.3.b"],
            MAGIC_STONE_DECK => &["fow-3.4.b"],
            _ => &[],
        }
    }

    fn process(&self) -> Option<&dyn ryoiki_core::DynProcess> {
        Some(self)
    }

    fn game_actions(&self) -> &'static [&'static str] {
        &ryoiki_frame::FrameAction::NAMES
    }

    /// Once the game has started, the turn player acts until they pass the turn; before,
    /// no one in particular (the table passes the move seat by seat).
    fn to_act(&self, state: &State) -> Option<PlayerId> {
        crate::state::frame_of(state).and_then(|f| f.to_act())
    }

    /// Over once one player remains (1.3) or none does.
    fn game_over(&self, state: &State) -> bool {
        crate::state::frame_of(state).is_some_and(|f| f.over)
    }

    fn arrival_state_rules(&self, _to: ZoneKind) -> &'static [RuleId] {
        &["fow-3.2.a.1"]
    }

    fn orientation_rules(&self) -> &'static [RuleId] {
        &["fow-3.2.a"]
    }

    /// 3.8.d: a card in the ruler area with its J-ruler side up is an astral: it loses
    /// the J-ruler type, has no abilities and no ATK/DEF. Characteristic-changing
    /// effects in force apply after it
    /// ([`characteristics::with_effects`](ryoiki_core::characteristics::with_effects)),
    /// judged on the astral; then 3.8.d holds again over what they gave (an ability, an
    /// ATK or a DEF given by an effect is lost too: 'loses all abilities and has no ATK
    /// or DEF').
    fn characteristics<'s>(&self, state: &'s State, card: CardId) -> Cow<'s, Side> {
        let printed = state.printed_side(card);
        if self.zone_kind_of(state, card) == Some(RULER_AREA) && printed.has_type("j-ruler") {
            let mut side = printed.clone();
            make_astral(&mut side);
            let mut side =
                ryoiki_core::characteristics::with_effects(state, card, Cow::Owned(side));
            make_astral(side.to_mut());
            side
        } else {
            ryoiki_core::characteristics::with_effects(state, card, Cow::Borrowed(printed))
        }
    }

    /// 3.15.a–f each speak of one type (3.15.c of three): cited about a card a player
    /// may not see, they would tell its type, so such a player is cited 3.15 itself.
    fn citation_reveals(&self, rule: &str) -> Option<RevealingCitation> {
        let types: &'static [&'static str] = match rule {
            "fow-3.15.a" => &["ruler"],
            "fow-3.15.b" => &["j-ruler"],
            "fow-3.15.c" => &["resonator", "addition", "regalia"],
            "fow-3.15.d" => &["spell", "chant"],
            "fow-3.15.e" => &["magic stone"],
            "fow-3.15.f" => &["astral"],
            _ => return None,
        };
        Some(RevealingCitation {
            types,
            instead: "fow-3.15",
        })
    }

    /// 3.6.d: everyone sees the other side of a J-ruler on the field. 3.8.c: only the
    /// ruler's controller sees the other side of cards in the ruler area. Both speak of
    /// a face-up card: a face-down card shows no one its other side (3.2.b), whatever
    /// its type.
    fn may_see_other_side(&self, state: &State, viewer: PlayerId, card: CardId) -> bool {
        if state.card(card).facing != Facing::FaceUp {
            return false;
        }
        match self.zone_kind_of(state, card) {
            Some(FIELD) => state.printed_side(card).has_type("j-ruler"),
            Some(RULER_AREA) => state.card(card).controller == Some(viewer),
            _ => false,
        }
    }

    /// 3.2.b.1: rulers and J-rulers are always face up. The type is read from the side
    /// the card shows as printed as well as from what the rules make of it: a J-ruler
    /// side in the ruler area, treated as an astral (3.8.d), is still a J-ruler card.
    fn may_turn_face_down(&self, state: &State, card: CardId) -> Result<(), &'static [RuleId]> {
        let ruler = |side: &Side| side.has_type("ruler") || side.has_type("j-ruler");
        if ruler(state.printed_side(card)) || ruler(&self.characteristics(state, card)) {
            Err(&["fow-3.2.b.1"])
        } else {
            Ok(())
        }
    }

    /// Bare words in card text: 3.6.c, 3.7.b, 3.8.b, 3.13.b, and 'outside the game'
    /// (3.16).
    fn select(
        &self,
        state: &State,
        word: &str,
        player: Option<PlayerId>,
    ) -> Option<(Vec<CardId>, &'static [RuleId])> {
        let word = word.to_ascii_lowercase();
        let in_zones = |kinds: &[ZoneKind], pred: &dyn Fn(CardId) -> bool| -> Vec<CardId> {
            let mut out = Vec::new();
            for z in state.zones() {
                if kinds.contains(&z.id.kind)
                    && player.is_none_or(|p| z.id.player.is_none_or(|zp| zp == p))
                {
                    out.extend(z.cards.iter().copied().filter(|&c| pred(c)));
                }
            }
            out
        };
        let typed = |t: &'static str| move |c: CardId| self.characteristics(state, c).has_type(t);
        Some(match word.as_str() {
            "card" => (in_zones(&[FIELD], &|_| true), &["fow-3.6.c"]),
            "resonator" | "j-ruler" | "addition" | "regalia" => {
                let t: &'static str = match word.as_str() {
                    "resonator" => "resonator",
                    "j-ruler" => "j-ruler",
                    "addition" => "addition",
                    _ => "regalia",
                };
                (in_zones(&[FIELD], &typed(t)), &["fow-3.6.c"])
            }
            "magic stone" => (
                in_zones(&[FIELD, MAGIC_STONE_AREA], &typed("magic stone")),
                &["fow-3.7.b"],
            ),
            "ruler" => (in_zones(&[RULER_AREA], &typed("ruler")), &["fow-3.8.b"]),
            "spell" => (in_zones(&[CHASE_AREA], &|_| true), &["fow-3.13.b"]),
            "summon spell" => (
                in_zones(&[CHASE_AREA], &typed("resonator")),
                &["fow-3.13.b"],
            ),
            "normal spell" => (
                in_zones(&[CHASE_AREA], &|c| {
                    !self.characteristics(state, c).has_type("resonator")
                }),
                &["fow-3.13.b"],
            ),
            "outside the game" => {
                let p = player?;
                let tournament = state.options().tournament;
                let mut out = in_zones(&[REMOVED_AREA], &|_| true);
                for (i, c) in state.cards().iter().enumerate() {
                    if c.owner != p {
                        continue;
                    }
                    match c.place {
                        Place::Outside(Outside::Sideboard) => out.push(CardId(i as u32)),
                        Place::Outside(Outside::Collection) if !tournament => {
                            out.push(CardId(i as u32))
                        }
                        _ => {}
                    }
                }
                (out, &["fow-3.16"])
            }
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ryoiki_core::{
        Action, CardDef, CardSetup, Destination, Event, EventKind, Game, Setup, SetupPlace,
    };

    fn ruler_game() -> Game {
        let mut ruler = Side::new("Wandering Sage", &["ruler"]);
        ruler.abilities.push("Judgment".into());
        let j = Side::new("Sage of the Burning Sky", &["j-ruler"]);
        let setup = Setup {
            players: vec!["alice".into(), "bob".into()],
            cards: vec![CardSetup::new(
                CardDef {
                    sides: vec![ruler, j],
                },
                PlayerId(0),
                SetupPlace::zone(RULER_AREA, Some(PlayerId(0))),
            )],
            ..Setup::default()
        };
        Game::new(&FOW, setup).expect("valid setup")
    }

    /// Moves the ruler (card 0) to `to` with `side` up, for `cause`: the events.
    fn move_ruler(game: &mut Game, to: Destination, side: u8, cause: Cause) -> Vec<Event> {
        let sage = game.object_of(CardId(0)).expect("card");
        let mut log = Vec::new();
        game.apply(
            Action::Move {
                player: PlayerId(0),
                object: sage,
                to,
                position: None,
                facing: None,
                side: Some(side),
                cause,
            },
            &mut log,
        )
        .expect("the move is legal");
        log
    }

    /// Judgment turns the ruler to its J-ruler side as it moves: the log says so.
    #[test]
    fn judgment_reports_the_side_change() {
        let mut game = ruler_game();
        let to = Destination {
            kind: FIELD,
            player: Some(PlayerId(0)),
        };
        let log = move_ruler(&mut game, to, 1, Cause::game("judgment"));
        let kinds: Vec<_> = log
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::Moved { .. } => Some("moved"),
                EventKind::SideChanged { side: 1, .. } => Some("side-changed"),
                _ => None,
            })
            .collect();
        assert_eq!(kinds, ["moved", "side-changed"]);
        assert_eq!(game.state().card(CardId(0)).side, 1);
    }

    /// A move that names the side already up reports no side change.
    #[test]
    fn no_side_change_when_side_is_unchanged() {
        let mut game = ruler_game();
        let to = Destination {
            kind: GRAVEYARD,
            player: None,
        };
        let log = move_ruler(&mut game, to, 0, Cause::Instruction);
        assert!(
            !log.iter()
                .any(|e| matches!(e.kind, EventKind::SideChanged { .. }))
        );
    }

    /// 3.6.d and 3.8.c speak of face-up cards: a J-ruler side lying face down on the
    /// field or in the ruler area shows its other side to no one.
    #[test]
    fn a_face_down_card_shows_no_one_its_other_side() {
        for (kind, facing, shown) in [
            (FIELD, Facing::FaceUp, [true, true]),
            (FIELD, Facing::FaceDown, [false, false]),
            (RULER_AREA, Facing::FaceUp, [true, false]),
            (RULER_AREA, Facing::FaceDown, [false, false]),
        ] {
            let setup = Setup {
                players: vec!["alice".into(), "bob".into()],
                cards: vec![CardSetup {
                    def: CardDef {
                        sides: vec![
                            Side::new("Wandering Sage", &["ruler"]),
                            Side::new("Sage of the Burning Sky", &["j-ruler"]),
                        ],
                    },
                    owner: PlayerId(0),
                    place: SetupPlace::zone(kind, Some(PlayerId(0))),
                    side: 1,
                    facing: Some(facing),
                    orientation: None,
                    controller: None,
                }],
                ..Setup::default()
            };
            let game = Game::new(&FOW, setup).expect("valid setup");
            for (p, expected) in shown.into_iter().enumerate() {
                let viewer = PlayerId(p as u8);
                assert_eq!(
                    FOW.may_see_other_side(game.state(), viewer, CardId(0)),
                    expected,
                    "{kind:?} {facing:?} viewer {p}"
                );
                let other = game
                    .view(viewer)
                    .card(CardId(0))
                    .and_then(|c| c.other_side().map(|s| s.name.clone()));
                assert_eq!(other.is_some(), expected, "{kind:?} {facing:?} viewer {p}");
            }
        }
    }

    /// 3.10.b: the life break area holds at most four cards at the start. Going over a
    /// limit in play is not discarding, but a setup that starts over it is refused,
    /// naming the card, the zone, the count and the limit.
    #[test]
    fn a_setup_over_a_zone_limit_is_refused() {
        let cards = (0..6)
            .map(|i| {
                CardSetup::new(
                    CardDef::single(Side::new(format!("Life {i}"), &["resonator"])),
                    PlayerId(0),
                    SetupPlace::zone(LIFE_BREAK_AREA, Some(PlayerId(0))),
                )
            })
            .collect();
        let setup = Setup {
            players: vec!["alice".into(), "bob".into()],
            cards,
            ..Setup::default()
        };
        let err = Game::new(&FOW, setup).expect_err("six cards over a limit of four");
        assert_eq!(
            err.problems,
            vec![ryoiki_core::SetupProblem::OverLimit {
                card: CardId(4),
                name: "Life 4".into(),
                zone: ZoneId {
                    kind: LIFE_BREAK_AREA,
                    player: Some(PlayerId(0)),
                },
                zone_name: ryoiki_core::ZoneWords::OfPlayer {
                    player: "alice".into(),
                    names: FOW.zones()[LIFE_BREAK_AREA.0 as usize].names,
                },
                count: 6,
                limit: 4,
            }]
        );
        assert_eq!(
            err.problems[0].to_string(),
            "alice's life break area starts with 6 cards, over its limit of 4: card c4 (Life 4) is the first over it"
        );
        // The zone is words, put into the language asked for: no English inside.
        let ja = err.problems[0].render(ryoiki_core::Lang::Ja);
        let names = FOW.zones()[LIFE_BREAK_AREA.0 as usize].names;
        assert!(
            ja.starts_with(&format!("aliceの{}は6枚で始まり", names.ja)),
            "{ja}"
        );
        assert!(!ja.contains("life break"), "{ja}");
    }
}

/// What keeps a card out of a zone by 3.15: the type that does, the rules, and whether
/// the card goes to its owner's graveyard instead (3.15.d) rather than staying.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeptOut {
    /// The card type that keeps it out (`magic stone`).
    pub card_type: &'static str,
    /// The rules that say so.
    pub rules: &'static [RuleId],
    /// 3.15.d: a spell goes to the graveyard instead.
    pub to_graveyard: bool,
}

/// 3.15.a–f: whether a card of `side`'s characteristics is kept out of a zone of kind
/// `to` (`judgment`: the ruler's judgment, which 3.15.a allows). The one reading of
/// 3.15: the restriction hook asks it of every move, and a deck file's sections are
/// checked by it ([`GAME`](crate::GAME)'s deck rules).
pub fn kept_out(side: &Side, to: ZoneKind, judgment: bool) -> Option<KeptOut> {
    let k = to;
    let out = |card_type, rules| {
        Some(KeptOut {
            card_type,
            rules,
            to_graveyard: false,
        })
    };
    if side.has_type("ruler") && k != RULER_AREA && k != GRAVEYARD && !judgment {
        return out("ruler", &["fow-3.15.a"]);
    }
    if side.has_type("j-ruler") && k != FIELD && k != RULER_AREA {
        return out("j-ruler", &["fow-3.15.b"]);
    }
    if k == MAGIC_STONE_DECK || k == MAGIC_STONE_AREA || k == RULER_AREA {
        for t in ["resonator", "addition", "regalia"] {
            if side.has_type(t) {
                return out(t, &["fow-3.15.c"]);
            }
        }
    }
    if is_spell(side) && (k == MAGIC_STONE_DECK || in_playground(k)) {
        return Some(KeptOut {
            card_type: if side.has_type("spell") {
                "spell"
            } else {
                "chant"
            },
            rules: &["fow-3.15.d", "fow-3.1.e"],
            to_graveyard: true,
        });
    }
    if side.has_type("magic stone") && (k == HAND || k == MAIN_DECK || k == RULER_AREA) {
        return out("magic stone", &["fow-3.15.e"]);
    }
    if side.has_type("astral") && k != RULER_AREA {
        return out("astral", &["fow-3.15.f"]);
    }
    None
}
