# `ryoiki explain` の日本語。キーは en.ftl と同じ。
# シナリオの作者が書いた文(題名・説明・注)は書かれたとおりに示す。

explain-header = { $title }（{ $game }）
explain-players = プレイヤー：{ $players }
explain-step = 手順{ $n }：「{ $summary }」（処理するプレイヤー：{ $player }）
explain-note = 注：{ $note }
explain-event = ・{ $event }
explain-refused = 拒否：{ $reason }
explain-problem = 問題：{ $problem }
explain-check-ok = 確認（{ $line }行目）：成立
explain-check-failed = 確認（{ $line }行目）：不成立
explain-check-rules = { $check }　{ $rules }
explain-rule-title = { $id }（{ $title }）
explain-rule-separator = 、
explain-list-separator = 、
explain-passed = シナリオ成立
explain-failed = シナリオ不成立
explain-is-folder = { $path }はフォルダです。explainはシナリオファイルを1つ受け取ります（フォルダはcheckに渡してください）
explain-not-a-file = シナリオファイルではありません：{ $path }
explain-no-such-file = ファイルがありません：{ $path }

# `ryoiki check` の言葉
check-fail = 不成立 { $path }：{ $reason }
check-fail-at = 不成立 { $path }:{ $reason }
check-runner-stopped = 実行が内部エラーで止まった（ryoikiの不具合。ほかのファイルは続けて実行する）：{ $why }
check-summary = 成立{ $passed }件、不成立{ $failed }件
check-nothing-found = シナリオ（*.toml）が見つからない
check-stdin-twice = `-`（標準入力）は1回だけ指定できる

# `ryoiki deck` の言葉
deck-good = { $path }：{ $game }の正しいデッキ（{ $sections }）
deck-section-count = { $section }{ $count }枚
deck-section-separator = 、
deck-fail = 不成立 { $problem }
deck-problems = 問題{ $count }件
deck-is-folder = { $path }はフォルダです。deckはデッキファイルを1つ受け取ります
deck-not-a-file = デッキファイルではありません：{ $path }
deck-no-such-file = ファイルがありません：{ $path }

# `ryoiki pool import`の言葉
pool-imported = { $out }：{ $file }（{ $source }）から{ $cards }枚。日本語名のあるもの{ $japanese }枚、次元{ $planes }枚、現象{ $phenomena }枚。別の版{ $merged }件をまとめ、トークンなど{ $skipped }件を除いた
pool-too-big = { $out }：カードプールが{ $size }バイトになり、プールのファイルの上限{ $max }バイトを超える。カードを減らす（AllPrintingsではなくセットのファイルにする）

# `ryoiki soak` の言葉
soak-summary = 手順{ $steps }、毎秒{ $rate }手順、ゲーム{ $games }、違反{ $violations }件
soak-violation = 違反：{ $violation }
soak-rules-actions = 適用したルールの行動：{ $kinds }
soak-repro-written = 再現するシナリオ（{ $taken }行動のうち{ $kept }行動）：{ $file }
soak-cannot-write = { $file }に書き込めない：{ $error }
soak-bad-steps = --stepsは1から100000000まで（{ $steps }ではない）
soak-no-ctrlc = Ctrl-Cで止めたときに要約を表示できない：{ $error }
soak-interrupted = { $steps }手順のうち{ $done }手順で中断した

# `-` で読む標準入力
stdin-cannot-read = 標準入力を読めない：{ $error }
stdin-too-big = 標準入力が{ $max }バイトを超えている
stdin-not-utf8 = 標準入力がUTF-8ではない：{ $error }

# `ryoiki rules` の言葉
rules-game-coverage = { $game }：{ $total }件中{ $covered }件を証明済み
rules-covered = { $id } 証明済み　{ $title }（{ $proofs }）
rules-missing = { $id } 未証明　　{ $title }
rules-not-loaded = 読み込めない：{ $error }
rules-failing = 不成立：{ $path }（問題{ $count }件）
rules-section = { $game }、{ $section }節
rules-description-note = （上はカタログの説明。ルール文書そのものはリポジトリにない）
rules-description-note-english = （上はカタログの説明で、このゲームの定義に日本語がないため英語のまま。ルール文書そのものはリポジトリにない）
rules-no-proof = 未証明：{ $path }の下に、これを証明する成立したシナリオがない
rules-proved-by = 証明するもの：
rules-unknown-id = 不明なルールID「{ $id }」{ $hint }
rules-no-such-folder = フォルダがない：{ $path }
rules-no-current-folder = 今のフォルダを読めない：{ $error }
rules-not-in-repository = シナリオがない：ryoikiのリポジトリの中ではない。conformanceフォルダを探した場所：
rules-give-scenarios = --scenarios DIRで指定してください。
rules-not-searched = 探せなかった：{ $path }：{ $problem }

