sim-generation-back = { $card }の世代が戻った
sim-replay-differs = ゲームの{ $count }個の行動を開始時から再生すると別の状態になる
