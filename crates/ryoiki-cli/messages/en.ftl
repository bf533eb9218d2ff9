# The words of `ryoiki explain` in English. Keys are shared with ja.ftl.
# Text the scenario's author wrote (title, description, notes) is shown as written.

explain-header = { $title } — { $game }
explain-players = players: { $players }
explain-step = step { $n }: { $summary } (by { $player })
explain-note = note: { $note }
explain-event = · { $event }
explain-refused = refused: { $reason }
explain-problem = PROBLEM: { $problem }
explain-check-ok = check line { $line }: ok
explain-check-failed = check line { $line }: FAIL
explain-check-rules = { $check } { $rules }
explain-rule-title = { $id } ({ $title })
explain-rule-separator = {"; "}
explain-list-separator = {", "}
explain-passed = scenario passed
explain-failed = scenario FAILED
explain-is-folder = { $path } is a folder: explain takes one scenario file (check takes folders)
explain-not-a-file = not a scenario file: { $path }
explain-no-such-file = no such file: { $path }

# The words of `ryoiki check`
check-fail = FAIL { $path }: { $reason }
check-fail-at = FAIL { $path }:{ $reason }
check-runner-stopped = the runner stopped on an internal error (a bug of ryoiki; the other files still run): { $why }
check-summary = { $passed } passed, { $failed } failed
check-nothing-found = no scenario (*.toml) found
check-stdin-twice = `-` (standard input) may be given only once

# The words of `ryoiki deck`
deck-good = { $path }: a good { $game } deck ({ $sections })
deck-section-count = { $section } { $count }
deck-section-separator = {", "}
deck-fail = FAIL { $problem }
deck-problems = { $count } problems
deck-is-folder = { $path } is a folder: deck takes one deck file
deck-not-a-file = not a deck file: { $path }
deck-no-such-file = no such file: { $path }

# The words of `ryoiki pool import`
pool-imported = { $out }: { $cards } cards from { $file } ({ $source }): { $japanese } with a Japanese name, { $planes } planes, { $phenomena } phenomena; { $merged } more printings merged, { $skipped } tokens and the like left out
pool-too-big = { $out }: the pool would be { $size } bytes, over the limit of { $max } bytes a pool file may have; import fewer cards (a set file rather than AllPrintings)

# The words of `ryoiki soak` (the summary's English is key=value words for scripts)
soak-summary = steps={ $steps } steps_per_s={ $rate } games={ $games } violations={ $violations }
soak-violation = VIOLATION { $violation }
soak-rules-actions = rules' actions applied: { $kinds }
soak-repro-written = a scenario reproducing it ({ $kept } of { $taken } actions) is { $file }
soak-cannot-write = cannot write { $file }: { $error }
soak-bad-steps = --steps must be from 1 to 100000000, not { $steps }
soak-no-ctrlc = Ctrl-C will not print a summary: { $error }
soak-interrupted = interrupted after { $done } of { $steps } steps

# Standard input, read for a `-` path
stdin-cannot-read = cannot read standard input: { $error }
stdin-too-big = standard input holds more than { $max } bytes
stdin-not-utf8 = standard input is not UTF-8: { $error }

