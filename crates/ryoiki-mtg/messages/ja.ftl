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
