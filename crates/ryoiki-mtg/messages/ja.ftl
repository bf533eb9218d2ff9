# マジックの処理のイベントと決定(日本語、2009年の総合ルールの用語)。キーは en.ftl と同じ。
# 括弧は全角(（）「」［］)に統一する。

mtg-and = と
mtg-none = なし
mtg-kind-spell = 呪文
mtg-kind-planeswalking = プレインズウォーク能力
mtg-kind-chaos = カオス能力
mtg-kind-triggered = 誘発型能力
mtg-kind-activated = 起動型能力
mtg-phase-beginning = 開始フェイズ
mtg-phase-precombat-main = 戦闘前メイン・フェイズ
mtg-phase-combat = 戦闘フェイズ
mtg-phase-postcombat-main = 戦闘後メイン・フェイズ
mtg-phase-ending = 最終フェイズ
mtg-face-planeswalker = プレインズウォーカー・シンボル
mtg-face-chaos = カオス・シンボル
mtg-face-blank = 無地

# スタック、優先権、ターン
mtg-stack = { $name }（「{ $effect }」）が{ $c }のコントロール下でスタックに置かれる
mtg-priority-passed = { $p }が優先権をパスする
mtg-priority = { $p }が優先権を得る
mtg-phase = ゲームは{ $phase }に進む。マナ・プールは空になる
mtg-turn = 第{ $turn }ターンが始まる。{ $p }がアクティブ・プレイヤーである
mtg-resolves = { $name }が解決される
mtg-mana-added = { $p }がマナを{ $amount }点加える（マナ・プール：{ $pool }）
mtg-life-gained = { $players }は{ $amount }点のライフを得る
mtg-core-refused = エンジンがマジックの処理の一部を拒否した：{ $reason }
mtg-spell-left-stack = { $o }はスタックを離れた。もはや呪文ではなく、解決されない

# 217
mtg-die-rolled = { $p }が6面体のダイスを振る：{ $value }
mtg-characteristics-changed = 効果が{ $o }の特性を変える：{ $added }を加える
mtg-prevention-added = { $o }が次に与える{ $amount }点のダメージは軽減される
mtg-damage-dealt = { $o }が{ $p }に{ $dealt }点のダメージを与える（{ $prevented }点軽減）
mtg-attached = { $a }が{ $h }にエンチャントする
mtg-new-object = { $o }はすでにゲーム外にある。ゲームから取り除かれても領域は移動しないが、新しいオブジェクトとして扱う
mtg-arranged = { $p }が{ $zone }にある自分のオブジェクトを並べ替える
mtg-carried-changes = 呪文{ $o }に加えられた変更は、パーマネントにも適用され続ける
mtg-carried-prevention = 呪文{ $o }からのダメージの軽減は、パーマネントにも適用される
mtg-not-found = { $o }は見つからない。もはや同じオブジェクトではない

# 破壊(217.1d)
mtg-conflicting-effects = { $count }個の効果が同時に{ $o }を破壊しようとする。それらは矛盾するので、{ $d }がどれで移動するかを選ぶ
mtg-replacement-chosen = { $label }が適用される
mtg-zone-change-event = { $by }が{ $o }をオーナーの墓地に動かすイベントである
mtg-owner-checks = 墓地は公開領域である。{ $p }はその移動に影響を及ぼす能力が存在するかどうかを見る：{ $list }
mtg-not-applied-other-event = { $effect }は適用されない。{ $o }を動かすイベントは{ $by }である
mtg-not-applied-new-object = { $effect }は適用されない。{ $o }はすでに別の領域で新しいオブジェクトになっている
mtg-replacement-conflict = { $d }が{ $o }にどの効果を適用するか、そしてその効果がどう働くかを決める
mtg-state-based = 状況起因処理：{ $a }は何にもエンチャントしていないので、オーナーの墓地に置かれる

