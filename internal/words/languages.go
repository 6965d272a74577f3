package words

import (
	"strings"
	"unicode/utf8"
)

// The closed approval and refusal vocabularies of the languages people
// answer in, or mix into an English reply: German, Spanish, French,
// Portuguese, Italian, Dutch, Russian (Cyrillic and in Latin letters),
// Turkish, Polish, Hindi/Hinglish and Japanese in romaji. Each language is
// one small function returning its phrases by kind, written the way Clauses
// produces words (lower case, accents kept, straight apostrophes). The
// bare yes-words ("ja", "oui", "sí", "evet", "haan", "да") are not here:
// Canonical reads them as "ok", so the English or foreign words after them
// say what is agreed to.
//
// A word that is also a word of English or of another language ("hai" is
// Japanese yes and Hindi "is"; "da", "sim", "los", "vale", "yap", "dame")
// is listed by Ambiguous: it counts only alone in its clause, the way the
// English "go" and "right" do.

// vocabulary is one language's phrases by kind.
type vocabulary struct {
	high, medium, negative []string
}

// german is the German vocabulary.
var german = vocabulary{
	high: []string{"leg los", "los geht's", "los", "mach das", "mach es", "mach's", "mach mal", "mach ruhig",
		"mach weiter", "mach", "machen", "dann mach", "mach nur", "umsetzen", "durchführen", "ausführen", "weitermachen", "einverstanden", "hau rein", "mach hin",
		"freigegeben", "genehmigt", "sieht gut aus", "klingt gut", "auf jeden fall", "nur zu", "fang an"},
	medium: []string{"jo", "passt", "klar", "in ordnung", "na gut", "gut", "alles klar", "geht klar", "sehr gut",
		"meinetwegen", "von mir aus"},
	negative: []string{"nein", "noch nicht", "nicht jetzt", "warte", "warte mal", "wart mal", "moment mal",
		"abbrechen", "lieber nicht", "auf keinen fall", "bloß nicht", "später", "vergiss es", "vergiss das"},
}

// spanish is the Spanish vocabulary.
var spanish = vocabulary{
	high: []string{"hazlo", "hágalo", "hacelo", "hacélo", "dale", "dale nomás", "dale que va", "proceda", "sigue", "hagámoslo", "claro que ok",
		"por supuesto", "desde luego", "me parece bien", "aprobado", "con gusto"},
	medium: []string{"si", "vale", "bueno", "está bien", "esta bien", "de acuerdo", "claro"},
	negative: []string{"no lo hagas", "no lo hagás", "todavía no", "todavia no", "aún no", "aun no", "espera", "espérate",
		"detente", "cancela", "mejor no", "ni hablar", "ahora no", "más tarde",
		"olvídalo", "olvídate"},
}

// french is the French vocabulary ("vas-y", "allez-y" are read as "go
// ahead" by Canonical).
var french = vocabulary{
	high: []string{"fais-le", "faites-le", "c'est parti", "on y va", "allons-y", "lance-toi", "approuvé",
		"validé", "je valide", "procède", "procédez", "bien sûr", "avec plaisir", "fonce", "tu peux y aller",
		"vous pouvez y aller", "tu peux le faire", "vous pouvez le faire", "volontiers"},
	medium: []string{"d'accord", "d'acc", "c'est bon", "c'est parfait", "ça marche", "ca marche", "parfait", "ok pour moi", "ça me va",
		"ca me va", "très bien", "entendu"},
	negative: []string{"pas encore", "pas maintenant", "attends", "attendez", "arrête", "arrêtez", "annule",
		"surtout pas", "pas question", "plus tard", "laisse tomber", "oublie ça", "oubliez ça"},
}

// portuguese is the Portuguese vocabulary.
var portuguese = vocabulary{
	high: []string{"pode fazer", "pode seguir", "pode ir", "pode mandar", "pode mandar ver", "manda ver", "manda bala", "bora",
		"vai em frente", "faz isso", "faça", "faça isso", "aprovado", "com certeza", "pode prosseguir",
		"prossiga", "siga", "bora lá", "pode ir em frente", "pode fazer isso", "manda", "mandar bala", "pode mandar bala", "com prazer"},
	medium: []string{"sim", "tudo bem", "beleza", "tá bom", "ta bom", "certo", "pode ser", "blz", "fechado", "está ótimo",
		"tá ótimo", "ótimo", "perfeito", "está bom"},
	negative: []string{"ainda não", "ainda nao", "espere", "pare", "não faça", "agora não", "depois", "esquece", "esqueça", "deixa pra lá",
		"deixa para lá"},
}

// italian is the Italian vocabulary ("avanti" is read as "go ahead" by
// Canonical).
var italian = vocabulary{
	high: []string{"procedi", "procedi pure", "vai pure", "vai", "fallo", "fai pure", "fai", "approvato",
		"certamente", "andiamo", "dai", "vai tranquillo", "vai tranquilla", "volentieri"},
	medium: []string{"va bene", "perfetto", "d'accordo", "benissimo", "va benissimo"},
	negative: []string{"aspetta", "aspetti", "non ancora", "non farlo", "fermati", "annulla", "lascia stare",
		"più tardi", "non ora", "lascia perdere", "dimenticalo"},
}

// dutch is the Dutch vocabulary.
var dutch = vocabulary{
	high: []string{"ga je gang", "doe maar", "doe het", "ga door", "ga maar", "ziet er goed uit", "klinkt goed",
		"akkoord", "uitvoeren", "graag"},
	medium:   []string{"prima", "goed", "is goed", "oké", "oke", "in orde"},
	negative: []string{"nee", "nog niet", "wacht", "wacht even", "niet doen", "laat maar", "nu niet"},
}

// russian is the Russian vocabulary, in Cyrillic and in Latin letters.
var russian = vocabulary{
	high: []string{"давай", "делай", "вперёд", "вперед", "поехали", "согласен", "согласна", "одобряю",
		"действуй", "конечно", "приступай", "приступайте", "продолжай", "продолжайте", "делайте", "действуйте", "с удовольствием", "davai", "delai", "vpered", "poehali", "konechno"},
	medium: []string{"da", "хорошо", "ладно", "окей", "норм", "пойдёт", "khorosho", "horosho", "ladno"},
	negative: []string{"нет", "подожди", "подождите", "стой", "стоп", "пока нет", "пока не надо", "не надо",
		"отмена", "не сейчас", "ne nado", "podozhdi", "забудь", "проехали"},
}

