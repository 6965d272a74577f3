package dispatch

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// The fresh corpora's Bash cases (internal/confirm/testdata/fresh-*/
// bash-*.jsonl): a conversation, the project's files and a Bash command,
// labelled from issue 12's spec before the hook was run on them as
// explicit (allowed), needs_confirmation (asked) or untouched (a reading
// command: no answer). Each runs through the whole hook: a Claude Code
// transcript holding the conversation, the real PreToolUse Bash payload
// with the command, Handle's answer.

type freshBash struct {
	Style        string            `json:"style"`
	Conversation []freshTurn       `json:"conversation"`
	Command      string            `json:"command"`
	Files        map[string]string `json:"files"`
	Want         string            `json:"want"`
}

// freshTurn is one message of a fresh case's conversation.
type freshTurn struct {
	Role string `json:"role"`
	Text string `json:"text"`
}

// bashAfter answers the PreToolUse of command, run in project, after the
// user (and assistant) messages turns, through the whole hook.
func bashAfter(t *testing.T, project, command string, turns ...freshTurn) Reply {
	t.Helper()
	raw := fixture(t, "18-pre-tool-use-bash.json", map[string]any{"tool_input.command": command, "cwd": project,
		"transcript_path": transcriptOf(t, t.TempDir(), freshBash{Conversation: turns})})
	return Handle(context.Background(), testEnv(t, project), raw)
}

// freshBashScore counts what the targets are about: false allows
// (an unasked write let through, or a reading command answered),
// explicit requests asked about, and reading commands that were not left
// alone.
type freshBashScore struct {
	n, explicit, asked, falseAllow, reading, touched int
	misses                                           []string
}

// transcriptOf writes conv as a Claude Code transcript in dir.
func transcriptOf(t *testing.T, dir string, k freshBash) string {
	t.Helper()
	var b strings.Builder
	for i, m := range k.Conversation {
		var line map[string]any
		if m.Role == "user" {
			line = map[string]any{"type": "user", "uuid": fmt.Sprintf("u%d", i), "message": map[string]any{"role": "user", "content": m.Text}}
		} else {
			line = map[string]any{"type": "assistant", "uuid": fmt.Sprintf("a%d", i), "message": map[string]any{"role": "assistant", "type": "message",
				"content": []map[string]any{{"type": "text", "text": m.Text}}}}
		}
		raw, err := json.Marshal(line)
		require.NoError(t, err)
		b.Write(raw)
		b.WriteByte('\n')
	}
	path := filepath.Join(dir, "transcript.jsonl")
	require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o600))
	return path
}

// scoreFreshBash runs every case of name, a file under
// internal/confirm/testdata/ ("fresh-2026-11-23/bash-tuning.jsonl").
func scoreFreshBash(t *testing.T, name string) freshBashScore {
	f, err := os.Open(filepath.Join("..", "confirm", "testdata", filepath.FromSlash(name)))
	require.NoError(t, err)
	defer f.Close()
	var s freshBashScore
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; sc.Scan(); line++ {
		var k freshBash
		require.NoError(t, json.Unmarshal(sc.Bytes(), &k), "%s:%d", name, line)
		project, state := t.TempDir(), t.TempDir()
		for p, content := range k.Files {
			require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(project, p)), 0o755))
			require.NoError(t, os.WriteFile(filepath.Join(project, p), []byte(content), 0o644))
		}
		raw := fixture(t, "18-pre-tool-use-bash.json", map[string]any{"tool_input.command": k.Command, "cwd": project,
			"transcript_path": transcriptOf(t, state, k)})
		env := testEnv(t, project)
		var trace strings.Builder
		if os.Getenv("PLAN_COMPLIANCE_TRACE_MISSES") != "" {
			env.Trace = &trace // the hook's trace, printed with each miss
		}
		resp := Handle(context.Background(), env, raw)
		got := "untouched"
		switch resp.Permission {
		case event.Allow:
			got = "explicit"
		case event.Ask, event.Deny:
			got = "needs_confirmation"
		}
		s.n++
		switch k.Want {
		case "explicit":
			s.explicit++
		case "untouched":
			s.reading++
		}
		switch {
		case k.Want == got:
			continue
		case k.Want == "explicit":
			s.asked++
		case k.Want == "untouched":
			s.touched++
		case got == "explicit" || got == "untouched":
			s.falseAllow++
		}
		last := k.Conversation[len(k.Conversation)-1].Text
		s.misses = append(s.misses, fmt.Sprintf("%s:%d [%s] %q after %q: want %s, got %s (%s)", name, line, k.Style, k.Command, last, k.Want, got, resp.PermissionReason)+trace.String())
	}
	require.NoError(t, sc.Err())
	t.Logf("%s: N=%d, false allows %d, explicit requests asked about %d/%d (%.1f%%), reading commands answered %d/%d",
		name, s.n, s.falseAllow, s.asked, s.explicit, 100*float64(s.asked)/float64(max(s.explicit, 1)), s.touched, s.reading)
	return s
}

// requireFreshBash holds issue 12's targets: no false allow, at most 10%
// of explicit requests asked about, reading commands untouched.
func requireFreshBash(t *testing.T, s freshBashScore) {
	require.Positive(t, s.n)
	require.Zero(t, s.falseAllow, "false allows")
	require.Zero(t, s.touched, "reading commands answered")
	require.LessOrEqual(t, float64(s.asked)/float64(max(s.explicit, 1)), 0.10, "explicit requests asked about")
}

