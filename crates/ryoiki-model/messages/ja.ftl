# コアのメッセージ(日本語)。キーは en.ftl と同じ。1メッセージ1行。
# 括弧は全角(（）「」［］)に統一する。位置は下から1始まりで数える。

# 名前
card-object = { $name }（{ $id }）
every-player = 全プレイヤー
list-separator = 、
group-separator = 。
no-limit = なし
zone-shared = { $name }
zone-of-player = { $player }の{ $name }
zone-unknown = 存在しない領域（種類{ $kind }）
place-no-card = 存在しないカード（{ $card }）
place-in-zone = { $zone }の下から{ $pos }番目
place-aside = { $zone }から抜き出し中
place-ceased = どこにもない（能力は消滅した）
place-ceased-token = どこにもない（トークンは消滅した）
rules-cited = { $text }［{ $rules }］
option-number = 選択肢{ $n }
group-label = グループ{ $n }

# 移動の手順
destination-chosen = プレイヤー指定なし：{ $object }は{ $zone }へ
redirected = { $object }は{ $from }の代わりに{ $to }へ
replaced = { $effect }による置換：{ $object }は{ $from }の代わりに{ $to }へ
not-moved = { $object }は{ $to }へ移動しない
moved = { $old }が{ $from }から{ $to }へ移動し、{ $identity }
moved-at = { $old }が{ $from }から{ $to }の下から{ $pos }番目へ移動し、{ $identity }
moved-same-object = 同一のオブジェクトのままである
moved-new-object = 新しいオブジェクトになる
moved-new-object-id = 新しいオブジェクト（{ $new }）になる
entered = { $object }がゲーム外から{ $to }へ

# 領域全体とループ防止
over-limit = { $zone }は{ $count }枚で上限{ $limit }を超えている
limit-changed = { $zone }の上限が{ $limit }になる
move-ended = { $object }は既に他の効果によって移動しているため、この移動は終了する
loop-stopped = 効果が{ $steps }回連続して互いを誘発したため停止した。残りの{ $dropped }件の処理は行わない

# その場でのカードの変化
turned-upright = { $object }を縦向きにする
turned-sideways = { $object }を横向きにする
faced-up = { $object }を表向きにする
faced-down = { $object }を裏向きにする
not-applied = { $object }に「{ $what }」は適用されない
what-upright = 縦向きにする
what-sideways = 横向きにする
what-face-up = 表向きにする
what-face-down = 裏向きにする
what-put-into-trigger = 置かれた場合の誘発
what-split = グループに分ける
what-attach = セットする
what-set = セット
side-changed = { $object }が面{ $side }（{ $name }）になる
shuffled = { $zone }をシャッフルする（{ $count }枚）
ability-put = { $source }の能力{ $object }が{ $zone }に置かれる
ability-put-no-source = 発生源のない能力{ $object }が{ $zone }に置かれる
ability-ceased = 能力{ $object }が{ $zone }を離れ消滅する
token-created = トークン{ $object }が{ $zone }に生成される
token-ceased = { $zone }のトークン{ $object }が消滅する
attached = { $object }は{ $host }にセットされる

# 効果
triggered = { $effect }が{ $object }で誘発：{ $label }
revealed = { $effect }が{ $cards }を公開する
looked-at = { $effect }：{ $players }が{ $cards }を見る
effect-added = 効果{ $effect }開始：{ $label }
effect-ended = 効果{ $effect }終了：{ $label }

# 一般的な処理
extracted = { $object }を{ $zone }から抜き出す
extracted-at = { $object }を{ $zone }の下から{ $pos }番目から抜き出す
put-back = { $object }は{ $zone }に戻る
put-back-at = { $object }は{ $zone }の下から{ $pos }番目に戻る
extraction-failed = { $object }：抜き出した処理を実行できなかった
range-made-unknown = 選ぶ前に{ $count }枚のカードを全プレイヤーにとって不明にする
chosen-at-random = 無作為に選ばれたカード：{ $cards }
group-formed = グループ{ $n }：{ $cards }
groups-ended = 「{ $label }」のグループは存在しなくなる

