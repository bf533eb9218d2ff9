sim-generation-back = { $card }'s generation went back
sim-replay-differs = replaying the game's { $count } actions from its start gives another state
