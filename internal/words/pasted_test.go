package words

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMask(t *testing.T) {
	tests := []struct {
		name, in string
		quotes   QuoteRule
		want     string
		masked   bool
	}{
		{"plain text stays", "fix parse.go please", AllQuotes, "fix parse.go please", false},
		{"fenced block", "```\nERROR set port to 9090\n```\nwhat's going on?", KeepQuotes, "   \n                      \n   \nwhat's going on?", true},
		{"quoted line", "> go ahead\nthat's what you said", KeepQuotes, "          \nthat's what you said", true},
		{"indented block after a blank line", "from CI:\n\n    ERROR: fix config.yaml\n\nany idea?", KeepQuotes, "from CI:\n\n                          \n\nany idea?", true},
		{"indented line without a blank before is text", "fix it\n    please", KeepQuotes, "fix it\n    please", false},
		{"log line", "[ERROR] 10:00 set port\nwhy?", KeepQuotes, "                      \nwhy?", true},
		{"quotes only when asked", `my manager said "go ahead" but no`, KeepQuotes, `my manager said "go ahead" but no`, false},
		{"double quotes", `my manager said "go ahead" but no`, AllQuotes, "my manager said " + sp(len(`"go ahead"`)) + " but no", true},
		{"curly quotes", "he said “ship it” lol", AllQuotes, "he said " + sp(len("“ship it”")) + " lol", true},
		{"backticks", "the bot says `approved`", AllQuotes, "the bot says " + sp(len("`approved`")), true},
		{"single quotes around words", "the ticket says 'ship it now' ok", AllQuotes, "the ticket says " + sp(len("'ship it now'")) + " ok", true},
		{"speech: a long quote", `Bob wrote "set the port in config.yaml" today`, QuotedSpeech, "Bob wrote " + sp(len(`"set the port in config.yaml"`)) + " today", true},
		{"speech: after a verb of saying", `he said "ship it"`, QuotedSpeech, "he said " + sp(len(`"ship it"`)), true},
		{"speech: a short quote names a thing", `make it say "empty entry"`, QuotedSpeech, `make it say "empty entry"`, false},
		{"speech: code spans stay", "the bot says `approved`", QuotedSpeech, "the bot says `approved`", false},
		{"apostrophes are not quotes", "don't, it's fine", AllQuotes, "don't, it's fine", false},
		{"a Rust panic and its message", "thread 'main' panicked at src/cli.rs:2:15:\ncalled `Result::unwrap()` on an `Err` value\nnote: run with `RUST_BACKTRACE=1` to display a backtrace\n\n?",
			KeepQuotes, sp(len("thread 'main' panicked at src/cli.rs:2:15:")) + "\n" + sp(len("called `Result::unwrap()` on an `Err` value")) + "\n" + sp(len("note: run with `RUST_BACKTRACE=1` to display a backtrace")) + "\n\n?", true},
		{"a Rust panic ends at a blank line", "thread 'worker' panicked at src/a.rs:1:1:\nboom\n\nplease fix src/a.rs", KeepQuotes,
			sp(len("thread 'worker' panicked at src/a.rs:1:1:")) + "\n    \n\nplease fix src/a.rs", true},
		{"a thread talked about is text", "the thread 'main' panicked at startup, fix it", KeepQuotes, "the thread 'main' panicked at startup, fix it", false},
		{"a ticket's fields between rules", "TICKET-7:\n---\nTitle: Set the port to 9090 in config.yaml\nAssignee: sam\n---\nis this still needed?", KeepQuotes,
			"TICKET-7:\n" + sp(3) + "\n" + sp(len("Title: Set the port to 9090 in config.yaml")) + "\n" + sp(len("Assignee: sam")) + "\n" + sp(3) + "\nis this still needed?", true},
		{"an email's headers between rules", "====\nFrom: ops\nSubject: please drop the cache layer\n====\nthoughts?", KeepQuotes,
			sp(4) + "\n" + sp(len("From: ops")) + "\n" + sp(len("Subject: please drop the cache layer")) + "\n" + sp(4) + "\nthoughts?", true},
		{"own text between rules stays", "fix the port in config.yaml\n---\nalso bump the version: 1.2\n---\nthanks", KeepQuotes,
			"fix the port in config.yaml\n---\nalso bump the version: 1.2\n---\nthanks", false},
		{"one field line between rules stays", "---\nNote: rename load to read in io.go\n---", KeepQuotes, "---\nNote: rename load to read in io.go\n---", false},
		{"a rule never closed stays", "---\nTitle: drop the cache\nOwner: sam\nplease do it", KeepQuotes, "---\nTitle: drop the cache\nOwner: sam\nplease do it", false},
		{"a sentence about a thread is text", "thread 'main' is the one panicking, fix it", KeepQuotes, "thread 'main' is the one panicking, fix it", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, masked := Mask(tt.in, tt.quotes)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.masked, masked)
			assert.Len(t, got, len(tt.in), "offsets are kept")
		})
	}
}

func sp(n int) string { return strings.Repeat(" ", n) }

func TestLogLine(t *testing.T) {
	for line, want := range map[string]bool{
		"2024-05-01T10:00:01Z ERROR bind":                        true,
		"10:00:01 retrying":                                      true,
		"[ERROR] port in use":                                    true,
		"[2024-05-01] start":                                     true,
		"ERROR: port 8080 in use":                                true,
		"WARN config missing":                                    true,
		"panic: empty entry":                                     true,
		"Traceback (most recent call last)":                      true,
		"at com.acme.Main(Main.java:10)":                         true,
		"at least fix the port":                                  false,
		"note: run with `RUST_BACKTRACE=1` environment variable": true,
		"note: run the migration first":                          false,
		"Error handling is off":                                  false,
		"fix the error in parse.go":                              false,
		"[link] see docs":                                        false,
		"ok":                                                     false,
		"parse.go:15: formatFooter: change":                      true,
		"src/app.ts:3:9 error TS2304":                            true,
		"utils.py:8":                                             true,
		"parse.go: please fix the footer":                        false,
		"see https://x.io:8080 for details":                      false,
		"ratio 3:2 is fine":                                      false,
		"│ Use the acl resource instead.":                        true,
		"╷":                                                      false, // too short to tell
		"╭─ please run migrate":                                  true,
		"| pipe tables are typed by people":                      false,
	} {
		assert.Equal(t, want, LogLine(line), line)
	}
}
