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
check-summary = 成立{ $passed }件、不成立{ $failed }件
check-nothing-found = シナリオ（*.toml）が見つからない

# `ryoiki deck` の言葉
deck-good = { $path }：{ $game }の正しいデッキ（{ $sections }）
deck-section-count = { $section }{ $count }枚
deck-section-separator = 、
deck-fail = 不成立 { $problem }
deck-problems = 問題{ $count }件