// TestFreshBashTuning is the tuning half: its misses are printed.
func TestFreshBashTuning(t *testing.T) {
	s := scoreFreshBash(t, "fresh-2026-11-23/bash-tuning.jsonl")
	logMisses(t, s.misses)
	requireFreshBash(t, s)
}

// TestFreshBashReport is the held-back half: figures only.
func TestFreshBashReport(t *testing.T) {
	s := scoreFreshBash(t, "fresh-2026-11-23/bash-report.jsonl")
	reportMisses(t, s.misses)
	requireFreshBash(t, s)
}

// TestFreshBashTuningSecondBatch runs the second Bash tuning batch (28
// commands written from issue 12's failure classes before the third round
// of changes: sed, tee, heredocs, sh -c, git checkout, truncate, dd, a
// variable path, options, negation, pasted logs, hedges).
func TestFreshBashTuningSecondBatch(t *testing.T) {
	s := scoreFreshBash(t, "fresh-2026-11-23/bash-tuning-2.jsonl")
	logMisses(t, s.misses)
	requireFreshBash(t, s)
}

// TestFreshBashTuning1124 runs the 2026-11-24 Bash tuning halves written
// from issue 12's spec by two writers who saw no code (a: the spec's
// cases; b: commands as agents really write them, formatters, package
// managers, archives), and the batch written for the writer-program
// table (own); their misses are printed.
func TestFreshBashTuning1124(t *testing.T) {
	for _, name := range []string{"bash-tuning-a.jsonl", "bash-tuning-b.jsonl", "bash-tuning-own.jsonl"} {
		t.Run(name, func(t *testing.T) {
			s := scoreFreshBash(t, "fresh-2026-11-24/"+name)
			logMisses(t, s.misses)
			requireFreshBash(t, s)
		})
	}
}

// TestFreshBashOwnSecondBatch is a second batch of my own (36 cases,
// written after the writer table and labelled before it was run on them:
// requests that name the effect rather than the file or the command, bare
// installs, new branches, build tools' tasks, sponge, ruby -i,
// generators, scripts' flags passed through). Figures and misses are
// printed; it is held only to no false allow and no reading command
// answered, as its asked figure measures what the rules do not yet read.
func TestFreshBashOwnSecondBatch(t *testing.T) {
	requireTuningBash(t, []heldOutBash{
		// explicit requests asked about (measured 3/19 after the round on
		// asked-for commands, 2 with a command typed before a remark)
		{"fresh-2026-11-24/bash-tuning-own-2.jsonl", 36, 0, 2, 0},
	})
}

// TestFreshBashOwnEditsBatch runs the Bash batch the edits engineer of
// 2026-11-24 wrote and labelled from issue 12's spec before running the
// hook on it (58 commands over other projects' files); misses printed.
// Measured after merging every branch of the round: no false allow, no
// reading command answered, 5/18 explicit requests asked about (27.8%:
// sed/perl edits the request names by value or through sh -c, an option
// answered "prod only", and line 56, a bare "ok" to a proposal, which its
// author now labels wrongly: "ok" only acknowledges). Since the sed
// edits worked out are judged as edits (the version in sh -c sed): 3/18.
// Held to that; the target is 10%.
func TestFreshBashOwnEditsBatch(t *testing.T) {
	requireTuningBash(t, []heldOutBash{
		// explicit requests asked about (measured 3/18, 2 after round 8's file
		// picks; the target is 10%)
		{"fresh-2026-11-24/bash-tuning-own-edits.jsonl", 58, 0, 2, 0},
	})
}

// TestFreshBashEffects runs the batch of requests that name a command's
// effect rather than its files or the command (66 cases, written and
// labelled from issue 12's spec before the rules were run on them:
// syncing with the remote, stashing and unstashing, unpacking archives,
// formatting and lint fixes, code generators, packages, discarding local
// changes, merges and patches, cleaning build output, snapshots,
// migrations, versions), each with an unrequested twin or a reading
// command. Held to the targets; misses are printed.
func TestFreshBashEffects(t *testing.T) {
	s := scoreFreshBash(t, "fresh-2026-11-24/bash-tuning-effects.jsonl")
	logMisses(t, s.misses)
	requireFreshBash(t, s)
}

// TestFreshBashEffectsSecondBatch is a second effects batch (41 cases:
// other package managers, decompressing, discarding, pronouns, generators
// behind scripts and targets, snapshots, caches, typed commands), written
// and labelled after the effects table and committed before it was run
// on them: a check of the table on phrasings it was not tuned to (first
// score: 0 false allows, 9/23 asked); tuned on since. Held to the
// issue's targets; misses are printed.
func TestFreshBashEffectsSecondBatch(t *testing.T) {
	s := scoreFreshBash(t, "fresh-2026-11-24/bash-tuning-effects-2.jsonl")
	logMisses(t, s.misses)
	requireFreshBash(t, s)
}

// TestFreshBashReport1124 runs the report halves of the two blind Bash
// corpora of 2026-11-24 (a: the spec's forms; b: commands as agents write
// them), which nobody read (misses printed only when
// PLAN_COMPLIANCE_SHOW_REPORT_MISSES is set). They do NOT meet issue 12's
// targets; docs/bash-commands.md has the figures before and after the
// round. Held to the figures measured at the end of the round.
func TestFreshBashReport1124(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		{"fresh-2026-11-24/bash-report-a.jsonl", 70, 1, 2, 0}, // before the round: 2 false allows, 7/26 asked; 6/26 before the round on asked-for commands
		{"fresh-2026-11-24/bash-report-b.jsonl", 70, 0, 0, 0}, // before: 12, 6/25; 3/25 before the round on asked-for commands
	})
}

