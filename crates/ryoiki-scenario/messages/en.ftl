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
