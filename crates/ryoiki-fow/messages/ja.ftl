# Force of Will's words: a deck file's sections against 3.15, as `ryoiki deck` and the table show them.
fow-deck-kept-out = 「{ $name }」は{ $type }で、{ $type }は{ $place }に入れられない
fow-deck-to-main = メインデッキ
fow-deck-to-magic-stones = 魔石デッキ
fow-deck-to-ruler-area = ルーラーエリア
fow-deck-not-ruler = 「{ $name }」はルーラーではない：ルーラーのセクションにはルーラーを入れる
