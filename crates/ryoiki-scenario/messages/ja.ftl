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

# シナリオファイルの読み込み：行と列にある誤り。
load-in-table = { $table }：{ $problem }
load-hint = （{ $hint }）
load-too-many-problems = 誤りがこの{ $max }件より多い（以降は読んでいない）
load-limit-too-large = 上限{ $limit }は大きすぎる：領域の上限は{ $max }まで（負の値は上限なし）
load-control-character = { $what }に{ $kind }は使えない：「{ $name }」に{ $code }がある
load-too-many-values = ファイルの値（文字列・数・キー・配列・表）が{ $max }個を超える：読み込みにかかる量を小さく抑えるための上限
load-array-too-long = 配列の要素が{ $max }個を超える
load-nested-too-deep = 配列とインライン表の入れ子が{ $max }段を超える
load-setup-problem = セットアップが正しくない：{ $problem }
load-kind-control = 制御文字
load-kind-bidi = 双方向制御文字
load-kind-zero-width = ゼロ幅文字
load-what-player-name = プレイヤー名
load-what-card-id = カードのid
load-what-card-name = カード名
load-what-token-name = トークンの名前
load-unknown-player = 不明なプレイヤー「{ $name }」{ $hint }（プレイヤー：{ $known }）
load-bad-generation = 「{ $name }」：「@」の後はオブジェクトの世代（数）のはず
load-unknown-card = 不明なカード「{ $name }」{ $hint }
load-generation-not-here = 世代（「@n」）を書けるのは、手順が処理するカードを指すところだけ
load-unknown-zone = { $game }に領域「{ $name }」はない{ $hint }（領域：{ $known }）
load-zone-shared = 「{ $name }」はゲーム全体で共有する領域で、プレイヤーのものではない
load-whose-zone = 誰の領域かを書く：「player:{ $name }」
load-unknown-orientation = 不明な向き「{ $name }」（縦向き：upright/recovered/untapped/active、横向き：sideways/rested/tapped/sleep）
load-bad-cause = 原因「{ $cause }」は原因の語ではありません（instruction、draw、または小文字・数字・ハイフン1〜23文字の語）
load-unknown-facing = 不明な表裏「{ $name }」（表向き：up、裏向き：down）
load-unknown-position = 不明な位置「{ $name }」（top、bottom、shuffle、"2 from top"、"2 from bottom"、または下からの番号：0、1、2、…）
load-unknown-table = 不明な表「{ $name }」{ $hint }（{ $known }）
load-unknown-game = 不明なゲーム「{ $name }」（{ $known }）
load-player-twice = プレイヤー「{ $name }」が2回書かれている
load-player-name-colon = プレイヤー名に「:」と「@」は使えない
load-no-players = [scenario]にはプレイヤーが1人以上必要
load-too-many-cards = カードが多すぎる：[[card]]の表が{ $count }個あり、シナリオファイルの上限{ $max }を超える
load-too-many-steps = 手順が多すぎる：[[step]]の表が{ $count }個あり、シナリオファイルの上限{ $max }を超える
load-too-much-work = カード{ $cards }枚、手順{ $steps }個：手順ごとにすべてのカードを確認するため、{ $cards } × { $steps }がシナリオファイルの上限{ $max }を超える
load-no-scenario = [scenario]の表（title、game、players）がない
load-too-big = ファイルがシナリオファイルの上限{ $max }バイト（8 MiB）を超える{ $size }
load-file-size = （{ $bytes }バイト）
load-cannot-read = ファイルを読めない：{ $error }
load-not-utf8 = ファイルを読めない：UTF-8のテキストではない（{ $error }）
load-card-twice = カード「{ $name }」が2回置かれている（カードのidは重複できない）
load-card-id-colon = カードのidに「:」と「@」は使えない
load-unknown-outside-card = 不明なゲーム外の場所「{ $name }」（sideboardかcollection）
load-no-side = カード「{ $name }」に面{ $side }はない（面1を持たせるには`back`を書く）
load-pool-other-game = カードプール「{ $name }」は{ $pool }のもので、シナリオは{ $game }
load-in-pool = カードプールの誤り：{ $problem }
load-in-deck = デッキの誤り：{ $problem }
load-bad-count = 枚数{ $count }：カードの枚数は1から{ $max }まで
load-too-many-deck-cards = カードが多すぎる：枚数とデッキを合わせて{ $count }枚あり、シナリオファイルの上限{ $max }を超える
load-pool-card-filled = pool_cardは名前・種類・能力・数値・裏面をカードプールから取る：それらは書かない
load-no-pool-imported = （シナリオがカードプールを読み込んでいない：[scenario] pools = ["….toml"]）
load-not-in-pool = 「{ $name }」は読み込んだどのカードプールにもない{ $hint }
load-effect-twice = 効果「{ $name }」が2回宣言されている
load-effect-kind = 効果「{ $name }」にはreplace、prohibit、trigger、change、customのうちちょうど1つが必要
load-effect-until-and-while = 効果の持続は「何かが起こるまで」か「カードがとどまる間」のどちらか一方
load-until-never-happens = `until = "{ $name }"`の出来事は起こらない{ $hint }：この`id`の`happen`手順はなく、ゲームも自ら起こさないので、効果は終わらない（end-of-turnか、`happen`手順の`id`）
load-replacement-empty = 置換にはinstead、position、face、then、counters、tokenのいずれかが必要
load-unknown-prohibition = 不明な禁止「{ $name }」（move、turn-face-down、attach）
load-unknown-trigger = 不明な誘発「{ $name }」（put-into、leaves、any-move、revealed、looked-at、turned-sideways、turned-upright）
load-change-empty = 変更は何かを変えるはず：add_types、remove_types、lose_all_abilities、add_abilities、remove_abilities、set、modifyのいずれか
load-expect-nothing = この確認は何も確かめていない（zone+cards/count、card+in/…、view+card+sees、events、error、pending、selectのいずれかを書く）
load-unknown-rule = 不明なルールid「{ $name }」（カタログにない）{ $hint }
load-unknown-sees = 不明な`sees`「{ $name }」（front、back、nothing）
load-unknown-outside = 不明なゲーム外の場所「{ $name }」
load-unknown-event = 不明なイベントの種類「{ $name }」{ $hint }（次のいずれか：{ $known }）
load-ext-gone = `ext`はもうルールセットの非公開の状態を読まない：プレイヤーに見えるものを`public = "/pointer"`（と`player`）かイベントで確かめる
load-value-not-comparable = `value`を比べられない：{ $error }
load-public-needs-value = `public`には比べる`value`が必要
load-id-taken = 「{ $name }」はすでにカードか能力の名前
load-id-in-args = 「{ $name }」はこの手順の`id`であり、`args`（`{ $key }`）の語でもある：そこでは手順が作るオブジェクトを指してしまう；オブジェクトには別のidを付けること
load-step-needs = 「{ $action }」には`{ $field }`が必要
load-answer-needs = 「answer」には`effect`、`pick`、`option`のいずれかが必要
load-unknown-effect = 不明な効果「{ $name }」{ $hint }
load-bad-argument = 引数は数・文字列・配列のいずれか（{ $kind }は使えない）
load-unknown-action = 不明な行動「{ $name }」{ $hint }（{ $known }）
load-unknown-arg = 「{ $action }」は引数「{ $key }」を読まない（使える引数：{ $known }）
load-no-args = なし。コアの手順は手順そのもののフィールドを使い、`args`はゲームの行動だけが使う

