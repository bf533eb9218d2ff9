//! # Building a game: a walk-through
//!
//! This page takes a small game from a deck list to a saved game, one step at a time.
//! Every block is a doctest, so each step is known to compile and to do what it says.
//! The game is a toy with three zones per player — a hidden, ordered deck; a hand only
//! its owner sees; a public table — which is all a [`RuleSet`](crate::RuleSet) must
//! declare to be played. Real games (`ryoiki-mtg`, `ryoiki-fow`, `ryoiki-pmv`) declare
//! more and fill in the move pipeline's stages ([`moves`](crate::moves)).
//!
//! ## 1. The rule set
//!
//! A rule set is a value with a key, names and a zone catalogue. Zone `n` of the
//! catalogue is [`ZoneKind`](crate::ZoneKind)`(n)`.
//!
//! ```
//! use ryoiki_core::*;
//!
//! struct Toy;
//! static ZONES: [ZoneSpec; 3] = [
//!     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
//!     ZoneSpec::hand("hand", Names::new("hand", "手札")),
//!     ZoneSpec::public("table", Names::new("table", "テーブル")),
//! ];
//! impl RuleSet for Toy {
//!     fn key(&self) -> &'static str { "toy" }
//!     fn names(&self) -> Names { Names::new("Toy", "おもちゃ") }
//!     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
//! }
//! static TOY: Toy = Toy;
//!
//! assert_eq!(TOY.zones()[1].key, "hand");
//! assert_eq!(TOY.zones()[1].visibility, Visibility::OWNER_SEES);
//! assert!(TOY.zones()[2].visibility.is_public());
//! ```
//!
//! ## 2. A setup from deck lists
//!
//! A [`Setup`](crate::Setup) is plain data: the players in seat order, a seed, and
//! every card with its owner and starting place. Card `n` of the list becomes
//! [`CardId`](crate::CardId)`(n)`. Here each player's deck list (count, name, types)
//! becomes cards in that player's deck. (The `ryoiki-games` crate reads deck files —
//! plain-text lists and Cockatrice — and checks them against a card pool; a program
//! that has its own lists builds the setup as below.)
//!
//! ```
//! # use ryoiki_core::*;
//! # struct Toy;
//! # static ZONES: [ZoneSpec; 3] = [
//! #     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
//! #     ZoneSpec::hand("hand", Names::new("hand", "手札")),
//! #     ZoneSpec::public("table", Names::new("table", "テーブル")),
//! # ];
//! # impl RuleSet for Toy {
//! #     fn key(&self) -> &'static str { "toy" }
//! #     fn names(&self) -> Names { Names::new("Toy", "おもちゃ") }
//! #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
//! # }
//! # static TOY: Toy = Toy;
//! const DECK: ZoneKind = ZoneKind(0);
//! let lists: [&[(usize, &str, &[&str])]; 2] = [
//!     &[(3, "Lantern", &["artifact"]), (2, "Moth", &["creature"])],
//!     &[(4, "Gull", &["creature"]), (1, "Tide", &["spell"])],
//! ];
//! let mut setup = Setup {
//!     players: vec!["alice".into(), "bob".into()],
//!     seed: 7,
//!     ..Setup::default()
//! };
//! for (seat, list) in lists.iter().enumerate() {
//!     let owner = PlayerId(seat as u8);
//!     for &(count, name, types) in list.iter() {
//!         for _ in 0..count {
//!             let def = CardDef::single(Side::new(name, types));
//!             let place = SetupPlace::zone(DECK, Some(owner));
//!             setup.cards.push(CardSetup::new(def, owner, place));
//!         }
//!     }
//! }
//! assert_eq!(setup.cards.len(), 10);
//!
//! // `Game::new` checks the whole setup and refuses it with every problem at once.
//! let game = Game::new(&TOY, setup.clone())?;
//! assert_eq!(game.cards_in(game.zone_id(DECK, PlayerId(1))).len(), 5);
//! let empty = Setup { players: vec![], ..setup };
//! let err = Game::new(&TOY, empty).unwrap_err();
//! assert!(matches!(err.problems[0], SetupProblem::PlayerCount { count: 0 }));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## 3. Views: what each seat may know
//!
//! [`Game::view`](crate::Game::view) is the only state a player is shown. A card the
//! viewer may not see has no name in it, and every card is named by a
//! [`Handle`](crate::Handle) private to that viewer, so handles tell nothing across
//! seats.
//!
//! ```
//! # use ryoiki_core::*;
//! # struct Toy;
//! # static ZONES: [ZoneSpec; 3] = [
//! #     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
//! #     ZoneSpec::hand("hand", Names::new("hand", "手札")),
//! #     ZoneSpec::public("table", Names::new("table", "テーブル")),
//! # ];
//! # impl RuleSet for Toy {
//! #     fn key(&self) -> &'static str { "toy" }
//! #     fn names(&self) -> Names { Names::new("Toy", "おもちゃ") }
//! #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
//! # }
//! # static TOY: Toy = Toy;
//! let (alice, bob) = (PlayerId(0), PlayerId(1));
//! let card = |name: &str, owner, kind| {
//!     CardSetup::new(CardDef::single(Side::new(name, &[])), owner,
//!                    SetupPlace::zone(ZoneKind(kind), Some(owner)))
//! };
//! let setup = Setup {
//!     players: vec!["alice".into(), "bob".into()],
//!     cards: vec![card("Lantern", alice, 1), card("Moth", alice, 2)],
//!     ..Setup::default()
//! };
//! let game = Game::new(&TOY, setup)?;
//! let hand = game.zone_id(ZoneKind(1), alice);
//!
//! // Alice sees her hand's card by name; Bob sees only how many cards it holds.
//! let mine = game.view(alice);
//! let theirs = game.view(bob);
//! let lantern = mine.zone(hand).unwrap().cards().next().unwrap();
//! assert_eq!(lantern.front().unwrap().name, "Lantern");
//! assert_eq!(theirs.zone(hand).unwrap().count(), 1);
//! assert!(theirs.card(CardId(0)).is_none());
//! // The card on the table is public: both see its name.
//! assert_eq!(theirs.card(CardId(1)).unwrap().front().unwrap().name, "Moth");
//! // The same card has a different handle for each viewer.
//! assert_ne!(game.handle(alice, CardId(0)), game.handle(bob, CardId(0)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## 4. Seat actions: playing as a seat
//!
//! A client acts in its seat's own terms: [`Game::seat_actions`](crate::Game::seat_actions)
//! lists what the seat may do now as [`SeatAction`](crate::SeatAction)s (JSON-ready,
//! naming cards by the seat's handles), and
//! [`Game::apply_seat`](crate::Game::apply_seat) takes one. An action the seat may not
//! take is refused with a [`SeatError`](crate::SeatError) and changes nothing.
//!
//! ```
//! # use ryoiki_core::*;
//! # struct Toy;
//! # static ZONES: [ZoneSpec; 3] = [
//! #     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
//! #     ZoneSpec::hand("hand", Names::new("hand", "手札")),
//! #     ZoneSpec::public("table", Names::new("table", "テーブル")),
//! # ];
//! # impl RuleSet for Toy {
//! #     fn key(&self) -> &'static str { "toy" }
//! #     fn names(&self) -> Names { Names::new("Toy", "おもちゃ") }
//! #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
//! # }
//! # static TOY: Toy = Toy;
//! # let alice = PlayerId(0);
//! # let setup = Setup {
//! #     players: vec!["alice".into(), "bob".into()],
//! #     cards: (0..3).map(|i| CardSetup::new(
//! #         CardDef::single(Side::new(format!("Card {i}"), &[])), alice,
//! #         SetupPlace::zone(ZoneKind(0), Some(alice)))).collect(),
//! #     ..Setup::default()
//! # };
//! let mut game = Game::new(&TOY, setup)?;
//! let seat_zone = |zone: &str| SeatZone { zone: zone.into(), player: Some(alice) };
//!
//! // Draw: move the top card of Alice's deck to her hand.
//! let draw = SeatAction::MoveTop { from: seat_zone("deck"), to: seat_zone("hand") };
//! assert!(game.seat_actions(alice).contains(&draw));
//! let mut events = Vec::new();
//! game.apply_seat(alice, &draw, &mut events)?;
//! let hand = game.zone_id(ZoneKind(1), alice);
//! assert_eq!(game.cards_in(hand).len(), 1);
//! assert!(!events.is_empty());
//!
//! // A zone the game does not have is refused, and nothing changes.
//! let wrong = SeatAction::MoveTop { from: seat_zone("deck"), to: seat_zone("moon") };
//! assert!(game.apply_seat(alice, &wrong, &mut events).is_err());
//! assert_eq!(game.cards_in(hand).len(), 1);
//!
//! // Seat actions are JSON for a client.
//! let json = serde_json::to_string(&draw)?;
//! assert_eq!(serde_json::from_str::<SeatAction>(&json)?, draw);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## 5. Engine actions
//!
//! Underneath, every change is an [`Action`](crate::Action) given to
//! [`Game::apply`](crate::Game::apply), which checks it completely before changing
//! anything and reports [`Event`](crate::Event)s into a sink. A judge or a scripted
//! test uses these directly; [`Game::legal_actions`](crate::Game::legal_actions) lists
//! the ones a player may take.
//!
//! ```
//! # use ryoiki_core::*;
//! # struct Toy;
//! # static ZONES: [ZoneSpec; 3] = [
//! #     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
//! #     ZoneSpec::hand("hand", Names::new("hand", "手札")),
//! #     ZoneSpec::public("table", Names::new("table", "テーブル")),
//! # ];
//! # impl RuleSet for Toy {
//! #     fn key(&self) -> &'static str { "toy" }
//! #     fn names(&self) -> Names { Names::new("Toy", "おもちゃ") }
//! #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
//! # }
//! # static TOY: Toy = Toy;
//! # let alice = PlayerId(0);
//! # let setup = Setup {
//! #     players: vec!["alice".into(), "bob".into()],
//! #     cards: vec![CardSetup::new(CardDef::single(Side::new("Moth", &[])), alice,
//! #         SetupPlace::zone(ZoneKind(1), Some(alice)))],
//! #     ..Setup::default()
//! # };
//! let mut game = Game::new(&TOY, setup)?;
//! let moth = game.object_of(CardId(0))?;
//! let play = Action::Move {
//!     player: alice,
//!     object: moth,
//!     to: Destination { kind: ZoneKind(2), player: Some(alice) },
//!     position: None, facing: None, side: None, cause: Cause::Instruction,
//! };
//! assert!(game.legal_actions(alice).contains(&play));
//! let mut events = Vec::new();
//! assert_eq!(game.apply(play.clone(), &mut events)?, Progress::Done);
//! assert_eq!(game.cards_in(game.zone_id(ZoneKind(2), alice)), &[CardId(0)]);
//! // The moved card is a new object (rule 400.7 in Magic's words): the old id is gone,
//! // so the same action again is refused.
//! assert!(game.apply(play, &mut events).is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## 6. Saving and restoring
//!
//! A [`Recorded`](crate::Recorded) game keeps every accepted action; its
//! [`SavedGame`](crate::SavedGame) (setup, secret view key, actions) is versioned JSON,
//! and [`Recorded::resume`](crate::Recorded::resume) replays it to the same state. The
//! saved game holds the view key, so it is the server's, never a player's. A plain
//! [`State`](crate::State) also serializes, and [`Game::from_state`](crate::Game::from_state)
//! takes it back.
//!
//! ```
//! # use ryoiki_core::*;
//! # struct Toy;
//! # static ZONES: [ZoneSpec; 3] = [
//! #     ZoneSpec::deck("deck", Names::new("deck", "デッキ")),
//! #     ZoneSpec::hand("hand", Names::new("hand", "手札")),
//! #     ZoneSpec::public("table", Names::new("table", "テーブル")),
//! # ];
//! # impl RuleSet for Toy {
//! #     fn key(&self) -> &'static str { "toy" }
//! #     fn names(&self) -> Names { Names::new("Toy", "おもちゃ") }
//! #     fn zones(&self) -> &'static [ZoneSpec] { &ZONES }
//! # }
//! # static TOY: Toy = Toy;
//! # let alice = PlayerId(0);
//! # let setup = Setup {
//! #     players: vec!["alice".into(), "bob".into()],
//! #     seed: 42,
//! #     cards: (0..5).map(|i| CardSetup::new(
//! #         CardDef::single(Side::new(format!("Card {i}"), &[])), alice,
//! #         SetupPlace::zone(ZoneKind(0), Some(alice)))).collect(),
//! #     ..Setup::default()
//! # };
//! let zone = |z: &str| SeatZone { zone: z.into(), player: Some(alice) };
//! let key = ViewKey::new(1, 2);
//! let mut rec = Recorded::start(&TOY, setup, key)?;
//! let mut events = Vec::new();
//! rec.apply_seat(alice, &SeatAction::Shuffle { zone: zone("deck") }, &mut events)?;
//! rec.apply_seat(alice, &SeatAction::MoveTop { from: zone("deck"), to: zone("hand") },
//!                &mut events)?;
//! assert_eq!(rec.version(), 2);
//!
//! // Save as JSON, load, replay: the same cards in the same places.
//! let json = serde_json::to_string(rec.saved())?;
//! let saved: SavedGame = serde_json::from_str(&json)?;
//! let back = Recorded::resume(&TOY, saved, &mut |_, _, _| {})?;
//! let hand = rec.game().zone_id(ZoneKind(1), alice);
//! assert_eq!(back.game().cards_in(hand), rec.game().cards_in(hand));
//! assert_eq!(back.game().state(), rec.game().state());
//!
//! // The state alone round-trips too.
//! let state: State = serde_json::from_str(&serde_json::to_string(rec.game().state())?)?;
//! let again = Game::from_state(&TOY, state)?;
//! assert_eq!(again.cards_in(hand), rec.game().cards_in(hand));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
