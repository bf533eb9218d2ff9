# フォース・オブ・ウィルのテーブルの言葉（日本語）。キーは en.ftl と同じ。

edition = フォース・オブ・ウィル、総合ルール（ターンはテーブルの取り決め）
phase-draw = ドローフェイズ
phase-recovery = リカバリーフェイズ
phase-main = メインフェイズ
phase-end = エンドフェイズ

# The zones drawn as piles (a stack of backs with its count, its face-up cards as a
# short list), each under the name shown on it.
pile-main-deck = メインデッキ
pile-magic-stone-deck = 魔石デッキ
pile-graveyard = 墓地
pile-life-break-area = ライフブレイクエリア
pile-removed-area = 除外エリア
pile-chase-area = チェイスエリア

# A card's ATK and DEF, printed together.
numbers-body = { $atk }/{ $def }
