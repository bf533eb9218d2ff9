# The list of games and their decks: deck files and card pools, their problems (`deck-`),
# and the words shared with the scenario loader (a parser's errors, "did you mean").
load-did-you-mean = （もしかして「{ $name }」？）
load-unknown-field = 不明なキー「{ $name }」{ $hint }{ $expected }
load-unknown-variant = 不明な値「{ $name }」{ $hint }{ $expected }
load-expected = （使えるもの：{ $names }）
load-expected-none = （使えるものはない）
load-missing-field = キー「{ $name }」がない
load-invalid-type = 値の型が違う：{ $detail }
load-invalid-value = 値が正しくない：{ $detail }
load-toml-syntax = TOMLの書式の誤り：{ $detail }
load-unreadable = 読み取れない：{ $detail }
load-unknown-game = 不明なゲーム「{ $name }」（{ $known }）
load-cannot-read = ファイルを読めない：{ $error }
load-not-utf8 = ファイルを読めない：UTF-8のテキストではない（{ $error }）
deck-not-a-file = 読めない：通常のファイルではない
deck-too-big = ファイルがデッキやカードプールの上限{ $max }バイトを超える
deck-no-section = { $game }のデッキに{ $section }はない（あるのは：{ $sections }）
deck-empty = デッキにカードが1枚もない
deck-too-many-cards = デッキのカードが合わせて{ $max }枚を超える（この行までで{ $total }枚）。どのゲームのデッキもそれほど多くない
deck-no-pool = カードプールがない：デッキに「pool: file.toml」の行を書くか、プールを指定する
deck-pool-other-game = カードプール{ $pool }は{ $pool-game }のもので、デッキは{ $game }
deck-xml = 正しいXMLではない：{ $error }
deck-cod-unknown-zone = 不明な領域「{ $name }」（main、side、planar）
deck-cod-zone-name = <zone>には名前が必要
deck-cod-card-outside = 既知の<zone>の外に<card>がある
deck-cod-card-name = <card>には名前が必要
deck-cod-bad-number = 「{ $name }」：number='{ $number }'は1から{ $max }までの枚数ではない
deck-cod-not-cockatrice = Cockatriceのデッキではない：<cockatrice_deck>要素がない
deck-in-pool = カードプールの誤り：{ $problem }
deck-pool-twice = カードプールに「{ $name }」が2回ある
deck-no-name = 「{ $count }」枚の何か？「{ $count } カード名」と書く
deck-zero = 「{ $name }」が0枚：この行は書かない
deck-too-many-copies = 「{ $name }」{ $count }枚は1行の上限{ $max }を超える
deck-bad-line = 「{ $line }」はカードの行（「4 Card Name」「SB: 1 Card Name」）でもセクション（Main deck:、Sideboard:、Planar deck:、Ruler:、Magic stone deck:）でもない
deck-not-in-pool = 「{ $name }」はカードプールにない{ $hint }
load-other-edition = 「{ $other }」は別の版かゲームの言葉。ここで使う{ $whose }では「{ $ours }」と呼ぶ
seat-check-handle = プレイヤー{ $viewer }に、その視界にないハンドル{ $handle }が伝えられた：{ $message }
seat-check-engine-key = プレイヤー{ $viewer }にエンジンのid（「{ $key }」）が送られた
seat-check-type = プレイヤー{ $viewer }に、見てはならないカードの種類{ $type }が示された
seat-check-citation = プレイヤー{ $viewer }に、見てはならないカードの種類（{ $types }）を示す{ $rule }が引用された
seat-check-number = プレイヤー{ $viewer }に、見てはならないカードの数値{ $key } = { $value }が示された
seat-check-engine-id = プレイヤー{ $viewer }にエンジンのid（{ $id }）が伝えられた：{ $message }
seat-check-hidden-text = プレイヤー{ $viewer }に、見てはならないカードの{ $text }が伝えられた：{ $message }
