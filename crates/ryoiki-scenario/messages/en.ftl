# The scenario runner's words in English: why a check failed, what broke. Keys are
# shared with ja.ftl; one line per message. $zone is a zone as the file writes it
# ("alice:graveyard"); $card a card's name in the file; $cards a list of them.

# Values inside a failure
check-list = [{ $items }]
check-no-limit = none
check-nobody = nobody
check-upright = upright
check-sideways = sideways
check-no-orientation = without orientation
check-face-up = face up
check-face-down = face down
check-sees-front = the front
check-sees-back = only the back
check-sees-nothing = nothing
check-same-object = the same object
check-new-object = a new object
check-no-zone = no such zone
check-of-card = { " " }of { $card }
check-citing = { " " }citing { $rules }
check-at-position = { " " }at position { $pos }

# A check that did not hold
check-zone-holds = { $zone } holds { $got }, expected { $want }
check-zone-contains = { $zone } holds { $got }, expected it to contain { $want }
check-zone-count = { $zone } holds { $got } cards, expected { $want }
check-zone-limit = { $zone } has limit { $got }, expected { $want }
check-card-in = { $card } is in { $place }, expected { $zone }{ $pos }
check-card-outside = { $card } is in { $place }, expected { $want }
check-orientation = { $card } is { $got }, expected { $want }
check-face = { $card } is { $got }, expected { $want }
check-controller = { $card } is controlled by { $got }, expected { $want }
check-same = { $card } was object { $was } and is now { $now }: expected { $want }
check-types = { $card } has types { $got }, expected { $want }
check-abilities = { $card } has abilities { $got }, expected { $want }
check-numbers = { $card } has numbers { $got }, expected { $want }
check-side = { $card } shows side { $got }, expected { $want }
check-view-sees = { $player }'s view shows { $got } of { $card }, expected { $want }
check-view-other-side-shown = { $player }'s view shows the other side of { $card }
check-view-other-side-hidden = { $player }'s view does not show the other side of { $card }
check-view-count = { $player }'s view counts { $got } cards in { $zone }, expected { $want }
check-view-limit = { $player }'s view shows limit { $got } for { $zone }, expected { $want }
check-view-shows = { $player }'s view shows the fronts of { $got } in { $zone }, expected { $want }
check-no-event = no '{ $kind }' event{ $card }{ $rules } (in order) among the step's events: [{ $events }]
check-unexpected-event = unexpected event: { $event }
check-no-pending = no decision is pending
check-order-zone = the order decision is about { $got }, expected { $want }
check-not-order = the pending decision is not about a zone's order
check-pending = pending: { $got } decides { $got-kind }; expected { $want } to decide { $want-kind }
check-options = the decision's options are { $got }, expected { $want }
check-pending-left = a decision is pending for { $player }
check-view-json = the view does not serialize: { $error }
check-public = { $player }'s view shows { $got } at public{ $pointer }, expected { $want }
check-select-unknown = the rules give no meaning to '{ $word }'
check-select = '{ $word }' refers to { $got }, expected { $want }
check-refused-otherwise = refused with "{ $message }", expected a message containing "{ $want }"
check-not-refused = the step was carried out, expected it to be refused with "{ $want }"

# A failure with where it happened
failure-at = line { $line } (after step { $step }): { $failure }