// turkish is the Turkish vocabulary.
var turkish = vocabulary{
	high:     []string{"devam et", "devam", "yap", "yapabilirsin", "onaylıyorum", "onaylandı", "hadi", "başla", "tabii ki", "kesinlikle", "yap gitsin", "devam edin", "yapın", "başlayın"},
	medium:   []string{"tamam", "tamamdır", "olur", "peki", "iyi"},
	negative: []string{"hayır", "bekle", "dur", "henüz değil", "yapma", "iptal", "şimdi değil"},
}

// polish is the Polish vocabulary.
var polish = vocabulary{
	high:     []string{"rób to", "rób", "działaj", "dawaj", "śmiało", "zrób to", "zgoda", "zatwierdzam", "jedź z tym", "jedź", "leć z tym", "kontynuuj", "zrób", "chętnie"},
	medium:   []string{"jasne", "dobrze", "dobra", "w porządku", "spoko"},
	negative: []string{"jeszcze nie", "czekaj", "poczekaj", "stój", "nie rób", "nie teraz", "anuluj", "później"},
}

// hindi is the Hindi and Hinglish vocabulary in Latin letters.
var hindi = vocabulary{
	high: []string{"karo", "kar do", "kardo", "kar dijiye", "kijiye", "chalo", "bilkul", "zaroor", "zarur",
		"shuru karo", "aage badho", "chalo karo", "kar lo", "karlo"},
	medium:   []string{"theek hai", "thik hai", "theek", "achha", "acha", "accha", "sahi hai", "chalega"},
	negative: []string{"nahi", "nahin", "mat karo", "ruko", "ruk jao", "abhi nahi", "rehne do"},
}

// japanese is the Japanese vocabulary in romaji ("hai" is listed under
// medium: it is yes in Japanese and "is" in Hindi, so it counts alone).
var japanese = vocabulary{
	high: []string{"yatte", "yatte kudasai", "onegaishimasu", "onegai", "susunde", "susunde kudasai", "susumete",
		"susumete kudasai", "douzo", "dozo", "ikimashou"},
	medium: []string{"hai", "ii ne", "ii yo", "ii desu", "daijoubu", "daijobu", "ryoukai", "ryokai", "wakatta",
		"wakarimashita"},
	negative: []string{"iie", "matte", "chotto matte", "matte kudasai", "dame", "yamete", "yamete kudasai", "mada"},
}

// chinese is the Chinese vocabulary. Clauses makes each character a
// word, so a phrase is written with a space between characters.
var chinese = vocabulary{
	high: []string{"开 始 吧", "开 始", "继 续", "继 续 吧", "做 吧", "去 做 吧", "执 行", "执 行 吧", "同 意", "批 准",
		"没 问 题", "可 以 开 始", "搞 吧", "就 这 么 办", "动 手 吧", "按 这 个 方 案 来", "按 方 案 来", "就 按 这 个 来",
		// traditional characters, and "<verb> 吧" (just do it)
		"開 始 吧", "開 始", "繼 續", "繼 續 吧", "請 繼 續", "请 继 续", "執 行", "執 行 吧", "沒 問 題", "動 手 吧", "就 這 麼 辦",
		"改 吧", "直 接 改", "直 接 改 吧", "直 接 做", "直 接 做 吧", "弄 吧", "上 吧", "去 吧"},
	medium: []string{"好 的", "好", "可 以", "行", "嗯", "是 的", "对", "好 吧"},
	negative: []string{"不", "不 要", "等 等", "等 一 下", "先 别", "还 没", "停", "取 消", "算 了", "别", "不 行",
		"先 不 要"},
}

// japaneseKana is the Japanese vocabulary in kana and kanji, one word a
// character as in chinese.
var japaneseKana = vocabulary{
	high: []string{"お 願 い し ま す", "お 願 い", "進 め て", "進 め て く だ さ い", "や っ て", "や っ て く だ さ い",
		"ど う ぞ", "や っ ち ゃ っ て", "や っ ち ゃ え"},
	medium: []string{"は い", "い い よ", "い い ね", "い い で す", "了 解", "わ か り ま し た", "大 丈 夫"},
	negative: []string{"い い え", "待 っ て", "ち ょ っ と 待 っ て", "待 っ て く だ さ い", "や め て", "だ め",
		"ま だ", "ダ メ", "や ら な い で", "や っ ぱ り い い や", "や っ ぱ り い い", "自 分 で や る"},
}

// korean is the Korean vocabulary ("네", "예" are read as "ok" by
// Canonical).
var korean = vocabulary{
	high: []string{"진행해", "진행해 주세요", "해 주세요", "해주세요", "시작해",
		"그렇게 해", "그렇게 해 주세요", "좋아요 진행해", "ㄱㄱ", "고고", "ㄱ", "진행", "진행시켜", "해", "해줘", "계속해"},
	medium:   []string{"응", "좋아요", "좋아", "괜찮아요", "알겠습니다", "오케이"},
	negative: []string{"아니요", "아니", "잠깐만요", "잠깐", "아직", "하지 마세요", "하지 마", "멈춰", "취소"},
}

// scandinavian is the Swedish, Danish and Norwegian vocabulary ("ja" and
// "okej" are read as "ok" by Canonical).
var scandinavian = vocabulary{
	high: []string{"kör", "kör på", "gör det", "gør det", "gjør det", "låter bra", "høres bra ut", "lyder godt",
		"sätt igång", "kjør",
		"kjør på", "kjør bare", "bare kjør", "kør", "kør bare", "bare kør", "kør på", "kör bara", "bara kör",
		"sett i gang", "sæt i gang"},
	medium: []string{"fint", "visst", "greit", "fedt"},
	negative: []string{"nej", "nei", "vänta", "vent", "inte än", "ikke ennå", "ikke endnu", "inte nu", "ikke nå",
		"ikke kjør", "ikke kør", "kör inte", "vent litt", "vent lidt", "vänta lite"},
}

