# The core's messages in English. Keys are shared with ja.ftl; one line per message.
# Arguments: $card/$object/$host/$old/$source: a card as "Name (c3#1)"; $zone/$from/$to: a
# zone's name; $effect: an effect id; $player/$who: a player's name; $pos: a position
# counted from 1 at the bottom, given only for a zone that keeps its cards in order;
# $identity: whether a moved card stays the same object.

# Names of things
card-object = { $name } ({ $id })
every-player = every player
list-separator = {", "}
group-separator = {"; "}
no-limit = none
zone-shared = the { $name }
zone-of-player = { $player }'s { $name }
zone-unknown = an unknown zone (kind { $kind })
place-no-card = no such card ({ $card })
place-in-zone = { $zone }, position { $pos } from the bottom
place-aside = held aside from { $zone }
place-ceased = nowhere (the ability has ceased to exist)
place-ceased-token = nowhere (the token has ceased to exist)
rules-cited = { $text } [{ $rules }]
option-number = option { $n }
group-label = group { $n }

# The move pipeline
destination-chosen = no player named: { $object } goes to { $zone }
redirected = { $object } would go to { $from }; it goes to { $to } instead
replaced = { $effect } replaces: { $object } goes to { $to } instead of { $from }
not-moved = { $object } does not move to { $to }
moved = { $old } moves from { $from } to { $to } { $identity }
moved-at = { $old } moves from { $from } to { $to }, position { $pos } from the bottom, { $identity }
moved-same-object = and stays the same object
moved-new-object = and becomes a new object
moved-new-object-id = and becomes a new object, { $new }
entered = { $object } comes from outside the game into { $to }

# Zones as a whole, and the loop guard
over-limit = { $zone } holds { $count } cards, over its limit of { $limit }
limit-changed = the limit of { $zone } becomes { $limit }
move-ended = { $object } was already moved elsewhere by another effect; this move ends
loop-stopped = effects kept setting each other off for { $steps } steps; the remaining { $dropped } are dropped

# One card where it is
turned-upright = { $object } turns upright
turned-sideways = { $object } turns sideways
faced-up = { $object } is turned face up
faced-down = { $object } is turned face down
not-applied = '{ $what }' does not apply to { $object }
what-upright = turn upright
what-sideways = turn sideways
what-face-up = turn face up
what-face-down = turn face down
what-put-into-trigger = a 'put into' trigger
what-split = split into groups
what-attach = attach
what-set = set
side-changed = { $object } turns to side { $side } ({ $name })
shuffled = { $zone } is shuffled ({ $count } cards)
ability-put = ability { $object } of { $source } is put on { $zone }
ability-put-no-source = ability { $object } with no source is put on { $zone }
ability-ceased = ability { $object } leaves { $zone } and ceases to exist
token-created = token { $object } is created in { $zone }
token-ceased = token { $object } in { $zone } ceases to exist
attached = { $object } is attached to { $host }

# Effects
triggered = { $effect } triggers on { $object }: { $label }
revealed = { $effect } reveals { $cards }
looked-at = { $effect }: { $players } looks at { $cards }
effect-added = effect { $effect } begins: { $label }
effect-ended = effect { $effect } ends: { $label }

# The general processes
extracted = { $object } is extracted from { $zone }
extracted-at = { $object } is extracted from { $zone }, position { $pos } from the bottom
put-back = { $object } goes back to { $zone }
put-back-at = { $object } goes back to { $zone }, position { $pos } from the bottom
extraction-failed = { $object }: the process that extracted it could not be carried out
range-made-unknown = { $count } cards are made unknown to every player before the choice
chosen-at-random = chosen at random: { $cards }
group-formed = group { $n }: { $cards }
groups-ended = the groups of '{ $label }' no longer exist

# Decisions
decision-requested = { $who } decides { $what }
decide-replacement = which replacement effect applies to { $object } (one of { $options })
decide-order = the next of { $count } cards to put into { $zone }
decide-split = the group of { $object } ({ $options })
answered = { $who } chooses { $choice }
place-sideboard = outside the game (sideboard)
place-collection = outside the game (collection)
place-left-with-owner = outside the game (gone with its owner, who has left the game)

