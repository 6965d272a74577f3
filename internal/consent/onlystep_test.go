package consent

import "testing"

func TestRestrictsToStep(t *testing.T) {
	for _, k := range []struct {
		reply string
		want  bool
	}{
		{"نفذ الخطوة الأولى فقط.", true},
		{"Führ nur den ersten Schritt aus.", true},
		{"Exécute seulement la première étape.", true},
		{"Выполни только первый шаг.", true},
		{"בצע רק את השלב הראשון.", true},
		{"केवल पहला चरण करो।", true},
		{"Sadece ilk adımı uygula.", true},
		{"Chỉ làm bước đầu tiên thôi.", true},
		{"Hanya jalankan langkah pertama.", true},
		{"只执行第一步。", true},
		{"Haz solo el primer paso, por favor.", true},
		{"فقط مرحله اول را اجرا کن.", true},
		// no step, a softener, a question, "not only": not a restriction
		{"نفذ", false},
		{"نعم، نفذ الخطة", false},
		{"lanjut aja, langkah pertama sudah bagus", false},
		{"kör bara, första steget ser bra ut", false},
		{"only takes a minute, go ahead", false},
		{"go ahead, only one change from me: none", false},
		{"solo el primer paso?", false},
		{"nicht nur den ersten Schritt, alles bitte", false},
		{"go ahead, it's only a small change", false},
		{"only if the release is cut first", false},
		{"nur wenn der erste Schritt grün ist", false},
		{"only after the first step passes CI", false},
		{"only deploy first, then we'll see", false},
	} {
		if got := restrictsToStep(k.reply); got != k.want {
			t.Errorf("restrictsToStep(%q) = %v, want %v", k.reply, got, k.want)
		}
	}
}