// ukrainianCzech is the Ukrainian and Czech vocabulary ("ano" is read as
// "ok" by Canonical; "так" is yes in Ukrainian and "so" in Russian, so it
// counts alone).
var ukrainianCzech = vocabulary{
	high:     []string{"роби", "роби це", "udělej to", "pokračuj", "jdi do toho", "do toho", "jeď", "jed", "sjeď to", "klidně", "klidne", "udělej"},
	medium:   []string{"так", "добре", "гаразд", "dobře", "v pořádku", "dobrý", "v poho", "jasně"},
	negative: []string{"ні", "зачекай", "ще ні", "не зараз", "počkej", "ještě ne", "teď ne"},
}

// indonesian is the Indonesian and Malay vocabulary.
var indonesian = vocabulary{
	high:     []string{"lanjut", "lanjutkan", "silakan", "gas", "gaskan", "kerjakan", "setuju"},
	medium:   []string{"boleh", "oke deh", "sip", "baiklah"},
	negative: []string{"jangan", "tunggu", "tunggu dulu", "belum", "nanti saja", "nanti dulu", "tidak", "nggak", "gak"},
}

// arabic is the Arabic vocabulary, in Arabic script and in Latin letters.
var arabic = vocabulary{
	high:     []string{"يلا", "نفذ", "ابدأ", "موافق", "تفضل", "تفضلي", "نفذها", "yalla", "yallah", "yala"},
	medium:   []string{"تمام", "طيب", "حسنا", "aywa", "aiwa", "tayeb", "tayyib"},
	negative: []string{"لا", "انتظر", "لا تنفذ", "لا تبدأ", "ليس الآن", "مش دلوقتي", "istanna", "mish dilwa'ti"},
}

// vietnamese is the Vietnamese vocabulary.
var vietnamese = vocabulary{
	high:     []string{"làm đi", "cứ làm đi", "cứ làm", "tiến hành", "tiến hành đi", "cứ tiến hành", "cứ tiến hành đi", "triển khai đi", "đồng ý"},
	medium:   []string{"được", "được rồi", "ừ", "vâng"},
	negative: []string{"không", "chưa", "đợi", "đợi đã", "khoan", "khoan đã", "đừng"},
}

// greek is the Greek vocabulary ("ναι" is read as "ok" by Canonical).
var greek = vocabulary{
	high:     []string{"προχώρα", "προχωρήστε", "κάνε το", "κάντε το", "συνέχισε", "εντάξει προχώρα", "πάμε", "εγκρίνεται", "φυσικά"},
	medium:   []string{"εντάξει", "καλά", "οκ", "σωστά"},
	negative: []string{"όχι", "όχι ακόμα", "περίμενε", "περιμένετε", "σταμάτα", "ακύρωσε", "μην το κάνεις", "όχι τώρα"},
}

// hebrew is the Hebrew vocabulary ("כן" is read as "ok" by Canonical).
var hebrew = vocabulary{
	high: []string{"קדימה", "תעשה את זה", "תעשי את זה", "תעשה", "תמשיך", "תמשיכי", "סבבה תעשה", "מאושר", "בטח", "יאללה",
		"תתקדם", "תתקדמי", "תתחיל", "תתחילי"},
	medium:   []string{"בסדר", "סבבה", "אוקיי", "טוב"},
	negative: []string{"לא", "עדיין לא", "חכה", "חכי", "רגע", "עצור", "אל תעשה", "לא עכשיו", "בטל", "אל תתקדם", "אל תתחיל"},
}

// swahili is the Swahili vocabulary ("ndiyo" is read as "ok" by
// Canonical).
var swahili = vocabulary{
	high:     []string{"endelea", "fanya hivyo", "fanya", "anza", "sawa endelea", "nakubali"},
	medium:   []string{"sawa", "sawa sawa", "haya"},
	negative: []string{"hapana", "subiri", "ngoja", "bado", "usifanye", "sio sasa"},
}

// finnish is the Finnish vocabulary ("kyllä", "joo" are read as "ok" by
// Canonical).
var finnish = vocabulary{
	high:     []string{"tee se", "tee niin", "jatka", "jatka vain", "anna mennä", "hyväksytty", "mene vain", "aloita"},
	medium:   []string{"selvä", "hyvä", "käy", "okei", "sopii"},
	negative: []string{"ei", "ei vielä", "odota", "odota hetki", "älä tee", "ei nyt", "peruuta", "lopeta"},
}

// hungarian is the Hungarian vocabulary ("igen" is read as "ok" by
// Canonical).
var hungarian = vocabulary{
	high:     []string{"csináld", "csináld meg", "mehet", "folytasd", "hajrá", "jóváhagyom", "kezdd el"},
	medium:   []string{"rendben", "jó", "jól hangzik"},
	negative: []string{"nem", "még nem", "várj", "várjál", "állj", "ne csináld", "most ne", "mégse"},
}

// serboCroatian is the Serbian, Croatian and Bosnian vocabulary in Latin
// and Cyrillic letters ("da" is listed by Ambiguous).
var serboCroatian = vocabulary{
	high:     []string{"uradi to", "uradi", "napravi to", "samo naprijed", "samo napred", "nastavi", "idemo", "odobreno", "уради то", "настави"},
	medium:   []string{"može", "moze", "dobro", "u redu", "важи", "добро"},
	negative: []string{"čekaj", "cekaj", "ne još", "ne jos", "stani", "nemoj", "ne sada", "чекај", "немој"},
}

// tagalog is the Tagalog vocabulary ("oo", "opo" are listed by Ambiguous).
var tagalog = vocabulary{
	high:     []string{"ituloy mo", "ituloy", "tuloy", "gawin mo", "gawin mo na", "sige na", "sige ituloy"},
	medium:   []string{"sige", "oo", "opo", "ayos", "okay lang"},
	negative: []string{"huwag", "huwag muna", "teka", "teka lang", "hindi", "hindi pa", "sandali", "wag muna"},
}

// romanian is the Romanian vocabulary ("da" is listed by Ambiguous).
var romanian = vocabulary{
	high:     []string{"fă-o", "fa-o", "continuă", "dă-i drumul", "da-i drumul", "mergi mai departe", "aprobat"},
	medium:   []string{"bine", "în regulă", "in regula", "e în regulă"},
	negative: []string{"nu încă", "nu inca", "așteaptă", "asteapta", "stai", "nu acum", "nu face"},
}