# プレインチェイス戦(901)
mtg-roll-cost-paid = { $p }が次元ダイスを振るコストとしてマナを{ $cost }点支払う（このターン{ $nth }回目）
mtg-planar-controller = { $p }が次元コントローラーである
mtg-planar-controllers = 次元コントローラーは{ $players }である
mtg-planar-controller-stops = { $p }は次元コントローラーでなくなる。誰も代わりにならない
mtg-phenomenon-done = 現象・カード{ $name }の誘発型能力がスタックを離れた。{ $p }はプレインズウォークする
mtg-lasting-effect = { $p }がプレインズウォークするまで、{ $p }のクリーチャーは{ $word }を持つ
mtg-ignored-roll = { $o }の能力はダイスの結果を数として参照するので、次元ダイスの出目を無視する
mtg-planar-die-special = { $p }が特別な処理として次元ダイスを振る。目は{ $face }
mtg-planar-die-effect = { $p }が効果によって次元ダイスを振る（コストの回数には数えない）。目は{ $face }
mtg-chaos = カオスが起こる。カオス能力が誘発する
mtg-blank = 何も起こらない
mtg-start-phenomenon = { $o }は現象・カードである。次元デッキの一番下に置かれ、その能力は誘発しない
mtg-starting-plane = { $o }が{ $p }の最初の次元である
mtg-planeswalked = { $p }が［{ $from }］から［{ $to }］へプレインズウォークする
mtg-lasting-effect-ended = { $p }がプレインズウォークするまで続く効果が終わる

# プレイヤーの退出(901.10)
mtg-bottomed = { $o }はオーナーの次元デッキの一番下に置かれる。プレインズウォークしたものとしては扱わない
mtg-left-game = { $players }は自分がオーナーであるすべてのオブジェクトとともにゲームから離れる
mtg-planar-cards-stay = 単一の次元デッキとオモテ向きのカードは残る。次元コントローラーである{ $p }がそれらのオーナーとして扱われる
mtg-ability-ceased = 「プレインズウォーク能力」の発生源である次元がゲームから離れた。その能力は消滅する
mtg-ability-stays = { $name }の能力は{ $p }のコントロール下でスタックに残る
mtg-leave-planeswalk = オモテ向きの次元がゲームから離れた。{ $p }は即座にプレインズウォークする（状況起因処理ではない）

# 決定
mtg-choose-destroy-effect = { $o }を移動させる破壊効果を選ぶ：{ $list }
mtg-choose-replacement-how = { $o }にどの効果を適用するか、そしてその効果がどう働くかを決める

# 拒否：ルールが今そのアクションを禁じる理由（ActionError::Forbidden）
mtg-refuse-player-left = { $player }はゲームから離れている
mtg-refuse-not-started = プレインチェイス戦が始まっていない
mtg-refuse-that-player-left = そのプレイヤーはゲームから離れている
mtg-refuse-already-left = そのプレイヤーはすでにゲームから離れている
mtg-refuse-modify-kind = ここで変更できるのは呪文とパーマネントだけである
mtg-refuse-already-started = プレインチェイス戦はすでに始まっている
mtg-refuse-not-active = { $player }はアクティブ・プレイヤーではない
mtg-refuse-not-main = メイン・フェイズではない
mtg-refuse-no-priority-player = { $player }は優先権を持っていない
mtg-refuse-stack-not-empty = スタックが空ではない
mtg-refuse-roll-cost = 次元ダイスを振るにはマナが{ $cost }点必要だが、{ $player }のマナは{ $mana }点である
mtg-refuse-no-usable-abilities = 能力を使えるのはパーマネントか、オモテ向きの次元・カードか現象・カードだけである
mtg-refuse-not-controller = { $player }はそれをコントロールしていない
mtg-refuse-no-priority = 優先権を持っていない
mtg-refuse-ability-cost = その能力のコストはマナ{ $cost }点である
mtg-refuse-cast-from-hand = 呪文はそれを唱えるプレイヤーの手札から唱える
mtg-refuse-not-aura = { $card }はオーラではない
mtg-refuse-arrange-order = ライブラリー、墓地、スタックの順番は、ルールか効果によってのみ変わる
mtg-refuse-arrange-owner = 領域のオブジェクトを並べ替えられるのはそのオーナーだけである
mtg-refuse-arrange-exactly = オーナーは、そこにある自分がオーナーであるオブジェクトだけを、すべて並べ替える
mtg-needed-in-play = 場にある
mtg-needed-phased-out = フェイズ・アウトしている

# 次元デッキ（901.3、901.15a）
mtg-deck-invalid = 次元デッキが正しくない：{ $problems }
mtg-deck-of-player = { $player }の次元デッキ
mtg-deck-single = 単一の次元デッキ
mtg-deck-too-few = { $deck }は{ $count }枚で、{ $min }枚以上必要である
mtg-deck-too-many-phenomena = { $deck }には現象・カードが{ $count }枚あり、{ $max }枚までしか入れられない
mtg-deck-duplicate-name = { $deck }には「{ $name }」という名前のカードが{ $count }枚ある