# The words of `ryoiki rules`
rules-game-coverage = { $game }: { $covered } of { $total } covered
rules-covered = { $id } covered  { $title }  ({ $proofs })
rules-missing = { $id } MISSING  { $title }
rules-not-loaded = not loaded: { $error }
rules-failing = failing: { $path } ({ $count } problems)
rules-section = { $game }, section { $section }
rules-description-note = (the catalogue's words; the rule documents themselves are not in the repository)
rules-description-note-english = (the catalogue's words, in English: this game's definition gives no Japanese; the rule documents themselves are not in the repository)
rules-no-proof = MISSING: no passing scenario under { $path } proves it
rules-proved-by = proved by:
rules-unknown-id = unknown rule id '{ $id }'{ $hint }
rules-no-such-folder = no such folder: { $path }
rules-no-current-folder = cannot read the current folder: { $error }
rules-not-in-repository = no scenarios: not inside a ryoiki repository. Looked for a conformance folder at:
rules-give-scenarios = Give one with --scenarios DIR.
rules-not-searched = not searched: { $path }: { $problem }

# The words of `ryoiki play` and `ryoiki replay`
play-scenario-and-deck = give either --scenario or --deck, not both
play-deck-without-game = --deck needs --game { $games } (which game the decks are for)
play-no-game = give --game { $games } or --scenario FILE
play-deck-argument = --deck { $deck }: expected NAME=FILE (alice=decks/mtg/gulls.txt)
play-too-few-decks = --deck: a game needs at least two players, each with a deck (got { $count })
play-no-seat = no seat '{ $seat }' (the seats: { $seats })
play-bot-argument = --bot takes SEAT=KIND (p1=heuristic), not '{ $bot }'
play-seat-and-bot = seat '{ $seat }' is given both to --seat (the client plays it) and to --bot: a seat has one player
play-no-bot = no bot '{ $bot }' (the bots: { $bots })
play-opening-refused = the game's opening is refused: { $error }
play-unknown-game = unknown game '{ $game }' ({ $games })
play-cannot-save = cannot save to { $path }: { $error }
play-problem-separator = {"; "}
play-leak = leak: { $leak }
play-leaks = { $count } leaks in all
replay-unreadable = { $path }: { $error }
replay-not-saved = { $path }: { $error }
replay-game = { $path }: { $error }
progress-files = files
progress-steps = steps
progress-rules = running { $count } scenario files
serve-no-runtime = cannot start the runtime: { $error }
serve-bad-log = cannot set up the log: { $error }
serve-no-store = { $error }
serve-unreadable-tables = cannot read the stored tables: { $error }
serve-table-left-out = a stored table is left out: { $error }
serve-cannot-listen = cannot listen on { $addr }: { $error }
serve-open-files = the open-file limit is too low: { $error }
serve-bad-judge-token = RYOIKI_JUDGE_TOKEN is refused: { $error }
serve-failed = { $error }
serve-listening = listening on { $url }
serve-restored = { $count } stored tables restored
serve-demo-seat = demo { $game } seat { $seat } ({ $name }): { $url }
serve-no-demo = the demo tables: { $error }
sim-deck-argument = --deck { $deck }: expected FILE or NAME=FILE (decks/mtg/gulls.txt, alice=decks/mtg/gulls.txt)
sim-bot-argument = --bot takes KIND or SEAT=KIND, not '{ $bot }'
sim-too-many-bots = { $count } bots given by seat order (--bot KIND), but the game has { $seats } seats
sim-no-variant = { $game } has no variant '{ $variant }' (its variants: { $variants })
sim-no-variants = none
sim-setup = game { $game }: { $error }
sim-opening = game { $game }: the game's opening is refused: { $error }
sim-progress = games
sim-head = { $game }: { $games } games from seed { $seed }
sim-game = game { $game } (seed { $seed }): { $cause }, winners { $winners }, { $actions } actions, turn { $turn }
sim-none = none
sim-seat = { $name } ({ $bot }): { $wins } wins, { $rate } (95% interval { $low } to { $high })
sim-draws = draws: { $draws }; no winner decided: { $undecided }
sim-length-actions = length in actions: mean { $mean }, median { $median }, longest { $max }
sim-length-turns = length in turns: mean { $mean }, median { $median }, longest { $max }
sim-no-turns = length in turns: the game counts no turns
sim-ends = end causes:
sim-rules = events citing each rule id:
sim-never-cited = rule ids of the catalogue no game cited ({ $count }): { $ids }
sim-count = { $what }: { $count }
sim-violations = violations: { $count }
sim-violation = game { $game }, action { $step }: { $problem }
sim-speed = { $games } games in { $seconds } s: { $rate } games per second