# Loading a scenario file: what is wrong, at a line and column.
load-in-table = in { $table }: { $problem }
load-hint = {" "}({ $hint })
load-too-many-problems = more problems than these { $max } (not read further)
load-limit-too-large = limit { $limit } is too large: a zone limit is at most { $max } (a negative limit means none)
load-control-character = { $what } cannot contain { $kind }: '{ $name }' has { $code }
load-too-many-values = the file writes more than { $max } values (strings, numbers, keys, arrays, tables): a scenario is bounded so that what it costs to read stays small
load-array-too-long = an array holds more than { $max } items
load-nested-too-deep = arrays and inline tables nest more than { $max } deep
load-setup-problem = invalid setup: { $problem }
load-kind-control = control characters
load-kind-bidi = bidirectional controls
load-kind-zero-width = zero-width characters
load-what-player-name = a player name
load-what-card-id = a card id
load-what-card-name = a card name
load-what-token-name = a token's name
load-unknown-player = unknown player '{ $name }'{ $hint } (players: { $known })
load-bad-generation = '{ $name }': the part after '@' must be an object generation (a number)
load-unknown-card = unknown card '{ $name }'{ $hint }
load-generation-not-here = a generation ('@n') is only allowed where a step names a card to act on
load-unknown-zone = unknown zone '{ $name }' for { $game }{ $hint } (zones: { $known })
load-zone-shared = '{ $name }' is shared by the whole game and belongs to no player
load-whose-zone = say whose zone: 'player:{ $name }'
load-unknown-orientation = unknown orientation '{ $name }' (upright/recovered/untapped/active or sideways/rested/tapped/sleep)
load-bad-cause = cause '{ $cause }' is not a cause word (instruction, draw, or a word of 1 to 23 lower-case letters, digits and hyphens)
load-unknown-facing = unknown facing '{ $name }' (up or down)
load-unknown-position = unknown position '{ $name }' (top, bottom, shuffle, "2 from top", "2 from bottom", or an index from the bottom: 0, 1, 2, …)
load-unknown-table = unknown table '{ $name }'{ $hint } ({ $known })
load-unknown-game = unknown game '{ $name }' ({ $known })
load-player-twice = player '{ $name }' is named twice
load-player-name-colon = a player name cannot contain ':' or '@'
load-no-players = [scenario] needs at least one player
load-too-many-cards = too many cards: { $count } [[card]] tables, over the limit of { $max } for a scenario file
load-too-many-steps = too many steps: { $count } [[step]] tables, over the limit of { $max } for a scenario file
load-too-much-work = { $cards } cards and { $steps } steps: every step checks every card, and { $cards } × { $steps } is over the limit of { $max } for a scenario file
load-no-scenario = missing [scenario] table (title, game, players)
load-too-big = the file is over the limit of { $max } bytes (8 MiB) for a scenario file{ $size }
load-file-size = {" "}({ $bytes } bytes)
load-cannot-read = cannot read the file: { $error }
load-not-utf8 = cannot read the file: it is not UTF-8 text ({ $error })
load-card-twice = card '{ $name }' is placed twice (card ids must be unique)
load-card-id-colon = a card id cannot contain ':' or '@'
load-unknown-outside-card = unknown outside place '{ $name }' (sideboard or collection)
load-no-side = card '{ $name }' has no side { $side } (give it a `back` to have side 1)
load-pool-other-game = the pool '{ $name }' is for { $pool }, the scenario for { $game }
load-in-pool = in the pool: { $problem }
load-in-deck = in the deck: { $problem }
load-bad-count = count { $count }: a card's count is from 1 to { $max }
load-too-many-deck-cards = too many cards: { $count } with counts and decks, over the limit of { $max } for a scenario file
load-pool-card-filled = a pool_card takes its name, types, abilities, numbers and back from the pool: leave those out
load-no-pool-imported = {" "}(the scenario imports no pool: [scenario] pools = ["….toml"])
load-not-in-pool = '{ $name }' is in no imported pool{ $hint }
load-effect-twice = effect '{ $name }' is declared twice
load-effect-kind = effect '{ $name }' must have exactly one of replace, prohibit, trigger, change or custom
load-effect-until-and-while = an effect lasts either until something or while a card stays, not both
load-until-never-happens = `until = "{ $name }"` names an event that never happens{ $hint }: no `happen` step has this id and the game does not make it happen, so the effect would never end (end-of-turn, or a `happen` step's id)
load-replacement-empty = a replacement needs instead, position, face, then, counters or token
load-unknown-prohibition = unknown prohibition '{ $name }' (move, turn-face-down, attach)
load-unknown-trigger = unknown trigger '{ $name }' (put-into, leaves, any-move, revealed, looked-at, turned-sideways, turned-upright)
load-change-empty = a change must change something: add_types, remove_types, lose_all_abilities, add_abilities, remove_abilities, set or modify
load-expect-nothing = this expectation checks nothing (give zone+cards/count, card+in/…, view+card+sees, events, error, pending or select)
load-unknown-rule = unknown rule id '{ $name }' (not in the catalogue){ $hint }
load-unknown-sees = unknown `sees` '{ $name }' (front, back, nothing)
load-unknown-outside = unknown outside place '{ $name }'
load-unknown-event = unknown event kind '{ $name }'{ $hint } (one of: { $known })
load-ext-gone = `ext` no longer reads a rule set's private state; check what a player sees with `public = "/pointer"` (and `player`), or an event
load-value-not-comparable = `value` cannot be compared: { $error }
load-public-needs-value = `public` needs a `value` to compare with
load-id-taken = '{ $name }' already names a card or ability
load-id-in-args = '{ $name }' is this step's `id` and also a word of its `args` (`{ $key }`): there it would name the object the step creates; give the object another id
load-step-needs = '{ $action }' needs `{ $field }`
load-answer-needs = 'answer' needs `effect`, `pick` or `option`
load-unknown-effect = unknown effect '{ $name }'{ $hint }
load-bad-argument = an argument must be a number, a string or an array, not { $kind }
load-unknown-action = unknown action '{ $name }'{ $hint } ({ $known })
load-unknown-arg = '{ $action }' reads no argument '{ $key }' (known: { $known })
load-no-args = none: a step of the core's own takes its fields on the step itself, and `args` only for a game's actions

# A step that cannot become the engine's action.
build-not-declared = only effects declared in [[effect]] can begin
build-not-in-force = effect '{ $name }' is not in force
build-no-options = no decision with options is pending to answer '{ $label }'
build-not-an-option = '{ $label }' is not one of the options
build-answer-empty = an answer needs an effect, a card or an option
build-no-game-actions = { $game } has no actions of its own
build-undecoded = `{ $action }`: { $error }

# A player's view that shows what the player may not know (the leak check).
leak-no-json = { $viewer }'s view does not serialize: { $error }
leak-key = { $viewer }'s view contains { $key }
leak-search-differs = { $viewer }'s view read back from its JSON text finds { $text }, but the search made while it serializes finds { $search }
leak-holds = { $viewer }'s view holds { $what } of card { $card }, whose { $which } it may not see
leak-which-front = front
leak-which-other-side = other side
leak-the-name = the name '{ $value }'
leak-the-text = the text '{ $value }'
leak-the-type = the type '{ $value }'
leak-the-number = the number { $key } = { $value }
leak-front = { $viewer }'s view shows the front of card { $card }, which it may not see
leak-other-side = { $viewer }'s view shows the other side of card { $card }, which it may not see
leak-order = { $viewer }'s view lists card { $card } in { $zone }, a hidden zone whose order it may not know
leak-old-handle = { $viewer }'s view names card { $card } in { $zone } by the handle it had before it was moved or shuffled

# What the runner finds besides the file's own checks.
problem-conservation = after step { $step }: card conservation broken: { $problem }
problem-after-step = after step { $step }: { $problem }
problem-effect-not-registered = effect '{ $name }' could not be registered: { $error }
problem-refused-changed = step { $step } (line { $line }): a refused action changed the game state
problem-refused = step { $step } (line { $line }) was refused: { $error }
problem-replay-stream = replay: the event stream differs at event { $event } ({ $first } events, then { $second })
problem-replay-state = replay: the same events, but a different final state
problem-replay-setup = replay: the second run could not set the game up

# Decks and card pools: what is wrong, at a line.

# What a player is told that it may not know (the seat-message check).
load-not-engine-action = not an engine action: { $error }
load-create-needs-token = 'create' needs `token`
load-name-taken = '{ $name }' already names a card or ability
load-source-custom-only = `source` names the source card of a `custom` effect only
load-unknown-custom = unknown custom effect '{ $name }'{ $hint } (registered: { $known })
load-unknown-custom-none = unknown custom effect '{ $name }'{ $hint } (none is registered)
problem-names-effects = step { $step } (line { $line }) names { $named } effects, but began { $began }
problem-names-created = step { $step } (line { $line }) names { $named } created objects, but created { $created }
problem-unbound-name = the name '{ $name }' (given at { $at }) stands for no object: the step that would create it was refused or has not run

# Why paths cannot be searched for scenario files
find-not-scenario = not a scenario file or a folder: { $path } (give *.toml files or folders of them)
find-no-such-path = no such file or folder: { $path }
find-loop = a link back to { $ancestor }, a folder that holds it (a loop): not followed
find-unreadable-file = cannot read the file: { $error }
find-unreadable-folder = cannot read the folder: { $error }

# `ryoiki play`'s refusals of the client's lines
protocol-unreadable-line = { $problem }
protocol-not-a-client-message = not a client message: { $error }
protocol-not-your-move = it is seat { $seat }'s move, not { $other }'s
protocol-pick-outside = pick { $pick } is outside the { $count } listed actions
protocol-action-or-pick = send either an action or a pick
