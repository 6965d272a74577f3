package confirm

import (
	"fmt"
	"strings"
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// BenchmarkClassify: the real fixture's conversation (request, plan, "go
// ahead") against the real edit.
func BenchmarkClassify(b *testing.B) {
	req := Request{Conversation: []Turn{u("Fix empty entry handling in parse.go"), a(fixturePlan), u("go ahead")}, Target: parseEdit()}
	for b.Loop() {
		Classify(req)
	}
}

// BenchmarkClassifyPastedWall: a prompt of 90 KB that names the file ten
// thousand times; only its head and tail are read.
func BenchmarkClassifyPastedWall(b *testing.B) {
	req := Request{Conversation: []Turn{u(strings.Repeat("parse.go handleEntry fix ", 4000))}, Target: parseEdit()}
	for b.Loop() {
		Classify(req)
	}
}

// BenchmarkRenderEditOf1MB: a one-line edit in the middle of a 1 MB file.
func BenchmarkRenderEditOf1MB(b *testing.B) {
	before := numbered(100_000)[:1<<20]
	after := strings.Replace(before, "line 50000\n", "line fifty thousand\n", 1)
	c := Change{Name: "big.go", Before: before, After: after}
	for b.Loop() {
		Confirmation(c)
	}
}

// BenchmarkClassifyScopeOf1MB: a request naming a key of a 1 MB file,
// against an edit of that key and a neighbour (every part is checked).
func BenchmarkClassifyScopeOf1MB(b *testing.B) {
	before := numbered(100_000)[:1<<20]
	before = strings.Replace(before, "line 50000\nline 50001\n", "timeout: 10\nretries: 3\n", 1)
	after := strings.Replace(before, "timeout: 10\nretries: 3\n", "timeout: 30\nretries: 5\n", 1)
	req := Request{Conversation: []Turn{u("set the timeout in big.yaml to 30")}, Target: TargetOf(Change{Name: "big.yaml", Path: "/p/big.yaml", Before: before, After: after})}
	if Classify(req).Level != NeedsConfirmation {
		b.Fatal("the neighbour's change must be asked about")
	}
	for b.Loop() {
		Classify(req)
	}
}

// BenchmarkClassifyScopeRewrite: a Write over a 2,000-line file that
// changes every tenth line, for a request naming one key.
func BenchmarkClassifyScopeRewrite(b *testing.B) {
	var before, after strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&before, "key%d: %d\n", i, i)
		if i%10 == 0 {
			fmt.Fprintf(&after, "key%d: %d\n", i, i+1)
		} else {
			fmt.Fprintf(&after, "key%d: %d\n", i, i)
		}
	}
	req := Request{Conversation: []Turn{u("bump key0 in conf.yaml to 1")}, Target: TargetOf(Change{Name: "conf.yaml", Path: "/p/conf.yaml", Before: before.String(), After: after.String()})}
	for b.Loop() {
		Classify(req)
	}
}

// BenchmarkClassifyTopicOf1MB: a request naming no key, only words of a
// 1 MB file ("turn off react/prop-types"), against an edit of another line
// near its top (the file is read from its head): the
// topic rule cuts the file's head and the request into pieces.
func BenchmarkClassifyTopicOf1MB(b *testing.B) {
	before := numbered(100_000)[:1<<20]
	before = strings.Replace(before, "line 10\nline 11\n", "\"no-console\": \"off\",\n\"react/prop-types\": \"warn\",\n", 1)
	after := strings.Replace(before, "\"no-console\": \"off\"", "\"no-console\": \"warn\"", 1)
	req := Request{Conversation: []Turn{u("turn off react/prop-types in lint.json, the warnings drown everything")}, Target: TargetOf(Change{Name: "lint.json", Path: "/p/lint.json", Before: before, After: after})}
	if Classify(req).Level != NeedsConfirmation {
		b.Fatal("an edit of another line must be asked about")
	}
	for b.Loop() {
		Classify(req)
	}
}

