# The soak's message catalogue (English): crates/ryoiki-soak/messages/en.ftl

# The soak's violations (`ryoiki soak`); $action is the engine's action as data
violation-at-step = step { $step }: { $problem }
violation-listed-refused = step { $step }: listed action { $action } was refused: { $error }
violation-rules-refused-changed = step { $step }: refused rules' action { $action } changed the state
violation-unlisted-taken = step { $step }: unlisted action { $action } by { $player } was taken
violation-refused-changed = step { $step }: refused action { $action } changed the state
violation-snapshot-differs = step { $step }: replaying steps { $from }..{ $step } from a snapshot differs
violation-game-replay-differs = step { $step }: replaying game { $game } from its seed differs
violation-run-replay-differs = replaying the whole run from the seed differs
violation-window-replay-differs = replaying the game's last { $count } actions from their snapshot differs
violation-generation-back = { $card }'s generation went back

# Why a soak game cannot begin
soak-start-no-variant = the { $game } rule set has no variant '{ $variant }'
soak-start-opening-refused = opening action refused: { $error }
