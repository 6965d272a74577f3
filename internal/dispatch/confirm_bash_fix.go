package dispatch

import (
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// fixStems begin the words that ask for fixing, by meaning across the
// languages read: fix, autofix, (auto)correct, repair, apply (the
// fixes); corriger/corrige/corregir/corrigir, correggi, arregla,
// korrigiere, behebe, répare, napraw/popraw, исправь/почини.
var fixStems = []string{"fix", "autofix", "auto-fix", "autocorrect", "auto-correct", "correct", "repair", "apply", "clean", "tidy", "resolve", "address",
	"corrig", "correg", "arregl", "conserta", "sistema", "korrigier", "behebe", "beheb", "repar", "répar", "napraw", "popraw", "исправ", "почин", "поправ"}

// fixMarks ask for fixing inside words of languages written without
// spaces: 修复, 修正, 改正, 直して, 고쳐, 수정.
var fixMarks = []string{"修复", "修正", "改正", "直し", "直す", "고쳐", "수정"}

// asksToFix reports whether said asks for what a linter finds to be
// fixed: a word of fixing in any language read, or the fix option itself
// ("run eslint --fix on app.js").
func asksToFix(said, option string) bool {
	low := strings.ToLower(said)
	for _, f := range strings.Fields(low) {
		t := strings.Trim(f, ".,;:!?¡¿()\"'`")
		if t == strings.ToLower(option) {
			return true
		}
		for _, s := range fixStems {
			if strings.HasPrefix(t, s) {
				return true
			}
		}
	}
	for _, m := range fixMarks {
		if strings.Contains(said, m) {
			return true
		}
	}
	return false
}

// fixesUnasked reports whether write w is a linter's fix (shell.Write.
// Fixes: rubocop -A, eslint --fix) asked for only as a run of the linter:
// the user's latest message names the linter, and neither it nor the
// offer it answers asks for fixing. "run rubocop on app/models/user.rb
// and tell me what it flags" asks for its report; "the lint is red, sort
// it out" (no linter named) is read by the fixer's own aliases.
func fixesUnasked(conv []confirm.Turn, w shell.Write) bool {
	said := latestUser(conv)
	return w.Fixes != "" && containsWord(strings.ToLower(said), strings.ToLower(toolProgram(w.Tool))) &&
		!asksToFix(said, w.Fixes) && !asksToFix(offerAnswered(conv), w.Fixes)
}
