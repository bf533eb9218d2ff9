# ファントムマジックビジョンのテーブルの言葉（日本語）。キーは en.ftl と同じ。

edition = ファントムマジックビジョン、第11章（ターンはテーブルの取り決め）
phase-active = アクティブフェイズ
phase-maintenance = メンテナンスフェイズ
phase-draw = ドローフェイズ
phase-main = メインフェイズ
phase-discard = ディスカードフェイズ
field-field = 場
field-death-state = 死亡状態
field-power = パワー

# The zones drawn as piles (a stack of backs with its count, its face-up cards as a
# short list), each under the name shown on it.
pile-deck = デッキ
pile-underworld = 冥界
pile-removed-area = 除外エリア
