# PMVの処理のイベント(第11章の用語)。キーは en.ftl と同じ。括弧は全角に統一する。

pmv-timing-when-discarding = 破棄する場合
pmv-timing-when-being-discarded = 破棄される場合
pmv-timing-when-discarded = 破棄した場合
pmv-timing-after-being-discarded = 破棄された場合
pmv-timing-when-entering = 場に出る場合
pmv-timing-when-entered = 場に出た場合
pmv-timing-when-setting = セットする場合
pmv-timing-when-set = セットされた場合
pmv-timing-when-put = 置かれた場合

# 能力の働き、タイミングの解決
pmv-recorded = { $source }（{ $timing }、{ $subject }）：{ $word }
pmv-ability-move = { $source }（{ $timing }）は自身を持ち主の{ $zone }に移す
pmv-resolving-none = { $timing }の効果：解決の対象となるセットカードが残っていない
pmv-resolving = { $cards }について{ $timing }の効果を解決する

# 場を離れる、移す
pmv-discard = { $cards }に「破棄する」という効果を適用する
pmv-move-counted-done = { $object }は既に{ $zone }に移動していたため、その後別の効果により移動したが、その移動させる処理は成功したものとして扱う
pmv-host-arrived = { $host }は{ $zone }に移動し、その領域の状態になる
pmv-move-ended = { $card }は既に別の領域に移動していたため、冥界には置かれない
pmv-set-cards-to-underworld = セットカード（{ $cards }）を持ち主が選ぶ任意の順序で冥界の上に置く
pmv-order-set-cards = { $host }が場を離れる：そのセットカードのうち、次に冥界の上に置くカードを選ぶ（最初に選んだカードが一番下になる）
pmv-carried = セットカード（{ $cards }）はセット先と一緒に移り、セットされたままである

# 場に出る、セット
pmv-becomes-character = { $card }はこの時点からキャラクターとして扱われる
pmv-abilities-active = { $card }：この時点から自動αと自動γが有効になる
pmv-abilities-active-set-card = { $card }：テキストはセット先のキャラクターがもつものとして扱われ、自動αと自動γが有効になる
pmv-power-applied = { $card }：{ $source }により戦闘力{ $delta }→{ $power }（決死状態はまだ判定しない）
pmv-death-state-checked = { $card }：全ての効果を適用した後の戦闘力は{ $power }
pmv-death-state = { $card }は決死状態になる（戦闘力{ $power }）
pmv-set-prohibited = { $card }はセットすることが出来ない。セットを指示した効果は解決に失敗したとして扱う
pmv-set-failed = { $card }はセットされなかった。セットを指示した効果は解決に失敗したとして扱う
pmv-set-entering = { $card }は{ $host }にセットされ、場に出る
pmv-set-on-field = { $card }は{ $host }にセットされる（場のカードなので、改めて場に出るものとして扱わない）
pmv-set-onto-field = { $card }は場にセットされる。場のカードなので、改めて場に出るものとして扱わない

# セットに必要なもの（ActionError::BadArgument）
pmv-need-card-in-zone = 領域にあるか、領域から抜き出されたカード
pmv-need-card-set-on-another = 場に単独で置かれているのではない（他のカードにセットされている）カード
pmv-need-host-on-field = セット先として場にあるカード
pmv-need-other-host = そのカード自身でも、それにセットされたカードでもないセット先

# 文法のように始まるが読めない能力テキスト：セットアップを拒否する
pmv-setup-unreadable = カード{ $card }（{ $name }）：読めない能力{ $problem }
pmv-unreadable = 「{ $text }」：{ $why }
pmv-unreadable-power-number = パワーの修整が数ではない
pmv-unreadable-power = 「power <±n> self」か「power <±n> others」の形が必要
pmv-unreadable-timing = 不明なタイミング
pmv-unreadable-zone = 不明な領域
pmv-unreadable-act = 「record <語>」か「move <領域>」の形が必要
pmv-unreadable-shape = 「auto-alpha: <本体>」か「auto-gamma: <タイミング>: <働き>」の形が必要