# 決定
decision-requested = { $who }が決定する：{ $what }
decide-replacement = { $object }に適用する置換効果（{ $options }のいずれか）
decide-order = { $zone }へ置く次のカード（残り{ $count }枚）
decide-split = { $object }を入れるグループ（{ $options }）
answered = { $who }は{ $choice }を選ぶ
place-sideboard = ゲーム外（サイドボード）
place-collection = ゲーム外（所有カード）
place-left-with-owner = ゲーム外（ゲームを去ったオーナーとともに）

# 拒否されたアクション（ActionError）
error-unknown-card = このゲームにカード{ $card }は存在しない
error-gone-object = { $name }はこのアクションで指定された後に移動している。現在は{ $place }にある（オブジェクト{ $object }はもう存在せず、このカードは現在オブジェクト{ $now }）
error-gone-object-labelled = { $name }はこのアクションで指定された後に移動している。現在は{ $place }にある（{ $label }はそこで新しいオブジェクトとなり、アクションが指定したオブジェクトはもう存在しない）
error-unknown-player = このゲームにプレイヤー{ $player }はいない
error-unknown-zone = { $zone }はこのゲームの領域ではない
error-no-such-side = { $object }に面{ $side }はない
error-not-in-zone = { $name }は「{ $place }」にある。この処理にはゲームの領域にあるカードが必要
error-wrong-zone = { $name }は{ $place }にあるが、{ $needed }必要がある
error-no-orientation = { $name }がある{ $zone }では、カードを縦向きや横向きにできない
error-decision-pending = { $decider }の決定（{ $what }）を待っている。先にそれに答えること
error-no-decision = 待っている決定がないため、答えるものがない
error-wrong-decider = { $got }が答えたが、この決定は{ $expected }が行うもの
error-illegal-choice = { $chosen }は選べない。選べるのは{ $legal }
error-unknown-effect = 効果{ $effect }は適用されていない
error-bad-forced-order = 指定されたシャッフル順「{ $given }」は0..{ $len }の並べ替えではない
error-not-outside = { $card }はゲーム外にない
error-left-with-owner = { $card }はオーナーとともにゲームを去ったので、戻ることはできない
error-no-cards = このアクションはカードを1枚も指定していない
error-unknown-action = { $game }のルールに「{ $name }」というアクションはない
error-bad-argument = 「{ $action }」には{ $what }が必要
error-forbidden = { $reason }［{ $rule }］
error-ability-cannot-move = { $object }は能力のため、他の領域へ移動できない（消滅することしかできない）
error-not-an-ability = { $object }はカードであり、能力ではない。消滅するのは能力だけ
error-duplicate-card = { $card }が1つのアクションで2回指定されている
error-not-allowed = { $player }は今「{ $action }」を行えない

# 拒否理由の中の語：カード、答え、決定の内容
card-hidden = 非公開のカード
card-missing = 存在しないカード（{ $card }）
choice-object-named = { $name }（オブジェクト{ $object }）
choice-object = オブジェクト{ $object }
choice-object-labelled = { $name }（{ $label }）
choice-effect = 効果{ $effect }
choice-option = 選択肢{ $n }
topic-replacement = どの置換効果を適用するか
topic-order = カードの順番
topic-game = ゲームの決定
topic-split = 次のカードを入れるグループ

# アクションに必要なもの（ActionError::BadArgument）とルールが禁じる理由
need-group-count = 「count」にグループの数（1以上）
need-random-count = 1から{ $max }までの数（{ $count }ではなく）
need-token-name = 名前のあるトークン
need-game-action = { $game }のアクション
need-attach-host = そのカード自身でも、それにセットされたカードでもないカード
need-extracted = 抜き出されたカード（{ $object }は{ $place }にある）
need-characteristic-change = 何かを変える特性の変更
need-not-extraction = 抜き出し以外の効果（カードの抜き出しはextractアクションで行う）
need-registered-custom = 「{ $key }」で登録された独自の効果（登録されていない。Game::register_effectで登録する）
need-named-counters = 名前のある種類のカウンター1個以上
need-named-token = 名前のあるトークン
refusal-zone-frozen = { $zone }は、そこから抜き出されたカードが脇に置かれている間は並びが固定されている

