# Magic's own events and decisions in English. Keys are shared with ja.ftl.
# $o, $a, $h: a card object "Name (c3#1)"; $p, $d, $c: a player's name.

mtg-and = {" and "}
mtg-none = none
mtg-kind-spell = spell
mtg-kind-planeswalking = planeswalking ability
mtg-kind-chaos = chaos ability
mtg-kind-triggered = triggered ability
mtg-kind-activated = activated ability
mtg-phase-beginning = beginning phase
mtg-phase-precombat-main = precombat main phase
mtg-phase-combat = combat phase
mtg-phase-postcombat-main = postcombat main phase
mtg-phase-ending = ending phase
mtg-face-planeswalker = planeswalker
mtg-face-chaos = chaos
mtg-face-blank = blank

# The stack, priority, turns
mtg-stack = { $name } ({ $effect }) goes on the stack under { $c }'s control
mtg-priority-passed = { $p } passes priority
mtg-priority = { $p } receives priority
mtg-phase = the game moves to the { $phase }; mana pools empty
mtg-turn = turn { $turn } begins: { $p } is the active player
mtg-resolves = { $name } resolves
mtg-mana-added = { $p } adds { $amount } mana (pool: { $pool })
mtg-life-gained = { $players } { $count ->
    [one] gains
   *[other] gain
} { $amount } life
mtg-core-refused = the engine refused a step of Magic's process: { $reason }
mtg-spell-left-stack = { $o } has left the stack: it is no longer a spell and will not resolve

# Rule 217
mtg-die-rolled = { $p } rolls a six-sided die: { $value }
mtg-characteristics-changed = an effect changes { $o }: adds { $added }
mtg-prevention-added = the next { $amount } damage { $o } would deal is prevented
mtg-damage-dealt = { $o } deals { $dealt } damage to { $p } ({ $prevented } prevented)
mtg-attached = { $a } enchants { $h }
mtg-new-object = { $o } is already outside the game: it stays where it is and becomes a new object
mtg-arranged = { $p } arranges their objects in { $zone }
mtg-carried-changes = the changes made to the spell { $o } keep applying to the permanent
mtg-carried-prevention = prevention of damage from the spell { $o } applies to the permanent
mtg-not-found = { $o } cannot be found: it is no longer that object

# Destroy (217.1d)
mtg-conflicting-effects = { $count } effects would destroy { $o } at once; they conflict, so { $d } chooses which one moves it
mtg-replacement-chosen = { $label } applies
mtg-zone-change-event = { $by } is the event that moves { $o } to its owner's graveyard
mtg-owner-checks = the graveyard is public: { $p } checks for abilities affecting the move: { $list }
mtg-not-applied-other-event = { $effect } does not apply: { $by } is the event that moves { $o }
mtg-not-applied-new-object = { $effect } does not apply: { $o } has already become a new object in another zone
mtg-replacement-conflict = { $d } chooses which replacement applies to { $o }, and how
mtg-state-based = state-based check: { $a } enchants nothing and is put into its owner's graveyard

# Planechase (901)
mtg-roll-cost-paid = { $p } pays { $cost } mana to roll the planar die (roll { $nth } this turn)
mtg-planar-controller = { $p } is the planar controller
mtg-planar-controllers = the planar controllers are { $players }
mtg-planar-controller-stops = { $p } stops being a planar controller; nobody takes over
mtg-phenomenon-done = { $name }'s triggered ability has left the stack: { $p } planeswalks
mtg-lasting-effect = { $p }'s creatures have { $word } until { $p } planeswalks
mtg-ignored-roll = { $o }'s ability reads a die result as a number, so it ignores the planar die roll
mtg-planar-die-special = { $p } rolls the planar die as a special action: { $face }
mtg-planar-die-effect = { $p } rolls the planar die because an effect says so (not counted for the cost): { $face }
mtg-chaos = chaos ensues: chaos abilities trigger
mtg-blank = nothing happens
mtg-start-phenomenon = { $o } is a phenomenon: it goes to the bottom of the planar deck; its abilities do not trigger
mtg-starting-plane = { $o } is { $p }'s starting plane
mtg-planeswalked = { $p } planeswalks from [{ $from }] to [{ $to }]
mtg-lasting-effect-ended = effects lasting until { $p } planeswalks end