// TestFreshBashRequestsOwn is the batch written for the round on Bash
// commands the user asked for (70 cases, written and labelled before the
// rules were changed for them): requests that name the effect rather than
// the file (format, bump, regenerate, revert, clean, install, rename,
// delete, move), files named by a stem, a directory or a glob, a command's
// by-products (lock file, backup, temporary file), a proposal of the
// assistant confirmed, the command typed, other languages; each class
// with commands that do more than asked, requests that are not requests,
// and reading commands. Misses are printed. Before: 0 false allows,
// 19/42 asked; held to what the rules now do (2/42).
func TestFreshBashRequestsOwn(t *testing.T) {
	requireTuningBash(t, []heldOutBash{
		// 2/42 on its own branch; 3/42 once merged with the reading rules of
		// the same round: "the poetry.lock is stale, regenerate it" is read as
		// no request (left for the next round)
		// explicit requests asked about (measured 3/42)
		{"fresh-2026-11-24/bash-tuning-requests-own.jsonl", 70, 0, 3, 0},
	})
}

// TestFreshBashRequestsOwnSecondBatch is a second batch of my own (44
// cases over a Rails and a Rust project), written and committed after the
// rules for asked-for commands and before they were run on it: a check of
// those rules on phrasings they were not tuned to. First score: 2 false
// allows (git restore of a directory named by a file in it; "sure" to a
// proposal, then another text written), 4/24 asked; tuned on since.
// Misses are printed.
func TestFreshBashRequestsOwnSecondBatch(t *testing.T) {
	requireTuningBash(t, []heldOutBash{
		// explicit requests asked about (measured 1/24)
		{"fresh-2026-11-24/bash-tuning-requests-own-2.jsonl", 44, 0, 1, 0},
	})
}

// TestFreshBashRequestsOwnThirdBatch is a third batch of my own (21
// cases on the phrasings of the round's brief — "format the code", "bump
// the version", "revert my changes to X", "install lodash", "the temp
// files", options picked, the command typed, other languages — with
// other commands than the first two batches), committed before it was
// run. First score: 0 false allows, 0/14 asked, 1/1 reading command
// answered (poetry lock --check, which the writer table did not know
// reads only; added since). Held to the targets; misses are
// printed.
func TestFreshBashRequestsOwnThirdBatch(t *testing.T) {
	s := scoreFreshBash(t, "fresh-2026-11-24/bash-tuning-requests-own-3.jsonl")
	logMisses(t, s.misses)
	requireFreshBash(t, s)
}

// TestFreshBash1124b runs the blind Bash corpus written on the morning of
// 2026-11-24 from issue 12's spec (94 commands). It was held out while the
// round's rules were changed (first run 0 false allows, 8/29 asked; at the
// round's merge 0 and 6/29) and is tuning material from then on. Held to
// what is measured.
func TestFreshBash1124b(t *testing.T) {
	requireTuningBash(t, []heldOutBash{
		// explicit requests asked about (measured 6 of 29 at the merge, 3
		// after descartar, 加上 and regenerate, 2 after a command typed with its
		// whole scope, 1 after a listing piped into xargs read as its glob, 0
		// after a reset to a revision named; the target is 10%)
		{"blind-2026-11-24b/bash-w3.jsonl", 94, 0, 0, 0},
	})
}

// TestFreshBash1124e runs the blind Bash corpus written at the start of the
// second session of 2026-11-24 (121 commands as agents write them, from the
// issue's text by a writer who saw neither the code nor any corpus). It
// measured the session's first round unseen (d4259e8: 2 false allows, 14/38
// asked, no reading command answered) and is tuning material from then on;
// 0 false allows and 5/38 after the second round of that session. Held to
// what is measured.
func TestFreshBash1124e(t *testing.T) {
	requireTuningBash(t, []heldOutBash{
		// false allows (measured 2; 0 after the second round's relock,
		// one-named and script-option rules)
		// explicit requests asked about (measured 14 of 38; 13 after the
		// second-session Bash rules; 5 after the second round's; 4 after the
		// option picks of round 4, 3 after round 8, 2 after round 11's place a
		// message opens with; the target is 10%)
		{"blind-2026-11-24e/bash-w11.jsonl", 121, 0, 2, 0},
	})
}

// TestFreshBashRequestsOwnFourthBatch is the batch written for the round
// of 2026-11-24's second session (66 cases, 23 explicit, 22 to confirm,
// 21 reading; committed before the hook was run on them): requests for a
// command's effect ("the lockfile is out of date, regenerate it", "get
// rid of the generated junk in build/", "format the frontend"), tools
// that rewrite files by design, proposals approved, options picked, cd
// then a relative write, globs named by what the user calls the set; and
// commands wider than asked, retracted or hedged requests, requests only
// in pasted or quoted text, writes during a reading question. Misses are
// printed. First score: 2 false allows (every snapshot updated when one
// was named; a request retracted with "actually wait, don't"), 3/23
// asked, 0/21 reading commands answered; after the round's rules 0 and
// 1/23 ("autofix whatever eslint can fix in src/" is read as tentative).
func TestFreshBashRequestsOwnFourthBatch(t *testing.T) {
	s := scoreFreshBash(t, "fresh-2026-11-24/bash-tuning-br-own.jsonl")
	logMisses(t, s.misses)
	requireFreshBash(t, s)
}

