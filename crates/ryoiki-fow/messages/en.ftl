# Force of Will's words: a deck file's sections against 3.15, as `ryoiki deck` and the table show them.
fow-deck-kept-out = '{ $name }' is a { $type }, and a { $type } does not go to { $place }
fow-deck-to-main = the main deck
fow-deck-to-magic-stones = the magic stone deck
fow-deck-to-ruler-area = the ruler area
fow-deck-not-ruler = '{ $name }' is not a ruler: the ruler section holds the ruler