// persian is the Persian vocabulary.
var persian = vocabulary{
	high:     []string{"انجام بده", "انجامش بده", "ادامه بده", "برو جلو", "شروع کن", "تایید"},
	medium:   []string{"بله", "آره", "باشه", "خوبه", "اوکی"},
	negative: []string{"نه", "هنوز نه", "صبر کن", "انجام نده", "انجامش نده", "الان نه"},
}

// hindiUrdu is the Hindi vocabulary in Devanagari and the Urdu one in
// its own script (the romanised forms are in hindi).
var hindiUrdu = vocabulary{
	high: []string{"करो", "कर दो", "कीजिए", "कर दीजिए", "चलो", "आगे बढ़ो", "शुरू करो", "बिल्कुल", "ज़रूर", "जरूर",
		"کرو", "کر دو", "کر دیں", "چلو", "آگے بڑھو", "شروع کرو", "بالکل", "ضرور"},
	medium: []string{"हाँ", "हां", "ठीक है", "अच्छा", "सही है", "ہاں", "ٹھیک ہے", "اچھا", "جی"},
	negative: []string{"नहीं", "नही", "रुको", "रुकिए", "अभी नहीं", "मत करो", "रुक जाओ", "نہیں", "رکو", "ابھی نہیں",
		"مت کرو"},
}

// bengali is the Bengali vocabulary.
var bengali = vocabulary{
	high:     []string{"করো", "করুন", "করে দাও", "চালিয়ে যাও", "এগিয়ে যাও", "শুরু করো"},
	medium:   []string{"হ্যাঁ", "ঠিক আছে", "আচ্ছা", "ভালো"},
	negative: []string{"না", "এখনও না", "এখন না", "অপেক্ষা করো", "দাঁড়াও", "করো না"},
}

// thai is the Thai vocabulary. Thai is written without spaces between
// words, so only the forms people type as a reply of their own are here.
var thai = vocabulary{
	high: []string{"ทำเลย", "จัดไป", "จัดไปเลย", "ลุยเลย", "ได้เลย", "ดำเนินการ", "ดำเนินการได้เลย", "ดำเนินการต่อ",
		"เอาเลย", "เริ่มเลย", "ทำต่อ", "ทำได้เลย"},
	medium: []string{"ใช่", "โอเค", "ตกลง", "ได้", "ครับ", "ค่ะ", "ไม่มีปัญหา"},
	negative: []string{"ไม่", "ไม่ใช่", "รอก่อน", "ยังก่อน", "อย่าทำ", "อย่า", "หยุด", "ยกเลิก", "ไว้ก่อน", "ไว้ทีหลัง", "ทีหลัง",
		"ช่างมัน", "ช่างมันเถอะ", "ไม่ต้อง", "ยังไม่", "รอ"},
}

// languages are the vocabularies of the other languages, in one list.
// The tables are static data: they cost nothing at start-up and are never
// written.
var languages = [...]*vocabulary{&german, &spanish, &french, &portuguese, &italian, &dutch, &russian, &turkish,
	&polish, &hindi, &japanese, &japaneseKana, &chinese, &korean, &scandinavian, &ukrainianCzech, &indonesian,
	&arabic, &vietnamese, &greek, &hebrew, &swahili, &finnish, &hungarian, &serboCroatian, &tagalog,
	&romanian, &persian, &hindiUrdu, &bengali, &thai, &letsGo, &catalan, &baltic, &tamil, &moreForms, &politeForms}

// doing is, per language, the imperatives said to the assistant of a verb
// of doing or starting ("erledige", "haz", "сделай", "udělej"), of a verb
// of changing ("ändere", "muda", "zmień"), and the pronouns that stand for
// the plan after them ("das", "eso", "это", "to"): "Ja, ändere das bitte",
// "sí, haz eso", "да, сделай это", "tak, zmień to". A verb of doing
// approves alone and with one of its language's pronouns; a verb of
// changing only with a pronoun ("ändere den Namen", "zmień nazwę" say what
// to change: the words after the verb count, as for English "change").
// Forms with the object inside them ("cámbialo", "correggilo") approve
// alone. Verbs that undo, skip or stop are not here: they are no approval.
var doing = [...]struct{ verbs, changes, objects []string }{
	{[]string{"erledige", "übernimm", "implementiere", "starte"},
		[]string{"ändere", "änder", "korrigiere"}, []string{"das", "es", "so"}},
	// German separable verbs put the pronoun inside ("setz das um")
	{[]string{"fang an", "setz um", "setz das um", "setz es um", "bau ein", "bau das ein", "bau es ein"}, nil, nil},
	{[]string{"haz", "cámbialo", "arréglalo", "aplícalo", "impleméntalo", "corrígelo", "empieza", "hazle"},
		[]string{"cambia", "aplica", "arregla"}, []string{"eso", "esto", "así"}},
	{[]string{"fais", "change-le", "applique-le", "corrige-le", "implémente-le"},
		[]string{"applique", "corrige"}, []string{"ça", "le", "comme ça"}},
	{[]string{"faz", "começa", "pode", "pode sim", "faz sim", "manda ver sim"},
		[]string{"muda", "aplica", "corrige", "implementa"}, []string{"isso", "aí", "sim", "assim"}},
	{[]string{"cambialo", "applicalo", "correggilo", "implementalo", "inizia", "comincia", "parti"},
		nil, []string{"così"}},
	{[]string{"doen", "doe", "voer uit"}, []string{"pas aan"}, []string{"het", "dat", "maar", "het maar", "dat maar"}},
	{[]string{"сделай", "внедряй", "начинай", "запускай", "жми"},
		[]string{"поменяй", "исправь", "примени", "меняй"}, []string{"это", "так", "всё"}},
	{[]string{"zacznij", "wdrażaj", "odpal"}, []string{"zmień", "popraw", "wprowadź"}, []string{"to"}},
	{[]string{"pusť se do toho", "udělej", "začni", "spusť"}, []string{"změň", "oprav"}, []string{"to"}},
	{[]string{"gör", "börja", "begynd", "begynn"}, []string{"ändra", "fixa", "endre", "fiks", "ændr"}, []string{"det", "så"}},
	{[]string{"başla"}, []string{"değiştir", "düzelt", "uygula"}, []string{"bunu", "onu"}},
	{[]string{"kar dijiye", "karo na", "kar do na"}, []string{"badal do", "laga do", "theek kar do"}, []string{"isko", "ise"}},
}