// TestFreshBashRequestsOwnFifthBatch is a second batch of the same
// session (35 cases, 20 asked for in other words than the fourth batch:
// "blacken", "rip it out", "bring back the committed version", "just the
// build one"; their twins and reading commands), committed after the
// fourth batch's rules and before they were run on it. First score:
// 0 false allows, 11/20 asked (55%), 0/5 reading commands answered;
// 7/20 after the rules for orders with a pronoun or no object, for a
// path after "cd DIR" and for a restore after the user's report of the
// change. Held to that: the requests still asked about name a file by
// description ("the database config", "the draft doc",
// "requirements"), or use a verb of the tool's name ("blacken"); the
// target is 10%.
func TestFreshBashRequestsOwnFifthBatch(t *testing.T) {
	requireTuningBash(t, []heldOutBash{
		// explicit requests asked about (measured 7 of 20; 6 after the second
		// round's rules; the target is 10%)
		{"fresh-2026-11-24/bash-tuning-br-own-2.jsonl", 35, 0, 6, 0},
	})
}

// TestFreshBashRequestsOwnSixthBatch is a batch of commands wider than
// asked, or asked for only in a question, a negation, a hedge or a
// retraction (17 cases), written after the fourth and fifth batches'
// rules to look for false allows they bring: each of its requests has a
// twin among those the rules now allow. First score: 2 false allows: go
// get -u ./... && go mod tidy after "tidy go.mod" (go.mod named, every
// dependency updated: a rule since, Alias.Every), and npm uninstall axios
// after "axios is slow. please remove", which I had labelled to confirm
// and, read again, is a request to remove axios (relabelled explicit
// after the first run: line 14, the only change).
func TestFreshBashRequestsOwnSixthBatch(t *testing.T) {
	s := scoreFreshBash(t, "fresh-2026-11-24/bash-tuning-br-own-3.jsonl")
	logMisses(t, s.misses)
	requireFreshBash(t, s)
}

// TestFreshBashRequestsOwnSeventhBatch is the batch written for the
// second round of 2026-11-24's second session (51 cases, 17 each
// untouched, explicit and to confirm; committed before the hook was run
// on them): file modes changed on request (chmod asked for as "make it
// runnable", "lock down its permissions") and not, lock files
// regenerated by their effect ("rebuild the lock file", "fix up go.sum",
// "refresh the lock, keep the current versions", one crate bumped) and
// wider or in a question, downloads into the project, a here-document
// after cd, a file taken from another branch, options picked, and
// commands from pasted instructions asked about. Misses are printed.
// First score: 5 false allows (three mode changes unasked, left alone as
// reading; cargo update of every crate after "just the clap crate"; a
// script from pasted instructions run with --apply), 9/17 asked, 0/17
// reading commands answered. After the round's rules: 1 false allow
// (chmod +x scripts/release.sh unasked: a bare chmod +x is left alone,
// as the 2026-11-24 report b labels it) and 2/17 asked (a lock resolved
// after "I added sidekiq to the Gemfile by hand", read as work done; png
// files moved by "put … into"). Held to that.
func TestFreshBashRequestsOwnSeventhBatch(t *testing.T) {
	requireTuningBash(t, []heldOutBash{
		// false allows (measured 1: a bare chmod +x unasked; 0 since chmod +x
		// is left alone only after a report of a permission problem)
		// explicit requests asked about (measured 9 of 17 first, 2 after the
		// round's rules, 1 after round 11's files put into a place; the target
		// is 10%)
		{"fresh-2026-11-24/bash-tuning-r2-own.jsonl", 51, 0, 1, 0},
	})
}

// TestHeldOut1124f runs the Bash corpus held out for the whole second
// session of 2026-11-24 (143 commands covering every form issue 12 lists,
// written from the issues' text by a writer who saw neither the code nor
// any corpus; nobody changing the rules saw it, the lead read only its
// figures). Before the session (d4259e8): 4 false allows, 10/50 asked, no
// reading command answered; after it 5, 8/50, 0 (the fifth false allow
// came with the lock-file rule: a `go mod tidy` after a sed of go.mod's
// version line, which the corpus labels more than asked). Misses print
// only with PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to what is measured.
func TestHeldOut1124f(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 5; 0 after the rules on writes wider than
		// asked: relock after a hand edit, a name found everywhere, an
		// additive request overwritten, a mode request given new content, a
		// sarcastic request)
		// explicit requests asked about (measured 8 of 50; 4 after going into
		// a directory, a backup asked for, find -exec rm {} and a listing
		// piped into xargs read as their globs, 3 with the late-morning
		// reading round; the target is 10%)
		{"blind-2026-11-24f/bash-w13.jsonl", 143, 0, 3, 0},
	})
}

// TestBlind1124g runs the blind Bash corpus written at the start of the
// late-morning session of 2026-11-24 (bash-w19: 176 commands of every form
// issue 12 lists, written from the issues' text by a writer who saw neither
// the code nor any corpus). It measured the session's first round unseen
// (a2df484 → its merge: 2 → 2 false allows, 16 → 16 of 54 explicit
// requests asked about, no reading command answered) and is tuning material
// from then on (round 2: 1 false allow, 3 asked). Held to what is measured.
func TestBlind1124g(t *testing.T) {
	requireTuningBash(t, []heldOutBash{
		// false allows (measured 2, 1 after round 2; the target is 0)
		// explicit requests asked about (measured 16 of 54, 3 after round 2, 2
		// after the option picks of round 4; the target is 10%)
		{"blind-2026-11-24g/bash-w19.jsonl", 176, 1, 2, 0},
	})
}

