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
check-summary = { $passed } passed, { $failed } failed
check-nothing-found = no scenario (*.toml) found

# The words of `ryoiki deck`
deck-good = { $path }: a good { $game } deck ({ $sections })
deck-section-count = { $section } { $count }
deck-section-separator = {", "}
deck-fail = FAIL { $problem }
deck-problems = { $count } problems