# テーブルでプレイヤーが試みたこと（ActionError::NotAllowed）
deed-move = そのカードをそこへ移動する
deed-move-many = それらのカードを移動する
deed-move-all = それらのカードをすべて移動する
deed-add-lasting = その効果を開始する
deed-happen = その出来事が起きたとする
deed-move-top = その領域の一番上のカードを移動する
deed-enter = そのカードをゲームに入れる
deed-turn = そのカードの向きを変える
deed-face = そのカードを裏返す
deed-shuffle = その領域をシャッフルする
deed-add-effect = その効果を開始する
deed-end-effect = その効果を終了する
deed-set-limit = その領域の上限を変える
deed-put-ability = その能力を置く
deed-cease = その能力を消滅させる
deed-create-token = そのトークンを生成する
deed-attach = そのカードをセットする
deed-extract = そのカードを抜き出す
deed-put-back = そのカードを戻す
deed-extract-failed = その抜き出しを終える
deed-choose-random = 無作為に選ぶ
deed-split = それらのカードをグループに分ける
deed-answer = それに答える
deed-game = そのゲームのアクションを行う

# 1人のプレイヤーが知りうる形のイベント（seat/events.rs）：$cardは「名前（h…）」「裏向きの
# カード（h…）」「カード」のいずれか。位置やエンジンのIDは示さない
seat-card-named = { $name }（{ $handle }）
seat-card-face-down = 裏向きのカード（{ $handle }）
seat-card-held = 抜き出されたカード（{ $handle }）
seat-card-unknown = カード1枚
seat-destination-chosen = { $card }は{ $zone }へ
seat-redirected = { $card }は{ $from }の代わりに{ $to }へ
seat-replaced = 効果により{ $card }は{ $from }の代わりに{ $to }へ
seat-not-moved = { $card }は{ $zone }へ移動しない
seat-moved = { $card }が{ $from }から{ $to }へ移動する
seat-entered = { $card }がゲーム外から{ $zone }に入る
seat-over-limit = { $zone }は{ $count }枚で上限{ $limit }枚を超えている
seat-limit-cards = { $n }枚
seat-limit-changed = { $zone }の上限は{ $limit }になる
seat-turned-upright = { $card }は縦向きになる
seat-turned-sideways = { $card }は横向きになる
seat-faced-up = { $card }は表向きになる
seat-faced-down = { $card }は裏向きになる
seat-not-applied = { $card }に「{ $what }」は適用されない
seat-side-changed = { $card }は別の面になる
seat-shuffled = { $zone }がシャッフルされる（{ $count }枚）
seat-ability-put = 能力{ $card }が{ $zone }に置かれる
seat-ability-ceased = 能力が{ $zone }を離れ消滅する
seat-token-created = トークン{ $card }が{ $zone }に生成される
seat-token-ceased = { $zone }のトークンが消滅する
seat-triggered = { $card }について「{ $label }」が誘発する
seat-revealed = { $cards }が{ $players }に公開される
seat-looked-at = { $players }が{ $cards }を見る
seat-effect-added = 効果{ $effect }「{ $label }」が始まる
seat-effect-ended = 効果「{ $label }」が終わる
seat-decision-requested = { $player }が選択する（{ $what }）
seat-attached = { $card }が{ $host }にセットされる
seat-extracted = { $card }が{ $zone }から抜き出される
seat-put-back = { $card }が{ $zone }に戻される
seat-extraction-failed = { $card }を抜き出した処理は実行できなかった
seat-range-made-unknown = { $count }枚のカードが全プレイヤーに非公開になる
seat-chosen-at-random = 無作為に選ばれた：{ $cards }
seat-size-separator = ・
seat-grouped = カードが{ $sizes }枚のグループに分けられる
seat-groups-ended = { $count }枚のグループ「{ $label }」が終わる
seat-move-ended = { $card }の移動は終了する（既に別の効果で移動した）
seat-loop-stopped = 効果のループが停止された（{ $dropped }ステップ破棄）
seat-answered = { $player }の回答：{ $choice }

