# フォース・オブ・ウィルのテーブルの言葉（日本語）。キーは en.ftl と同じ。

edition = フォース・オブ・ウィル、総合ルール（ターンはテーブルの取り決め）
phase-draw = ドローフェイズ
phase-recovery = リカバリーフェイズ
phase-main = メインフェイズ
phase-end = エンドフェイズ