// TestHeldOut1124h runs the Bash corpus held out for the whole late-morning
// session of 2026-11-24 (bash-w23: 207 commands of what agents really run,
// written from the issues' text by a writer who saw neither the code nor
// any corpus; nobody changing the rules saw it, the lead read only its
// figures). a2df484 → round 1 → round 2: 5 false allows throughout, 20 → 20
// → 17 of 65 explicit requests asked about, no reading command answered;
// round 3 (its misses read): 2 false allows, 16 of 65 asked about.
// Misses print only with PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to what
// is measured.
func TestHeldOut1124h(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 5, 2 after round 3; the target is 0)
		// explicit requests asked about (measured 17 of 65, 16 after round 3,
		// 14 after the option picks of round 4, 13 after round 6, 12 after
		// round 8, 8 after round 11, 7 after round 13; the target is 10%)
		{"blind-2026-11-24h/bash-w23.jsonl", 207, 2, 7, 0},
	})
}

// TestHeldOut1124i runs the Bash corpus written before the late-morning
// session's third round (bash-w27: 209 commands of real sessions), from the
// issues' text by a writer who saw neither the code nor any corpus; nobody
// changing the rules saw it, the lead read only its figures. It measured
// the session unseen: a2df484 → f4a33c1 → round 3: 4 → 4 → 3 false allows,
// 18 → 14 → 14 of 68 explicit requests asked about, no reading command
// answered; round 4 (its misses read): 1 false allow, 7 asked about.
// Misses print only with PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1.
// Held to what is measured.
func TestHeldOut1124i(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 3, 1 after round 4; the target is 0)
		// explicit requests asked about (measured 14 of 68, 7 after round 4's
		// Bash rules, 5 with its option picks, 4 after round 5's lock-only
		// installs, 3 after round 11's copies into a place; the target is 10%)
		{"blind-2026-11-24i/bash-w27.jsonl", 209, 1, 3, 0},
	})
}

// TestHeldOut1124j runs the Bash corpus written before the midday session's
// round 4 (bash-w30: 251 commands of real sessions), from the issues' text by
// a writer who saw neither the code nor any corpus; nobody changing the
// rules saw it, the lead read only its figures. It measured round 4 unseen:
// 9f76a40 → round 4: 3 → 3 false allows, 12 → 11 of 102 explicit requests
// asked about, no reading command answered; round 5 (its misses read): 1
// false allow, 9 asked about. Misses print only with
// PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to what is measured.
func TestHeldOut1124j(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 3; 1 after round 5's wrapper tasks, dedupe
		// and property list editors; the target is 0)
		// explicit requests asked about (measured 12 of 102, 11 after round 4,
		// 9 after round 5, 8 after round 11; the target is 10%)
		{"blind-2026-11-24j/bash-w30.jsonl", 251, 1, 8, 0},
	})
}

// TestHeldOut1124k runs the Bash corpus written before the midday session's
// round 5 (bash-w36: 271 commands agents really run, scripts and sessions
// included), from the issues' text by a writer who saw neither the code nor
// any corpus; nobody changing the rules saw it, the lead read only its
// figures. It measured rounds 4 and 5 unseen: 9f76a40 → round 4 → round 5:
// 6 → 6 → 6 false allows, 23 → 22 → 21 of 102 explicit requests asked
// about, no reading command answered. Round 6 read its misses (tuning
// material since): 0 false allows, 15 asked. Misses print only with
// PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to what is measured.
func TestHeldOut1124k(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 6, 0 after round 6)
		// explicit requests asked about (measured 21 of 102, 15 after round 6,
		// 11 after round 8, 10 after round 11's static lists into xargs; the
		// target is 10%)
		{"blind-2026-11-24k/bash-w36.jsonl", 271, 0, 10, 0},
	})
}

// TestHeldOut1124l runs the Bash corpus written before the midday session's
// round 6 (bash-w39: 281 commands of many ecosystems), from the issues' text
// by a writer who saw neither the code nor any corpus; nobody changing the
// rules saw it, the lead read only its figures. It measured the session's
// rounds unseen: 9f76a40 → rounds 4–5 → round 6: 11 → 10 → 8 false allows,
// 16 → 16 → 16 of 111 explicit requests asked about, no reading command
// answered; round 7 (line editors ed and ex read as editing the file they
// open; git lfs track as editing .gitattributes; targets that set a value
// or make mocks; Maven's -Dkey=value no longer read as -n; a glob's mode
// change judged like its other writes): 3 false allows, 15 asked about;
// round 8 (generators and make's build write the project; a shared base
// name named with one directory): 0 false allows. Misses print only with PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1.
// Held to what is measured.
func TestHeldOut1124l(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 0 in round 8, 3 before; the target is 0)
		// explicit requests asked about (measured 15 of 111, 12 after round 8,
		// 11 after round 9, 7 after round 11; the target is 10%)
		{"blind-2026-11-24l/bash-w39.jsonl", 281, 0, 7, 0},
	})
}

