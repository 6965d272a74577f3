package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIsForeignChangeVerb(t *testing.T) {
	for w, want := range map[string]bool{
		"corriger": true, "cambia": true, "¿podrías": false, "veranderen": true, "ändere": true, "aggiorna": true,
		"atualize": true, "setz": true, "aktiviere": true, "activer": true, "mets": true, "imposta": true, "ative": true,
		"active":    false, // English
		"に修正してください": true, "改成": true, "바꿔주세요": true, "바꿔도": false,
		"change": false, // English is IsChangeVerb's
		"passer": false, // "passer le port à …" is too vague a verb
		"mexe":   false,
		"zet":    true, "ändra": true, "endre": true, "descarta": true, "加上": true,
		"inte": false, "zetten": false,
		// Dutch "make": "maak een .prettierrc aan", "maak de timeout 30"
		"maak": true, "aanmaken": true, "maakt": false,
		"の": false,
		// an imperative with its object joined on, a verb of sending back
		"corrígelo": true, "cámbialo": true, "aggiungilo": true, "renvoie": true, "selecteren": true,
		"bella": false, "escuela": false, "cabello": false,
		// a request opening its sentence keeps its capital: Normalize lowers ASCII only
		"Ändra": true, "Ändere": true, "Измени": true, "Corrígelo": true, "Inte": false, "Él": false,
	} {
		assert.Equal(t, want, IsForeignChangeVerb(w), w)
	}
}

func TestIsForeignPoliteRequest(t *testing.T) {
	for _, tt := range []struct {
		first, second string
		want          bool
	}{
		{"tu", "peux", true}, {"¿podrías", "cambiar", true}, {"kun", "je", true}, {"kannst", "du", true},
		{"você", "pode", true}, {"je", "me", false}, {"est-ce", "que", false}, {"what", "is", false},
	} {
		assert.Equal(t, tt.want, IsForeignPoliteRequest(tt.first, tt.second), tt.first+" "+tt.second)
	}
}

func TestForeignNegated(t *testing.T) {
	for text, want := range map[string]bool{
		"ne modifie pas le port": true,
		"no cambies el puerto":   true,
		"bitte nicht ändern":     true,
		"niet veranderen":        true,
		"modifie le port":        false,
		"zet TIME_ZONE in settings.py niet op Europe/Amsterdam": true,
		"ändra inte TIME_ZONE":                                  true,
		"atualizar o timeout no billing/rates.py":               false,
		"zet TIME_ZONE in settings.py op Europe/Amsterdam":      false,
		"cambia el puerto en el fichero":                        false,
	} {
		ws := WordsIn(Normalize(text), Span{Start: 0, End: len(text)})
		k := -1
		for i, w := range ws {
			if IsForeignChangeVerb(w.Text) || w.Text == "cambies" {
				k = i
			}
		}
		if !assert.GreaterOrEqual(t, k, 0, text) {
			continue
		}
		assert.Equal(t, want, ForeignNegated(ws, k), text)
	}
}

func TestIsHinglishRequest(t *testing.T) {
	for _, c := range []struct {
		w, next string
		want    bool
	}{
		{"kar", "do", true}, {"karo", "", true}, {"hata", "dijiye", true}, {"badlo", "abhi", true},
		{"kar", "raha", false}, {"kar", "", false}, {"do", "", false}, {"change", "do", false},
	} {
		assert.Equal(t, c.want, IsHinglishRequest(c.w, c.next), "%s %s", c.w, c.next)
	}
}

func TestIsImperativeChangeVerb(t *testing.T) {
	for w, want := range map[string]bool{"return": true, "multiply": true, "tick": true, "returns": false, "run": false, "check": false} {
		assert.Equal(t, want, IsImperativeChangeVerb(w), w)
	}
}

func TestIsMoreChangeVerb(t *testing.T) {
	for w, want := range map[string]bool{"cast": true, "scaffold": true, "map": true, "scale": true, "point": true, "repoint": true, "exclude": true, "allow": true, "regenerate": true, "rebuild": true, "comment": false, "import": false} {
		assert.Equal(t, want, IsMoreChangeVerb(w), w)
	}
}

func TestOneEditExported(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"docker-compsoe.yml", "docker-compose.yml", true}, {"setings.py", "settings.py", true},
		{"settings.py", "settings.py", false}, {"walker.yaml", "worker.yaml", false}, {"a.go", "b.go", true},
	} {
		assert.Equal(t, tt.want, OneEdit(tt.a, tt.b), tt.a+" "+tt.b)
	}
}

func TestBoxDrawnOutputIsPasted(t *testing.T) {
	masked, ok := Mask("$ terraform plan\n│ Warning: use the bucket_acl resource instead\n╵\n\nwhat now?", KeepQuotes)
	assert.True(t, ok)
	assert.NotContains(t, masked, "use the bucket_acl")
	assert.Contains(t, masked, "what now?")
}

func TestIsSwitchVerb(t *testing.T) {
	for w, want := range map[string]bool{"flip": true, "toggle": true, "flipped": false, "change": false, "switch": false} {
		if got := IsSwitchVerb(w); got != want {
			t.Errorf("IsSwitchVerb(%q) = %v, want %v", w, got, want)
		}
	}
}

func TestKoreanRequestEnding(t *testing.T) {
	for w, want := range map[string]bool{"늘려줘": true, "지워주세요": true, "바꿔줄래요?": true, "올려주십시오": true,
		"줘": false, "바꿔도": false, "될까요?": false, "늘려야": false, "포트를": false} {
		if got := koreanRequestEnding(w); got != want {
			t.Errorf("koreanRequestEnding(%q) = %v, want %v", w, got, want)
		}
	}
}

func TestIsOtherDoubt(t *testing.T) {
	for w, want := range map[string]bool{
		"не": true, "Не": true, "älä": true, "Älä": true, "jangan": true, "đừng": true, "μην": true, "מת": false, "אל": true, "मत": true,
		"может": true, "belki": true, "ehkä": true, "mungkin": true, "אולי": true, "शायद": true, "ли": true, "mı": true, "apakah": true,
		"변경하지마": true, "変えないで": true, "不要改": true,
		"зміни": false, "lisää": false, "tolong": false, "port": false, "sửa": false, "yap": false, "mi": false, "nu": false, "lütfen": false, "改成": false,
	} {
		assert.Equal(t, want, IsOtherDoubt(w), w)
	}
}

func TestIsKoreanRequestApart(t *testing.T) {
	for _, c := range []struct {
		w, next string
		want    bool
	}{
		{"줄여", "주세요", true}, {"낮춰", "줘", true}, {"바꿔", "줄래요?", true}, {"추가해", "주세요.", true},
		{"이거", "줘", false}, {"줄여", "보세요", false}, {"높이를", "주세요", false}, {"port", "주세요", false}, {"줄여야", "해요", false},
	} {
		assert.Equal(t, c.want, IsKoreanRequestApart(c.w, c.next), c.w+" "+c.next)
	}
}

func TestIsChinese(t *testing.T) {
	for w, want := range map[string]bool{"换成": true, "改成redis": true, "直してください": false, "じゃなくて": false, "줄여": false, "port": false} {
		assert.Equal(t, want, IsChinese(w), w)
	}
}
