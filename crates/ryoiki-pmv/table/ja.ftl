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
