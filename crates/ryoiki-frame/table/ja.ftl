# ターンの枠（FoW、PMV）で遊ぶゲームのテーブルの言葉（日本語）。キーは en.ftl と同じ。

action-start-game = ゲームを始める
action-pass-turn = ターンを終える
action-next-phase = 次のフェイズへ
action-concede = 投了する
action-adjust-life = { $player } { $by }

decide-mulligan = この手札を残すか、手札の1枚をデッキの一番下に置く
decide-hand-size = 手札の上限まで捨てる
option-keep = この手札を残す

loss-life = { $name }のライフが0になった
loss-cannot-draw = { $name }が空のデッキから引こうとした
loss-conceded = { $name }が投了した
loss-out = { $name }がゲームから抜けた

field-life = ライフ
field-turn = ターン
field-phase = フェイズ
