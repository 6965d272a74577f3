package confirm

import (
	"strings"
	"testing"
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