// TestHeldOut1124m runs the Bash corpus written before the midday session's
// round 7 (bash-w42: 237 commands of real sessions), from the issues' text
// by a writer who saw neither the code nor any corpus; nobody changing the
// rules saw it, the lead read only its figures. It measured the whole
// midday session unseen: 9f76a40 → rounds 4–5 → round 6 → round 7: 8 → 8 →
// 6 → 5 false allows, 16 → 15 → 14 → 14 of 89 explicit requests asked
// about, no reading command answered. Round 8, the first to read its
// misses: 0 false allows (tools by how they write: sd, sponge after a
// question, make's build, a lock file beside a manifest named as the
// place of a version bump, a shared base name). Its misses are the next round's
// guide; they print only with PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to
// what is measured.
func TestHeldOut1124m(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 0 in round 8; 5 before, 8 at 9f76a40; the
		// target is 0)
		// explicit requests asked about (measured 14 of 89, 6 after round 8;
		// the target is 10%)
		{"blind-2026-11-24m/bash-w42.jsonl", 237, 0, 6, 0},
	})
}

// TestHeldOut1124n runs the Bash corpus written before the afternoon
// session's round 8 (bash-w46: 271 commands, every write form the issue
// lists and many reading ones), from the issues' text by a writer who saw
// neither the code nor any corpus; nobody changing the rules saw it, the
// lead read only its figures. It measured round 8 unseen: 5180203 → round 8:
// 3 → 3 false allows, 12 → 11 of 88 explicit requests asked about, 1 → 1
// reading command answered. Round 9, the first to read its misses: 0
// false allows, 6 asked about, 0 reading commands answered (a program
// asked for --help writes nothing; report options such as --junitxml
// write their file; an append where the whole content was to be
// replaced; sed's trailing .* worked out; inline code's literal file
// arguments; a backup asked for in any verb form; a tool or file command
// typed with its options or as the verb: "gofmt -w the file X", "git mv A
// to B"). Its misses print only
// with PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to what is measured.
func TestHeldOut1124n(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 0 in round 9, 3 before; the target is 0)
		// explicit requests asked about (measured 12 of 88 at 5180203, 11
		// after round 8, 6 after round 9, 5 after round 11's project root; the
		// target is 10%)
		// reading commands answered (measured 0 in round 9, 1 before)
		{"blind-2026-11-24n/bash-w46.jsonl", 271, 0, 5, 0},
	})
}

// TestHeldOut1124o runs the Bash corpus written before the afternoon
// session's round 9 (bash-w49: 240 commands of a working session — setup and
// cleanup, read-then-write one-liners, fixers, package managers, generators,
// git housekeeping, log capture), from the issues' text by a writer who saw
// neither the code nor any corpus; nobody changing the rules saw it, the lead
// read only its figures. It measured the whole afternoon session unseen:
// 5180203 → round 8 → round 9: 4 → 4 → 4 false allows, 25 → 25 → 24 of 82
// explicit requests asked about, no reading command answered. Its misses are
// the next round's guide; they print only with
// PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to what is measured.
func TestHeldOut1124o(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 4 unseen by rounds 8-9, 0 after round 10, the
		// first to read its misses; the target is 0)
		// explicit requests asked about (measured 25 of 82 at 5180203, 24
		// after round 9, 6 after round 11, the first to read its misses for
		// Bash: files listed at run time judged as their set; the target is
		// 10%)
		{"blind-2026-11-24o/bash-w49.jsonl", 240, 0, 6, 0},
	})
}

// TestHeldOut1124p runs the blind Bash corpus written during round 10
// (bash-w53: 103 commands) from the issues' text by a writer who saw neither
// the code nor any corpus. It measured the afternoon session unseen: 5180203
// → round 8 → round 9 → round 10: 0 → 0 → 1 → 1 false allows (round 9's sed
// reading of a trailing .* made one sed over three env files readable, and
// the file the request left out by description, "everywhere except the prod
// env file", was then allowed by the key it names), 3 → 3 → 2 → 2 of 30
// explicit requests asked about, no reading command answered. The lead then
// read that one false allow and fixed its class (a file left out of a wider
// change is not asked for by what else the request names): 0 false allows.
// Held to what is measured.
func TestHeldOut1124p(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 1 unseen after round 9, 0 after the lead read
		// it; the target is 0)
		// explicit requests asked about (measured 3 of 30 at 5180203, 2 after
		// round 9; the target is 10%)
		{"blind-2026-11-24p/bash-w53.jsonl", 103, 0, 2, 0},
	})
}

// TestHeldOut1124q runs the blind Bash corpus written at the start of the
// evening session (bash-w57: 152 commands) from the issues' text by a
// writer who saw neither the code nor any corpus. It measured round 11
// unseen: d8cf077 and round 11 alike, 3 false allows, 9 of 49 explicit
// requests asked about, 2 of 50 reading commands answered. The lead read
// its misses after that measurement; nothing was changed for them. Held to
// what is measured.
func TestHeldOut1124q(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 3 unseen, 0 after round 12 read them; the
		// target is 0)
		// explicit requests asked about (measured 9 of 49 unseen, 4 after
		// round 12, 3 after round 16's output taken into a file; the target is
		// 10%)
		// reading commands answered (measured 2 unseen, 1 after round 12)
		{"blind-2026-11-24q/bash-w57.jsonl", 152, 0, 3, 1},
	})
}

// TestHeldOut1124r runs the blind Bash corpus written during the evening
// session (bash-w60: 134 commands) from the issues' text by a writer who
// saw neither the code nor any corpus. It measured rounds 11 and 12
// unseen: d8cf077 → round 11 → round 12: 7 false allows throughout, 13 →
// 13 → 14 of 44 explicit requests asked about, 1 of 46 reading commands
// answered. The lead read its misses after that measurement; round 13
// read them as classes: 0 false allows, 7 of 44 asked, 0 of 46 answered.
// Held to what is measured.
func TestHeldOut1124r(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 7 unseen by rounds 11 and 12, 0 after round
		// 13; the target is 0)
		// explicit requests asked about (measured 14 of 44 unseen, 7 after
		// round 13, 6 after round 14; the target is 10%)
		// reading commands answered (measured 1 unseen, 0 after round 13)
		{"blind-2026-11-24r/bash-w60.jsonl", 134, 0, 6, 0},
	})
}