# Refused actions (ActionError); each is exactly the error's English Display text
error-unknown-card = no card { $card } in this game
error-gone-object = { $name } has moved since this action named it: it is now in { $place } (object { $object } no longer exists; the card is now object { $now })
error-gone-object-labelled = { $name } has moved since this action named it: it is now in { $place } ({ $label } is a new object there; the object the action named no longer exists)
error-unknown-player = no player { $player } in this game
error-unknown-zone = { $zone } is not a zone of this game
error-no-such-side = { $object } has no side { $side }
error-not-in-zone = { $name } is { $place }, and this needs a card in a zone of the game
error-wrong-zone = { $name } is in { $place }, not { $needed }
error-no-orientation = { $name } is in { $zone }, where cards are not turned upright or sideways
error-decision-pending = the game is waiting for { $decider } to decide ({ $what }); answer that first
error-no-decision = no decision is pending, so there is nothing to answer
error-wrong-decider = { $got } answered, but the decision is { $expected }'s to make
error-illegal-choice = { $chosen } is not a legal answer; the legal answers are { $legal }
error-unknown-effect = no effect { $effect } is in force
error-bad-forced-order = forced shuffle order { $given } is not a permutation of 0..{ $len }
error-not-outside = { $card } is not outside the game
error-left-with-owner = { $card } left the game with its owner and cannot come back
error-no-cards = the action names no cards
error-unknown-action = the { $game } rule set has no action '{ $name }'
error-bad-argument = '{ $action }' needs { $what }
error-forbidden = { $reason } [{ $rule }]
error-ability-cannot-move = { $object } is an ability: it cannot move to another zone (it can only cease to exist)
error-not-an-ability = { $object } is a card, not an ability: only abilities cease to exist
error-duplicate-card = { $card } is named twice in one action
error-not-allowed = { $player } may not { $action } now

# Words inside refusals: a card, an answer, what a decision is about
card-hidden = a hidden card
card-missing = no card { $card }
choice-object-named = { $name } (object { $object })
choice-object = object { $object }
choice-object-labelled = { $name } ({ $label })
choice-effect = effect { $effect }
choice-option = option { $n }
topic-replacement = which replacement effect applies
topic-order = the order of cards
topic-game = a decision of the game
topic-split = the group of the next card

# What an action needs (ActionError::BadArgument) and why the rules forbid it
need-group-count = a number of groups (at least 1) as `count`
need-random-count = a count from 1 to { $max }, not { $count }
need-token-name = a token with a name
need-game-action = an action of { $game }
need-attach-host = a host that is not the card itself nor attached to it
need-extracted = an extracted card, but { $object } is in { $place }
need-characteristic-change = a characteristic change that changes something
need-not-extraction = an effect other than an extraction (extract a card with the extract action)
need-registered-custom = a custom effect registered under '{ $key }' (none is; register it with Game::register_effect)
need-named-counters = counters of a named kind, at least one
need-named-token = a token with a name
refusal-zone-frozen = { $zone } is frozen while a card extracted from it is held aside

# What a player tried at a table (ActionError::NotAllowed)
deed-move = move that card there
deed-move-many = move those cards
deed-move-all = move all those cards
deed-add-lasting = begin that effect
deed-happen = say that this happens
deed-move-top = move the top card of that zone
deed-enter = bring that card into the game
deed-turn = turn that card
deed-face = turn that card over
deed-shuffle = shuffle that zone
deed-add-effect = start that effect
deed-end-effect = end that effect
deed-set-limit = change that zone's limit
deed-put-ability = put that ability
deed-cease = end that ability
deed-create-token = create that token
deed-attach = attach that card
deed-extract = extract that card
deed-put-back = put that card back
deed-extract-failed = end that extraction
deed-choose-random = choose at random
deed-split = split those cards into groups
deed-answer = answer that
deed-game = take that game action

