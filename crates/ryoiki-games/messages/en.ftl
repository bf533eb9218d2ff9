# The list of games and their decks: deck files and card pools, their problems (`deck-`),
# and the words shared with the scenario loader (a parser's errors, "did you mean").
load-did-you-mean = {" "}(did you mean '{ $name }'?)
load-unknown-field = unknown field `{ $name }`{ $expected }{ $hint }
load-unknown-variant = unknown variant `{ $name }`{ $expected }{ $hint }
load-expected = expected one of { $names }
load-expected-none = there are none
load-missing-field = missing field `{ $name }`
load-invalid-type = invalid type: { $detail }
load-invalid-value = invalid value: { $detail }
load-toml-syntax = { $detail }
load-unreadable = { $detail }
load-unknown-game = unknown game '{ $name }' ({ $known })
load-cannot-read = cannot read the file: { $error }
load-not-utf8 = cannot read the file: it is not UTF-8 text ({ $error })
deck-not-a-file = cannot read it: not a regular file
deck-too-big = the file is over the limit of { $max } bytes for a deck or pool
deck-no-section = a { $game } deck has no { $section } (it has: { $sections })
deck-empty = the deck lists no card
deck-too-many-cards = the deck lists more than { $max } cards in all (here, { $total } by this line): no game's deck is near that
deck-no-pool = no card pool: add a line 'pool: file.toml' to the deck, or give one
deck-pool-other-game = the pool { $pool } is for { $pool-game }, the deck for { $game }
deck-xml = not well-formed XML: { $error }
deck-cod-unknown-zone = unknown zone '{ $name }' (main, side, planar)
deck-cod-zone-name = a <zone> needs a name
deck-cod-card-outside = a <card> outside a known <zone>
deck-cod-card-name = a <card> needs a name
deck-cod-bad-number = '{ $name }': number='{ $number }' is not a count from 1 to { $max }
deck-cod-not-cockatrice = not a Cockatrice deck: no <cockatrice_deck> element
deck-in-pool = in a card pool: { $problem }
deck-pool-twice = the pool names '{ $name }' twice
deck-no-name = '{ $count }' copies of what? write '{ $count } Card Name'
deck-zero = 0 copies of '{ $name }': leave the line out
deck-too-many-copies = { $count } copies of '{ $name }' is over the limit of { $max } for one line
deck-bad-line = '{ $line }' is neither a card line ('4 Card Name', 'SB: 1 Card Name') nor a section (Main deck:, Sideboard:, Planar deck:, Ruler:, Magic stone deck:)
deck-not-in-pool = '{ $name }' is not in the card pool{ $hint }
load-other-edition = '{ $other }' is another edition's or game's word: { $whose } call it '{ $ours }'
seat-check-handle = player { $viewer } is told of { $handle }, a handle its view does not list: { $message }
seat-check-engine-key = player { $viewer } is sent an engine id ('{ $key }')
seat-check-type = player { $viewer } is shown the type { $type } of a card it may not see
seat-check-citation = player { $viewer } is cited { $rule }, which tells the type of a card it may not see ({ $types })
seat-check-number = player { $viewer } is shown the number { $key } = { $value } of a card it may not see
seat-check-engine-id = player { $viewer } is told an engine id ({ $id }): { $message }
seat-check-hidden-text = player { $viewer } is told { $text }, of a card it may not see: { $message }