# アクションに必要なもの（ActionError::BadArgument）
mtg-need-mana-amount = マナ・プールに入る「amount」（{ $player }のマナ・プールは{ $pool }点で、{ $pool }＋{ $amount }は上限{ $limit }を超える）
mtg-need-die-value = 「value」に1から6
mtg-need-modification = 「add_type」か「add_ability」
mtg-need-positive-amount = 「amount」に正の数
mtg-need-amount = 「amount」に0以上の数
mtg-need-damage-amount = ライフ総量から引ける「amount」（{ $player }のライフは{ $life }点で、{ $life }－{ $dealt }は下限{ $limit }を下回る）
mtg-need-ability-index = 「index」にそのカードの起動型能力のいずれか
mtg-need-host = 「host」に別のパーマネント
mtg-need-player = 「player」にこのゲームのプレイヤー
mtg-need-token-name = トークンの「name」
mtg-need-token-count = 1から{ $max }までの「count」

# セットアップの問題：それぞれでセットアップを拒否する（setup_problems）
mtg-setup-option-invalid = オプション{ $key }：「{ $value }」は使えない（使えるもの：{ $valid }）
mtg-setup-turn-markers-unknown = オプションturn_markers：不明なプレイヤー{ $unknown }（プレイヤー：{ $players }）
mtg-setup-turn-markers-variant = オプションturn_markersはvariant = "grand-melee"のときだけ読まれる
mtg-setup-unknown-option = 不明なゲームオプション「{ $option }」（マジックが読むもの：{ $known }）
mtg-setup-ability = カード{ $card }（{ $name }）：能力「{ $line }」：{ $problem }
mtg-option-valid-variant = two-headed-giant（双頭巨人戦）、grand-melee（大乱闘）、single-planar-deck（次元デッキ1つを共有）のいずれか（指定なし：通常のゲーム）
mtg-option-valid-range-of-influence = 席の数、0以上（指定なし：無制限）
mtg-option-valid-turn-markers = カンマで区切ったプレイヤー名（variant = "grand-melee"のとき）
mtg-option-valid-planar-shuffle = random（既定：各次元デッキを開始時に切り直す）またはnone（セットアップの順のまま、テスト用）
mtg-ability-mana-cost = マナ・コスト「{ $value }」は0から{ $max }までの数ではない
mtg-ability-roll = 出目「{ $value }」は0から{ $max }までの数ではない
mtg-ability-mana-amount = マナの量「{ $value }」は0から{ $max }までの数ではない
mtg-ability-life-amount = ライフの量「{ $value }」は{ $min }から{ $max }までの数ではない

# A deck file's planar deck (901.3), as `ryoiki deck` and the table show it.
mtg-deckfile-not-planar = 「{ $name }」は次元でも現象でもない：次元デッキに入れられるのはそれだけ
mtg-deckfile-planar-elsewhere = 「{ $name }」は次元・カード：次元デッキに入れる
mtg-deckfile-few = 次元デッキは{ $count }枚：10枚以上必要
mtg-deckfile-phenomena = 次元デッキに現象が{ $count }枚：2枚まで
mtg-deckfile-same-name = 次元デッキに「{ $name }」という名前のカードが{ $count }枚：1枚まで