// TestHeldOut1124s runs the blind Bash corpus written at the start of the
// night session (bash-w64: 147 commands) from the issues' text by a writer
// who saw neither the code nor any corpus. It measured round 13 unseen:
// 857ef07 and round 13 alike, 3 false allows, 7 of 50 explicit requests
// asked about, 1 of 42 reading commands answered. The lead read its misses
// after that measurement. Held to what is measured.
func TestHeldOut1124s(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 3 unseen by round 13, 0 after round 14 read
		// them; the target is 0)
		// explicit requests asked about (measured 7 of 50 unseen, 6 after
		// round 14; the target is 10%)
		// reading commands answered (measured 1 unseen)
		{"blind-2026-11-24s/bash-w64.jsonl", 147, 0, 6, 1},
	})
}

// TestHeldOut1124t runs the blind Bash corpus written during the night
// session (bash-w67: 150 commands) from the issues' text by a writer who
// saw neither the code nor any corpus. It measured rounds 13 and 14
// unseen: b53ffc1, round 13 and round 14 alike, 1 false allow, 5 of 48
// explicit requests asked about, 1 of 43 reading commands answered. The
// lead read its misses after that measurement. Held to what is measured.
func TestHeldOut1124t(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 1 unseen by rounds 13 and 14, 0 after round
		// 15 read it)
		// explicit requests asked about (measured 5 of 48 unseen, 3 after
		// round 15 read it; the target is 10%)
		// reading commands answered (measured 1 unseen, 0 after round 15 read
		// it)
		{"blind-2026-11-24t/bash-w67.jsonl", 150, 0, 3, 0},
	})
}

// TestHeldOut1124u runs the blind Bash corpus written at the start of the
// session of 2026-11-24/25 (bash-w75: 171 commands, a third each reading,
// exactly as asked and more or otherwise) from the issues' text by a
// writer who saw neither the code nor any corpus. It measured round 15
// unseen: d32dd81 → round 15: 3 → 3 false allows, 3 → 2 of 58 explicit
// requests asked about, 0 of 54 reading commands answered. Held to what
// is measured.
func TestHeldOut1124u(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 3 unseen by round 15, 0 after round 16 read
		// them; the target is 0)
		// explicit requests asked about (measured 3 of 58 unseen, 2 after
		// round 15, 0 after round 16 read them; the target is 10%)
		{"blind-2026-11-24u/bash-w75.jsonl", 171, 0, 0, 0},
	})
}

// TestHeldOut1124u2 runs the blind Bash corpus written during the session
// of 2026-11-24/25 (bash-w77: 219 commands, mostly exact pairs, a fifth
// reading commands that look like writes) from the issues' text by a
// writer who saw neither the code nor any corpus. It measured rounds 15
// and 16 unseen: d32dd81 → round 15 → round 16: 19 → 19 → 20 false allows
// (19 after the lead read round 16's one and closed its class: jq's
// filter written back into the file), 22 → 22 → 21 of 82 explicit
// requests asked about, 2 of 48 reading commands answered throughout.
// Round 17 read its false allows as classes: 11. Round 18's writers by
// an option or a fetch (pg_dump -f, aws s3 cp onto a local path) took it
// to 10 false allows, 19 asked. Held to what is
// measured.
func TestHeldOut1124u2(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		// false allows (measured 19 unseen by round 15, 11 after round 17 read
		// them, 10 after round 18; the target is 0)
		// explicit requests asked about (measured 22 of 82 unseen, 21 after
		// round 16, 19 after round 18, 18 after round 22's output options;
		// the target is 10%)
		// reading commands answered (measured 2 unseen, 1 after round 22's
		// bash -n)
		{"blind-2026-11-24u2/bash-w77.jsonl", 219, 10, 18, 1},
	})
}

// TestHeldOut1125v runs the blind Bash corpus written at the start of the
// session of 2026-11-25 (bash-w84: 232 commands, a third reading commands
// that look like writes, the rest near pairs of an exact write and one
// writing a little more or otherwise) from the issues' text by a writer
// who saw neither the code nor any corpus. It measured round 17 unseen:
// 6b858a9 → round 17: 16 false allows, 11 of 67 explicit requests asked
// about, 1 of 73 reading commands answered throughout. Round 18 read it
// as classes (writers by an option or a fetch, deletions an option adds,
// line editors' scripts): 11 false allows, 8 of 67 asked, 0 of 73
// answered. Held to what is measured.
func TestHeldOut1125v(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		{"blind-2026-11-25v/bash-w84.jsonl", 232, 11, 8, 0},
	})
}

// TestHeldOut1125v2 runs the blind Bash corpus written during the session
// of 2026-11-25 (bash-w87: 247 commands, a third reading commands, the
// rest near pairs of an exact write and one writing a little more or
// otherwise) from the issues' text by a writer who saw neither the code
// nor any corpus. It measured rounds 17 and 18 unseen: 6b858a9 → round
// 17 → round 18: 11 → 11 → 10 false allows, 10 of 84 explicit requests
// asked about and 0 of 79 reading commands answered throughout. Round 19
// read it as classes (an add in any language written over, a sibling
// output directory named by its own name, one more setting than
// dictated): 7 false allows, 10 of 84 asked, 0 of 79 answered. Held to
// what is measured.
func TestHeldOut1125v2(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		{"blind-2026-11-25v2/bash-w87.jsonl", 247, 7, 10, 0},
	})
}