# `ryoiki play` と `ryoiki replay` の言葉
play-scenario-and-deck = --scenarioと--deckのどちらか一方を指定してください（両方は指定できない）
play-deck-without-game = --deckには--game { $games }が必要（デッキがどのゲームのものか）
play-no-game = --game { $games }か--scenario FILEを指定してください
play-deck-argument = --deck { $deck }：NAME=FILEの形が必要（例：alice=decks/mtg/gulls.txt）
play-too-few-decks = --deck：ゲームには、それぞれデッキを持つ2人以上のプレイヤーが必要（指定は{ $count }人）
play-no-seat = 席「{ $seat }」はない（席：{ $seats }）
play-bot-argument = --botはSEAT=KINDの形（例：p1=heuristic。「{ $bot }」ではない）
play-seat-and-bot = 席「{ $seat }」が--seat（クライアントが操作）と--botの両方に指定された：一つの席のプレイヤーは一人
play-no-bot = ボット「{ $bot }」はない（ボット：{ $bots }）
play-opening-refused = ゲームの開始時の行動が拒否された：{ $error }
play-unknown-game = 不明なゲーム「{ $game }」（{ $games }）
play-cannot-save = { $path }に保存できない：{ $error }
play-problem-separator = 。
play-leak = 漏洩：{ $leak }
play-leaks = 漏洩は全部で{ $count }件
replay-unreadable = { $path }：ファイルを読めない：{ $error }
replay-not-saved = { $path }：保存されたゲームとして読めない：{ $error }
replay-game = { $path }：{ $error }
progress-files = ファイル
progress-steps = 手順
progress-rules = シナリオファイル{ $count }個を実行中
serve-no-runtime = 実行環境を起動できない：{ $error }
serve-bad-log = ログを設定できない：{ $error }
serve-no-store = 保存先を開けない：{ $error }
serve-unreadable-tables = 保存された卓を読めない：{ $error }
serve-table-left-out = 保存された卓を1つ除外した：{ $error }
serve-cannot-listen = { $addr }で待ち受けできない：{ $error }
serve-open-files = 開けるファイル数の上限が低すぎます：{ $error }
serve-bad-judge-token = RYOIKI_JUDGE_TOKENは受け付けられません：{ $error }
serve-failed = サーバーが止まった：{ $error }
serve-listening = { $url } で待ち受け中
serve-restored = 保存された卓を{ $count }個復元した
serve-demo-seat = デモ { $game } 席{ $seat }（{ $name }）：{ $url }
serve-no-demo = デモの卓を作れない：{ $error }
sim-deck-argument = --deck { $deck }：FILEかNAME=FILEの形が必要（例：decks/mtg/gulls.txt、alice=decks/mtg/gulls.txt）
sim-bot-argument = --botはKINDかSEAT=KINDの形（「{ $bot }」ではない）
sim-too-many-bots = 席順のボット（--bot KIND）が{ $count }個あるが、このゲームの席は{ $seats }つ
sim-no-variant = { $game }に変種「{ $variant }」はない（変種：{ $variants }）
sim-no-variants = なし
sim-setup = ゲーム{ $game }：{ $error }
sim-opening = ゲーム{ $game }：ゲームの開始時の行動が拒否された：{ $error }
sim-progress = ゲーム
sim-head = { $game }：シード{ $seed }から{ $games }ゲーム
sim-game = ゲーム{ $game }（シード{ $seed }）：{ $cause }、勝者{ $winners }、行動{ $actions }回、ターン{ $turn }
sim-none = なし
sim-seat = { $name }（{ $bot }）：{ $wins }勝、勝率{ $rate }（95%信頼区間{ $low }〜{ $high }）
sim-draws = 引き分け：{ $draws }。勝者の決まらないゲーム：{ $undecided }
sim-length-actions = 行動数による長さ：平均{ $mean }、中央値{ $median }、最長{ $max }
sim-length-turns = ターン数による長さ：平均{ $mean }、中央値{ $median }、最長{ $max }
sim-no-turns = ターン数による長さ：このゲームはターンを数えない
sim-ends = 終了の理由：
sim-rules = ルールIDごとの、それを挙げたイベントの数：
sim-never-cited = どのゲームも挙げなかったカタログのルールID（{ $count }個）：{ $ids }
sim-count = { $what }：{ $count }
sim-violations = 違反：{ $count }件
sim-violation = ゲーム{ $game }、行動{ $step }：{ $problem }
sim-speed = { $games }ゲームを{ $seconds }秒で：毎秒{ $rate }ゲーム
