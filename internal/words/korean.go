package words

import "strings"

// Korean glues its politeness onto the verb: "진행해", "진행해요",
// "진행해 주세요", "진행하세요", "진행하셔도 됩니다" all say "go ahead", from
// the familiar to the formal. The vocabulary lists the plain imperative of
// each verb of proceeding ("진행해", "시작해", "계속해"); koreanRequest reads
// the other endings of a request or a permission back to it, so that a
// new politeness level needs no new phrase. Endings of a negation ("-지
// 마세요"), of a question ("-할까요") or of the past are not requests and
// are left as they are.

// koreanStems are the verbs of proceeding, starting and going on.
var koreanStems = [...]string{"진행", "시작", "계속"}

// koreanRequestEndings are the endings of a request or permission after a
// verb stem of the "하다" class, familiar to formal.
var koreanRequestEndings = [...]string{"해요", "해줘", "해줘요", "해주세요", "해주십시오", "하세요", "하십시오",
	"하셔도", "해도", "합시다", "하자", "해봐", "해봐요", "하시죠", "해라"}

// koreanRequest returns the plain imperative ("진행해") of a Korean verb
// of proceeding said with another ending of a request ("진행해요",
// "진행하십시오", "시작하셔도"), or w.
func koreanRequest(w string) string {
	if w == "" || w[0] < 0xEA || w[0] > 0xED { // not a Hangul syllable: the cheap test first
		return w
	}
	for _, stem := range koreanStems {
		rest, ok := strings.CutPrefix(w, stem)
		if !ok {
			continue
		}
		for _, e := range koreanRequestEndings {
			if rest == e {
				return stem + "해"
			}
		}
	}
	return w
}