# 手順をエンジンの行動にできない。
build-not-declared = 始められるのは[[effect]]で宣言した効果だけ
build-not-in-force = 効果「{ $name }」は発生していない
build-no-options = 「{ $label }」と答える、選択肢のある決定を待っていない
build-not-an-option = 「{ $label }」は選択肢にない
build-answer-empty = 答えには効果・カード・選択肢のいずれかが必要
build-no-game-actions = { $game }には独自の行動がない
build-undecoded = 「{ $action }」の引数を行動として読めない：{ $error }

# プレイヤーの視界に、知ってはならないものが見える(漏えいの確認)。
leak-no-json = { $viewer }の視界をシリアライズできない：{ $error }
leak-key = { $viewer }の視界に{ $key }がある
leak-search-differs = { $viewer }の視界は、JSON の文字列から読み直すと { $text } が見つかるが、シリアライズ中の検索では { $search } が見つかる
leak-holds = { $viewer }の視界にカード{ $card }の{ $what }があるが、その{ $which }は見てはならない
leak-which-front = 表
leak-which-other-side = もう一方の面
leak-the-name = 名前「{ $value }」
leak-the-text = テキスト「{ $value }」
leak-the-type = 種類「{ $value }」
leak-the-number = 数値{ $key } = { $value }
leak-front = { $viewer }の視界にカード{ $card }の表が見えるが、見てはならない
leak-other-side = { $viewer }の視界にカード{ $card }のもう一方の面が見えるが、見てはならない
leak-order = { $viewer }の視界で、順番を知ってはならない非公開の領域{ $zone }にカード{ $card }が並んでいる
leak-old-handle = { $viewer }の視界で、{ $zone }のカード{ $card }が移動か切り直しの前と同じハンドルで示されている

