package dispatch

import (
	"strings"
	"unicode"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
)

// cjkAddVerbs ask to add in languages written without spaces: Chinese
// 添加/加上/加入/追加, Japanese 追加/追記, Korean 추가.
var cjkAddVerbs = []string{"添加", "加上", "加入", "追加", "追記", "추가"}

// asksToAdd reports whether a clause asks for something to be added to
// a file, its lines kept, in whatever language: a verb of adding as a
// word ("add", "append", "include", "añade", "füge … hinzu",
// "Procfile'a … ekle", "aggiungi") or one of the verbs of adding of
// languages without spaces ("在 .gitignore 里添加 …").
func asksToAdd(clause string) bool {
	if hasAnyWord(clause, additiveVerbs) {
		return true
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(clause), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if confirm.IsAddWord(w) {
			return true
		}
	}
	for _, v := range cjkAddVerbs {
		if strings.Contains(clause, v) {
			return true
		}
	}
	return false
}
