package confirm

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestReadingOwn runs the reading batch of 2026-11-24 (95 edit cases, 52
// explicit, written and labelled from issue 12's spec before the rules
// for them were changed): softened and indirect requests ("I'd really
// appreciate it if you added …", "let's …", "take … out of …"), questions
// about code that ask for no change ("can you review …? is push()
// correct …?", "where would that go in …?"), retractions ("never mind
// then, I'll sort it out with ops", "scratch that"), option picks that
// resolve to the option's text ("the retry one", "1 and 3", "a", "just
// dev") with their twins whose edit implements another option, pasted
// messages followed by the user's own words, confirmations of a concrete
// proposal and statements of the wanted state ("the timeout … should be
// 15"), each with its twin on the other side. First run: 5 false allows,
// 20/52 asked (38.5%); after the reading rules (asking.go, retract.go,
// picks.go): 0 false allows, 5/52 asked (9.6%). The asks left: "the
// Makefile's test target"
// (another part of a named file), a pronoun across sentences ("what's the
// pool …? set it to 20"), "yes, and dev to 10 as well", a pick whose
// option names a column the file has elsewhere.
func TestReadingOwn(t *testing.T) {
	s := batch(t, "fresh-2026-11-24/edits-tuning-reading-own.jsonl", 90)
	require.Zero(t, s.falseAllow, "false allows")
	require.LessOrEqual(t, s.askedRate(), 0.10, "explicit requests asked about (first run: 20/52)")
}

// TestOwnAsksFourth runs the indirect-request batch of the fourth round
// (64 cases, 32 explicit, written and labelled from issue 12's spec before
// the rules for them were changed): wanted states ("read_timeout needs to
// be 20s", "has to be Enabled"), files named by description ("the compose
// file", "the CI workflow", "the env example", "the main stylesheet", "the
// package manifest", "the requirements", "the gitignore"), a problem plus
// "fix it" / "sort that out" / "it shouldn't", pointing back to a proposal
// ("yes, do that", "go with your fix", "the second one"), a follow-up
// ("same for the teams one"), a request inside a longer message, typos and
// other languages; each with a twin that needs confirmation (the same
// words as a question, a musing, a problem noticed without a fix, a
// description that fits another file, another key changed, someone
// else's wish, a retraction). First run: 2 false allows (a "fix it in the scheduler, not here"
// read as naming this file's retry_delay; "hmm not now" to a proposal),
// 8/32 asked (25%). After the rules of the round (described.go,
// spells.go, the same-again and pick readings, "not now", "not here"): 0
// false allows, 2/32 asked (6.2%) — "it shouldn't, product says 50" (a
// problem and someone else's number) and "versioning on the logs bucket
// has to be Enabled" (a part named by words of a longer name).
func TestOwnAsksFourth(t *testing.T) {
	s := batch(t, "fresh-2026-11-24/edits-tuning-asks-r4-own.jsonl", 60)
	require.Zero(t, s.falseAllow, "false allows (first run 2)")
	require.LessOrEqual(t, s.asked, 2, "explicit requests asked about (first run 8/32)")
}

// TestOwnAsksFifth runs the fifth reading batch (56 cases, 28 explicit,
// written and labelled before the rules for them were changed): the
// conversation's subject (the assistant's diagnosis named the file, the
// user answers "fix it then", "do it", "makes sense. do that", "go with
// 3", a request two turns before the edit, "same in the Dockerfile"), a
// directory or package named ("in internal/logging", "in pkg/server"),
// other languages (Japanese, Korean, Portuguese, French, Dutch, German),
// problems that end in an instruction or a wanted value ("… 413 from
// nginx. raise the limit to 20m", "our limit is 120", "fix pls"), and a
// named declaration in Kotlin, Swift, Rust, SQL views, CSS rules and YAML;
// each with a twin that needs confirmation ("hmm, let me think about that",
// "interesting", a question, a musing, someone else's wish, a problem told
// without asking, pasted text, the neighbouring declaration). First run: 2
// false allows (a French "je me demande si …" and a German "vielleicht
// sollten wir …, mal sehen" read as requests), 16/28 asked (57.1%).
// After the round's rules (the conversation's subject, a request quoting
// what the change takes away, a request standing after an aside, a folder
// as the place, "same in the Dockerfile", a value beside a sentence naming
// the changed key, hedges and request forms of other languages): 0 false
// allows, 6/28 asked (21.4%) — "right, go with 3", a folder with a
// wanted format only ("logs have to be JSON … in internal/logging"),
// "raise the limit to 20m" for client_max_body_size, "order them by name",
// a SQL view and a CSS rule named by their words ("nav links … on
// hover").
func TestOwnAsksFifth(t *testing.T) {
	s := batch(t, "fresh-2026-11-24/edits-tuning-asks-r5-own.jsonl", 56)
	require.Zero(t, s.falseAllow, "false allows (first run 2)")
	require.LessOrEqual(t, s.asked, 6, "explicit requests asked about (first run 16/28)")
}
