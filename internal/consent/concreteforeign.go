package consent

import "strings"

// A plan written in another language is read by the same marks as one in
// English, where they do not depend on English words: the names in code
// spans (its targets), its list items (its scope). Two marks the English
// reading finds through words are found here through structure:
//
//   - the exact change: a list item that names a target in a code span
//     and, after it, another code span with words of the other language
//     around it ("`.gitlab-ci.yml`: вынести шаги `before_script` в якорь
//     `.node_setup`", "`render.ts` の `drawText` を …に変更"): a named
//     object and what is done to it, whatever the verb's language;
//   - the check: a line that opens with the other language's label for a
//     check ("Проверка:", "Prüfung:", "検証：", "验证：", "검증:").

// maxForeignLabel bounds the bytes of a label before its colon: the labels
// of the table are at most four words of a non-Latin script.
const maxForeignLabel = 40

// foreignSuccessLabel reports whether a line of a plan opens (after its
// bullet or number) with another language's label for a check, followed
// by a colon (ASCII or full-width).
func foreignSuccessLabel(t string) bool {
	if head := t[:min(len(t), maxForeignLabel+8)]; strings.IndexByte(head, ':') < 0 && (len(t) < 4 || t[0] < 0x80 && t[2] < 0x80 && t[3] < 0x80) {
		// The cheap test first: no colon where a label ends, and no
		// full-width colon either, which ends labels of scripts that
		// are not ASCII (a line opening "検証", "- 検証" or "3. 検証").
		return false
	}
	t = trimBullets(t)
	i := 0
	for i < len(t) && i < 3 && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && t[i+1] == ' ' {
		t = t[i+2:]
	}
	if len(t) < 2 {
		return false
	}
	w := t[:min(len(t), maxForeignLabel+1)]
	end := strings.IndexByte(w, ':')
	if w[0] >= 0x80 {
		if k := strings.Index(w, "："); k >= 0 && (end < 0 || k < end) {
			end = k
		}
	}
	if end < 2 {
		return false
	}
	label := strings.TrimSpace(strings.Trim(t[:end], "*_"))
	if label == "" || label[0] < 0x80 && !foreignLatinLabel(label) {
		return false
	}
	return checkLabel(strings.ToLower(label))
}

// foreignLatinLabel reports whether label, written in Latin letters, may
// be another language's label for a check (its first letter one they
// open with): the ASCII labels of English are read by isSuccessLabel.
func foreignLatinLabel(label string) bool {
	switch label[0] | 0x20 {
	case 'p', 'v', 'c', 'k', 't', 'w', 'd', 'o', 'u', 'e', 's':
		return true
	}
	return false
}

// checkLabel reports whether a lower-cased label names a check, in a
// language other than English.
func checkLabel(label string) bool {
	switch label {
	case "проверка", "перевірка", "тест", "тесты", "тести",
		"prüfung", "pruefung", "überprüfung", "verifikation", "tests",
		"verificación", "verificacion", "verificar", "comprobación", "comprobacion", "pruebas", "prueba",
		"vérification", "verification", "vérifier", "validation",
		"verifica", "controllo", "verificação", "verificacao", "validação", "validacao", "teste", "testes",
		"controle", "controleren", "weryfikacja", "sprawdzenie", "testy", "ověření", "overeni", "kontrola",
		"doğrulama", "dogrulama", "kontrol", "test edilecek", "verifikasi", "pengujian", "uji", "kiểm tra", "kiem tra",
		"검증", "확인", "테스트", "検証", "確認", "テスト", "验证", "驗證", "测试", "測試", "检查", "檢查",
		"जाँच", "जांच", "परीक्षण", "jaanch", "δοκιμή", "έλεγχος", "בדיקה", "التحقق", "اختبار", "verifiering", "kontroll":
		return true
	}
	return false
}

// foreignAfterSpan reports whether a line holds a letter beyond ASCII
// after its first code span: words of another language around what the
// line names.
func foreignAfterSpan(line string) bool {
	i := strings.IndexByte(line, '`')
	for i++; i > 0 && i < len(line); i++ {
		if line[i] >= 0x80 {
			return true
		}
	}
	return false
}