// doingVerb reports whether phrase is a verb of doing of the table alone
// (or its form without accents). It counts only alone in its clause (see
// AloneOnly): "да, сделай" and "ja, erledige das" approve, "сделай тесты"
// says what to do, and is no approval of the plan.
func doingVerb(phrase string) bool {
	first, _, _ := strings.Cut(phrase, " ")
	if first == "" || isASCII(phrase) && !foreignMarker(first) {
		return false // every verb of the table is marked as foreign (see MayBeForeign): the cheap test first
	}
	for _, d := range doing {
		for _, v := range d.verbs {
			// The cheap tests first: the form without accents keeps the
			// first letter of every verb of the table and is no longer.
			if v == phrase || v[0] == phrase[0] && len(phrase) < len(v) && Unaccented(v) == phrase {
				return true
			}
		}
	}
	return false
}

// doingPhrases returns the phrases of doing: each verb of doing alone, and
// each verb with each pronoun of its language.
func doingPhrases() []string {
	var out []string
	for _, d := range doing {
		out = append(out, d.verbs...)
		for _, list := range [...][]string{d.verbs, d.changes} {
			for _, v := range list {
				for _, o := range d.objects {
					out = append(out, v+" "+o)
				}
			}
		}
	}
	return out
}

// OtherLanguages returns the phrases of the other languages that approve
// (as High), acknowledge (as Medium) and refuse (as Negative), each also
// without its accents when it has any ("hágalo" and "hagalo", "bloß nicht"
// and "bloss nicht"): people often type without them. They are kept apart
// from the English vocabularies so that a reader indexes them only for a
// reply that may use them (see MayBeForeign).
func OtherLanguages() (high, medium, negative []string) {
	for _, v := range languages {
		high = withUnaccented(high, v.high)
		medium = withUnaccented(medium, v.medium)
		negative = withUnaccented(negative, v.negative)
	}
	high = withUnaccented(high, doingPhrases())
	return high, medium, negative
}

// withUnaccented appends each phrase of list to out, and its form without
// accents (Unaccented) when that differs.
func withUnaccented(out, list []string) []string {
	for _, p := range list {
		out = append(out, p)
		if u := Unaccented(p); u != p && canonical(u) && !englishRefusal(u) {
			out = append(out, u)
		}
	}
	return out
}

// englishRefusal reports whether phrase opens with an English refusal:
// without its accent, "låter bra" is "later bra", which reads as "later".
// Such a form is left out; the accented one is kept.
func englishRefusal(phrase string) bool {
	first, _, _ := strings.Cut(phrase, " ")
	for _, n := range Negative() {
		if n == first {
			return true
		}
	}
	return false
}

// canonical reports whether every word of a phrase is its own Canonical
// form: "approuve" without its accent is a typo of "approve", and is left
// to the typo rules.
func canonical(phrase string) bool {
	for w := range strings.SplitSeq(phrase, " ") {
		if Canonical(w) != w {
			return false
		}
	}
	return true
}