# ゲームにできないセットアップ(SetupError)の誤り。
setup-invalid = セットアップが正しくない：{ $problems }
setup-no-randomness = 視界の鍵に使う乱数をOSから得られない：{ $reason }
setup-player-count = ゲームのプレイヤーは1人から64人（{ $count }人ではない）
setup-no-sides = カード{ $card }（{ $name }）に面がない
setup-no-such-side = カード{ $card }（{ $name }）に面{ $side }はない
setup-owner-not-seated = カード{ $card }（{ $name }）のオーナー{ $owner }は席についていない
setup-controller-not-seated = カード{ $card }（{ $name }）のコントローラー{ $controller }は席についていない
setup-unknown-zone = カード{ $card }（{ $name }）がこのゲームにない領域に置かれている（{ $zone }）
setup-no-orientation = カード{ $card }（{ $name }）に向きが指定されているが、{ $zone }には向きがない
setup-over-limit = { $zone }は{ $count }枚で始まり、上限{ $limit }を超える：最初に超えるのはカード{ $card }（{ $name }）
setup-what-player-name = プレイヤー名
setup-what-card-name = カード名
setup-control-character = { $what }「{ $name }」に{ $kind }（U+{ $code }）がある
setup-name-control = 制御文字
setup-name-bidi = 双方向制御文字
setup-name-zero-width = ゼロ幅文字
setup-wrong-game = 状態は{ $state }のゲームのもので、{ $rules }のものではない
setup-zone-kinds = 状態の領域の種類は{ $state }個、{ $rules }は{ $expected }個
setup-rule-state = { $rules }の状態を読み込めない：{ $reason }

# カードの保存が崩れた(エンジンの不具合。不変条件の確認が報告する)。
invariant-unknown-card = 領域{ $zone }に存在しないカード{ $card }がある
invariant-wrong-place = 領域{ $zone }に{ $card }があるが、その場所は{ $place }
invariant-card-ceased = { $card }はカードなのに消滅している
invariant-listed-times = { $card }が領域に{ $times }回ある
invariant-listed-outside = { $card }は領域の外にあるのに、領域に載っている

# 保存されたゲームを再開できない理由（ResumeError）
resume-version = 保存されたゲームの形式は版{ $found }で、このエンジンが読むのは版{ $expected }
resume-wrong-game = 保存されたゲームは「{ $saved }」のもので、「{ $rules }」のものではない
resume-action = 保存されたゲームの行動{ $index }が拒否された：{ $error }
resume-decode = 保存されたゲームの行動{ $index }はこのゲームの行動ではない：{ $reason }

# 席の行動を拒否した理由（SeatError）
seat-error-no-such-seat = このゲームに席{ $seat }はない（プレイヤー{ $players }人）
seat-error-unknown-handle = { $handle }は今あなたが見られるカードを指していない（カードが移動するか、その非公開領域がシャッフルされるたびにハンドルは変わる。最新のビューのハンドルを使うこと）
seat-error-unknown-zone = このゲームに領域「{ $zone }」はない（領域：{ $known }）
seat-error-no-such-owner = 「{ $zone }」を持つプレイヤー{ $player }はいない
seat-error-out-of-turn = ゲームは{ $decider }の決定を待っている。あなたの番ではない
seat-error-nothing-to-answer = 答えるべき決定はない
seat-error-not-listed = 今は{ $what }を行えない（合法な行動を尋ねること。それ以外は受け付けない）
seat-error-refused = エンジンが行動を拒否した：{ $error }