// TestHeldOut1125w runs the blind Bash corpus written at the end of the
// session of 2026-11-25 (bash-w90: 206 commands, a third reading, the
// rest near pairs) from the issues' text by a writer who saw neither the
// code nor any corpus. It measured the whole session unseen: 6b858a9 →
// rounds 17–18 → round 19: 11 → 10 → 10 false allows, 8 of 68 explicit
// requests asked about and 0 of 67 reading commands answered throughout.
// Round 20 read it as classes (a sed script's part the request does not
// account for beside one it does, a write eval runs, a file operand of an
// in-place edit the request leaves out): 5 false allows.
// Held to what is measured.
func TestHeldOut1125w(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		{"blind-2026-11-25w/bash-w90.jsonl", 206, 5, 8, 0},
	})
}

// TestHeldOut1125x runs the blind Bash corpus written at the start of the
// session of 2026-11-25 (second part; bash-w93: 265 commands, a third
// reading, the rest near pairs) from the issues' text by a writer who saw
// neither the code nor any corpus. It measured round 20 unseen: cf6e2a5 →
// round 20: 21 false allows, 17 of 89 explicit requests asked about, 0 of 83
// reading commands answered. Round 21 read it as classes (a sed edit
// outside the part the request's qualifier singles out, a pattern inside a
// longer word, a file beside the path named): 16 false allows, 16 of 89
// asked. Held to what is measured.
func TestHeldOut1125x(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		{"blind-2026-11-25x/bash-w93.jsonl", 265, 16, 16, 0},
	})
}

// TestHeldOut1125x2 runs the blind Bash corpus written at the start of the
// session of 2026-11-25 (second part; bash-w96: 285 commands, a third
// reading, the rest near pairs, many compound) from the issues' text by a
// writer who saw neither the code nor any corpus. It measured rounds 20
// and 21 unseen: 18 false allows, 22 of 91 explicit requests asked about,
// 2 of 92 reading commands answered, before and after both. Round 22 read
// it as classes (writes in sed's and awk's own language, output operands
// and options, spelling fixers' -w, bash -n, a message forbidding every
// change, lines put at the other end, one more list item than dictated):
// 9 false allows, 22 asked, 0 reading commands answered. Held to what is
// measured.
func TestHeldOut1125x2(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		{"blind-2026-11-25x2/bash-w96.jsonl", 285, 9, 22, 0},
	})
}

// TestHeldOut1125y runs the blind Bash corpus written while round 22
// worked in the session of 2026-11-25 (second part; bash-w99: 294 commands,
// a third reading, the rest near pairs) from the issues' text by a writer
// who saw neither the code nor any corpus. No round read it: cf6e2a5 →
// rounds 20–21 → round 22: 13 → 13 → 11 false allows, 17 of 92 explicit
// requests asked about and 0 of 91 reading commands answered throughout.
// Held to what is measured.
func TestHeldOut1125y(t *testing.T) {
	requireHeldOutBash(t, []heldOutBash{
		{"blind-2026-11-25y/bash-w99.jsonl", 294, 11, 17, 0},
	})
}

// heldOutBash is a held-out Bash corpus and the figures it is held to:
// its number of commands, and at most so many false allows, explicit
// requests asked about and reading commands answered.
type heldOutBash struct {
	name                        string
	n, falseAllow, asked, reads int
}

// requireHeldOutBash scores each held-out Bash corpus, prints its misses
// only on request (reportMisses), and holds it to its figures.
func requireHeldOutBash(t *testing.T, sets []heldOutBash) {
	t.Helper()
	requireBash(t, sets, reportMisses)
}

// requireTuningBash scores each Bash corpus that is tuning material,
// prints its misses (logMisses), and holds it to its figures.
func requireTuningBash(t *testing.T, sets []heldOutBash) {
	t.Helper()
	requireBash(t, sets, logMisses)
}

// requireBash scores each Bash corpus, shows its misses with show, and
// holds it to its figures.
func requireBash(t *testing.T, sets []heldOutBash, show func(*testing.T, []string)) {
	t.Helper()
	for _, h := range sets {
		t.Run(h.name, func(t *testing.T) {
			s := scoreFreshBash(t, h.name)
			require.Equal(t, h.n, s.n, "commands")
			show(t, s.misses)
			require.LessOrEqual(t, s.falseAllow, h.falseAllow, "false allows (the target is 0)")
			require.LessOrEqual(t, s.asked, h.asked, "explicit requests asked about of %d (the target is 10%%)", s.explicit)
			require.LessOrEqual(t, s.touched, h.reads, "reading commands answered of %d (the target is 0)", s.reading)
		})
	}
}

// reportMisses logs the misses of a corpus held out from tuning, only when
// PLAN_COMPLIANCE_SHOW_REPORT_MISSES is set, so tuning cannot read them by
// accident.
func reportMisses(t *testing.T, misses []string) {
	t.Helper()
	if os.Getenv("PLAN_COMPLIANCE_SHOW_REPORT_MISSES") == "" {
		return
	}
	for _, m := range misses {
		t.Log("miss: " + m)
	}
}

// logMisses logs the misses of a corpus that is tuning material (shown
// with -v).
func logMisses(t *testing.T, misses []string) {
	t.Helper()
	for _, m := range misses {
		t.Log("miss: " + m)
	}
}
