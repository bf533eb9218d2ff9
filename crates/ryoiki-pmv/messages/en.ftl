# PMV's own events in English (chapter 11). Keys are shared with ja.ftl.
# $card, $source, $subject, $host, $object: a card object "Name (c3#1)"; $cards: a list.

pmv-timing-when-discarding = when discarding
pmv-timing-when-being-discarded = when being discarded
pmv-timing-when-discarded = when discarded
pmv-timing-after-being-discarded = after being discarded
pmv-timing-when-entering = when entering
pmv-timing-when-entered = when entered
pmv-timing-when-setting = when setting
pmv-timing-when-set = when set
pmv-timing-when-put = when put

# Abilities acting, timings resolving
pmv-recorded = { $source } ({ $timing }, { $subject }): { $word }
pmv-ability-move = { $source } ({ $timing }) moves itself to its owner's { $zone }
pmv-resolving-none = '{ $timing }' effects: no set card is left to resolve them for
pmv-resolving = '{ $timing }' effects resolve for { $cards }

# Leaving the field, moves
pmv-discard = 'discard' is applied to { $cards }
pmv-move-counted-done = { $object } had already been moved to { $zone }, so that move counts as done, although another effect has since moved it on
pmv-host-arrived = { $host } arrives in { $zone } and takes that zone's state
pmv-move-ended = { $card } was already moved elsewhere; it does not go to the underworld
pmv-set-cards-to-underworld = the set cards ({ $cards }) go onto the top of the underworld, in an order their owner chooses
pmv-order-set-cards = { $host } is leaving the field: choose which of its set cards goes onto the top of your underworld next (the first chosen ends deepest)
pmv-carried = the set cards ({ $cards }) travel with their host and stay set on it

# Entering the field, sets
pmv-becomes-character = { $card } is treated as a character from now
pmv-abilities-active = { $card }: its auto-α and auto-γ abilities are active from now
pmv-abilities-active-set-card = { $card }: its text now counts as its host's; its auto abilities are active
pmv-power-applied = { $card }: { $delta } from { $source } → { $power } (the death state is not judged yet)
pmv-death-state-checked = { $card }: power { $power } once every effect applied
pmv-death-state = { $card } is in the death state (power { $power })
pmv-set-prohibited = { $card } cannot be set; the effect that instructed it failed
pmv-set-failed = { $card } was not set; the effect that instructed it failed
pmv-set-entering = { $card } is set onto { $host } and enters the field
pmv-set-on-field = { $card } is set onto { $host } (already on the field: it does not enter anew)
pmv-set-onto-field = { $card } is set onto the field; it was on the field and does not enter anew

# What a set needs (ActionError::BadArgument)
pmv-need-card-in-zone = a card in a zone or extracted from one
pmv-need-card-set-on-another = a card not already alone on the field
pmv-need-host-on-field = a host on the field
pmv-need-other-host = a host that is not the card nor set on it

# Ability texts that start as the grammar does but do not read: the setup is refused
pmv-setup-unreadable = card { $card } ({ $name }): unreadable ability { $problem }
pmv-unreadable = '{ $text }': { $why }
pmv-unreadable-power-number = the power change is not a number
pmv-unreadable-power = expected `power <±n> self` or `power <±n> others`
pmv-unreadable-timing = unknown timing
pmv-unreadable-zone = unknown zone
pmv-unreadable-act = expected `record <word>` or `move <zone>`
pmv-unreadable-shape = expected `auto-alpha: <body>` or `auto-gamma: <timing>: <act>`