# A player leaving (901.10)
mtg-bottomed = { $o } goes to the bottom of its owner's planar deck; this is not planeswalking
mtg-left-game = { $players } { $count ->
    [one] leaves
   *[other] leave
} the game with every object they own
mtg-planar-cards-stay = the single planar deck and its face-up cards stay: { $p } owns them as planar controller
mtg-ability-ceased = the planeswalking ability's plane left the game: the ability ceases to exist
mtg-ability-stays = { $name }'s ability stays on the stack under { $p }'s control
mtg-leave-planeswalk = a face-up plane left the game: { $p } planeswalks at once (not a state-based action)

# Decisions
mtg-choose-destroy-effect = choose which destroy effect moves { $o }: { $list }
mtg-choose-replacement-how = choose which replacement applies to { $o }, and how

# Refusals: why the rules forbid an action now (ActionError::Forbidden)
mtg-refuse-player-left = { $player } has left the game
mtg-refuse-not-started = Planechase has not started
mtg-refuse-that-player-left = that player has left the game
mtg-refuse-already-left = that player has already left
mtg-refuse-modify-kind = only spells and permanents are modified here
mtg-refuse-already-started = Planechase has already started
mtg-refuse-not-active = { $player } is not an active player
mtg-refuse-not-main = it is not a main phase
mtg-refuse-no-priority-player = { $player } does not have priority
mtg-refuse-stack-not-empty = the stack is not empty
mtg-refuse-roll-cost = rolling costs { $cost } mana, { $player } has { $mana }
mtg-refuse-no-usable-abilities = only a permanent or a face-up plane or phenomenon has usable abilities
mtg-refuse-not-controller = { $player } does not control it
mtg-refuse-no-priority = no priority
mtg-refuse-ability-cost = the ability costs { $cost } mana
mtg-refuse-cast-from-hand = a spell is cast from its caster's hand
mtg-refuse-not-aura = { $card } is not an Aura
mtg-refuse-arrange-order = the order of a library, graveyard or stack changes only by rules or effects
mtg-refuse-arrange-owner = only the owner arranges the objects of a zone
mtg-refuse-arrange-exactly = an owner arranges exactly the objects they own there
mtg-needed-in-play = in play
mtg-needed-phased-out = phased out

# Planar decks (901.3, 901.15a)
mtg-deck-invalid = invalid planar decks: { $problems }
mtg-deck-of-player = { $player }'s planar deck
mtg-deck-single = the single planar deck
mtg-deck-too-few = { $deck } has { $count } cards, needs at least { $min }
mtg-deck-too-many-phenomena = { $deck } has { $count } phenomena, at most { $max } allowed
mtg-deck-duplicate-name = { $deck } has { $count } cards named '{ $name }'

# What an action needs (ActionError::BadArgument)
mtg-need-mana-amount = an `amount` the mana pool can hold: { $player }'s pool has { $pool }, and { $pool } + { $amount } is over the limit { $limit }
mtg-need-die-value = `value`: 1 to 6
mtg-need-modification = `add_type` or `add_ability`
mtg-need-positive-amount = `amount`: a positive number
mtg-need-amount = `amount`: a number, 0 or more
mtg-need-damage-amount = an `amount` a life total can take: { $player }'s life is { $life }, and { $life } - { $dealt } is below the limit { $limit }
mtg-need-ability-index = `index`: one of the card's activated abilities
mtg-need-host = `host`: another permanent
mtg-need-player = `player`: a player of this game
mtg-need-token-name = a `name` for the token
mtg-need-token-count = a `count` from 1 to { $max }

# Setup problems: the setup is refused with each (`setup_problems`)
mtg-setup-option-invalid = option { $key }: '{ $value }' is not valid (valid: { $valid })
mtg-setup-turn-markers-unknown = option turn_markers: unknown player(s) { $unknown } (players: { $players })
mtg-setup-turn-markers-variant = option turn_markers is read only with variant = "grand-melee"
mtg-setup-unknown-option = unknown game option '{ $option }' (Magic reads: { $known })
mtg-setup-ability = card { $card } ({ $name }): ability '{ $line }': { $problem }
mtg-option-valid-variant = two-headed-giant, grand-melee or single-planar-deck (none: the standard game)
mtg-option-valid-range-of-influence = a number of seats, 0 or more (none: unlimited)
mtg-option-valid-turn-markers = player names separated by commas, with variant = "grand-melee"
mtg-option-valid-planar-shuffle = random (the default: each planar deck is shuffled at the start) or none (kept in the set-up order, for tests)
mtg-ability-mana-cost = the mana cost '{ $value }' is not a number from 0 to { $max }
mtg-ability-roll = the roll '{ $value }' is not a number from 0 to { $max }
mtg-ability-mana-amount = the mana amount '{ $value }' is not a number from 0 to { $max }
mtg-ability-life-amount = the life amount '{ $value }' is not a number from { $min } to { $max }