// BenchmarkClassifyIndirect: a request naming the file by description and
// stating the new value without a verb, the reading of the fourth round
// (described.go, spells.go) on a 4 KB message.
func BenchmarkClassifyIndirect(b *testing.B) {
	tg := fileTarget(".github/workflows/ci.yml", "jobs:\n  test:\n    steps:\n      - uses: actions/setup-go@v5\n        with:\n          go-version: '1.21'\n",
		"jobs:\n  test:\n    steps:\n      - uses: actions/setup-go@v5\n        with:\n          go-version: '1.23'\n")
	msg := strings.Repeat("we spent the week on the flaky build and the runners, and the cache. ", 58) + "go 1.21 is out of support, the CI workflow should be on 1.23"
	req := Request{Conversation: []Turn{u(msg)}, Target: tg}
	for b.Loop() {
		Classify(req)
	}
}

// BenchmarkClassifySubject classifies a bare "oh. fix it" after a 4 KB
// diagnosis of mine that names the file and quotes the changed line: the
// subject rule reads the whole assistant message.
func BenchmarkClassifySubject(b *testing.B) {
	tg := fileTarget("src/styles/layout.css", ".content {\n  margin-left: 240px;\n}\n", ".content {\n  margin-left: 280px;\n}\n")
	diag := strings.Repeat("The sidebar is fixed and the grid has three columns on wide screens. ", 58) +
		"In src/styles/layout.css, .sidebar is 280px wide but .content only has margin-left: 240px."
	req := Request{Conversation: []Turn{u("why does the sidebar overlap on tablets?"), a(diag), u("oh. fix it")}, Target: tg}
	for b.Loop() {
		Classify(req)
	}
}

// BenchmarkClassifySettingsLine measures a one-line change of a long line
// of settings (the settings of the line are read once per request).
func BenchmarkClassifySettingsLine(b *testing.B) {
	var line strings.Builder
	line.WriteString("func connect(")
	for i := 0; i < 200; i++ {
		fmt.Fprintf(&line, "opt%d=%d, ", i, i)
	}
	line.WriteString("timeout=10):\n")
	src := line.String() + "    pass\n"
	t := TargetOf(Change{Name: "db.py", Before: src, After: strings.Replace(src, "opt7=7", "opt7=8", 1)})
	req := Request{Conversation: []Turn{{Role: "user", Text: "bump opt150 and the timeout default in db.py to 30"}}, Target: t}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Classify(req)
	}
}

// BenchmarkPutsForward: reading a 4 KB assistant message for an option or
// a closing go-ahead question, as approvedProposal does on every yes that
// answers no "I'd …" proposal.
func BenchmarkPutsForward(b *testing.B) {
	msg := strings.Repeat("The worker reads the queue and acks each job after the handler returns. ", 55) + "One option: set `concurrency: 8`. Want that?"
	norm := lang.Normalize(msg)
	for i := 0; i < b.N; i++ {
		putsForward(norm)
	}
}

// BenchmarkClassifyFollowUp classifies round 9's readings: a follow-up
// that names no file but spells the change, and a request in a language
// the vocabulary does not hold.
func BenchmarkClassifyFollowUp(b *testing.B) {
	const consts = "pub const HELLO: &str = \"hi\";\n"
	tg := TargetOf(Change{Name: "src/consts.rs", Path: "/p/src/consts.rs", Before: consts,
		After: consts + "pub const BYE: &str = \"ciao\";\n"})
	follow := []Turn{{Role: User, Text: "change HELLO in src/consts.rs to \"hi\""}, {Role: Assistant, Text: "Done."},
		{Role: User, Text: "now add BYE = \"ciao\" under it"}}
	foreign := []Turn{{Role: User, Text: "Додай BYE = \"ciao\" у src/consts.rs після HELLO"}}
	b.ReportAllocs()
	for b.Loop() {
		Classify(Request{Conversation: follow, Target: tg})
		Classify(Request{Conversation: foreign, Target: tg})
	}
}

// BenchmarkClassifyCommaWall: one sentence of 2,000 clauses, each asking
// for a change to parse.go: the hedges of other languages are looked for
// only a few clauses back, not over every clause before each request.
func BenchmarkClassifyCommaWall(b *testing.B) {
	req := Request{Conversation: []Turn{u(strings.Repeat("fix parse.go, ", 2000))}, Target: parseEdit()}
	for b.Loop() {
		Classify(req)
	}
}
