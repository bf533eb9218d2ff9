# マジックのテーブル（ウェブページ）の言葉（日本語）。キーは en.ftl と同じ。

edition = マジック：ザ・ギャザリング、2009年のルール＋プレインチェイス（901）
starting = ゲームの開始：先攻を決め、初期手札とマリガンへ。

phase-beginning = 開始フェイズ
phase-precombat-main = 戦闘前メイン・フェイズ
phase-combat = 戦闘フェイズ
phase-postcombat-main = 戦闘後メイン・フェイズ
phase-ending = 最終フェイズ
step-untap = アンタップ・ステップ
step-upkeep = アップキープ・ステップ
step-draw = ドロー・ステップ
step-beginning-of-combat = 戦闘開始ステップ
step-declare-attackers = 攻撃クリーチャー指定ステップ
step-declare-blockers = ブロック・クリーチャー指定ステップ
step-first-strike-damage = 先制攻撃の戦闘ダメージ・ステップ
step-combat-damage = 戦闘ダメージ・ステップ
step-end-of-combat = 戦闘終了ステップ
step-end-of-turn = 終了ステップ
step-cleanup = クリンナップ・ステップ

turn-priority = 優先権：{ $name }
turn-priority-you = 優先権：あなた
player-poison = 毒 { $n }
player-pool = マナ・プール { $n }
list-stack = スタック
item-stack = { $name }（{ $controller }）[ — { $effect }]

decide-choose-starting-player = 先攻のプレイヤーを選ぶ
decide-mulligan = この手札を残すか、マリガンする（手札を切り直して1枚少なく引く）
decide-discard-to-hand-size = 手札の上限まで捨てる
decide-choose-destroy-effect = どの破壊効果を適用するか選ぶ
decide-choose-replacement-how = カードの置き換え方を選ぶ
option-keep = この手札を残す
option-mulligan = マリガンする
pick-choose-starting-player = { $name }が先攻

row-play = プレイ
row-combat = 戦闘
row-mana = マナ
action-start-game = ゲームを始める
action-pass-priority = パス
action-pass-all = 全員がパスする
action-play-land = { $card }をプレイする
action-cast = { $card }を唱える
action-activate-ability = { $card }の能力を起動する（{ $index }）
action-tap-for-mana = { $card }をタップしてマナを出す[ ({ $color })]
action-add-mana = マナを加える
action-declare-attackers = { $cards }で攻撃する[ → { $player }]
action-declare-attackers-many = 全員で攻撃する：{ $cards }[ → { $player }]
action-declare-attackers-none = 攻撃しない
action-declare-blockers = ブロック・クリーチャーを指定する
action-declare-blockers-none = ブロックしない
action-declare-blockers-each = { $item1 }で{ $item2 }をブロックする
action-assign-combat-damage = 戦闘ダメージを割り振る
action-concede = 投了する
action-leave-game = ゲームから離れる
action-start-planechase = プレインチェイスを始める
action-roll-planar-die = 次元ダイスを振る
action-planeswalk = プレインズウォークする
action-roll-die = ダイスを振る
action-modify = 変更する
action-set = セットする

loss-life = { $name }のライフが0になった
loss-empty-library = { $name }が空のライブラリーから引こうとした
loss-poison = { $name }に毒カウンターが10個
loss-conceded = { $name }が投了した
loss-left = { $name }がゲームを離れた
cause-last-standing = 最後に残ったプレイヤー
cause-all-lost = 残る全員が同時に敗北

field-life = ライフ
field-stack = スタック
field-turn = ターン
field-phase = フェイズ
field-active = アクティブ・プレイヤー
field-priority = 優先権
field-planar_controllers = 次元コントローラー
field-planar_die = 次元ダイス
field-die = ダイス
field-last_planeswalk = 直前のプレインズウォーク
field-left = 退出したプレイヤー
field-mana = マナ
field-rolls = 次元ダイスを振った回数
field-started = 開始済み

# The zones drawn as piles (a stack of backs with its count, its face-up cards as a
# short list), each under the name shown on it.
pile-library = ライブラリー
pile-graveyard = 墓地
pile-removed-from-game = ゲーム外
pile-ante = アンティ
pile-phased-out = フェイズ・アウト
pile-command = 統率領域

# A card's power and toughness, printed together.
numbers-body = { $power }/{ $toughness }
