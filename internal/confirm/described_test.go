package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestIndirectRequests holds the rules of the fourth reading round: a file
// named by description, a statement of the changed lines' new value, a
// follow-up naming a part of a declared name, a deferral and "not here".
func TestIndirectRequests(t *testing.T) {
	compose := fileTarget("docker-compose.yml", "services:\n  redis:\n    image: redis:6\n", "services:\n  redis:\n    image: redis:7\n")
	css := fileTarget("static/css/main.css", ".btn {\n  border-radius: 2px;\n}\n", ".btn {\n  border-radius: 6px;\n}\n")
	ci := fileTarget(".github/workflows/ci.yml", "jobs:\n  test:\n    steps:\n      - uses: actions/setup-go@v5\n        with:\n          go-version: '1.21'\n", "jobs:\n  test:\n    steps:\n      - uses: actions/setup-go@v5\n        with:\n          go-version: '1.23'\n")
	kt := fileTarget("Note.kt", "data class Note(val body: String) {\n    fun preview() = body.take(80)\n}\n", "data class Note(val body: String) {\n    fun preview() = body.take(120)\n}\n")
	appConfig := fileTarget("App.config", "<appSettings>\n    <add key=\"EnableCache\" value=\"false\" />\n</appSettings>\n", "<appSettings>\n    <add key=\"EnableCache\" value=\"true\" />\n</appSettings>\n")
	for _, tt := range []struct {
		name   string
		conv   []Turn
		target Target
		want   Level
	}{
		{"every word of a description is a part of the path", []Turn{u("redis in the docker compose file is on 6, bump it to 7")}, compose, Explicit},
		{"a description with a word the path lacks names another file", []Turn{u("bump redis to 7 in the staging compose file")}, compose, NeedsConfirmation},
		{"a kind the extension shows makes a plain part enough", []Turn{u("round the buttons to 6px in the main stylesheet")}, css, Explicit},
		{"a two-letter part and a head noun", []Turn{u("bump the CI workflow to go 1.23")}, ci, Explicit},
		{"the old value and the new one", []Turn{u("preview() cuts at 80 chars, make it 120")}, kt, Explicit},
		{"the new value alone, no anchor", []Turn{u("make it 120")}, kt, NeedsConfirmation},
		{"the same as a question", []Turn{u("preview() cuts at 80 chars, should it be 120?")}, kt, NeedsConfirmation},
		{"the same as a possibility", []Turn{u("preview() cuts at 80 chars, 120 would be nicer maybe")}, kt, NeedsConfirmation},
		{"a named key and a literal", []Turn{u("EnableCache to true in App.config thx")}, appConfig, Explicit},
		{"a switch word for the literal the change writes", []Turn{u("flip EnableCache on in App.config")}, appConfig, Explicit},
		{"a switch word for the literal the change takes away", []Turn{u("flip EnableCache off in App.config")}, appConfig, NeedsConfirmation},
		{"someone else's wish", []Turn{u("the lead wants EnableCache true in App.config")}, appConfig, NeedsConfirmation},
		{"negated", []Turn{u("EnableCache in App.config is not true yet")}, appConfig, NeedsConfirmation},
		{"not now declines a proposal", []Turn{u("Note.kt previews are too short"), a("I'd change `body.take(80)` to `body.take(120)` in preview(). Shall I?"), u("hmm not now, let me ask design first")}, kt, NeedsConfirmation},
		{"not here sends it elsewhere", []Turn{u("preview() cuts too early. fix it in the list adapter, not here")}, kt, NeedsConfirmation},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: tt.conv, Target: tt.target})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}

// TestSameForAPartOfADeclaredName: "same for the teams one" names ListTeams.
func TestSameForAPartOfADeclaredName(t *testing.T) {
	before := "func ListUsers() {\n\tq(\"SELECT * FROM users LIMIT 100\")\n}\n\nfunc ListTeams() {\n\tq(\"SELECT * FROM teams\")\n}\n"
	after := "func ListUsers() {\n\tq(\"SELECT * FROM users LIMIT 100\")\n}\n\nfunc ListTeams() {\n\tq(\"SELECT * FROM teams LIMIT 100\")\n}\n"
	tg := fileTarget("handlers/list.go", before, after)
	conv := []Turn{u("add a LIMIT 100 to the users query in handlers/list.go"), a("Done: ListUsers now has LIMIT 100."), u("same for the teams one")}
	assert.Equal(t, Explicit, Classify(Request{Conversation: conv, Target: tg}).Level)
	conv[2] = u("does the teams one need it too?")
	assert.Equal(t, NeedsConfirmation, Classify(Request{Conversation: conv, Target: tg}).Level)
}

func TestPartsOfPath(t *testing.T) {
	pp := partsOfPath("src/Shipping/RateCalculator.cs")
	assert.Equal(t, []string{"src", "shipping"}, pp.dirs)
	assert.Equal(t, []string{"rate", "calculator", "cs"}, pp.base)
	assert.Equal(t, "cs", pp.ext)
	for w, part := range map[string]string{"workflow": "workflows", "eslint": "eslintrc", "makefiel": "makefile", "ci": "ci"} {
		assert.True(t, samePart(w, part), w)
	}
	assert.False(t, samePart("prod", "production"))
	assert.False(t, samePart("api", "apis2"))
}

// TestDescribedFile: where a description names the file and where it
// does not.
func TestDescribedFile(t *testing.T) {
	ci := fileTarget(".github/workflows/ci.yml", "on: push\n", "on: [push]\n")
	env := fileTarget(".env.example", "CREATED_AT=\n\nA=\n", "CREATED_AT=\n\nA=\nB=\n")
	for _, tt := range []struct {
		text   string
		target Target
		want   bool
	}{
		{"bump the CI workflow to 1.23", ci, true},
		{"the ci workflow badge is red", ci, false},       // runs on into another noun
		{"the release workflow should pin it", ci, false}, // a word the path lacks
		{"add B to the env example, empty", env, true},
		{"add B to the env example loader", env, false},
		{"the example is wrong", env, false},              // a generic part alone
		{"add created_at in the env example", env, false}, // a part of the file the edit leaves
	} {
		norm := lang.Normalize(tt.text)
		ws := lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)})
		assert.Equal(t, tt.want, len(describedFile(norm, ws, tt.target)) > 0, tt.text)
	}
}
