# The frame's events and refusals in English. Keys are shared with ja.ftl.
# $player, $who: a player's name.

frame-game-started-named = the game starts: { $player } goes first, as the table named
frame-game-started-random = the game starts: { $player } goes first, chosen at random
frame-opening-hand = { $player } draws an opening hand of { $count } cards
frame-turn-began = turn { $turn }: { $player }'s turn begins
frame-phase = the { $phase } phase begins
frame-draw-skipped = { $player } does not draw in the first player's first turn
frame-cannot-draw = { $player } must draw and cannot: the main deck is empty
frame-life-changed = { $who } changes { $player }'s life by { $by }: it is { $now }
frame-conceded = { $player } concedes
frame-lost = { $player } loses and leaves the game
frame-won = { $player } wins the game
frame-no-winner = no player remains: the game ends with no winner
frame-kept = { $player } keeps their opening hand
frame-mulligan = { $player } put { $count } cards on the bottom of the deck, draws { $count } and shuffles the deck
frame-hand-size = { $player } discarded { $count } cards down to the maximum hand size of { $limit }
frame-choose-mulligan = mulligan: keep the hand, or put a card on the bottom of the deck ({ $count } so far; as many are drawn when you keep)
frame-choose-hand-size = more cards in hand than the maximum hand size of { $limit }: discard a card

# Refusals
frame-need-not-started = a game that has not started yet
frame-need-started = a game that has started (take start-game first)
frame-need-not-over = a game that is not over
frame-need-turn-player = the turn player (it is { $player }'s turn)
frame-need-player-in-game = a player still in the game
frame-need-seat-count = { $count } players (this game has { $seats })
frame-need-not-last-phase = a phase after this one (this is the last: pass the turn)
frame-need-life = a game that keeps life totals
frame-need-life-change = a change of life other than 0, and a life total that stays within ±1,000,000,000
frame-need-hand-size = an opening hand of at most 1,000 cards
frame-need-first-player = a first player who is seated at this game
