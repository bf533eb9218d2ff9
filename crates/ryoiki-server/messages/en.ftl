# The online table's own words (`ryoiki serve`): refusals and errors sent to a browser
# or client, in English. Keys are the same in ja.ftl.

# A connection's first message and its join (ws.rs).
server-join-timeout = no join within the time limit
server-join-first = the first message must be a join
server-join-too-large = the join message is too large
server-join-forms = the first message must be a join: { $forms }
server-join-both = join either a seat or as a spectator, not both
server-join-neither = a join names a seat (with its token) or spectator: true
server-no-table = no table '{ $table }'
server-table-stopped = the table has stopped
server-table-elsewhere = table '{ $table }' is served by node { $node } at { $addr }: join it there
server-table-unrouted = table '{ $table }' is held by node { $node }, which gives no address: join it through its front proxy
server-table-not-taken = table '{ $table }' could not be taken over from its node: { $error }
server-joined-already = this connection has joined already
server-busy-joining = too many connections are waiting to join (at most { $most }): try again in a moment

# Messages after the join (ws.rs, http.rs).
server-binary-frame = the table protocol is JSON text frames
server-message-too-large = a message is at most { $most } bytes, not { $size }
server-too-many-actions = too many actions: wait a moment
server-not-protocol = not a message of the table protocol: { $error }
server-not-table-request = not a table request: { $error }

# A chat line (ws.rs, table/chat.rs).
server-too-many-chats = too many chat lines: wait a moment
server-chat-empty = a chat line needs some text
server-chat-too-long = a chat line is at most { $most } characters, not { $count }
server-chat-control = a chat line may not hold control characters (line breaks, tabs and the like)
server-spectator-may-not-chat = a spectator may not chat
server-chat-full = this table's chat has { $most } lines, its most
server-chat-not-saved = the chat line could not be saved, so it was not sent: { $error }

# A seat's action (table/action.rs, table/listing.rs).
server-spectator-may-not-act = a spectator may not act
server-seq-not-above = seq { $seq } is not above { $last }, the seat's last accepted seq
server-seq-used = seq { $seq } was already taken by another action of this seat (another tab or device): number the next action above the state's last_seq
server-stale-version = the action is for version { $version }; the table is at version { $current }
server-not-your-move = it is seat { $mover }'s move, not seat { $seat }'s
server-not-listed = that action is not one of the listed actions
server-action-or-pick = send either an action or a pick
server-not-saved = the action could not be saved, so it was not taken: { $error }
server-engine-refused = { $error }
server-pick-outside = pick { $pick } is outside the { $count } listed actions
server-game-ended = no seat may act: the game has ended

# Creating a table (setup.rs, server.rs).
server-unknown-game = no game '{ $game }' (the games: { $games })
server-no-randomness = no randomness from the operating system: { $error }
server-not-stored = the table could not be stored: { $error }
server-no-variant = the { $game } rule set has no variant '{ $variant }' (its variants: { $variants })
server-no-variants = none
server-players-count = a table needs 2 to { $most } players, each with a deck (got { $count })
server-same-name = two players are named '{ $name }'
server-bad-name = a player's name is 1 to { $most } printable characters, not { $name }
server-no-bot-seat = no seat '{ $seat }' for a bot (the seats: 0 to { $last }, or { $names })
server-no-bot = no bot '{ $bot }' for this game (the bots: { $bots })
server-all-bots = every seat is a bot: a table needs at least one person
server-most-tables = the server holds its most tables ({ $most })
server-client-quota = this address has created its most tables for now ({ $burst } at once, { $per_hour } an hour more); try again in { $seconds } s
server-opening-refused = the game's opening is refused: { $error }
server-not-started = { $error }

# Replays of finished games (replays/).
server-replay-no-table = no table { $table }
server-replay-not-over = the game at table { $table } has not ended: its replay opens when it ends
server-replay-bad-viewer = viewer '{ $viewer }' is not a seat number, 'spectator' or 'judge'
server-replay-no-seat = table { $table } has no seat { $seat } (its seats: 0 to { $last })
server-replay-seat-token = seat { $seat }'s replay needs that seat's token
server-replay-bot-seat = seat { $seat } is played by a bot: it has no replay of its own
server-replay-no-judges = this server allows no judge's replay (its operator starts it with RYOIKI_JUDGE_TOKEN)
server-replay-judge-token = a judge's replay needs the judge token
server-replay-invite = table '{ $table }' is private: its spectator's replay needs its invite link
server-replay-past-end = the replay has { $total } frames (0 to { $last }); frame { $from } is past them
server-replay-bad-from = from must be a frame number (0, 1, …), not '{ $given }'
server-replay-bad-count = count must be 1 to { $most }, not '{ $given }'
server-replay-unreadable = the replay cannot be made: { $error }

# Joining a seat (table/connection.rs).
server-no-seat = this table has no seat { $seat } (its seats: 0 to { $last })
server-seat-bot = seat { $seat } is played by a bot
server-bad-token = that is not seat { $seat }'s token at this table
server-too-many-connections = seat { $seat } already has { $most } connections, its most
server-too-many-spectators = this table already has { $most } spectators, its most
server-not-reading = the connection is not reading

# A table's name and visibility (setup.rs, table/connection.rs, replays).
server-table-name-length = the table's name (field `name`) is 1 to { $most } characters, not { $count }
server-table-name-unprintable = the table's name (field `name`) may not hold { $what } (U+{ $code }, character { $at })
server-private-table = table '{ $table }' is private: watch it with its invite link