# A deck file's planar deck (901.3), as `ryoiki deck` and the table show it.
mtg-deckfile-not-planar = '{ $name }' is not a plane or phenomenon: a planar deck holds only those
mtg-deckfile-planar-elsewhere = '{ $name }' is a planar card: it belongs in the planar deck
mtg-deckfile-few = the planar deck has { $count } cards, needs at least 10
mtg-deckfile-phenomena = the planar deck has { $count } phenomena, at most 2 allowed
mtg-deckfile-same-name = the planar deck has { $count } cards named '{ $name }', at most 1 allowed

# The turn, the start, state-based effects and the end of the game (2009 rules 100s, 300–314, 420)
mtg-step-untap = untap step
mtg-step-upkeep = upkeep step
mtg-step-draw = draw step
mtg-step-main = main phase
mtg-step-beginning-of-combat = beginning of combat step
mtg-step-declare-attackers = declare attackers step
mtg-step-declare-blockers = declare blockers step
mtg-step-first-strike-damage = first-strike combat damage step
mtg-step-combat-damage = combat damage step
mtg-step-end-of-combat = end of combat step
mtg-step-end-of-turn = end of turn step
mtg-step-cleanup = cleanup step
mtg-step = the game moves to the { $step }
mtg-untapped = { $p } untaps { $count } { $count ->
    [one] permanent
   *[other] permanents
}
mtg-drew = { $p } draws { $count } { $count ->
    [one] card
   *[other] cards
}
mtg-draw-skipped = { $p } plays first and skips the draw of the first turn
mtg-drew-from-empty = { $p } attempts to draw from an empty library
mtg-game-started = the game begins: each library is shuffled, and { $p } chooses who plays first
mtg-starting-player = { $p } plays first
mtg-mulligan = { $p } takes a mulligan and draws a new hand of { $hand }
mtg-kept = { $p } keeps an opening hand of { $hand }
mtg-discarded = { $p } discards { $o } down to the maximum hand size
mtg-damage-marked = { $o } deals { $dealt } damage to { $c } ({ $prevented } prevented)
mtg-cleanup-done = damage wears off and "until end of turn" effects end
mtg-sba-zero-toughness = state-based effect: { $o } has 0 or less toughness and is put into its owner's graveyard
mtg-sba-lethal-damage = state-based effect: { $o } has lethal damage and is destroyed
mtg-sba-unattached-aura = state-based effect: { $o } enchants nothing in play and is put into its owner's graveyard
mtg-sba-legend-rule = state-based effect: { $o } shares its name with another legendary permanent; all of them are put into their owners' graveyards
mtg-loss-life = 0 or less life
mtg-loss-empty-library = drew from an empty library
mtg-loss-poison = ten or more poison counters
mtg-loss-conceded = conceded
mtg-loss-left = left the game
mtg-player-lost = { $p } loses the game ({ $cause })
mtg-game-won = { $players } { $count ->
    [one] wins
   *[other] win
} the game
mtg-game-drawn = every remaining player loses at once: the game is a draw
mtg-choose-starting-player = choose who plays first
mtg-choose-mulligan = keep this hand of { $hand } or take a mulligan
mtg-choose-discard = choose a card to discard ({ $excess } over the maximum hand size)
mtg-refuse-game-over = the game is over
mtg-refuse-game-begun = the game has already begun
mtg-need-damage-target = `player` or `creature`: exactly one, the player or the creature in play dealt damage
mtg-refuse-not-creature = { $card } is not a creature
mtg-option-valid-mode = rules (start-game is offered at the table, and once the game has begun a seat is offered only game actions) or manual (free moves of any card, even after start-game); none: free moves until start-game runs
mtg-poisoned = { $players } { $count ->
    [one] gets
   *[other] get
} { $amount } poison { $amount ->
    [one] counter
   *[other] counters
}
# Playing cards: mana, lands, casting, combat (the 2009 rules)
mtg-kind-combat-damage = combat damage
mtg-play-mana-burn = { $p } loses { $lost } life to mana burn (life: { $life })
mtg-play-mana-produced = { $p } adds { $mana } (from { $source })
mtg-play-mana-paid = { $p } pays { $mana } for { $o }
mtg-play-land-played = { $p } plays the land { $o }
mtg-play-attackers = { $p } attacks with { $count } creature(s): { $list }
mtg-play-block = { $blocker } blocks { $attacker }
mtg-play-blockers = { $p } declares { $count } blocker(s): { $list }
mtg-play-damage-assigned-first = first-strike combat damage is assigned and put on the stack ({ $count } assignment(s))
mtg-play-damage-assigned = combat damage is assigned and put on the stack ({ $count } assignment(s))
mtg-play-damage-marked = { $source } deals { $amount } damage to { $o } (marked: { $marked })
mtg-play-life-lost = { $p } loses { $amount } life
mtg-need-mana-string = a mana string: { $problem }
mtg-ability-cost = the mana cost '{ $value }': { $problem }
mtg-refuse-cast-land = a land is played (play-land), never cast
mtg-refuse-cast-timing = { $card } is not an instant: only the active player casts it, in a main phase, with an empty stack
mtg-refuse-cast-cost = { $card } costs { $cost }, and the mana pool has { $pool }
mtg-refuse-land-from-hand = only a land card in the player's own hand is played
mtg-refuse-not-a-land = that card is not a land
mtg-refuse-land-not-your-turn = only the active player plays a land
mtg-refuse-land-not-main = a land is played only in a main phase
mtg-refuse-land-stack = a land is played only while the stack is empty
mtg-refuse-second-land = the player has already played a land this turn
mtg-refuse-tap-not-yours = only a land in play that the player controls is tapped for mana
mtg-refuse-no-mana-ability = that permanent has no basic land type, so no mana ability to tap for
mtg-refuse-already-tapped = that permanent is already tapped
mtg-refuse-sick-tap = that creature came under its controller's control after their most recent turn began
mtg-refuse-mana-color = `color`: one of the colors of the land's basic land types
mtg-refuse-pool-full = the mana pool cannot hold more of that mana
mtg-refuse-attack-not-active = only the active player declares attackers
mtg-refuse-attack-step = attackers are declared in the declare attackers step of the combat phase
mtg-refuse-attack-again = attackers have already been declared this combat
mtg-refuse-attack-whom = `player`: an opponent still in the game
mtg-refuse-attack-twice = { $card } is named twice
mtg-refuse-attack-not-creature = { $card } is not a creature in play that the attacking player controls
mtg-refuse-attack-tapped = { $card } is tapped
mtg-refuse-attack-sick = { $card } has not been under its controller's control continuously since their most recent turn began
mtg-refuse-block-no-attack = no creature is attacking
mtg-refuse-block-step = blockers are declared in the declare blockers step, before combat damage
mtg-refuse-block-again = blockers have already been declared this combat
mtg-refuse-block-not-defending = only a defending player declares blockers
mtg-refuse-block-twice = { $card } blocks only one attacker
mtg-refuse-block-not-creature = { $card } is not a creature in play that the defending player controls
mtg-refuse-block-tapped = { $card } is tapped, and only untapped creatures block
mtg-refuse-block-not-attacker = { $card } must block a creature attacking its controller
mtg-refuse-block-flying = { $card } has no flying, and the creature it would block has
mtg-refuse-damage-no-combat = no creature is attacking
mtg-refuse-damage-step = combat damage is assigned in a combat damage step
mtg-refuse-damage-not-attacker = the attacking player announces the combat damage assignment
mtg-refuse-damage-again = this step's combat damage has already been assigned
mtg-refuse-damage-division = { $card }: the division must give all its power to the creatures blocking it
mtg-refuse-damage-first = the combat damage of this step is assigned first (assign-combat-damage)
mtg-mana-symbol = '{ $text }' has '{ $symbol }', which is no mana symbol (a number, W, U, B, R, G or C)
mtg-mana-too-much = '{ $text }' asks for more mana than a pool holds ({ $max })
mtg-mana-empty = '{ $text }' has no mana symbol
