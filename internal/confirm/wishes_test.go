package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestWishInAnyLanguage: a message that puts its change off to a time
// of the user's convenience ("if you have time", "later", "someday") or
// says it is not urgent wishes for the change, whatever language it is
// written in; the same change asked plainly, or "not urgent" beside a
// plain imperative in English, is a request.
func TestWishInAnyLanguage(t *testing.T) {
	const mk = "build:\n\tgo build ./...\n"
	const mkNew = "build:\n\tgo build ./...\n\nlint:\n\tgolangci-lint run\n"
	const cfg = "port: 8080\n"
	for _, c := range []followupCase{
		{"korean: if there is time, later, not urgent", []string{"혹시 시간 되면 나중에 Makefile에 lint 타겟 추가하는 것도 괜찮을 것 같아요, 급한 건 아니에요"},
			"Makefile", mk, mk, mkNew, NeedsConfirmation},
		{"korean: later, on its own", []string{"나중에 Makefile에 lint 타겟 추가해 주세요"},
			"Makefile", mk, mk, mkNew, NeedsConfirmation},
		{"japanese: when you have time", []string{"時間があれば Makefile に lint ターゲットを追加してください"},
			"Makefile", mk, mk, mkNew, NeedsConfirmation},
		{"chinese: not urgent", []string{"不急，有空的话在 Makefile 里加一个 lint 目标"},
			"Makefile", mk, mk, mkNew, NeedsConfirmation},
		{"german: someday, not urgent", []string{"irgendwann könntest du ein lint-Target zum Makefile hinzufügen, nicht dringend"},
			"Makefile", mk, mk, mkNew, NeedsConfirmation},
		{"french: if you have the time", []string{"si tu as le temps, ajoute une cible lint au Makefile"},
			"Makefile", mk, mk, mkNew, NeedsConfirmation},
		{"spanish: later", []string{"más tarde añade un target lint al Makefile, no es urgente"},
			"Makefile", mk, mk, mkNew, NeedsConfirmation},
		{"russian: when there is time", []string{"когда будет время, добавь lint в Makefile"},
			"Makefile", mk, mk, mkNew, NeedsConfirmation},
		{"english: would be nice someday", []string{"would be nice to have a lint target in the Makefile someday"},
			"Makefile", mk, mk, mkNew, NeedsConfirmation},
		{"korean: asked plainly", []string{"Makefile에 lint 타겟 추가해 주세요"},
			"Makefile", mk, mk, mkNew, Explicit},
		{"german: asked plainly", []string{"füge bitte ein lint-Target zum Makefile hinzu"},
			"Makefile", mk, mk, mkNew, Explicit},
		{"english: no rush beside an imperative", []string{"no rush, but please set the port in config.yaml to 9090"},
			"config.yaml", cfg, "port: 8080", "port: 9090", Explicit},
	} {
		t.Run(c.name, c.run)
	}
}

// TestWishLaterOwnWork: a "later" in a sentence after the request, about
// the user's own work, leaves the request a request.
func TestWishLaterOwnWork(t *testing.T) {
	const ts = "{\n  \"compilerOptions\": {\n    \"strict\": false\n  }\n}\n"
	for _, c := range []followupCase{
		{"japanese: I'll fix the errors later", []string{"tsconfig.json の strict を true にしてください。エラーは後で直します"},
			"tsconfig.json", ts, "\"strict\": false", "\"strict\": true", Explicit},
		{"japanese: later, then the request", []string{"後で tsconfig.json の strict を true にしてください。"},
			"tsconfig.json", ts, "\"strict\": false", "\"strict\": true", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestDescribedDocument: a prose file is named by its name and a word for
// a document ("the install doc", "the deploy guide", "the faq page"); a
// code file is no "doc", and the word must end the description.
func TestDescribedDocument(t *testing.T) {
	install := fileTarget("docs/install.md", "# Install\n\nRun npm i -g tool.\n", "# Install\n\nRun npm i -g tool.\n\nOn EACCES set a user prefix.\n")
	deploy := fileTarget("docs/deploy-guide.rst", "Deploy\n======\n", "Deploy\n======\n\nUse the staging key.\n")
	code := fileTarget("src/install.ts", "export const a = 1;\n", "export const a = 2;\n")
	for _, tt := range []struct {
		text   string
		target Target
		want   bool
	}{
		{"add a note to the install doc about EACCES", install, true},
		{"the install docs should mention EACCES", install, true},
		{"mention the staging key in the deploy guide", deploy, true},
		{"the install doc link is broken", install, false}, // runs on into another noun
		{"add a note to the install doc about EACCES", code, false},
		{"add a note to the setup doc about EACCES", install, false}, // a word the path lacks
	} {
		norm := lang.Normalize(tt.text)
		ws := lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)})
		assert.Equal(t, tt.want, len(describedFile(norm, ws, tt.target)) > 0, tt.text)
	}
}