# ターン、ゲームの開始、状況起因効果、ゲームの終了(2009年の総合ルール 100番台、300～314、420)
mtg-step-untap = アンタップ・ステップ
mtg-step-upkeep = アップキープ・ステップ
mtg-step-draw = ドロー・ステップ
mtg-step-main = メイン・フェイズ
mtg-step-beginning-of-combat = 戦闘開始ステップ
mtg-step-declare-attackers = 攻撃クリーチャー指定ステップ
mtg-step-declare-blockers = ブロック・クリーチャー指定ステップ
mtg-step-first-strike-damage = 先制攻撃の戦闘ダメージ・ステップ
mtg-step-combat-damage = 戦闘ダメージ・ステップ
mtg-step-end-of-combat = 戦闘終了ステップ
mtg-step-end-of-turn = ターン終了ステップ
mtg-step-cleanup = クリンナップ・ステップ
mtg-step = ゲームは{ $step }に進む
mtg-untapped = { $p }は{ $count }個のパーマネントをアンタップする
mtg-drew = { $p }はカードを{ $count }枚引く
mtg-draw-skipped = { $p }は先攻なので、最初のターンのドローを飛ばす
mtg-drew-from-empty = { $p }はカードのないライブラリーから引こうとした
mtg-game-started = ゲームが始まる。各ライブラリーを切り直し、{ $p }が先攻を決める
mtg-starting-player = { $p }が先攻である
mtg-mulligan = { $p }はマリガンし、{ $hand }枚の手札を新たに引く
mtg-kept = { $p }は{ $hand }枚の初期手札を残す
mtg-discarded = { $p }は手札の上限枚数まで{ $o }を捨てる
mtg-damage-marked = { $o }は{ $c }に{ $dealt }点のダメージを与える（{ $prevented }点軽減）
mtg-cleanup-done = ダメージが取り除かれ、「ターン終了時まで」の効果が終わる
mtg-sba-zero-toughness = 状況起因効果：{ $o }はタフネスが0以下なので、オーナーの墓地に置かれる
mtg-sba-lethal-damage = 状況起因効果：{ $o }は致死ダメージを負っているので、破壊される
mtg-sba-unattached-aura = 状況起因効果：{ $o }は場の何にもエンチャントしていないので、オーナーの墓地に置かれる
mtg-sba-legend-rule = 状況起因効果：{ $o }は同じ名前の伝説のパーマネントがあるので、それらはすべてオーナーの墓地に置かれる
mtg-loss-life = ライフが0以下
mtg-loss-empty-library = カードのないライブラリーから引こうとした
mtg-loss-poison = 毒カウンターが10個以上
mtg-loss-conceded = 投了
mtg-loss-left = ゲームから離れた
mtg-player-lost = { $p }はゲームに敗北する（{ $cause }）
mtg-game-won = { $players }はゲームに勝利する
mtg-game-drawn = 残っているすべてのプレイヤーが同時に敗北した。ゲームは引き分けである
mtg-choose-starting-player = 先攻のプレイヤーを選ぶ
mtg-choose-mulligan = この{ $hand }枚の手札を残すか、マリガンするかを選ぶ
mtg-choose-discard = 捨てるカードを選ぶ（手札の上限枚数より{ $excess }枚多い）
mtg-refuse-game-over = ゲームは終わっている
mtg-refuse-game-begun = ゲームはすでに始まっている
mtg-need-damage-target = 「player」か「creature」のどちらか一方に、ダメージを与えられるプレイヤーか場のクリーチャー
mtg-refuse-not-creature = { $card }はクリーチャーではない
mtg-option-valid-mode = rules（テーブルでstart-gameを示し、ゲームが始まったら各席にはゲームの行動だけを示す）またはmanual（start-gameの後もカードを自由に動かせる）。指定なし：start-gameまでは自由に動かせる
mtg-poisoned = { $players }は毒カウンターを{ $amount }個得る
# カードのプレイ：マナ、土地、呪文、戦闘（2009年のルール）
mtg-kind-combat-damage = 戦闘ダメージ
mtg-play-mana-burn = { $p }はマナ・バーンにより{ $lost }点のライフを失う（ライフ：{ $life }）
mtg-play-mana-produced = { $p }が{ $mana }を加える（{ $source }から）
mtg-play-mana-paid = { $p }が{ $o }のために{ $mana }を支払う
mtg-play-land-played = { $p }が土地{ $o }をプレイする
mtg-play-attackers = { $p }が{ $count }体のクリーチャーで攻撃する：{ $list }
mtg-play-block = { $blocker }が{ $attacker }をブロックする
mtg-play-blockers = { $p }が{ $count }体のブロック・クリーチャーを指定する：{ $list }
mtg-play-damage-assigned-first = 先制攻撃の戦闘ダメージが割り振られ、スタックに置かれる（{ $count }件）
mtg-play-damage-assigned = 戦闘ダメージが割り振られ、スタックに置かれる（{ $count }件）
mtg-play-damage-marked = { $source }が{ $o }に{ $amount }点のダメージを与える（負っているダメージ：{ $marked }）
mtg-play-life-lost = { $p }が{ $amount }点のライフを失う
mtg-need-mana-string = マナの文字列：{ $problem }
mtg-ability-cost = マナ・コスト「{ $value }」：{ $problem }
mtg-refuse-cast-land = 土地はプレイする（play-land）もので、唱えるものではない
mtg-refuse-cast-timing = { $card }はインスタントではない：アクティブ・プレイヤーだけが、メイン・フェイズにスタックが空のときにプレイできる
mtg-refuse-cast-cost = { $card }のコストは{ $cost }で、マナ・プールには{ $pool }しかない
mtg-refuse-land-from-hand = プレイできるのは自分の手札にある土地カードだけである
mtg-refuse-not-a-land = そのカードは土地ではない
mtg-refuse-land-not-your-turn = 土地をプレイできるのはアクティブ・プレイヤーだけである
mtg-refuse-land-not-main = 土地はメイン・フェイズにのみプレイできる
mtg-refuse-land-stack = 土地はスタックが空のときにのみプレイできる
mtg-refuse-second-land = このプレイヤーはこのターンすでに土地をプレイした
mtg-refuse-tap-not-yours = マナのためにタップできるのは、自分がコントロールする場の土地だけである
mtg-refuse-no-mana-ability = そのパーマネントは基本土地タイプを持たず、タップしてマナを出す能力がない
mtg-refuse-already-tapped = そのパーマネントはすでにタップしている
mtg-refuse-sick-tap = そのクリーチャーは、コントローラーの直前のターンの開始時から続けてコントロールされていない
mtg-refuse-mana-color = `color`：その土地の基本土地タイプの色のいずれか
mtg-refuse-pool-full = マナ・プールにはそのマナをこれ以上置けない
mtg-refuse-attack-not-active = 攻撃クリーチャーを指定できるのはアクティブ・プレイヤーだけである
mtg-refuse-attack-step = 攻撃クリーチャーは戦闘フェイズの攻撃クリーチャー指定ステップに指定する
mtg-refuse-attack-again = この戦闘ではすでに攻撃クリーチャーが指定された
mtg-refuse-attack-whom = `player`：ゲームに残っている対戦相手
mtg-refuse-attack-twice = { $card }が二度指定されている
mtg-refuse-attack-not-creature = { $card }は攻撃プレイヤーがコントロールする場のクリーチャーではない
mtg-refuse-attack-tapped = { $card }はタップしている
mtg-refuse-attack-sick = { $card }は、コントローラーの直前のターンの開始時から続けてコントロールされていない
mtg-refuse-block-no-attack = 攻撃しているクリーチャーがいない
mtg-refuse-block-step = ブロック・クリーチャーは戦闘ダメージの前、ブロック・クリーチャー指定ステップに指定する
mtg-refuse-block-again = この戦闘ではすでにブロック・クリーチャーが指定された
mtg-refuse-block-not-defending = ブロック・クリーチャーを指定できるのは防御プレイヤーだけである
mtg-refuse-block-twice = { $card }がブロックできるのは1体の攻撃クリーチャーだけである
mtg-refuse-block-not-creature = { $card }は防御プレイヤーがコントロールする場のクリーチャーではない
mtg-refuse-block-tapped = { $card }はタップしている。ブロックできるのはアンタップ状態のクリーチャーだけである
mtg-refuse-block-not-attacker = { $card }は、そのコントローラーを攻撃しているクリーチャーをブロックしなければならない
mtg-refuse-block-flying = { $card }は飛行を持たず、ブロックしようとするクリーチャーは飛行を持つ
mtg-refuse-damage-no-combat = 攻撃しているクリーチャーがいない
mtg-refuse-damage-step = 戦闘ダメージは戦闘ダメージ・ステップに割り振る
mtg-refuse-damage-not-attacker = 戦闘ダメージの割り振りを宣言するのは攻撃プレイヤーである
mtg-refuse-damage-again = このステップの戦闘ダメージはすでに割り振られた
mtg-refuse-damage-division = { $card }：そのパワーのすべてを、それをブロックしているクリーチャーに割り振らなければならない
mtg-refuse-damage-first = このステップの戦闘ダメージを先に割り振る（assign-combat-damage）
mtg-mana-symbol = 「{ $text }」の「{ $symbol }」はマナ・シンボル（数、W、U、B、R、G、C）ではない
mtg-mana-too-much = 「{ $text }」はマナ・プールに置ける量（{ $max }）を超える
mtg-mana-empty = 「{ $text }」にはマナ・シンボルがない
