package words

// politeForms are the forms of going ahead that round 21's audit of thirty
// languages found missing: the polite and plural imperatives and the "you
// may" of verbs the tables had in one form only (Russian "выполняй",
// Ukrainian "виконуй", Turkish "yapabilirsiniz", Finnish "tehkää",
// Hungarian "csinálja meg", Persian "انجام بدید", Portuguese "podes
// avançar"), the dialect forms of Arabic ("اعملها", "سوّها" read without
// its mark, "امشي"), Bengali "করে ফেলো" and Chinese "你来做" (you do it). The holds and refusals of the
// same forms are listed beside them: a polite "don't" must refuse as the
// plain one does.
var politeForms = vocabulary{
	high: []string{"выполняй", "выполняйте", "выполни", "виконуй", "виконуйте", "продовжуй", "продовжуйте", "починай",
		"yapabilirsiniz", "devam edebilirsiniz", "devam edebilirsin", "başlayabilirsiniz", "uygulayın",
		"tehkää se", "tehkää", "jatkakaa", "aloittakaa",
		"csinálja meg", "csinálja", "folytassa", "kezdje el",
		"انجام بدید", "انجام بدین", "انجامش بدید", "ادامه بدید", "شروع کنید",
		"podes avançar", "podes seguir", "podes fazer", "podes avançar com isso",
		"mándale", "échale", "hágale", "ga verder", "ga voort",
		"اعملها", "اعمل", "سوها", "امشي",
		"করে ফেলো", "করে ফেলুন", "করে দিন",
		"chalo karte hain", "kar dete hain",
		"你 来 做", "你 来 弄", "你 来 吧", "交 给 你 了", "请 开 始", "請 開 始"},
	// Japanese "good" with a softening ending ("I think it's good", "it's
	// fine, but"): acknowledgements, which a one-character typo of "いいよ"
	// read before round 21 (see singleGlyph)
	medium: []string{"ماشي", "い い と 思 う", "い い と 思 い ま す", "い い け ど", "い い で す け ど", "い い ん じ ゃ な い"},
	negative: []string{"не выполняй", "не виконуй", "не починай", "yapmayın", "älkää tehkö", "ne csinálja", "انجام ندید",
		"não avances", "no le mandes", "ga niet verder", "اوعى", "متعملهاش", "করবেন না", "mat kijiye",
		"你 别 做", "先 别 做"},
}
