# Magic's words at the table (the web page), in English. Keys are shared with ja.ftl;
# what each key names is documented in ryoiki-describe's `table` module.

edition = Magic: The Gathering, 2009 rules with Planechase (901)
starting = The game is starting: who plays first, then the opening hands and mulligans.

phase-beginning = beginning phase
phase-precombat-main = precombat main phase
phase-combat = combat phase
phase-postcombat-main = postcombat main phase
phase-ending = ending phase
step-untap = untap step
step-upkeep = upkeep step
step-draw = draw step
step-beginning-of-combat = beginning of combat step
step-declare-attackers = declare attackers step
step-declare-blockers = declare blockers step
step-first-strike-damage = first-strike combat damage step
step-combat-damage = combat damage step
step-end-of-combat = end of combat step
step-end-of-turn = end of turn step
step-cleanup = cleanup step

turn-priority = Priority: { $name }
turn-priority-you = Priority: you
player-poison = poison { $n }
player-pool = mana pool { $n }
list-stack = Stack
item-stack = { $name } ({ $controller })[ — { $effect }]

decide-choose-starting-player = Choose who plays first
decide-mulligan = Keep this hand, or take a mulligan (shuffle it away and draw one card fewer)
decide-discard-to-hand-size = Discard down to your maximum hand size
decide-choose-destroy-effect = Choose which destroy effect applies
decide-choose-replacement-how = Choose how the card is replaced
option-keep = Keep this hand
option-mulligan = Take a mulligan
pick-choose-starting-player = { $name } plays first

row-play = Play
row-combat = Combat
row-mana = Mana
action-start-game = Start the game
action-pass-priority = Pass
action-pass-all = All players pass
action-play-land = Play { $card }
action-cast = Cast { $card }
action-activate-ability = Activate { $card } (ability { $index })
action-tap-for-mana = Tap { $card } for mana[ ({ $color })]
action-add-mana = Add mana
action-declare-attackers = Attack with { $cards }[ → { $player }]
action-declare-attackers-many = Attack with everything: { $cards }[ → { $player }]
action-declare-attackers-none = Attack with nothing
action-declare-blockers = Declare blockers
action-declare-blockers-none = No blocks
action-declare-blockers-each = Block { $item2 } with { $item1 }
action-assign-combat-damage = Assign combat damage
action-concede = Concede
action-leave-game = Leave the game
action-start-planechase = Start Planechase
action-roll-planar-die = Roll the planar die
action-planeswalk = Planeswalk
action-roll-die = Roll a die
action-modify = Modify
action-set = Set

loss-life = { $name } reached 0 life
loss-empty-library = { $name } had to draw from an empty library
loss-poison = { $name } had ten poison counters
loss-conceded = { $name } conceded
loss-left = { $name } left the game
cause-last-standing = last player standing
cause-all-lost = every remaining player lost at once

field-life = life
field-stack = stack
field-turn = turn
field-phase = phase
field-active = active player
field-priority = priority
field-planar_controllers = planar controller
field-planar_die = planar die
field-die = die
field-last_planeswalk = last planeswalk
field-left = left the game
field-mana = mana
field-rolls = planar die rolls
field-started = started

# The zones drawn as piles (a stack of backs with its count, its face-up cards as a
# short list), each under the name shown on it.
pile-library = library
pile-graveyard = graveyard
pile-removed-from-game = removed from the game
pile-ante = ante
pile-phased-out = phased out
pile-command = command zone

# A card's power and toughness, printed together.
numbers-body = { $power }/{ $toughness }
