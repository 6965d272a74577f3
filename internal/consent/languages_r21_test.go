package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Round 21: an audit of how people say go ahead (H: confirmed), ok or
// fine (M: wait for confirmation), no, wait, not yet, later and never
// mind (N: not consent) in thirty-odd languages, with the politeness
// particles and verb endings attached (Thai ครับ/ค่ะ/นะ, Korean -요/-세요,
// Japanese -てください, Hindi कर दो/जी), and "no objections" said unasked
// before a go-ahead; Q: a question, never confirmed. Wording of our own,
// written from the languages, not from any corpus. Both sides in every
// language: a refusal or a postponement must never become consent, and a
// "no objection" followed by a hold still holds.

// auditCase is one reply of the audit: its language, the reply, and its kind.
type auditCase struct{ lang, reply, kind string }

var languageAudit21 = []auditCase{
	// Korean
	{"ko", "네, 진행해 주세요", "H"}, {"ko", "진행해요", "H"}, {"ko", "해 주세요", "H"}, {"ko", "그렇게 해주세요", "H"}, {"ko", "진행하셔도 됩니다", "H"}, {"ko", "네 좋아요", "M"}, {"ko", "괜찮아요", "M"},
	{"ko", "아니요, 하지 마세요", "N"}, {"ko", "잠깐만요", "N"}, {"ko", "아직이요", "N"}, {"ko", "나중에 해요", "N"}, {"ko", "이의 없습니다, 진행하세요", "H"}, {"ko", "됐어요, 제가 할게요", "N"}, {"ko", "하지 마", "N"}, {"ko", "기다려 주세요", "N"},
	// Japanese casual and keigo
	{"ja", "はい、お願いします", "H"}, {"ja", "進めてください", "H"}, {"ja", "やって", "H"}, {"ja", "いいよ、やって", "H"}, {"ja", "進めていただけますか", "H"}, {"ja", "お願いいたします", "H"}, {"ja", "了解です", "M"}, {"ja", "大丈夫です", "M"},
	{"ja", "いいえ、やめてください", "N"}, {"ja", "ちょっと待って", "N"}, {"ja", "まだです", "N"}, {"ja", "後でお願いします", "N"}, {"ja", "異論ありません。進めてください", "H"}, {"ja", "やっぱりいいです", "N"}, {"ja", "待ってください", "N"},
	// Chinese
	{"zh", "好的，开始吧", "H"}, {"zh", "可以，做吧", "H"}, {"zh", "没问题，请继续", "H"}, {"zh", "行，你来弄", "H"}, {"zh", "好", "M"}, {"zh", "不要", "N"}, {"zh", "先等一下", "N"}, {"zh", "还没", "N"}, {"zh", "以后再说", "N"}, {"zh", "没意见，开始吧", "H"}, {"zh", "算了，我自己来", "N"}, {"zh", "请开始", "H"}, {"zh", "好，請開始", "H"},
	// Thai
	{"th", "ได้เลยครับ ทำเลย", "H"}, {"th", "ทำเลยครับ", "H"}, {"th", "จัดไปค่ะ", "H"}, {"th", "ลุยเลยนะ", "H"}, {"th", "ดำเนินการได้เลยครับ", "H"}, {"th", "โอเคครับ", "M"}, {"th", "ได้ครับ", "M"},
	{"th", "ไม่ครับ", "N"}, {"th", "รอก่อนนะครับ", "N"}, {"th", "ยังก่อนค่ะ", "N"}, {"th", "อย่าทำนะ", "N"}, {"th", "ไว้ทีหลังครับ", "N"}, {"th", "ไม่มีปัญหาครับ ทำเลย", "H"}, {"th", "ช่างมันเถอะ", "N"}, {"th", "จัดไปเลยครับ", "H"},
	// Vietnamese
	{"vi", "làm đi", "H"}, {"vi", "ok, tiến hành đi anh", "H"}, {"vi", "được rồi, làm đi em", "H"}, {"vi", "vâng", "M"}, {"vi", "không, đừng làm", "N"}, {"vi", "đợi đã", "N"}, {"vi", "chưa", "N"}, {"vi", "để sau", "N"}, {"vi", "thôi, bỏ đi", "N"}, {"vi", "cứ làm đi nhé", "H"},
	// Hindi, Hinglish
	{"hi", "हाँ, कर दो", "H"}, {"hi", "जी, कर दीजिए", "H"}, {"hi", "करो", "H"}, {"hi", "ठीक है", "M"}, {"hi", "नहीं, मत करो", "N"}, {"hi", "रुको", "N"}, {"hi", "अभी नहीं", "N"}, {"hi", "बाद में करेंगे", "N"}, {"hi", "कोई आपत्ति नहीं, कर दो", "H"}, {"hi", "रहने दो", "N"},
	{"hi", "haan kar do", "H"}, {"hi", "theek hai, kar do bhai", "H"}, {"hi", "ji, kijiye", "H"}, {"hi", "nahi, abhi mat karo", "N"}, {"hi", "ruko", "N"}, {"hi", "baad mein", "N"}, {"hi", "rehne do", "N"}, {"hi", "chalo karte hain", "H"},
	// Bengali
	{"bn", "হ্যাঁ, করে দাও", "H"}, {"bn", "করুন", "H"}, {"bn", "ঠিক আছে", "M"}, {"bn", "না, করো না", "N"}, {"bn", "দাঁড়াও", "N"}, {"bn", "পরে", "N"}, {"bn", "হ্যাঁ, করে ফেলো", "H"}, {"bn", "থাক", "N"}, {"bn", "এগিয়ে যান", "H"},
	// Urdu
	{"ur", "جی، کر دیں", "H"}, {"ur", "ہاں کرو", "H"}, {"ur", "ٹھیک ہے", "M"}, {"ur", "نہیں، مت کرو", "N"}, {"ur", "رکو", "N"}, {"ur", "ابھی نہیں", "N"}, {"ur", "بعد میں", "N"}, {"ur", "رہنے دو", "N"}, {"ur", "جی ضرور، شروع کریں", "H"},
	// Arabic and dialects
	{"ar", "نعم، نفذ", "H"}, {"ar", "تمام، كمّل", "H"}, {"ar", "يلا، ابدأ", "H"}, {"ar", "ماشي، اعملها", "H"}, {"ar", "تمام", "M"}, {"ar", "لا", "N"}, {"ar", "انتظر", "N"}, {"ar", "استنى شوية", "N"}, {"ar", "مش دلوقتي", "N"}, {"ar", "بعدين", "N"}, {"ar", "ما عندي مانع، نفذ", "H"}, {"ar", "خلاص انسى", "N"}, {"ar", "لا تسوي شي", "N"}, {"ar", "سوّها", "H"}, {"ar", "أوكي، امشي", "H"},
	// Hebrew
	{"he", "כן, תעשה את זה", "H"}, {"he", "סבבה, קדימה", "H"}, {"he", "בסדר", "M"}, {"he", "לא", "N"}, {"he", "חכה רגע", "N"}, {"he", "עוד לא", "N"}, {"he", "אחר כך", "N"}, {"he", "אין התנגדות, תתקדם", "H"}, {"he", "עזוב, אני אעשה", "N"}, {"he", "יאללה תעשה", "H"},
	// Persian
	{"fa", "بله، انجام بده", "H"}, {"fa", "باشه، برو جلو", "H"}, {"fa", "اوکی", "M"}, {"fa", "نه", "N"}, {"fa", "صبر کن", "N"}, {"fa", "هنوز نه", "N"}, {"fa", "بعدا", "N"}, {"fa", "مخالفتی ندارم، انجامش بده", "H"}, {"fa", "بیخیال", "N"}, {"fa", "انجام بدید", "H"},
	// Turkish
	{"tr", "evet, devam et", "H"}, {"tr", "yapabilirsiniz", "H"}, {"tr", "tamam, başla", "H"}, {"tr", "tamam", "M"}, {"tr", "hayır, yapma", "N"}, {"tr", "bekle", "N"}, {"tr", "henüz değil", "N"}, {"tr", "sonra", "N"}, {"tr", "itirazım yok, devam et", "H"}, {"tr", "boş ver", "N"}, {"tr", "olur, yapın lütfen", "H"},
	// Polish
	{"pl", "tak, rób", "H"}, {"pl", "śmiało, działaj", "H"}, {"pl", "dobra", "M"}, {"pl", "nie, nie rób tego", "N"}, {"pl", "czekaj", "N"}, {"pl", "jeszcze nie", "N"}, {"pl", "później", "N"}, {"pl", "nie mam zastrzeżeń, rób", "H"}, {"pl", "nieważne", "N"}, {"pl", "zrób to proszę", "H"},
	// Czech
	{"cs", "ano, udělej to", "H"}, {"cs", "jo, pokračuj", "H"}, {"cs", "dobře", "M"}, {"cs", "ne, nedělej to", "N"}, {"cs", "počkej", "N"}, {"cs", "ještě ne", "N"}, {"cs", "později", "N"}, {"cs", "nemám námitky, pokračuj", "H"}, {"cs", "to nevadí, nech to", "N"},
	// Ukrainian
	{"uk", "так, роби", "H"}, {"uk", "давай, продовжуй", "H"}, {"uk", "добре", "M"}, {"uk", "ні, не роби", "N"}, {"uk", "зачекай", "N"}, {"uk", "ще ні", "N"}, {"uk", "пізніше", "N"}, {"uk", "заперечень немає, роби", "H"}, {"uk", "забудь", "N"}, {"uk", "виконуй", "H"},
	// Russian
	{"ru", "да, делай", "H"}, {"ru", "давай", "H"}, {"ru", "ладно", "M"}, {"ru", "нет, не надо", "N"}, {"ru", "подожди", "N"}, {"ru", "пока нет", "N"}, {"ru", "потом", "N"}, {"ru", "возражений нет, делай", "H"}, {"ru", "забей", "N"}, {"ru", "выполняй", "H"},
	// Greek
	{"el", "ναι, προχώρα", "H"}, {"el", "κάνε το", "H"}, {"el", "εντάξει", "M"}, {"el", "όχι, μην το κάνεις", "N"}, {"el", "περίμενε", "N"}, {"el", "όχι ακόμα", "N"}, {"el", "αργότερα", "N"}, {"el", "καμία αντίρρηση, προχώρα", "H"}, {"el", "άσ' το", "N"},
	// Indonesian / Malay
	{"id", "iya, lanjut", "H"}, {"id", "boleh, silakan", "H"}, {"id", "oke", "M"}, {"id", "jangan dulu", "N"}, {"id", "tunggu", "N"}, {"id", "belum", "N"}, {"id", "nanti aja", "N"}, {"id", "tidak ada keberatan, lanjutkan", "H"}, {"id", "gak jadi", "N"}, {"id", "ya, teruskan", "H"}, {"id", "gas aja", "H"},
	// Tagalog
	{"tl", "sige, ituloy mo", "H"}, {"tl", "gawin mo na", "H"}, {"tl", "sige", "M"}, {"tl", "hindi, huwag", "N"}, {"tl", "teka lang", "N"}, {"tl", "hindi pa", "N"}, {"tl", "mamaya na", "N"}, {"tl", "walang problema, ituloy mo", "H"}, {"tl", "wag na lang", "N"},
	// Swahili
	{"sw", "ndiyo, endelea", "H"}, {"sw", "fanya hivyo", "H"}, {"sw", "sawa", "M"}, {"sw", "hapana", "N"}, {"sw", "subiri", "N"}, {"sw", "bado", "N"}, {"sw", "baadaye", "N"}, {"sw", "sina pingamizi, endelea", "H"}, {"sw", "achana nayo", "N"},
	// Portuguese BR/PT
	{"pt", "sim, pode fazer", "H"}, {"pt", "bora", "H"}, {"pt", "podes avançar", "H"}, {"pt", "tá bom", "M"}, {"pt", "não, não faça", "N"}, {"pt", "espera aí", "N"}, {"pt", "ainda não", "N"}, {"pt", "depois", "N"}, {"pt", "sem objeções, pode seguir", "H"}, {"pt", "deixa pra lá", "N"}, {"pt", "força, avança", "H"},
	// Spanish
	{"es", "sí, hazlo", "H"}, {"es", "dale", "H"}, {"es", "órale, hazle", "H"}, {"es", "va, adelante", "H"}, {"es", "vale", "M"}, {"es", "no, no lo hagas", "N"}, {"es", "espera", "N"}, {"es", "todavía no", "N"}, {"es", "luego", "N"}, {"es", "sin objeciones, adelante", "H"}, {"es", "olvídalo", "N"}, {"es", "de una, mándale", "H"}, {"es", "ni de broma", "N"},
	// Italian
	{"it", "sì, procedi", "H"}, {"it", "vai pure", "H"}, {"it", "va bene", "M"}, {"it", "no, non farlo", "N"}, {"it", "aspetta", "N"}, {"it", "non ancora", "N"}, {"it", "dopo", "N"}, {"it", "nessuna obiezione, procedi", "H"}, {"it", "lascia perdere", "N"}, {"it", "fallo pure", "H"},
	// French
	{"fr", "oui, vas-y", "H"}, {"fr", "allez-y", "H"}, {"fr", "d'accord", "M"}, {"fr", "non, ne fais pas ça", "N"}, {"fr", "attends", "N"}, {"fr", "pas encore", "N"}, {"fr", "plus tard", "N"}, {"fr", "aucune objection, vas-y", "H"}, {"fr", "laisse tomber", "N"}, {"fr", "go, fonce", "H"},
	// German
	{"de", "ja, mach das", "H"}, {"de", "leg los", "H"}, {"de", "passt", "M"}, {"de", "nein, lass das", "N"}, {"de", "warte", "N"}, {"de", "noch nicht", "N"}, {"de", "später", "N"}, {"de", "keine Einwände, leg los", "H"}, {"de", "vergiss es", "N"}, {"de", "ja, bitte umsetzen", "H"}, {"de", "Nein, lass das lieber.", "N"},
	// Dutch
	{"nl", "ja, doe maar", "H"}, {"nl", "ga je gang", "H"}, {"nl", "prima", "M"}, {"nl", "nee, niet doen", "N"}, {"nl", "wacht even", "N"}, {"nl", "nog niet", "N"}, {"nl", "later", "N"}, {"nl", "geen bezwaar, ga door", "H"}, {"nl", "laat maar", "N"}, {"nl", "ja, ga verder", "H"},
	// Swedish / Norwegian / Danish
	{"sv", "ja, kör", "H"}, {"sv", "kör på", "H"}, {"sv", "okej", "M"}, {"sv", "nej, gör det inte", "N"}, {"sv", "vänta", "N"}, {"sv", "inte än", "N"}, {"sv", "senare", "N"}, {"sv", "inga invändningar, kör", "H"}, {"sv", "strunt samma", "N"},
	{"no", "ja, gjør det", "H"}, {"no", "nei, vent", "N"}, {"no", "senere", "N"}, {"da", "ja, gør det", "H"}, {"da", "nej, vent lidt", "N"}, {"da", "senere", "N"}, {"no", "bare kjør", "H"},
	// Finnish
	{"fi", "kyllä, tee se", "H"}, {"fi", "jatka vain", "H"}, {"fi", "selvä", "M"}, {"fi", "ei, älä tee sitä", "N"}, {"fi", "odota", "N"}, {"fi", "ei vielä", "N"}, {"fi", "myöhemmin", "N"}, {"fi", "ei vastalauseita, jatka", "H"}, {"fi", "antaa olla", "N"}, {"fi", "tehkää se", "H"},
	// Hungarian
	{"hu", "igen, csináld", "H"}, {"hu", "mehet", "H"}, {"hu", "rendben", "M"}, {"hu", "nem, ne csináld", "N"}, {"hu", "várj", "N"}, {"hu", "még nem", "N"}, {"hu", "később", "N"}, {"hu", "nincs kifogásom, mehet", "H"}, {"hu", "hagyd", "N"}, {"hu", "csinálja meg nyugodtan", "H"},
	// Romanian
	{"ro", "da, fă-o", "H"}, {"ro", "dă-i drumul", "H"}, {"ro", "bine", "M"}, {"ro", "nu, nu face asta", "N"}, {"ro", "așteaptă", "N"}, {"ro", "nu încă", "N"}, {"ro", "mai târziu", "N"}, {"ro", "nicio obiecție, continuă", "H"}, {"ro", "lasă", "N"}, {"ro", "da, continuă", "H"},
	{"th", "อย่าเพิ่งทำนะครับ", "N"}, {"th", "ยังไม่ต้องทำครับ", "N"}, {"th", "ไม่ต้องทำเลย", "N"}, {"th", "รอแป๊บนะคะ", "N"},
	{"ko", "진행하지 마세요", "N"}, {"ko", "아직 진행하지 마", "N"}, {"ko", "진행해도 될까요?", "Q"}, {"ko", "시작하지 말아 주세요", "N"},
	{"ru", "возражений нет, но подожди", "N"}, {"de", "keine Einwände, aber warte noch", "N"}, {"pl", "nie mam zastrzeżeń, ale jeszcze nie rób", "N"},
	{"ja", "やっと分かった、でもまだ待って", "N"}, {"ru", "не выполняй пока", "N"}, {"tr", "yapmayın lütfen", "N"}, {"fa", "لطفا انجام ندید", "N"},
	{"hi", "कोई आपत्ति नहीं, लेकिन अभी रुको", "N"}, {"zh", "没意见，但是先等一下", "N"}, {"pt", "não avances ainda", "N"}, {"bn", "করবেন না", "N"},
}

// TestLanguageAudit21 classifies every reply of the audit against the
// fixture plan, right after it.
func TestLanguageAudit21(t *testing.T) {
	c := New(DefaultConfig())
	want := map[string]Outcome{"H": Confirmed, "M": WaitForConfirmation, "N": NotConsent}
	for _, tc := range languageAudit21 {
		t.Run(tc.lang+"/"+tc.reply, func(t *testing.T) {
			got := c.Classify(tc.reply, fixturePlan, 1).Outcome
			if tc.kind == "Q" {
				assert.NotEqual(t, Confirmed, got)
				return
			}
			assert.Equal(t, want[tc.kind], got)
		})
	}
}
