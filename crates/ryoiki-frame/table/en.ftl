# The table's words for a game played in the turn frame (FoW, PMV), in English: its
# actions, decisions and losses. Keys are shared with ja.ftl; what each key names is
# documented in ryoiki-describe's `table` module. A game's own catalogue follows this one.

action-start-game = Start the game
action-pass-turn = End the turn
action-next-phase = Next phase
action-concede = Concede
action-adjust-life = { $player } { $by }

decide-mulligan = Keep this hand, or put a card of it on the bottom of your deck
decide-hand-size = Discard down to your maximum hand size
option-keep = Keep this hand

loss-life = { $name }'s life reached 0
loss-cannot-draw = { $name } had to draw from an empty deck
loss-conceded = { $name } conceded
loss-out = { $name } is out of the game

field-life = life
field-turn = turn
field-phase = phase