// Unaccented is s with the accents of the Latin letters of the
// vocabularies' languages taken off ("não" → "nao", "bloß" → "bloss",
// "hayır" → "hayir", "śmiało" → "smialo"); other letters are kept.
func Unaccented(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch r {
		case 'á', 'à', 'â', 'ä', 'ã', 'å', 'ą':
			b.WriteByte('a')
		case 'é', 'è', 'ê', 'ë', 'ę', 'ě':
			b.WriteByte('e')
		case 'í', 'ì', 'î', 'ï', 'ı':
			b.WriteByte('i')
		case 'ó', 'ò', 'ô', 'ö', 'õ', 'ø':
			b.WriteByte('o')
		case 'ú', 'ù', 'û', 'ü', 'ů':
			b.WriteByte('u')
		case 'ç', 'ć', 'č':
			b.WriteByte('c')
		case 'ñ', 'ń', 'ň':
			b.WriteByte('n')
		case 'ş', 'ś', 'š':
			b.WriteByte('s')
		case 'ż', 'ź', 'ž':
			b.WriteByte('z')
		case 'ğ':
			b.WriteByte('g')
		case 'ł':
			b.WriteByte('l')
		case 'ř':
			b.WriteByte('r')
		case 'ť':
			b.WriteByte('t')
		case 'ď':
			b.WriteByte('d')
		case 'ß':
			b.WriteString("ss")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// MayBeForeign reports whether a reply's words may hold a phrase of
// OtherLanguages: a word with a letter beyond ASCII, or a word of
// foreignMarker. Every phrase of the other languages holds one of them (a
// test checks it), so a reply without any needs only the English
// vocabularies.
func MayBeForeign(cls []Clause) bool {
	for _, c := range cls {
		for _, w := range c.Words {
			if foreignMarker(w) {
				return true
			}
			for i := 0; i < len(w); i++ {
				if w[i] >= 0x80 {
					return true
				}
			}
		}
	}
	return false
}

// foreignMarker reports whether w, written in ASCII letters, is a word of a
// phrase of the other languages that is not also a common English word.
func foreignMarker(w string) bool {
	switch w {
	case "graag", "volontiers", "volentieri", "gusto", "prazer", "mandar", "bala", "gitsin", "yapin", "edin", "kontynuuj",
		"baslayin", "chetnie", "jedz", "lec",
		"aage", "khoan", "peux", "pouvez", "perfeito", "otimo", "abbrechen", "abhi", "fonce", "tranquillo", "tranquilla", "acuerdo", "valide", "certeza", "marche", "hablar", "dame", "accha", "acha",
		"achha", "agora", "ahora", "ainda", "akkoord", "alles", "allons-y", "andiamo", "annule", "annulla", "anuluj",
		"approvato", "aprobado", "aprovado", "aspetta", "aspetti", "attendez", "attends", "auf", "aun", "aus",
		"avec", "badho", "bekle", "beleza", "benissimo", "bien", "bilkul", "blz", "bora", "bueno", "c'est",
		"cancela", "certamente", "certo", "chalega", "chalo", "chotto", "claro", "czekaj", "d'acc", "d'accord",
		"d'accordo", "da", "dai", "daijobu", "daijoubu", "dale", "davai", "dawaj", "delai", "depois", "desde",
		"desu", "detente", "devam", "dijiye", "dobra", "dobrze", "doe", "douzo", "dozo", "durchführen", "dur",
		"einverstanden", "entendu", "espera", "espere", "esta", "fai", "fais-le", "faites-le", "fallo", "fang",
		"faz", "fechado", "fermati", "frente", "freigegeben", "ga", "gang", "geht", "genehmigt", "goed", "gut",
		"hadi", "hagas", "hai", "hazlo", "horosho", "ii", "iie", "ikimashou", "iptal", "iyi", "jao", "jasne",
		"jeszcze", "jo", "kar", "kardo", "karo", "kesinlikle", "khorosho", "kijiye", "klar", "klingt", "klinkt",
		"konechno", "kudasai", "laat", "ladno", "lance-toi", "lascia", "leg", "lieber", "los", "luego", "maar",
		"mach", "mach's", "machen", "mada", "manda", "matte", "meinetwegen", "mejor", "mir", "moi", "nado", "nahi",
		"nahin", "ne", "nee", "nein", "nicht", "nie", "niet", "noch", "nog", "non", "nu", "nur", "oke", "olur",
		"onegai", "onegaishimasu", "ordnung", "orde", "pare", "parece", "parfait", "pas", "passt", "peki",
		"perfetto", "pode", "poczekaj", "podozhdi", "poehali", "por", "pour", "prima", "proceda", "procedi",
		"prossiga", "rehne", "ruhig", "ruk", "ruko", "ryokai", "ryoukai", "sahi", "sehr", "seguir", "shuru",
		"si", "sieht", "siga", "sigue", "sim", "spoko", "stare", "supuesto", "surtout", "susumete", "susunde",
		"tabii", "tamam", "tard", "theek", "thik", "todavia", "tudo", "uitvoeren", "umsetzen", "va", "vai", "vale",
		"von", "vpered", "wacht", "wakarimashita", "wakatta", "wart", "warte", "weiter", "weitermachen", "yamete",
		"yap", "yapabilirsin", "yapma", "yatte", "zaroor", "zarur", "zatwierdzam", "zgoda", "ziet", "zu", "mal",
		"jeden", "keinen", "bom", "bene", "gør", "gjør", "det", "bra", "godt", "igång", "greit", "fedt", "nej",
		"nei", "vent", "inte", "ikke", "ennå", "endnu", "nå", "jdi", "toho", "pokračuj", "lanjut", "lanjutkan",
		"silakan", "gas", "gaskan", "kerjakan", "setuju", "boleh", "deh", "sip", "baiklah", "jangan", "tunggu",
		"dulu", "belum", "nanti", "saja", "tidak", "nggak", "gak", "yalla", "yallah", "yala", "aywa", "aiwa",
		"tayeb", "tayyib", "istanna", "mish", "dilwa'ti", "fint", "visst", "kjør", "kör", "ut", "lyder", "udělej",
		"ještě", "teď", "dobře", "pořádku", "dobry", "poho", "durchfuhren", "ausfuhren", "hagalo", "hagamoslo", "procedez", "faca", "onayliyorum", "onaylandi", "basla", "rob", "dzialaj", "smialo", "zrob", "kor", "igang", "kjor", "udelej", "pokracuj", "tamamdir", "porzadku", "dobre", "poradku", "vang", "spater", "esperate", "tarde", "arrete", "arretez", "nao", "piu", "tardi", "hayir", "henuz", "degil", "simdi", "stoj", "pozniej", "vanta", "pockej", "khong",
		// Swahili, Finnish, Hungarian, Serbo-Croatian, Tagalog, Romanian in ASCII
		"endelea", "fanya", "hivyo", "anza", "nakubali", "sawa", "haya", "hapana", "subiri", "ngoja", "bado", "usifanye", "sio", "sasa",
		"tee", "niin", "jatka", "vain", "mennä", "menna", "mene", "aloita", "okei", "sopii", "ei", "odota", "hetki", "peruuta", "lopeta", "kay", "selva", "hyva", "vielä", "viela",
		"mehet", "folytasd", "hajra", "kezdd", "rendben", "nem", "varj", "varjal", "allj", "megse", "csinald", "jovahagyom", "hangzik",
		"uradi", "napravi", "samo", "naprijed", "napred", "nastavi", "idemo", "odobreno", "moze", "dobro", "redu", "cekaj", "jos", "stani", "nemoj", "sada",
		"ituloy", "tuloy", "gawin", "sige", "oo", "opo", "ayos", "lang", "huwag", "wag", "muna", "teka", "hindi", "sandali",
		"fa-o", "da-i", "drumul", "mergi", "departe", "aprobat", "bine", "regula", "inca", "asteapta", "stai", "acum", "continua",
		"olvidalo", "olvidate", "vergiss", "laisse", "oublie", "oubliez", "esquece", "esqueca", "deixa", "perdere", "dimenticalo",
		// the verbs of doing (see doing) in ASCII or without accents
		"ander", "andere", "erledige", "korrigiere", "ubernimm", "implementiere", "starte", "setz", "bau", "haz", "hazle",
		"cambialo", "arreglalo", "aplicalo", "implementalo", "corrigelo", "empieza", "procede", "adelante", "change-le",
		"applique-le", "corrige-le", "implemente-le", "muda", "aplica", "corrige", "implementa", "comeca", "applicalo",
		"correggilo", "inizia", "comincia", "parti", "doen", "voer", "zmien", "popraw", "wprowadz", "zacznij", "wdrazaj",
		"odpal", "pust", "zmen", "oprav", "zacni", "spust", "gor", "andra", "fixa", "borja", "endre", "fiks", "begynd",
		"begynn", "degistir", "duzelt", "uygula", "badal", "laga", "fais", "cambia", "arregla", "applique", "eso", "esto", "isso",
		"lecimy", "jedziemy", "dzialamy", "robimy", "jedem", "jedeme", "jdeme", "makej", "podme", "ideme", "jde",
		"arranca", "avanza", "avanca", "avance", "avancar", "avanti", "partiamo", "procediamo", "facciamolo",
		"lance", "lance-le", "lancez", "lancez-le", "faisons-le", "geht's", "legen", "gaan", "slag", "mennaan", "tehdaan",
		"gyerunk", "baslayalim", "yapalim", "bakalim", "haydi", "ayo", "tara", "twende", "tuanze", "ajmo", "ajde", "hajde",
		"ebda2", "ebda", "bina", "jaye", "dalo", "thoi", "trien", "chien", "nessa", "toca", "manos", "obra", "sa",
		"jed", "hyvaksytty", "ndiyo", "kylla", "joo", "igen", "valeu", "vlw", "asante", "kiitos", "koszi", "hvala", "salamat", "mersi", "klidne", "sjed", "hau", "rein", "karlo", "hacelo":
		return true
	}
	return moreForeignMarkers(w)
}

// Ambiguous reports whether a vocabulary phrase is also an ordinary word of
// English or of another language of the vocabularies, so it counts only
// alone in its clause: "da, davai" approves, "da fuq is this" does not;
// "theek hai" is fine, "hai" opens a Japanese yes; "sim" is not the SIM
// card; "los" is German "go", not the Spanish article in "sin los tests".
func Ambiguous(phrase string) bool {
	switch phrase {
	case "hai", "da", "si", "sim", "jo", "los", "mach", "machen", "gut", "klar", "bueno", "vale", "claro", "vai",
		"fai", "dai", "bora", "siga", "sigue", "yap", "dur", "hadi", "iyi", "olur", "devam", "top", "goed",
		"prima", "certo", "theek", "mada", "dame", "karo", "chalo", "dale", "fallo", "pare", "wacht", "bekle",
		"peki", "passt", "spoko", "dobra", "annule", "так", "gas", "sip", "vent", "fint", "visst", "kör", "belum",
		"tidak", "gak", "rob", "doe", "pode", "fais", "faz", "haz", "gör", "gor", "muda", "parti", "doen", "aplica", "corrige",
		// a language's name, a given name, a word of another language
		"hindi", "oo", "jed", "manda", "karlo", "stai", "ei",
		// the words of letsGo said alone, and their forms without accents
		"погнали", "поїхали", "начинаем", "запускаем", "lecimy", "jedziemy", "działamy", "dzialamy", "robimy", "jedem",
		"jedeme", "makej", "poďme", "podme", "arranca", "arrancá", "avanza", "avança", "avanca", "avance", "partiamo",
		"procediamo", "facciamolo", "lance", "lance-le", "lancez", "lancez-le", "faisons-le", "mennään", "mennaan",
		"tehdään", "tehdaan", "gyerünk", "gyerunk", "başlayalım", "baslayalim", "yapalım", "yapalim", "haydi", "ayo",
		"twende", "tuanze", "ajmo", "ajde", "hajde", "ebda2", "ebda", "סע", "가자", "가즈아", "진행시켜주세요", "ㄱㄱㄱ":
		return true
	}
	return false
}

// IsForeignNegation reports whether w negates what follows it in one of
// the other languages: "nicht", "no lo hagas" ("no" is English too),
// "não", "non farlo", "ne le fais pas", "не делай", "nie rób". Placed after
// a verb ("mach das nicht") it ends the clause and refuses what came
// before, as the last position counts.
func IsForeignNegation(w string) bool {
	if w == "" {
		return false
	}
	// Two switches, by the first byte: one switch over every length of
	// these words compiles to a jump table on the length, an indirect
	// branch mispredicted at nearly every word of a reply (about 1.5 µs of
	// the consent benchmark's 100).
	if w[0] < utf8.RuneSelf {
		switch w {
		case "nicht", "kein", "keine", "nein", "não", "nao", "non", "pas", "ne", "niet", "nie", "nahi",
			"nahin", "hayır", "iie", "nej", "nei", "inte", "ikke", "jangan", "tidak", "nggak", "gak", "không":
			return true
		}
		return false
	}
	switch w {
	case "не", "нет", "不", "别", "没", "안", "못", "ні", "đừng", "لا", "לא", "אל", "نه", "όχι", "नहीं", "না", "ไม่":
		return true
	}
	return false
}

// IsAddress reports whether w is a form of address, a politeness word or a
// dictated punctuation mark that says nothing about a plan: "yes mate go
// ahead", "haan bhai", "just do it bro", "ok yes go ahead period".
func IsAddress(w string) bool {
	switch w {
	case "mate", "dude", "bro", "bruh", "fam", "buddy", "pal", "boss", "chief", "yaar", "bhai", "ji", "sir",
		"kindly", "kudasai", "period", "lol", "haha", "mal", "doch", "ruhig", "einfach", "pure", "então", "alors",
		"allora", "gerne", "o", "lütfen", "пожалуйста", "proszę", "alsjeblieft", "favore", "per", "por", "dokey", "doki", "doke",
		"nomás", "nomas", "nessa", "tutta", "dann", "aja", "saja", "dong", "deh", "yuk", "brother", "bruv", "captain", "cap", "sis", "bhaiya", "didi", "habibi", "akhi", "hermano", "amigo", "mano", "inshallah", "insha'allah", "anh", "chị", "em", "bạn":
		return true
	}
	return false
}

// IsThanks reports whether w thanks, in English or another language, and
// so adds nothing to what the reply says of a plan: "sí, adelante,
// gracias", "yes do it, ta", "ok danke".
func IsThanks(w string) bool {
	switch w {
	case "thanks", "thank", "thx", "ty", "tysm", "ta", "thnx", "thanx", "tnx", "tks", "thankyou", "cheers",
		"gracias", "merci", "danke", "dank", "bedankt", "grazie", "obrigado", "obrigada", "спасибо", "spasibo",
		"dziękuję", "dzieki", "dzięki", "shukriya", "dhanyavaad", "dhanyavad", "arigato", "arigatou", "teşekkürler",
		"tesekkurler", "sağol", "tack", "takk", "谢", "감사합니다", "شكرا", "shukran", "terima", "kasih", "cảm", "ơn", "valeu", "vlw", "ευχαριστώ", "תודה", "asante", "kiitos", "köszi", "köszönöm", "hvala", "salamat", "mersi", "mulțumesc",
		"obg", "obgd", "obgda", "brigado", "brigada", "grax", "спс", "mrc": // chat short forms: "Sim pode seguir obg"
		return true
	}
	return false
}

// ForeignYes reports whether w is the yes-word of another language that
// is nothing else in English: "ja", "oui", "sí", "evet", "iya", "да".
// People open a reply with it ("Ja, go ahead", "sí, hazlo", "oui go for
// it"): it agrees, and the words after it say to what. Canonical reads it
// as "ok", so on its own, or before an acknowledgement ("ja ok"), it is an
// acknowledgement, not outright approval; as the whole answer to a closed
// question that asks to confirm the go-ahead ("Just to confirm, you want
// me to proceed?") it is that answer's yes (the consent package reads
// that). "si", "hai", "da", "sim", "jo" are also words of English or of
// another language: they are phrases of the vocabularies that count alone
// (see Ambiguous), not here.
func ForeignYes(w string) bool {
	switch w {
	case "ja", "sí", "sì", "oui", "ouais", "tak", "jawohl", "evet", "haan", "да", "네", "예", "ano", "نعم", "có",
		"ναι", "כן", "ndiyo", "kyllä", "kylla", "joo", "igen", "أجل", "iya", "はい", "ええ", "是的",
		"넵", "넹", "ㅇㅇ", "ㅇㅋ": // Korean chat yes and ok

		return true
	}
	return false
}

// semitic reads a word of Arabic or Hebrew script the way the vocabularies
// are written: the Arabic short-vowel and doubling marks (harakat, shadda)
// left out ("نفّذ" is "نفذ"), and the conjunction "and" that both
// languages write onto the next word ("ونفذ", "ותמשיך") split off when the
// rest is a one-word phrase of the Arabic or Hebrew vocabulary. Any other
// word is returned as it is.
func semitic(w string) string {
	if len(w) < 2 || w[0] < 0xd6 || w[0] > 0xdb {
		return w // neither Hebrew (U+05xx) nor Arabic (U+06xx) script
	}
	if strings.ContainsAny(w, "\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0670") {
		w = strings.Map(func(r rune) rune {
			if (r >= 0x064b && r <= 0x0652) || r == 0x0670 {
				return -1
			}
			return r
		}, w)
	}
	var rest string
	var vocab *vocabulary
	switch {
	case strings.HasPrefix(w, "و"):
		rest, vocab = w[len("و"):], &arabic
	case strings.HasPrefix(w, "ו"):
		rest, vocab = w[len("ו"):], &hebrew
	default:
		return w
	}
	if utf8.RuneCountInString(rest) < 2 {
		return w
	}
	for _, list := range [...][]string{vocab.high, vocab.medium, vocab.negative} {
		for _, p := range list {
			if p == rest {
				return "and " + rest
			}
		}
	}
	return w
}

// OwnLeave reports whether w, in a condition of one of the other
// languages, makes it the assistant's own will, readiness or a
// possibility ("wenn du willst", "si quieres", "si tu veux", "se
// possibile", "als je wilt", "agar chaho"): a condition that gives leave
// rather than setting a term.
func OwnLeave(w string) bool {
	switch w {
	case "willst", "möchtest", "magst", "wollen", "möglich", "moglich", "nötig", "notig", "bereit",
		"quieres", "quiere", "puedes", "posible", "necesario", "listo", "lista",
		"veux", "voulez", "peux", "pouvez", "possible", "nécessaire", "prêt", "prête",
		"quiser", "puder", "possível", "possivel", "pronto",
		"vuoi", "vuole", "puoi", "possibile", "necessario",
		"wil", "wilt", "kunt", "mogelijk", "klaar", "nodig",
		"chaho", "chahe", "chahiye", "możesz", "mozesz", "chcesz", "istersen", "хочешь", "можешь":
		return true
	}
	return false
}

// hanJoined reads the Chinese words at s[at:] whose characters mean
// something else one by one, as Clauses would split them: "不错", "不赖"
// ("not bad") are praise, read as "good", not a "不"; the connectors
// "不过", "但是", "可是" ("but"; "不" alone is "no") are read as "but", so
// that they open a clause as the English word does; and the question form
// "V不V" ("会不会影响", "要不要", "能不能", "是不是") asks, it does not
// negate: it is read as its verb followed by the question particle "吗"
// (question). It returns the word and the bytes it covers, 0 for none.
func hanJoined(s string, at int) (w string, question bool, n int) {
	for _, c := range [...]string{"不过", "不過", "但是", "可是"} {
		if strings.HasPrefix(s[at:], c) {
			return "but", false, len(c)
		}
	}
	for _, c := range [...]string{"不错", "不錯", "不赖", "不賴"} {
		if strings.HasPrefix(s[at:], c) {
			return "good", false, len(c) // "not bad": praise, as "不错，就这么干"
		}
	}
	v, size := utf8.DecodeRuneInString(s[at:])
	if size < 3 || v == '不' || !strings.HasPrefix(s[at+size:], "不") {
		return "", false, 0
	}
	if v2, m := utf8.DecodeRuneInString(s[at+size+len("不"):]); v2 == v && m == size {
		return string(v), true, size + len("不") + m
	}
	return "", false, 0
}

// HanNegatorLen returns the length, in words, of a Chinese negation that
// opens at words[i] ("别", "不要", "先别", "先不要": "don't", "don't …
// yet"), one character a word as Clauses makes them; 0 for none. With an
// object after it ("先别提交", "don't commit yet") it restricts what it
// names, as "don't" does; alone it refuses.
func HanNegatorLen(words []string, i int) int {
	n := 0
	if words[i] == "先" {
		n = 1 // "for now"
	}
	if i+n >= len(words) {
		return 0
	}
	switch words[i+n] {
	case "别", "別":
		return n + 1
	case "不":
		if i+n+1 < len(words) && (words[i+n+1] == "要" || words[i+n+1] == "用") {
			return n + 2
		}
		return n + 1
	}
	return 0
}

// isASCII reports whether s has only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