# An event as one player may know it (seat/events.rs): $card is "Name (h…)", "a
# face-down card (h…)" or "a card"; no positions, no engine ids
seat-card-named = { $name } ({ $handle })
seat-card-face-down = a face-down card ({ $handle })
seat-card-held = a card held aside ({ $handle })
seat-card-unknown = a card
seat-destination-chosen = { $card } goes to { $zone }
seat-redirected = { $card } goes to { $to } instead of { $from }
seat-replaced = an effect sends { $card } to { $to } instead of { $from }
seat-not-moved = { $card } does not move to { $zone }
seat-moved = { $card } moves from { $from } to { $to }
seat-entered = { $card } enters { $zone } from outside the game
seat-over-limit = { $zone } holds { $count } cards, over its limit of { $limit }
seat-limit-cards = { $n }
seat-limit-changed = { $zone }'s limit is now { $limit }
seat-turned-upright = { $card } is turned upright
seat-turned-sideways = { $card } is turned sideways
seat-faced-up = { $card } is turned face up
seat-faced-down = { $card } is turned face down
seat-not-applied = '{ $what }' does not apply to { $card }
seat-side-changed = { $card } turns to its other side
seat-shuffled = { $zone } is shuffled ({ $count } cards)
seat-ability-put = an ability, { $card }, is put onto { $zone }
seat-ability-ceased = an ability leaves { $zone } and ceases to exist
seat-token-created = token { $card } is created in { $zone }
seat-token-ceased = a token in { $zone } ceases to exist
seat-triggered = '{ $label }' triggers on { $card }
seat-revealed = { $cards } is revealed to { $players }
seat-looked-at = { $players } looks at { $cards }
seat-effect-added = effect { $effect } '{ $label }' starts
seat-effect-ended = effect '{ $label }' ends
seat-decision-requested = { $player } must decide ({ $what })
seat-attached = { $card } is attached to { $host }
seat-extracted = { $card } is held aside from { $zone }
seat-put-back = { $card } is put back into { $zone }
seat-extraction-failed = the process holding { $card } aside could not be carried out
seat-range-made-unknown = { $count } cards are made unknown to every player
seat-chosen-at-random = chosen at random: { $cards }
seat-size-separator = {", "}
seat-grouped = cards are split into groups of { $sizes }
seat-groups-ended = the groups '{ $label }' of { $count } cards end
seat-move-ended = the move of { $card } ends: another effect already moved it
seat-loop-stopped = a loop of effects was stopped ({ $dropped } steps dropped)
seat-answered = { $player } answers: { $choice }

# A setup that cannot become a game (SetupError), problem by problem.
setup-invalid = invalid setup: { $problems }
setup-no-randomness = the operating system gave no randomness for the view key: { $reason }
setup-player-count = a game needs 1 to 64 players, not { $count }
setup-no-sides = card { $card } ({ $name }) has no sides
setup-no-such-side = card { $card } ({ $name }) has no side { $side }
setup-owner-not-seated = card { $card } ({ $name }) is owned by { $owner }, who is not seated
setup-controller-not-seated = card { $card } ({ $name }) is controlled by { $controller }, who is not seated
setup-unknown-zone = card { $card } ({ $name }) is placed in a zone this game does not have ({ $zone })
setup-no-orientation = card { $card } ({ $name }) is given an orientation, but { $zone } has none
setup-over-limit = { $zone } starts with { $count } cards, over its limit of { $limit }: card { $card } ({ $name }) is the first over it
setup-what-player-name = player name
setup-what-card-name = card name
setup-control-character = { $what } '{ $name }' contains { $kind } (U+{ $code })
setup-name-control = a control character
setup-name-bidi = a bidirectional control
setup-name-zero-width = a zero-width character
setup-wrong-game = the state is a game of { $state }, not of { $rules }
setup-zone-kinds = the state has { $state } zone kinds; { $rules } has { $expected }
setup-rule-state = the { $rules } state does not load: { $reason }

# Card conservation broken (a bug of the engine, reported by the invariant checks).
invariant-unknown-card = zone { $zone } lists unknown card { $card }
invariant-wrong-place = zone { $zone } lists { $card }, whose place is { $place }
invariant-card-ceased = { $card } is a card but has ceased to exist
invariant-listed-times = { $card } is listed { $times } times in zones
invariant-listed-outside = { $card } is not in a zone but listed in one

# Why a saved game cannot be resumed (`ResumeError`)
resume-version = saved game format version { $found }; this engine reads version { $expected }
resume-wrong-game = the saved game is of '{ $saved }', not '{ $rules }'
resume-action = action { $index } of the saved game is refused: { $error }
resume-decode = action { $index } of the saved game is not one of this game's actions: { $reason }

# Why a seat's action was refused (SeatError; the English matches its display)
seat-error-no-such-seat = there is no seat { $seat } in this game ({ $players } players)
seat-error-unknown-handle = { $handle } names no card you can see now (a handle changes whenever its card moves or its hidden zone is shuffled: take the handles from your latest view)
seat-error-unknown-zone = this game has no zone '{ $zone }' (its zones: { $known })
seat-error-no-such-owner = there is no player { $player } to own a '{ $zone }'
seat-error-out-of-turn = the game waits for { $decider }'s decision, not yours
seat-error-nothing-to-answer = there is no decision to answer
seat-error-not-listed = you may not { $what } now (ask for your legal actions: only those are accepted)
seat-error-refused = the engine refused the action: { $error }