# ファイルの確認のほかに、実行が見つけた問題。
problem-conservation = 手順{ $step }の後：カードの保存が崩れた：{ $problem }
problem-after-step = 手順{ $step }の後：{ $problem }
problem-effect-not-registered = 効果「{ $name }」を登録できない：{ $error }
problem-refused-changed = 手順{ $step }（{ $line }行目）：拒否された行動がゲームの状態を変えた
problem-refused = 手順{ $step }（{ $line }行目）が拒否された：{ $error }
problem-replay-stream = 再実行：イベントの列が{ $event }番目で異なる（{ $first }個、再実行では{ $second }個）
problem-replay-state = 再実行：イベントは同じだが、最後の状態が異なる
problem-replay-setup = 再実行：2回目はゲームをセットアップできない

# デッキとカードプール：行ごとの誤り。

# プレイヤーが知ってはならないことを伝えられた(席へのメッセージの確認)。
load-not-engine-action = エンジンの行動として読めない：{ $error }
load-create-needs-token = 「create」には`token`が必要
load-name-taken = 「{ $name }」はすでにカードか能力の名前
load-source-custom-only = `source`が指定できるのは`custom`効果の発生源カードだけ
load-unknown-custom = 不明なカスタム効果「{ $name }」{ $hint }（登録済み：{ $known }）
load-unknown-custom-none = 不明なカスタム効果「{ $name }」{ $hint }（登録されたものはない）
problem-names-effects = 手順{ $step }（{ $line }行目）は効果を{ $named }個名づけているが、始まったのは{ $began }個
problem-names-created = 手順{ $step }（{ $line }行目）は生み出されたオブジェクトを{ $named }個名づけているが、生み出されたのは{ $created }個
problem-unbound-name = 名前「{ $name }」（{ $at }で付けた）が指すオブジェクトはない：それを作る手順が拒否されたか、まだ行われていない

# シナリオファイルを探せない理由
find-not-scenario = シナリオファイルでもフォルダでもない：{ $path }（*.tomlファイルか、それを含むフォルダを渡してください）
find-no-such-path = そのようなファイルもフォルダもない：{ $path }
find-loop = それを含むフォルダ{ $ancestor }へ戻るリンク（ループ）なので、たどらない
find-unreadable-file = ファイルを読めない：{ $error }
find-unreadable-folder = フォルダを読めない：{ $error }

# `ryoiki play`がクライアントの行を拒否する理由
protocol-unreadable-line = 読めない行：{ $problem }
protocol-not-a-client-message = クライアントのメッセージではない：{ $error }
protocol-not-your-move = 今は席{ $seat }の番で、席{ $other }の番ではない
protocol-pick-outside = pick { $pick }は一覧の{ $count }個の行動の範囲外である
protocol-action-or-pick = actionかpickのどちらか一方を送ること
