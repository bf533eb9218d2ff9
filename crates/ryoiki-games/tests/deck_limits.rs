//! A deck file cannot ask for more cards than any game's deck holds (issue #26: 1,000
//! lines of `1000 Card` made one request allocate past 3 GB).

use ryoiki_core::Lang;
use ryoiki_games::GameKind;
use ryoiki_games::deck::{Deck, MAX_DECK_CARDS};

#[test]
fn a_deck_over_the_total_is_refused_at_the_line_that_passes_it() {
    // 1,000 lines of 1,000 copies: refused by the third line, before any card is made.
    let text: String = (0..1000).map(|i| format!("1000 Card {i}\n")).collect();
    let e = Deck::parse("big.txt", &text, GameKind::named("mtg")).unwrap_err();
    assert_eq!(e.problems.len(), 1, "{e}");
    let p = &e.problems[0];
    assert_eq!(p.line, 2, "{e}");
    assert_eq!(
        p.render(Lang::En),
        "big.txt:2: the deck lists more than 1000 cards in all (here, 2000 by this line): no game's deck is near that"
    );
    assert!(
        p.render(Lang::Ja).contains("1000枚を超える"),
        "{}",
        p.render(Lang::Ja)
    );
}

#[test]
fn a_deck_at_the_total_is_read() {
    let text = format!("{} Island\n", MAX_DECK_CARDS);
    let deck = Deck::parse("ok.txt", &text, GameKind::named("mtg")).unwrap();
    assert_eq!(deck.entries[0].count, MAX_DECK_CARDS);
}
