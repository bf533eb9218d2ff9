# シナリオ実行の言葉(日本語)：確認が成立しなかった理由。キーは en.ftl と同じ。
# 括弧は全角(（）「」［］)に統一する。$zone はファイルの書き方の領域("alice:graveyard")。

# 失敗の中の値
check-list = ［{ $items }］
check-no-limit = なし
check-nobody = 誰もいない
check-upright = 縦向き
check-sideways = 横向き
check-no-orientation = 向きのない状態
check-face-up = 表向き
check-face-down = 裏向き
check-sees-front = 表
check-sees-back = 裏だけ
check-sees-nothing = 何も見えない状態
check-same-object = 同一オブジェクト
check-new-object = 新しいオブジェクト
check-no-zone = 存在しない領域
check-of-card = （{ $card }）
check-citing = （{ $rules }を引用）
check-at-position = の下から{ $pos }番目

# 成立しなかった確認
check-zone-holds = { $zone }にあるのは{ $got }だが、{ $want }のはず
check-zone-contains = { $zone }にあるのは{ $got }だが、{ $want }を含むはず
check-zone-count = { $zone }は{ $got }枚だが、{ $want }枚のはず
check-zone-limit = { $zone }の上限は{ $got }だが、{ $want }のはず
check-card-in = { $card }は{ $place }にあるが、{ $zone }{ $pos }にあるはず
check-card-outside = { $card }は{ $place }にあるが、{ $want }にあるはず
check-orientation = { $card }は{ $got }だが、{ $want }のはず
check-face = { $card }は{ $got }だが、{ $want }のはず
check-controller = { $card }のコントローラーは{ $got }だが、{ $want }のはず
check-same = { $card }はオブジェクト{ $was }で、今は{ $now }：{ $want }のはず
check-types = { $card }の種類は{ $got }だが、{ $want }のはず
check-abilities = { $card }の能力は{ $got }だが、{ $want }のはず
check-numbers = { $card }の数値は{ $got }だが、{ $want }のはず
check-side = { $card }は面{ $got }を見せているが、面{ $want }のはず
check-view-sees = { $player }の視界では{ $card }は{ $got }だが、{ $want }のはず
check-view-other-side-shown = { $player }の視界に{ $card }のもう一方の面が見えている
check-view-other-side-hidden = { $player }の視界に{ $card }のもう一方の面が見えていない
check-view-count = { $player }の視界では{ $zone }は{ $got }枚だが、{ $want }枚のはず
check-view-limit = { $player }の視界では{ $zone }の上限は{ $got }だが、{ $want }のはず
check-view-shows = { $player }の視界で{ $zone }に表が見えるのは{ $got }だが、{ $want }のはず
check-no-event = このステップのイベントに「{ $kind }」イベント{ $card }{ $rules }が（順に）ない：［{ $events }］
check-unexpected-event = 予期しないイベント：{ $event }
check-no-pending = 待っている決定がない
check-order-zone = 順番の決定は{ $got }についてだが、{ $want }についてのはず
check-not-order = 待っている決定は領域の順番についてではない
check-pending = 待っている決定：{ $got }が「{ $got-kind }」を決めるが、{ $want }が「{ $want-kind }」を決めるはず
check-options = 決定の選択肢は{ $got }だが、{ $want }のはず
check-pending-left = { $player }の決定を待っている
check-view-json = 視界をシリアライズできない：{ $error }
check-public = { $player }の視界ではpublic{ $pointer }は{ $got }だが、{ $want }のはず
check-select-unknown = ルールは「{ $word }」に意味を与えていない
check-select = 「{ $word }」が指すのは{ $got }だが、{ $want }のはず
check-refused-otherwise = 拒否のメッセージは「{ $message }」で、「{ $want }」を含むはず
check-not-refused = ステップは実行されたが、「{ $want }」で拒否されるはず

# 失敗とその場所
failure-at = { $line }行目（手順{ $step }の後）：{ $failure }
