# ソークのメッセージ（日本語）：crates/ryoiki-soak/messages/ja.ftl

# ソークの違反（ryoiki soak）。$action はエンジンの行動をデータのまま示す
violation-at-step = 手順{ $step }：{ $problem }
violation-listed-refused = 手順{ $step }：一覧にある行動{ $action }が拒否された：{ $error }
violation-rules-refused-changed = 手順{ $step }：拒否されたルールの行動{ $action }が状態を変えた
violation-unlisted-taken = 手順{ $step }：一覧にない行動{ $action }（{ $player }）が受け入れられた
violation-refused-changed = 手順{ $step }：拒否された行動{ $action }が状態を変えた
violation-snapshot-differs = 手順{ $step }：スナップショットから手順{ $from }..{ $step }を再生すると結果が異なる
violation-game-replay-differs = 手順{ $step }：ゲーム{ $game }をシードから再生すると結果が異なる
violation-run-replay-differs = 実行全体をシードから再生すると結果が異なる
violation-window-replay-differs = ゲームの最後の{ $count }行動をスナップショットから再生すると結果が異なる
violation-generation-back = { $card }の世代が戻った

# ソークのゲームを始められない理由
soak-start-no-variant = { $game }のルールセットに変種「{ $variant }」はない
soak-start-opening-refused = 開始時の行動が拒否された：{ $error }
