# オンラインの卓（`ryoiki serve`）の言葉：ブラウザやクライアントに送る拒否とエラー。
# キーは en.ftl と同じ。

# 接続の最初のメッセージと参加（ws.rs）
server-join-timeout = 時間内に参加がありませんでした
server-join-first = 最初のメッセージは参加（join）でなければなりません
server-join-too-large = 参加メッセージが大きすぎます
server-join-forms = 最初のメッセージは参加（join）でなければなりません：{ $forms }
server-join-both = 席か観戦のどちらか一方で参加してください
server-join-neither = 参加には席（とそのトークン）か spectator: true が要ります
server-no-table = 卓「{ $table }」はありません
server-table-stopped = 卓は止まっています
server-table-elsewhere = 卓「{ $table }」はノード { $node }（{ $addr }）が受け持っています。そちらで参加してください
server-table-unrouted = 卓「{ $table }」はノード { $node } が受け持っていますが、そのアドレスがありません。前段のプロキシを通して参加してください
server-table-not-taken = 卓「{ $table }」をノードから引き継げませんでした: { $error }
server-joined-already = この接続はすでに参加しています
server-busy-joining = 参加を待つ接続が多すぎます（上限{ $most }）。少し待ってからもう一度試してください

# 参加の後のメッセージ（ws.rs、http.rs）
server-binary-frame = 卓のプロトコルはJSONのテキストフレームです
server-message-too-large = メッセージは{ $most }バイトまでです（{ $size }バイトでした）
server-too-many-actions = 操作が多すぎます。少し待ってください
server-not-protocol = 卓のプロトコルのメッセージではありません（{ $error }）
server-not-table-request = 卓の作成要求ではありません（{ $error }）

# 席の行動（table/action.rs、table/listing.rs）
server-spectator-may-not-act = 観戦者は行動できません
server-too-many-chats = チャットが多すぎます。少し待ってください
server-chat-empty = チャットには文字が要ります
server-chat-too-long = チャットは{ $most }文字までです（{ $count }文字でした）
server-chat-control = チャットに制御文字（改行、タブなど）は使えません
server-spectator-may-not-chat = 観戦者はチャットできません
server-chat-full = この卓のチャットは上限の{ $most }行に達しています
server-chat-not-saved = チャットを保存できなかったため、送っていません：{ $error }
server-seq-not-above = seq { $seq }は、この席が最後に受理された seq { $last }より大きくありません
server-seq-used = seq { $seq }は、この席の別の操作（別のタブまたは端末）ですでに使われています。次の操作はstateのlast_seqより大きい番号にしてください
server-stale-version = この行動は版{ $version }に対するものですが、卓は版{ $current }です
server-not-your-move = 今は席{ $mover }の番で、席{ $seat }の番ではありません
server-not-listed = その行動は示された行動のどれでもありません
server-action-or-pick = 行動（action）か選択（pick）のどちらか一方を送ってください
server-not-saved = 行動を保存できなかったため、行いませんでした（{ $error }）
server-engine-refused = エンジンが行動を拒否しました（{ $error }）
server-pick-outside = 選択{ $pick }は示された{ $count }個の行動の範囲外です
server-game-ended = どの席も行動できません：ゲームは終わっています

# 卓の作成（setup.rs、server.rs）
server-unknown-game = ゲーム「{ $game }」はありません（ゲーム：{ $games }）
server-no-randomness = OSから乱数が得られません（{ $error }）
server-not-stored = 卓を保存できませんでした（{ $error }）
server-no-variant = ルールセット{ $game }に変種「{ $variant }」はありません（変種：{ $variants }）
server-no-variants = なし
server-players-count = 卓には2人から{ $most }人のプレイヤーが要り、それぞれにデッキが要ります（{ $count }人でした）
server-same-name = 2人のプレイヤーが同じ名前「{ $name }」です
server-bad-name = プレイヤー名は印字できる1文字から{ $most }文字です（{ $name }ではなく）
server-no-bot-seat = ボットの席「{ $seat }」はありません（席：0から{ $last }まで、または{ $names }）
server-no-bot = このゲームにボット「{ $bot }」はありません（ボット：{ $bots }）
server-all-bots = すべての席がボットです。卓には少なくとも1人の人が要ります
server-most-tables = サーバーの卓は上限（{ $most }）に達しています
server-client-quota = このアドレスから作れる卓は今は上限です（一度に { $burst }、1時間に { $per_hour } まで）。{ $seconds } 秒後にもう一度お試しください
server-opening-refused = ゲームの開始処理が拒否されました（{ $error }）
server-not-started = 卓を始められませんでした（{ $error }）

# 終わった対戦のリプレイ（replays/）。
server-replay-no-table = 卓{ $table }はありません
server-replay-not-over = 卓{ $table }の対戦はまだ終わっていません：リプレイは終わってから見られます
server-replay-bad-viewer = 視点「{ $viewer }」は席の番号でも「spectator」でも「judge」でもありません
server-replay-no-seat = 卓{ $table }に席{ $seat }はありません（席は0から{ $last }まで）
server-replay-seat-token = 席{ $seat }のリプレイにはその席のトークンが要ります
server-replay-bot-seat = 席{ $seat }はボットが遊んでいます：その席だけのリプレイはありません
server-replay-no-judges = このサーバーはジャッジのリプレイを許していません（運営者がRYOIKI_JUDGE_TOKENを付けて起動します）
server-replay-judge-token = ジャッジのリプレイにはジャッジのトークンが要ります
server-replay-invite = テーブル「{ $table }」は非公開です：観戦者のリプレイには招待リンクが要ります
server-replay-past-end = リプレイは{ $total }コマ（0から{ $last }まで）です：コマ{ $from }はその先です
server-replay-bad-from = fromはコマの番号（0、1、…）でなければなりません：「{ $given }」ではなく
server-replay-bad-count = countは1から{ $most }まででなければなりません：「{ $given }」ではなく
server-replay-unreadable = リプレイを作れません：{ $error }

# 席への参加（table/connection.rs）
server-no-seat = この卓に席{ $seat }はありません（席は0から{ $last }まで）
server-seat-bot = 席{ $seat }はボットが遊んでいます
server-bad-token = それはこの卓の席{ $seat }のトークンではありません
server-too-many-connections = 席{ $seat }の接続はすでに上限の{ $most }です
server-too-many-spectators = この卓の観戦者はすでに上限の{ $most }人です
server-not-reading = 接続が読み取りをしていません

# A table's name and visibility (setup.rs, table/connection.rs, replays).
server-table-name-length = テーブル名（フィールド `name`）は1文字から{ $most }文字です（{ $count }文字ではなく）
server-table-name-unprintable = テーブル名（フィールド `name`）に{ $what }（U+{ $code }、{ $at }文字目）は使えません
server-private-table = テーブル「{ $table }」は非公開です：招待リンクで観戦してください
