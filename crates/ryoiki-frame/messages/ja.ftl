# フレームのイベントと拒否(日本語)。キーは en.ftl と共通。

frame-game-started-named = ゲーム開始：卓の指定により{ $player }が先攻
frame-game-started-random = ゲーム開始：無作為に選ばれた{ $player }が先攻
frame-opening-hand = { $player }は初期手札を{ $count }枚引く
frame-turn-began = 第{ $turn }ターン：{ $player }のターンが始まる
frame-phase = { $phase }フェイズが始まる
frame-draw-skipped = 先攻の最初のターンなので{ $player }はドローしない
frame-cannot-draw = { $player }はドローしなければならないが、メインデッキがない
frame-life-changed = { $who }が{ $player }のライフを{ $by }変える：{ $now }になる
frame-conceded = { $player }は投了する
frame-lost = { $player }は敗北し、ゲームから退場する
frame-won = { $player }がゲームに勝利する
frame-no-winner = プレイヤーが残っていない：勝者なしでゲームが終わる
frame-kept = { $player }は初期手札をそのまま残す
frame-mulligan = { $player }はカード{ $count }枚をデッキの一番下に置き、{ $count }枚引いてデッキをシャッフルする
frame-hand-size = { $player }は手札の上限{ $limit }枚になるまで{ $count }枚捨てた
frame-choose-mulligan = 引き直し：手札を残すか、カードを1枚デッキの一番下に置く（ここまで{ $count }枚。残すと同じ枚数を引く）
frame-choose-hand-size = 手札が上限の{ $limit }枚を超えている：カードを1枚捨てる

# 拒否
frame-need-not-started = まだ始まっていないゲーム
frame-need-started = 始まったゲーム（先に start-game を行う）
frame-need-not-over = 終わっていないゲーム
frame-need-turn-player = ターンプレイヤー（{ $player }のターン）
frame-need-player-in-game = ゲームに残っているプレイヤー
frame-need-seat-count = { $count }人のプレイヤー（このゲームは{ $seats }人）
frame-need-not-last-phase = この後のフェイズ（これが最後：ターンを渡す）
frame-need-life = ライフを持つゲーム
frame-need-life-change = 0以外のライフの変化と、±1,000,000,000以内に収まるライフ
frame-need-hand-size = 1,000枚以下の初期手札
frame-need-first-player = このゲームに着席している先攻プレイヤー
