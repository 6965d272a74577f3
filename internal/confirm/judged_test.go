package confirm

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/consent"
)

// The judged corpus (testdata/judged-*.jsonl) is issue 12's: 255 edit
// cases (a conversation, a file as it is and the proposed Edit or Write),
// each labelled explicit or needs_confirmation from the rules
// before the classifier was changed for them: named and neighbouring
// declarations, symbols only the new text has, paths sharing a base name,
// common words that are file stems, "the readme", pasted logs and quotes,
// hedges, options before the question, a request plus a question, negation
// scope, plans and suggestions answered yes or no. It was split at random
// (fixed seed) into a tuning half, which the rules were tuned on, and a
// report half, which they were not: its figures are the ones
// docs/confirmation.md reports, and its misses are printed only when
// PLAN_COMPLIANCE_SHOW_REPORT_MISSES is set.

type judgedEdit struct {
	Style        string `json:"style"`
	Conversation []Turn `json:"conversation"`
	File         struct {
		Path    string  `json:"path"`
		Content *string `json:"content"`
	} `json:"file"`
	Edit *struct {
		Old string `json:"old_string"`
		New string `json:"new_string"`
	} `json:"edit"`
	Write *string `json:"write"`
	Want  Level   `json:"want"`
	// OtherFiles are other files of the project (path: content), such as a
	// second file with the edited file's base name: when a case has them,
	// the project is made on disk and the classifier is given the real
	// path and the hook's same-base-name walk (SameBaseIn).
	OtherFiles map[string]string `json:"other_files"`
}

// target is the case's Target as the hook builds it: with other files,
// the project is written to a temporary directory first.
func (k judgedEdit) target(t *testing.T) Target {
	c := k.change(t, "/home/dev/proj")
	if len(k.OtherFiles) == 0 {
		return TargetOf(c)
	}
	project := t.TempDir()
	files := map[string]string{k.File.Path: ""}
	if k.File.Content != nil {
		files[k.File.Path] = *k.File.Content
	}
	for p, content := range k.OtherFiles {
		files[p] = content
	}
	for p, content := range files {
		full := filepath.Join(project, filepath.FromSlash(p))
		require.NoError(t, os.MkdirAll(filepath.Dir(full), 0o755))
		require.NoError(t, os.WriteFile(full, []byte(content), 0o644))
	}
	c.Path = filepath.Join(project, filepath.FromSlash(k.File.Path))
	tg := TargetOf(c)
	tg.SameBase = SameBaseIn(project, c.Path)
	tg.SameBaseDirs = SameBaseDirsIn(project, c.Path)
	tg.FileAt = FileAtIn(project)
	return tg
}

// change is the case's proposed change, as the hook builds it.
func (k judgedEdit) change(t *testing.T, project string) Change {
	c := Change{Name: k.File.Path, Path: project + "/" + k.File.Path, Prose: IsProse(k.File.Path)}
	switch {
	case k.Edit != nil:
		require.NotNil(t, k.File.Content, "an edit needs the file's content")
		before, after, off, err := ApplyEditsWindowed(*k.File.Content, []Edit{{Old: k.Edit.Old, New: k.Edit.New}})
		require.NoError(t, err, "%s: the edit must apply", k.File.Path)
		c.Before, c.After, c.LineOffset = before, after, off
	case k.Write != nil && k.File.Content == nil:
		c.Created, c.After = true, *k.Write
	case k.Write != nil:
		c.Before, c.After, c.LineOffset = Window(*k.File.Content, *k.Write)
	default:
		t.Fatalf("%s: neither edit nor write", k.File.Path)
	}
	return c
}

// judgedScore is the two figures over a corpus.
type judgedScore struct {
	n, explicit, asked, falseAllow int
	misses                         []string
}

func (s judgedScore) askedRate() float64 { return float64(s.asked) / float64(max(s.explicit, 1)) }

func scoreJudged(t *testing.T, name string) judgedScore {
	if !filepath.IsAbs(name) {
		name = filepath.Join("testdata", name)
	}
	f, err := os.Open(name)
	require.NoError(t, err)
	defer f.Close()
	var s judgedScore
	// The hook reads approval, and consent to a plan, with the consent
	// capability's reader (dispatch's classifyBuiltin); so are the corpora.
	reader := consent.New(consent.DefaultConfig())
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var k judgedEdit
		require.NoError(t, json.Unmarshal(sc.Bytes(), &k), "%s:%d", name, line)
		got := classifyAsTheHook(reader, Request{Conversation: k.Conversation, Target: k.target(t)})
		s.n++
		if k.Want == Explicit {
			s.explicit++
		}
		switch {
		case k.Want == Explicit && got.Level != Explicit:
			s.asked++
		case k.Want != Explicit && got.Level == Explicit:
			s.falseAllow++
		default:
			continue
		}
		last := ""
		if n := len(k.Conversation); n > 0 {
			last = k.Conversation[n-1].Text
		}
		s.misses = append(s.misses, fmt.Sprintf("%s:%d [%s] %s, %q: want %s, got %s (%s)", name, line, k.Style, k.File.Path, last, k.Want, got.Level, got.Reasoning))
	}
	require.NoError(t, sc.Err())
	t.Logf("%s: N=%d, false allows %d, explicit requests asked about %d/%d (%.1f%%)",
		name, s.n, s.falseAllow, s.asked, s.explicit, 100*s.askedRate())
	return s
}

// requireTargets fails below issue 12's targets.
func requireTargets(t *testing.T, s judgedScore) {
	require.Positive(t, s.n, "an empty corpus")
	require.Zero(t, s.falseAllow, "false allows")
	require.LessOrEqual(t, s.askedRate(), 0.10, "explicit requests asked about")
}

// TestJudgedTuning is the half the rules were tuned on: its misses are
// printed.
func TestJudgedTuning(t *testing.T) {
	s := batch(t, "judged-tuning.jsonl", 120)
	requireTargets(t, s)
}

// TestJudgedReport is the held-back half: figures only.
func TestJudgedReport(t *testing.T) {
	s := scoreJudged(t, "judged-report.jsonl")
	require.GreaterOrEqual(t, s.n, 120)
	reportMisses(t, s.misses)
	requireTargets(t, s)
}

// TestJudgedTuningSecondBatch runs the further tuning batches: a second
// (45 edit cases: "we need to", lists of files, more option answers, pasted
// errors, "README.md says …", possessive stems, suggestions answered) and
// a third (25: sections, "it should be", more verbs, numbered options,
// plans answered) and a fourth (30: Python methods, Markdown headings,
// JavaScript, JSON, tracebacks, options naming symbols) and a fifth (31:
// files named but not asked for, another file as the place of the change,
// reminders) and a sixth (18: traps — the user will do it, "how to",
// wishes, references "like parse.go") and a seventh (15 Writes: new files
// named or not, a file written over) and an eighth (17: Rust, a
// Dockerfile, an env file, options answered), each written after the previous round of changes; the
// report half was not looked at for them.
func TestJudgedTuningSecondBatch(t *testing.T) {
	for _, name := range []string{"judged-tuning-2.jsonl", "judged-tuning-3.jsonl", "judged-tuning-4.jsonl", "judged-tuning-5.jsonl", "judged-tuning-6.jsonl", "judged-tuning-7.jsonl", "judged-tuning-8.jsonl"} {
		t.Run(name, func(t *testing.T) {
			s := scoreJudged(t, name)
			logMisses(t, s.misses)
			// The batches are small (4 to 23 explicit requests): one ask
			// moves the rate by 4 to 25 points, so they are held to no
			// false allow and at most 15% asked; the halves hold 10%.
			require.Zero(t, s.falseAllow, "false allows")
			require.LessOrEqual(t, s.askedRate(), 0.15, "explicit requests asked about")
		})
	}
}

// TestJudgedExternal scores a corpus given by path in
// PLAN_COMPLIANCE_JUDGED_CORPUS (the format of judged-*.jsonl), against the
// same targets: for an independent held-out corpus. Without it, nothing to
// run.
func TestJudgedExternal(t *testing.T) {
	path := os.Getenv("PLAN_COMPLIANCE_JUDGED_CORPUS")
	if path == "" {
		t.Skip("set PLAN_COMPLIANCE_JUDGED_CORPUS to a corpus file to score it")
	}
	abs, err := filepath.Abs(path)
	require.NoError(t, err)
	s := scoreJudged(t, abs)
	logMisses(t, s.misses)
	requireTargets(t, s)
}

// The fresh corpus (testdata/fresh-2026-11-23/edits-*.jsonl) is a second,
// independent set of 149 Edit and Write cases written after the judged
// corpus's rules were in place (neighbouring declarations in one file,
// keys of a YAML file, sections of a README, same base names, options
// before, inside and after the question, pasted logs, diffs and
// tracebacks, hedges, multi-request messages, plans and denied edits
// answered), labelled from issue 12's spec before the classifier was run
// on it, split at random (fixed seed) into a tuning half and a report
// half. Its Bash cases (bash-*.jsonl) run through the whole hook in
// internal/dispatch.

// TestFreshTuning is the fresh corpus's tuning half.
func TestFreshTuning(t *testing.T) {
	s := batch(t, "fresh-2026-11-23/edits-tuning.jsonl", 70)
	requireTargets(t, s)
}

// TestFreshReport is the fresh corpus's held-back half: figures only. It
// does NOT meet issue 12's targets: 2 false allows (target 0) and 6/41
// explicit requests asked about (14.6%, target 10%); before this round's
// changes it had 3 false allows and 6 asked, after the second round 1, and
// the third round (tuned on the third batch) took it back to 2 (the case
// was not looked at). The fourth round (the sixth edit batch) left 2 false
// allows and took the asked to 5/41 (12.2%); later rounds to 1 false
// allow and 3/41 asked, and the edit-scope rule (reading.unasked: a
// change to a named file must stay inside what was asked) to 0 false
// allows. The test holds it to those figures, so a change can only
// improve it (docs/confirmation.md).
func TestFreshReport(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 0 since the edit-scope rule)
		// explicit requests asked about (measured 3/41)
		{"fresh-2026-11-23/edits-report.jsonl", 75, 0, 3},
	})
}

// TestFreshTuningSecondBatch is a second fresh tuning batch (35 edit cases:
// terse requests, adjectives that are verbs, pasted diffs and logs,
// numbered requests, options answered by number, questions back),
// written after the first round of changes without looking at the report
// half. Its first run had 5 false allows and 0/14 asked; three classes
// were fixed (a file after "from" with a verb of transfer is the source;
// a condition before the request; a question answered with a question; a
// key or function the file declares elsewhere). One false allow remained
// ("make the email input required" in signup.html for an edit of the
// button), fixed later: in a markup file a tag or an attribute value the
// request names is a specific the change must touch (markupNames). The
// test holds no false allow and at most 15% asked.
func TestFreshTuningSecondBatch(t *testing.T) {
	s := scoreJudged(t, "fresh-2026-11-23/edits-tuning-2.jsonl")
	logMisses(t, s.misses)
	require.Zero(t, s.falseAllow, "false allows")
	require.LessOrEqual(t, s.askedRate(), 0.15, "explicit requests asked about")
}

// TestFreshTuningThirdBatch is a third fresh tuning batch (35 edit cases,
// mostly explicit requests in plain and varied forms, then arrows used as a
// flow and answers that ask back), written after the second round of
// changes without looking at the report half. First run: 2 false allows
// ("review utils.py and tell me what you'd change", "write a test for
// slugify"), 4/24 asked (arrows, "turn … off", "would you mind changing").
func TestFreshTuningThirdBatch(t *testing.T) {
	s := scoreJudged(t, "fresh-2026-11-23/edits-tuning-3.jsonl")
	logMisses(t, s.misses)
	require.Zero(t, s.falseAllow, "false allows")
	require.LessOrEqual(t, s.askedRate(), 0.15, "explicit requests asked about")
}

// TestFreshTuningFourthBatch is a fourth fresh tuning batch (74 edit cases
// written in the second round, aimed at false allows: neighbouring
// declarations, symbols only the new text has, common words that are file
// stems, two files with one base name, pasted logs and diffs with
// imperative text, hedged asks, options before the question, a request
// plus a question, negation scope, a request for another file in the same
// directory or another function in the same file, a request already done,
// a request withdrawn), labelled from issue 12's spec before the
// classifier was run on it. First run: 6 false allows, 2/15 asked. Four
// classes were fixed (a tool's diagnostic line "parse.go:15: …" is pasted;
// "wonder" hedges; a negated verb of asking denies the whole ask: "I never
// asked you to change the README"; a name in a question borrows a request
// from another sentence only when that request points back: "what does
// formatFooter print? and make handleEntry reject empty input" does not
// ask to change formatFooter). Two false allows remain, a known gap: a
// bare base name ("update utils.ts …") when the project has two utils.ts —
// the case does not say so and the classifier does not see the project's
// tree, so a bare base name still names the edited file (the hook does
// look: TestBareBaseNameOfASharedName). A fifth class fixed later: "the
// install doc" names docs/install.md (1/15 asked after it). The test holds
// those figures: no more than two false allows, at most 15% asked.
func TestFreshTuningFourthBatch(t *testing.T) {
	s := batch(t, "fresh-2026-11-23/edits-tuning-4.jsonl", 70)
	require.LessOrEqual(t, s.falseAllow, 2, "false allows (two known, above)")
	require.LessOrEqual(t, s.askedRate(), 0.15, "explicit requests asked about")
}

// TestFreshTuningFifthBatch is a fifth fresh tuning batch (31 edit cases,
// 26 needing confirmation: a Makefile, an env file, the same false-allow
// classes as the fourth batch in other words), written after the fourth
// batch's fixes, labelled from issue 12's spec before the classifier was
// run on it. First run: 2 false allows (a key of .env named for
// ".env.example"; "then forget it" taking back a request), 1/5 asked. Both
// classes were fixed (a dotfile or a file variant such as .example is
// another place; "forget it/that/about it" declines). One explicit request
// is still asked about: "… also add indent=2 to dump", where "to dump"
// reads as a verb rather than the function's name (the safe side). Held
// to no false allow and at most that one ask.
func TestFreshTuningFifthBatch(t *testing.T) {
	requireTuningEdits(t, []heldOutEdits{
		// explicit requests asked about (measured 1/5)
		{"fresh-2026-11-23/edits-tuning-5.jsonl", 31, 0, 1},
	})
}

// TestFreshTuningSixthBatch runs the sixth fresh edit batch (75 cases,
// written and labelled from issue 12's list of failure classes before the
// third round of changes: neighbouring declarations, a symbol only in the
// new text, ordinary words and HTML tags taken for names, pasted logs with
// imperative text, hedged requests, options listed before the question,
// a request plus a question, negation scope, "the readme"). Held to issue
// 12's targets.
func TestFreshTuningSixthBatch(t *testing.T) {
	s := batch(t, "fresh-2026-11-23/edits-tuning-6.jsonl", 70)
	requireTargets(t, s)
}

// TestFreshTuningSeventhBatch runs the seventh fresh edit batch (25 cases
// in the sixth batch's classes, new words, written after its fixes to
// measure them on phrasing they were not tuned on). Held to issue 12's
// targets.
func TestFreshTuningSeventhBatch(t *testing.T) {
	s := batch(t, "fresh-2026-11-23/edits-tuning-7.jsonl", 25)
	requireTargets(t, s)
}

// TestOwnEditsTuning runs the 2026-11-24 tuning batch (166 edit cases over
// some twenty files of other projects — Rust, TypeScript/React, Java,
// Kotlin, Ruby, Python, Go, Terraform, CI YAML, a Helm chart, a
// Dockerfile, SQL, nginx, CSS, shell, Markdown — with every class issue 12
// lists in new words, and projects holding two files of one base name),
// written and labelled from the spec before the classifier was run on it.
// Held to issue 12's targets.
func TestOwnEditsTuning(t *testing.T) {
	s := batch(t, "fresh-2026-11-24/edits-tuning-own.jsonl", 120)
	requireTargets(t, s)
}

// TestBlindEditsTuning runs the tuning half of the blind edit cases of
// 2026-11-24 (141 cases written from issue 12's spec by other engineers,
// some with other files of the project), as given: misses printed. It
// does NOT meet issue 12's targets. First run: 10 false allows, 28/60
// asked; now no false allow and 19/60 asked (31.7%), most of them
// conversation reading
// (approvals such as "ship it", requests in other languages, file names
// with typos, pasted output), which another engineer works on this
// round. Held to those figures, so a change can only improve it.
func TestBlindEditsTuning(t *testing.T) {
	requireTuningEdits(t, []heldOutEdits{
		// explicit requests asked about (measured 3/60 after merging the
		// conversation rules; 4 with round 8's stray-word scope rule, which
		// took 6 false allows off the sets j..m; the target is 10%)
		{"fresh-2026-11-24/edits-tuning.jsonl", 141, 0, 4},
	})
}

// TestBlindEditsTuningSecond runs the second blind edits tuning half of
// 2026-11-24 (130 cases: realistic multi-turn agent sessions, written by
// another engineer from issue 12's spec), as given: misses printed. It
// does NOT meet issue 12's targets. First run: 12 false allows, 38/65
// asked; now no false allow and 35/65 asked
// (53.8%), nearly all of them answers to proposals ("yeah do that", "👍
// go", "ja, mach das", "proceeed") that the conversation reading, worked
// on by another engineer this round, does not take as approval yet. Held
// to those figures.
func TestBlindEditsTuningSecond(t *testing.T) {
	requireTuningEdits(t, []heldOutEdits{
		// 17/65 since a plan's name counts only where its sentence names no
		// other file (the tsconfig.build.json false allow of bash-tuning-a)
		// explicit requests asked about (measured 17/65 after merging the
		// conversation and scope rules, 15 after the option picks of round 4;
		// the target is 10%)
		{"fresh-2026-11-24/edits-2-tuning.jsonl", 130, 0, 15},
	})
}

// TestBlindEditsReport runs the report halves of the three blind edit
// corpora of 2026-11-24 (written from issue 12's spec by engineers who did
// not see the rules; split at random, seed 20261124; nobody read these
// halves: misses are printed only when PLAN_COMPLIANCE_SHOW_REPORT_MISSES
// is set). They do NOT meet issue 12's targets; docs/confirmation.md has
// the figures before and after the round. Held to the figures measured at
// the end of the round, so a change can only improve them.
func TestBlindEditsReport(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		{"fresh-2026-11-24/edits-report.jsonl", 142, 0, 7},    // before the round: 13 false allows, 23/66 asked; before the reading and scope rules: 4, 19; 9 before round 4's rule verbs, 8 after; 9 with round 8's stray-word scope rule; 7 with round 17's notes of a declaration
		{"fresh-2026-11-24/edits-2-report.jsonl", 130, 2, 17}, // before: 11, 31/51; before the reading and scope rules: 7, 23; 18 before round 11
		{"fresh-2026-11-24/edits-3-report.jsonl", 102, 0, 5},  // before: 11, 13/48; before the reading and scope rules: 8, 11; 6 before the imperative verbs
	})
}

// TestOwnScopeTuning runs the edit-scope batch of 2026-11-24 (93 cases
// written and labelled from issue 12's spec before the classifier was
// changed for them): edits of a named file that stay inside what was
// asked — a key, a line, a quoted string, a function, a value, a section
// — against the same edits with a hunk nobody asked for (another key, a
// removed line, a requoted command, a rewritten paragraph, a version
// section renamed), broad requests ("rewrite the README", "clean up
// utils.py", "fix the failing tests", a reindent) with large edits, the
// consequences of a request (an import, the uses of a renamed function,
// moved lines), a symbol named for another file ("instance_type in
// prod.tfvars" for variables.tf) and files of one base name told apart
// by words ("the top-level requirements.txt, not the test one"). First
// run: 41 false allows, 7/46 asked. After the edit-scope rule
// (reading.unasked), the same-base qualifiers and "export" as a verb of
// change: 1 false allow, 1/46 asked. The false allow left names its part
// by position ("the second test … fix that one", for an edit fixing both
// tests); the ask is a request read as a refusal ("stop ignoring
// .vscode"). Held to those figures.
func TestOwnScopeTuning(t *testing.T) {
	s := batch(t, "fresh-2026-11-24/edits-tuning-scope-own.jsonl", 80)
	require.LessOrEqual(t, s.falseAllow, 1, "false allows (measured 1, an ordinal; the target is 0)")
	require.LessOrEqual(t, s.askedRate(), 0.10, "explicit requests asked about")
}

// TestOwnScopeSecond runs a second edit-scope batch (41 cases on other
// files — package.json, Cargo.toml, a settings module, SQL, Helm values,
// Rust, a React component, pyproject.toml, API docs, a shell script),
// written after the edit-scope rule and labelled before it was run on
// them, to measure the rule on cases it was not tuned to. First run: no
// false allow, 4/22 asked; one was the rule's (a key of [tool.ruff.lint]
// for "… in ruff": a section's dotted parts now all enclose its keys),
// three are readings of the request ("give the button type=…", "keep 30
// days of backups", "gzip the dump"). Held to 0 and 3.
func TestOwnScopeSecond(t *testing.T) {
	requireTuningEdits(t, []heldOutEdits{
		// explicit requests asked about (measured 3/22, 2 after round 11; the
		// target is 10%)
		{"fresh-2026-11-24/edits-tuning-scope-own-2.jsonl", 41, 0, 2},
	})
}

// TestOwnScopeThird runs a third edit-scope batch (20 cases: a Go config
// struct, Java properties, a workflow's env, a Dockerfile, two Terraform
// buckets, CONTRIBUTING.md), written at the end of the round and labelled
// before it was run. First run: 2 false allows, 3/9 asked — two items of
// one line changed for a request naming one (`Addr: …, ReadTimeout: …`),
// and a place's name used in another function (`return Server{…}` for
// "add a field to Server"). Both classes were fixed (splitItems; a place
// accounts only for what lies inside it or is declared for it). The asks
// are readings of the request ("run gunicorn with 4 workers", "tag the
// logs bucket", "deploy.yml should deploy to …" where "deploy" reads as a
// part elsewhere). Held to 0 and 3.
func TestOwnScopeThird(t *testing.T) {
	requireTuningEdits(t, []heldOutEdits{
		// explicit requests asked about (measured 3/9; the target is 10%)
		{"fresh-2026-11-24/edits-tuning-scope-own-3.jsonl", 20, 0, 3},
	})
}

// TestBlindEdits1124b runs the blind edit corpus written on the morning of
// 2026-11-24 from issue 12's spec (231 cases, by an engineer who saw neither
// the rules nor any other corpus). It was held out while the round's rules
// were changed (first run 27 false allows, 33/111 asked; at the round's
// merge 16 and 30/111) and is tuning material from then on; a later blind
// corpus measures what follows (docs/confirmation.md). After the part
// rules of the afternoon (a yes to a quoted swap covers only what it
// shows, lines of one key paired, typo fixes, reindents, "the Test stage",
// a value only the change brings, a data key taken away): 8 false allows,
// 30/111 asked. Held to
// what is measured, so a change can only improve it.
func TestBlindEdits1124b(t *testing.T) {
	requireTuningEdits(t, []heldOutEdits{
		// false allows (measured 16 at the merge, 8 after the second scope
		// round, 6 after the third, 5 after the fourth, 4 after the option
		// picks of round 4, 2 with the follow-ups of round 4, 1 with round
		// 11's subject touched; the target is 0)
		// explicit requests asked about (11 after the fourth reading round, 10
		// after the 2026-11-24 midday round 4; measured 30 of 111 at the
		// merge, 20 after the imperative, phrasal and Nordic/Hinglish verbs,
		// 19 after all-of-them picks, 16 after post, manifest and possessive
		// tool-config names, 15 after a removal naming each removed line, 14
		// after same-again follow-ups, 13 after an option spelling the whole
		// change, 12 after a request then a question in one sentence; the
		// target is 10%)
		{"blind-2026-11-24b/edits-w3.jsonl", 231, 1, 10},
	})
}

// TestHeldOut1124c runs the blind edit corpus written at midday on
// 2026-11-24 from issues 5 and 12 (262 cases: agent sessions over a week of
// real work, by an engineer who saw neither the rules nor any other
// corpus). Nobody changing the rules saw it until the afternoon round ended: it measured that
// round's result (before, 927f65f: 21 false allows, 32/131 explicit requests
// asked about; after: docs/confirmation.md); a third round then tuned on it,
// and TestHeldOut1124d measures what follows. Misses are printed only when
// PLAN_COMPLIANCE_SHOW_REPORT_MISSES is set. It does NOT meet issue 12's
// targets; held to what was measured, so a change can only improve it.
func TestHeldOut1124c(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 12; 5 after the third scope round, 4 after
		// the fourth; the target is 0)
		// explicit requests asked about (measured 34 of 131, 32 after the
		// third scope round, 23 after the fourth reading round, 21 after the
		// option picks of round 4, 20 after round 8's request reading, 19
		// after round 9's, 18 after round 11's, 17 after round 17's notes of a
		// declaration; the target is 10%)
		{"blind-2026-11-24c/edits-w5.jsonl", 262, 4, 17},
	})
}

// TestOwnScopeFourth runs a fourth edit-scope batch (46 cases, pairs on
// one file each: a named key, setting or item changed as asked against the
// same change plus another key, an added line, a reformat of the whole
// file, a replaced owner or hook, renumbered fields, prints replaced
// rather than removed, a sibling job or stage touched; yes to a proposal
// whose edit stays inside or goes beyond the change it showed; broad
// requests and a rename's uses kept), written and labelled before the
// classifier was changed for them. First run: 13 false allows, 1/24
// asked; after the part rules: 2 and 0/24 (the two left: a tag added
// inside the named bucket's resource, an owner replaced for "add them";
// "the password input" now names password, not every <input>). The ask ("clean up utils.py" not naming
// app/utils.py: "up" read as a directory before the name) was fixed: 0/24.
func TestOwnScopeFourth(t *testing.T) {
	requireTuningEdits(t, []heldOutEdits{
		// false allows (first run 13, measured 2, 1 after the fourth scope
		// round, 0 with round 8's stray-word scope rule)
		// explicit requests asked about (first run 1/24, measured 0)
		{"fresh-2026-11-24/edits-tuning-fa2-own.jsonl", 46, 0, 0},
	})
}

// TestHeldOut1124d runs a second blind edit corpus written to measure the
// afternoon round of 2026-11-24 (290 cases, many explicit requests worded
// indirectly, written from issues 5 and 12 after the round's rules were
// merged, by an engineer who saw neither the rules nor any corpus). Nobody
// changing the rules saw it (before the round, 927f65f: 24 false allows,
// 61/152 explicit requests asked about; after: docs/confirmation.md). Misses
// are printed only when PLAN_COMPLIANCE_SHOW_REPORT_MISSES is set. It does
// NOT meet issue 12's targets; held to what was measured. The fourth
// scope round tuned on it (20 false allows before, 8 after, asked
// unchanged at 59): from then on it is tuning material.
func TestHeldOut1124d(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 20; 8 after the fourth scope round, 7 after
		// the asked text of the late-morning round 4, 6 with round 11 (its
		// quantities brought, or its left-out reading, each alone); the target
		// is 0)
		// explicit requests asked about (measured 59 of 152, 34 after the
		// fourth reading round, 33 after the fifth; the target is 10%)
		{"blind-2026-11-24d/edits-w7.jsonl", 290, 6, 33},
	})
}

// TestOwnScopeFifth runs a fifth edit-scope batch (34 cases, pairs on one
// file each: a request naming the file and one key, line, tag, comment or
// function, against the same change plus another line of the file — a
// dependency's version beside the package's, the web line beside the
// worker's, imports reordered under a header comment, a title beside an
// added meta tag, a value changed beside an added comment, another
// function, an owner replaced rather than added), written and labelled
// before the classifier was changed for them. First run: 9 false allows,
// 1/15 asked; after the third round's part rules 3 and 1/15.
func TestOwnScopeFifth(t *testing.T) {
	requireTuningEdits(t, []heldOutEdits{
		// false allows (first run 9, measured 3, 2 after the fourth scope
		// round)
		// explicit requests asked about (first run 1/15; 0 with round 17's
		// notes of a declaration)
		{"fresh-2026-11-24/edits-tuning-r3-fa-own.jsonl", 34, 2, 0},
	})
}

// batch scores the corpus name, which must hold at least n cases, and logs
// its misses (shown with -v): the opening of every batch's metric test.
func batch(t *testing.T, name string, n int) judgedScore {
	t.Helper()
	s := scoreJudged(t, name)
	require.GreaterOrEqual(t, s.n, n)
	logMisses(t, s.misses)
	return s
}

// TestOwnScopeR4 runs a sixth edit-scope batch (72 cases, written and
// labelled before the fourth scope round changed the classifier): pairs on
// one file each, a request naming the file and one key, setting, line,
// element, job or function in fresh wording, against the same request with
// an edit of another part of the file (a neighbouring key, the other
// button, the other cron line, the title for the heading) or the asked
// change plus an unasked one (tags beside force_destroy, a second pin, a
// CPU limit beside an image tag, an owner replaced for "too"); and the
// conversation classes (never mind to a proposal, "only the api one",
// "do 1, skip the retry stuff", a bare settings.py with two of them)
// each beside its explicit twin. First run: 6 false allows (the gitignore
// entry, the runner, the heading, the tags, the owner replaced, "only the api
// one"), 10/36 asked (mostly readings of the request: "DEBUG must be off",
// "try five times instead of three", "the Cancel button … should say").
// After the fourth scope round's rules (topic words, a swap "from X to Y",
// new keys or blocks beside the one asked, a line the user keeps, an
// additive request, what is brought placed on a sibling, a directory
// written "dist/"): 2 false allows (the <title> rewritten for "the big
// heading", "only the api one" — a pick, not the scope check's), 10/36
// asked (unchanged).
func TestOwnScopeR4(t *testing.T) {
	requireTuningEdits(t, []heldOutEdits{
		// false allows (first run 6, measured 2, 1 after the limited answers
		// of round 4)
		// explicit requests asked about (first run 10/36, measured 10/36, 3 at
		// round 11)
		{"fresh-2026-11-24/edits-tuning-scope-r4-own.jsonl", 72, 1, 3},
	})
}

// TestBlind1124e runs the blind edit corpora written at the start of the
// second session of 2026-11-24 (testdata/blind-2026-11-24e/: w9 284 cases,
// multi-turn agent sessions with many indirectly worded requests; w11 156,
// requests and edits that only partly match), written from the issues'
// text by writers who saw neither the code nor any corpus. They measured
// the session's first round unseen (d4259e8 → its merge: w9 11 → 10 false
// allows, 77 → 78/154 asked; w11 5 → 4, 19/76) and are tuning material from
// then on. Held to what is measured.
func TestBlind1124e(t *testing.T) {
	requireTuningEdits(t, []heldOutEdits{
		{"blind-2026-11-24e/edits-w9.jsonl", 284, 3, 55},  // 3, 55 with round 13's restated changes; 3, 56 after round 9's request reading; 3, 57 with the fifth scope and reading rounds merged (67 asked before the fifth reading round); 13 before the fifth scope round (an extra part I announce beside the edit: 7 of them; an entry named and left alone: 1); before the fourth reading round 10, 78: it added 3 false allows (lines 8, 172, 214: a file named by description or a statement of the change, then an unasked part or another file)
		{"blind-2026-11-24e/edits-w11.jsonl", 156, 0, 12}, // 0 false allows, 12 asked after the option picks of round 4; 1, 16 with the fifth scope and reading rounds merged (17 asked before the fifth reading round); 4 false allows before the fifth scope round (a README written outside the package asked for, a rewrite for a yes to a proposal to add, a line a proposed swap did not show); 19 asked before the fourth reading round
	})
}

// TestOwnScopeR5 runs a seventh edit-scope batch (55 cases, written and
// labelled before the fifth scope round changed the classifier): an extra
// change in the same edit that the agent announces ("while I'm in there",
// "… too", "Plus …", "Additionally …"), a file named by description with
// an unasked part or another entry changed, a statement of the change
// whose place words name another file (the web chart, the billing service,
// staging), a whole-file write beyond the added line, a second locale,
// dependency or host beside the asked one, the same change copied to a
// same-named file in another directory, a README written in the wrong
// directory and a yes to another proposal than the one applied, each
// beside its explicit twin. First run: 11 false allows (the shell, the
// dev extras, the stylesheet, the beat entry, the web chart, both
// whole-file writes, the second locale, the second host, the README, the
// yes to another proposal), 4/27 asked. After the fifth scope round's
// rules (an extra part I announce, an entry named and left alone, a block
// named to place a line, place words of another same-named file, a
// statement covering only the lines with its value, a second item in a
// data file, a place the target is not in, a rewrite for a yes to a
// proposal to add, a line a proposed swap did not show): 1 false allow
// (the second locale in an inline list), 4/27 asked (unchanged).
func TestOwnScopeR5(t *testing.T) {
	requireTuningEdits(t, []heldOutEdits{
		// false allows (first run 11, measured 1)
		// explicit requests asked about (first run 4/27)
		{"fresh-2026-11-24/edits-tuning-scope-r5-own.jsonl", 55, 1, 4},
	})
}

// TestHeldOut1124f runs the edit corpora held out for the whole second
// session of 2026-11-24 (testdata/blind-2026-11-24f/: w13 206 cases, fresh
// instances of the classes issue 12 names; w15 194, ordinary agent
// sessions), written from the issues' text by writers who saw neither the
// code nor any corpus. Nobody changing the rules saw them; the lead read
// only their figures. Before the session (d4259e8): w13 5 false allows,
// 28/99 asked; w15 14, 22/91. After it: w13 5, 25; w15 11, 22. After the
// edits-scope round (a qualified member names the member, not the impl
// around another; a dotted key names the whole key; a path of the other
// same-base file places the request there; "put X in" adds; an addition
// to a named block takes none of its lines away): w13 2, 25;
// w15 8, 22. Misses print only with
// PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to what is measured.
func TestHeldOut1124f(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		{"blind-2026-11-24f/edits-w13.jsonl", 206, 2, 20}, // 20 asked after the option picks of round 4; 25 asked before the late-morning reading round
		{"blind-2026-11-24f/edits-w15.jsonl", 194, 6, 17}, // 6 false allows with the follow-ups of round 4, 7 after its option picks; 22 asked before it
	})
}

// TestBlind1124g runs the blind edit corpus written at the start of the
// late-morning session of 2026-11-24 (testdata/blind-2026-11-24g/edits-w17:
// 231 edits from ordinary agent sessions and the classes issue 12 names),
// written from the issues' text by a writer who saw neither the code nor
// any corpus. It measured the session's first round unseen (a2df484 → its
// merge: 10 → 9 false allows, 24 → 24 of 114 explicit requests asked about)
// and is tuning material from then on. Held to what is measured.
func TestBlind1124g(t *testing.T) {
	requireTuningEdits(t, []heldOutEdits{
		// 9 before the second round's scope rules (a named block is not its
		// neighbour, a name in a path is not the function, "needs a <member>"
		// adds): 6; a setting beside the one a one-line change rewrites is
		// not named by the request: 5.
		// false allows (measured 5; the target is 0)
		// explicit requests asked about (measured 24 of 114, 19 after the
		// late-morning second reading round, 18 after the option picks of
		// round 4; the target is 10%)
		{"blind-2026-11-24g/edits-w17.jsonl", 231, 5, 18},
	})
}

// TestHeldOut1124h runs the blind edit corpus held out for the whole
// late-morning session of 2026-11-24 (testdata/blind-2026-11-24h/edits-w21:
// 259 edits from real-looking sessions across many stacks), written from
// the issues' text by a writer who saw neither the code nor any corpus;
// nobody changing the rules saw it, the lead read only its figures.
// a2df484 → round 1 → round 2: 12 → 13 → 13 false allows (the one more came
// with round 1's wanted-state rule), 40 → 37 → 36 of 124 explicit requests
// asked about. Misses print only with PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1.
// Held to what is measured.
func TestHeldOut1124h(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 13, 11 after the asked values of round 3, 9
		// after round 4's named keys and typed SQL, 7 with the follow-ups of
		// round 4, 6 with round 15's parts beside what the conversation writes
		// out; the target is 0)
		// explicit requests asked about (measured 36 of 124, 34 after round 3,
		// 33 after round 4, 32 with the follow-ups, 31 after round 8's request
		// reading, 30 with round 12's typo reports, 29 with round 17's times
		// of day; the target is 10%)
		{"blind-2026-11-24h/edits-w21.jsonl", 259, 6, 29},
	})
}

// TestHeldOut1124i runs the blind edit corpus written before the
// late-morning session's third round (testdata/blind-2026-11-24i/edits-w25:
// 260 edits of realistic sessions), from the issues' text by a writer who
// saw neither the code nor any corpus; nobody changing the rules saw it, the
// lead read only its figures. It measured the session unseen: a2df484 →
// f4a33c1 → round 3: 11 → 9 → 9 false allows, 22 → 22 → 22 of 133 explicit
// requests asked about. Misses print only with
// PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to what is measured.
func TestHeldOut1124i(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 9, 4 after round 4's dependency paths, named
		// keys, document titles, typed SQL and asked text, 3 with its option
		// picks, 2 with the follow-ups, 1 with round 11's quantities brought;
		// the target is 0)
		// explicit requests asked about (measured 22 of 133, 11 after round
		// 4's request reading, 5 with its option picks; the target is 10%)
		{"blind-2026-11-24i/edits-w25.jsonl", 260, 1, 5},
	})
}

// TestHeldOut1124j runs the blind edit corpora written before the midday
// session's round 4 (testdata/blind-2026-11-24j/: edits-w29, 299 edits of
// every kind; edits-w32, 227 edits of multi-turn sessions), from the issues'
// text by writers who saw neither the code nor any corpus; nobody changing
// the rules saw them, the lead read only their figures. They measured round
// 4 unseen: 9f76a40 → round 4: w29 7 → 6 false allows, 23 → 22 of 146
// asked; w32 14 → 12 false allows, 56 → 53 of 100 asked; round 5's
// precise proposals, values swapped alone and named places: w29 4, w32 9 false
// allows. Misses print only
// with PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to what is measured.
func TestHeldOut1124j(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		{"blind-2026-11-24j/edits-w29.jsonl", 299, 3, 21}, // round 5 merged (scope 4, 22; reading 6, 21); 3 with round 11's subject touched
		{"blind-2026-11-24j/edits-w32.jsonl", 227, 6, 41}, // 41 with round 13's restated changes; 43 after round 9's request reading; round 6 scope: imports reordered beside an asked one (round 5 merged 8); 6 with round 9's container scope
	})
}

// TestHeldOut1124k runs the blind edit corpus written before the midday
// session's round 5 (testdata/blind-2026-11-24k/edits-w35: 307 edits, a
// third of them multi-turn sessions), from the issues' text by a writer who
// saw neither the code nor any corpus; nobody changing the rules saw it, the
// lead read only its figures. It measured rounds 4 and 5 unseen: 9f76a40 →
// round 4 → round 5: 28 → 26 → 24 false allows, 39 → 37 → 37 of 142
// explicit requests asked about. Misses print only with
// PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to what is measured.
func TestHeldOut1124k(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 24; round 6: 23 with its docstring rule, 20
		// with its request reading, 19 merged; 17 with round 8's stray-word
		// scope rule, 16 with round 9's, 13 with round 11's edits accounted
		// word by word and quoted values brought, 12 with round 14's change
		// placed in another named file, 11 with round 15's parts beside what
		// the conversation writes out, 10 with round 16's block of a row
		// named; the target is 0)
		// explicit requests asked about (measured 37 of 142, 34 after round
		// 11; the target is 10%)
		{"blind-2026-11-24k/edits-w35.jsonl", 307, 9, 34}, // round 20 (pairBeyond): 10 → 9
	})
}

// TestHeldOut1124l runs the blind edit corpus written before the midday
// session's round 6 (testdata/blind-2026-11-24l/edits-w38: 357 edits, 44%
// of them sessions of several turns, many doing the asked change plus an
// unasked one), from the issues' text by a writer who saw neither the code
// nor any corpus; nobody changing the rules saw it, the lead read only its
// figures. It measured the session's rounds unseen: 9f76a40 → rounds 4–5 →
// round 6: 25 → 25 → 25 false allows, 56 → 53 → 53 of 157 explicit
// requests asked about. Misses print only with
// PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to what is measured.
func TestHeldOut1124l(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 25; 22 after round 7, 19 with round 9's scope
		// rules, 18 with round 11's subject touched, 17 with round 13's
		// proposals put forward read like any other, 16 with round 14's lines
		// that carry nothing the request writes; the target is 0)
		// explicit requests asked about (measured 52 of 157, 51 after round
		// 8's request reading, 50 after round 9's, 49 after round 11's; the
		// target is 10%)
		{"blind-2026-11-24l/edits-w38.jsonl", 357, 15, 49}, // round 21 (writtenOtherwise): 16 → 15
	})
}

// TestHeldOut1124m runs the blind edit corpus written before the midday
// session's round 7 (testdata/blind-2026-11-24m/edits-w41: 262 edits, a
// quarter of them sessions of several turns), from the issues' text by a
// writer who saw neither the code nor any corpus; nobody changing the rules
// saw it, the lead read only its figures. It measured the whole midday
// session unseen: 9f76a40 → round 4 → round 5 → rounds 6–7: 13 → 12 → 12 →
// 12 false allows, 32 → 29 → 28 → 28 of 124 explicit requests asked about.
// Its misses are the next round's guide; they print only with
// PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to what is measured.
func TestHeldOut1124m(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 12; 13 at 9f76a40; 8 with round 8's
		// stray-word scope rule, 7 with round 9's section rule; the target is
		// 0)
		// explicit requests asked about (measured 28 of 124, 15 after round
		// 8's request reading, 14 after round 11's; the target is 10%)
		{"blind-2026-11-24m/edits-w41.jsonl", 262, 7, 14},
	})
}

// TestHeldOut1124n runs the blind edit corpus written before the afternoon
// session's round 8 (testdata/blind-2026-11-24n/edits-w45: 268 edits in over
// 30 languages of code, a quarter of them sessions of several turns, about
// 40 pairs of an asked change with and without an unasked extra), from the
// issues' text by a writer who saw neither the code nor any corpus; nobody
// changing the rules saw it, the lead read only its figures. It measured
// round 8 unseen: 5180203 → round 8: 10 → 9 false allows, 38 → 38 of 136
// explicit requests asked about; round 9 (read it): 9 → 4 false allows,
// 38 asked. Its misses are the next round's guide; they print only with
// PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to what is measured.
func TestHeldOut1124n(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 9 after round 8, 10 at 5180203; 4 with round
		// 9's scope rules, 3 with round 15's parts beside what the
		// conversation writes out; the target is 0)
		// explicit requests asked about (measured 38 of 136; 26 after round
		// 9's request reading: other languages read by what they spell, bare
		// requests and undos taking the change spelled before, options in
		// plain words, follow-ups spelling the change; 25 after round 11's; 23
		// after round 17's notes of a declaration; the target is 10%)
		{"blind-2026-11-24n/edits-w45.jsonl", 268, 3, 23},
	})
}

// TestHeldOut1124o runs the blind edit corpus written before the afternoon
// session's round 9 (testdata/blind-2026-11-24o/edits-w48: 259 edits of
// ordinary agent sessions — stack traces, relayed review comments, targets
// described instead of named, end states, follow-ups, accepted proposals the
// edit drifts from), from the issues' text by a writer who saw neither the
// code nor any corpus; nobody changing the rules saw it, the lead read only
// its figures. It measured the whole afternoon session unseen: 5180203 →
// round 8 → round 9: 18 → 18 → 18 false allows, 28 → 28 → 26 of 132
// explicit requests asked about. Its misses are the next round's guide; they
// print only with PLAN_COMPLIANCE_SHOW_REPORT_MISSES=1. Held to what is
// measured.
func TestHeldOut1124o(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 18, unseen by every round; 12 with round 11's
		// edits accounted word by word, quantities brought and additions that
		// add; 11 with round 12's request mood; 10 with round 13's proposals
		// put forward read like any other, 9 with round 15's parts beside what
		// the conversation writes out; the target is 0)
		// explicit requests asked about (measured 28 of 132 at 5180203, 26
		// after round 9, 24 after round 11, 23 with round 13's restated
		// changes; the target is 10%)
		{"blind-2026-11-24o/edits-w48.jsonl", 259, 8, 23}, // round 20 (pairBeyond): 9 → 8
	})
}

// TestHeldOut1124p runs the blind edit corpus written during round 10
// (blind-2026-11-24p/edits-w52: 82 edits) from the issues' text by a writer
// who saw neither the code nor any corpus. It measured the afternoon session
// unseen: 5180203 → round 8 → rounds 9-10: 2 → 2 → 2 false allows, 4 → 2 →
// 2 of 41 explicit requests asked about. The lead read its misses once,
// after the last measurement, and changed nothing for them. Held to what is
// measured.
func TestHeldOut1124p(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 2, unseen by every round; 0 with round 11's
		// edits accounted word by word)
		// explicit requests asked about (measured 4 of 41 at 5180203, 2 after
		// round 8; the target is 10%)
		{"blind-2026-11-24p/edits-w52.jsonl", 82, 0, 2},
	})
}

// TestHeldOut1124q runs the blind edit corpus written at the start of the
// evening session (blind-2026-11-24q/edits-w56: 131 edits, many doing one
// thing more than asked) from the issues' text by a writer who saw neither
// the code nor any corpus. It measured round 11 unseen: d8cf077 → round 11:
// 10 → 9 false allows, 10 → 10 of 61 explicit requests asked about. The
// lead read its misses after that measurement; nothing was changed for
// them. Held to what is measured.
func TestHeldOut1124q(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 10 at d8cf077, 9 after round 11, unseen by
		// it; 6 with round 12's request mood: weighing, scorn, relayed advice,
		// 5 with a path from the project's top naming the file there, 4 with
		// round 13's accounting of an answered proposal, 3 with a key named as
		// written taking the value, 2 with a line nothing names rewritten
		// beside the asked value, 1 with round 18's same edit repeated on a
		// line not named; the target is 0)
		// explicit requests asked about (measured 10 of 61, unseen; 8 with
		// round 12's Korean auxiliary written apart and Chinese resultative
		// verbs, 7 with its typo reports, 6 with round 13's answers followed
		// by their reasons; the target is 10%)
		{"blind-2026-11-24q/edits-w56.jsonl", 131, 1, 6},
	})
}

// TestHeldOut1124r runs the blind edit corpus written during the evening
// session (blind-2026-11-24r/edits-w59: 145 edits in long conversations,
// targets named by their role, large files) from the issues' text by a
// writer who saw neither the code nor any corpus. It measured rounds 11
// and 12 unseen: d8cf077 → round 11 → round 12: 7 → 7 → 7 false allows,
// 39 → 37 → 37 of 71 explicit requests asked about. The lead read its
// misses after that measurement. Held to what is measured.
func TestHeldOut1124r(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 7 unseen by rounds 11 and 12; 3 with round
		// 13's accounting of answered proposals, values replaced later in the
		// thread and list items, 1 with a setting of another block named and a
		// new name not brought; the target is 0)
		// explicit requests asked about (measured 37 of 71 unseen; 21 with
		// round 13's reading of the conversation: changes I restated and the
		// reply approves, answers followed by their reasons, options that only
		// point at the files named before; the target is 10%)
		{"blind-2026-11-24r/edits-w59.jsonl", 145, 1, 21},
	})
}

// TestHeldOut1124s runs the blind edit corpus written at the start of the
// night session (blind-2026-11-24s/edits-w63: 192 edits and writes, most
// in pairs of an edit exactly as asked and one doing a thing more) from
// the issues' text by a writer who saw neither the code nor any corpus. It
// measured round 13 unseen: 857ef07 → round 13: 11 → 11 false allows, 20
// → 19 of 87 explicit requests asked about. The lead read its misses after
// that measurement. Held to what is measured.
func TestHeldOut1124s(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 11 unseen by round 13; 2 with round 14 merged
		// (the Korean wish); 3 with round 14's accounting of every line and
		// place by the request's own text, values and names, and of the file,
		// member and plan it points at; the target is 0)
		// explicit requests asked about (measured 19 of 87 unseen; 13 with
		// round 14's follow-ups, documents and assent; the target is 10%)
		{"blind-2026-11-24s/edits-w63.jsonl", 192, 2, 13},
	})
}

// TestHeldOut1124t runs the blind edit corpus written during the night
// session (blind-2026-11-24t/edits-w66: 166 edits and writes, a third in
// conversations of three turns or more where I proposed or showed the
// change) from the issues' text by a writer who saw neither the code nor
// any corpus. It measured rounds 13 and 14 unseen: b53ffc1, round 13 and
// round 14 alike, 11 false allows, 13 of 77 explicit requests asked
// about. The lead read its misses after that measurement. Held to what is
// measured.
func TestHeldOut1124t(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		// false allows (measured 11 unseen by rounds 13 and 14; 6 with round
		// 15's parts beside what the conversation writes out: a keyword beside
		// the one asked, a class beside the text proposed, a hook beside the
		// stage proposed, a default flipped beside the shorthand, a second
		// typo beside the quoted one; the target is 0)
		// explicit requests asked about (measured 13 of 77 unseen; 8 with
		// round 15's yes in the proposal's own verb, offers spelled in code in
		// any language, placeholders and a bare "Apply?"; the target is 10%)
		{"blind-2026-11-24t/edits-w66.jsonl", 166, 6, 8},
	})
}

// TestHeldOut1124u runs the two blind edit corpora written at the start of
// the session of 2026-11-24/25 (blind-2026-11-24u: edits-w73, 210 edits
// and writes after conversations of every length, proposals and
// follow-ups; edits-w74, 209 testing what a request names and how far it
// reaches) from the issues' text by writers who saw neither the code nor
// any corpus. They measured round 15 unseen (d32dd81 → round 15): w73 16
// → 15 false allows, 16 → 16 of 100 explicit requests asked about; w74 15
// → 15, 15 → 15 of 102. Held to what is measured: round 16's block of a
// row named (blockrow.go) took w73 to 14 false allows, w74 to 10; its
// quoted values and phrase swaps (phraseswap.go) w73 to 15 asked, w74 to
// 14; round 22's place kept as it is (keptplace.go) w74 to 9 false allows.
func TestHeldOut1124u(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		{"blind-2026-11-24u/edits-w73.jsonl", 210, 14, 15},
		{"blind-2026-11-24u/edits-w74.jsonl", 209, 9, 14},
	})
}

// TestHeldOut1124u2 runs the blind edit corpus written during the session
// of 2026-11-24/25 (blind-2026-11-24u2/edits-w76: 112 exact pairs, the same
// request with an edit doing exactly what was asked and one doing one small
// thing more inside the same edit or write) from the issues' text by a
// writer who saw neither the code nor any corpus. It measured rounds 15
// and 16 unseen: d32dd81 → round 15 → round 16: 42 → 37 → 37 false
// allows, 11 of 112 explicit requests asked about throughout. Held to what
// is measured: round 17 (read it) took it to 26 false allows with the
// parts put beside the part written out (putbeside.go), and the asks to
// 8 with the notes of a declaration (attached.go), the entries of an
// attribute (entries.go) and values in another notation (notation.go);
// round 18 (ecode) to 25 with one addition asked (oneasked.go).
func TestHeldOut1124u2(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		{"blind-2026-11-24u2/edits-w76.jsonl", 224, 20, 8}, // round 20 (pairBeyond): 25 → 23; round 21 (writtenOtherwise): 23 → 20
	})
}

// TestHeldOut1125v runs the blind edit corpora written at the start of
// the session of 2026-11-25 (edits-w82: 202 exact pairs, an edit doing
// what was asked and its twin doing one small thing more or otherwise;
// edits-w83: 205 conversations testing names and scope) from the issues'
// text by writers who saw neither the code nor any corpus. They measured
// round 17 unseen: 6b858a9 → round 17: w82 43 → 40 false allows, 10 of
// 101 explicit requests asked about throughout; w83 5 false allows and
// 16 of 100 asked throughout. Read by round 18: ecode's one addition
// asked (oneasked.go) and an argument beside the value asked
// (putbeside.go); evalue's value asked and another written, rename and a
// line rewritten otherwise, the same edit repeated on a line not named;
// easks's word brought in beside the number swap asked (swapbeside.go)
// took w82 from 40 false allows to the figure below, no ask added;
// round 20 (escope) asked one fewer of w83. Held to what is measured.
func TestHeldOut1125v(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		{"blind-2026-11-25v/edits-w82.jsonl", 202, 18, 10}, // round 20 (pairBeyond): 21 → 19; round 21 (writtenOtherwise): 19 → 18; ecode alone 29, evalue alone 33, easks alone 38
		{"blind-2026-11-25v/edits-w83.jsonl", 205, 5, 15},
	})
}

// TestHeldOut1125v2 runs the blind edit corpus written during the session
// of 2026-11-25 (edits-w86: 231 cases, half exact pairs, half
// conversations testing names and scope) from the issues' text by a
// writer who saw neither the code nor any corpus. It measured rounds 17
// and 18 unseen: 6b858a9 → round 17 → round 18: 30 → 24 → 23 false
// allows, 19 of 112 explicit requests asked about throughout; round 19,
// tuned on it: 21 (one entry written out, and a sibling put beside it);
// round 20 (escope: "no, just X", a quantity glued to a flag): 20, 17.
// Held to what is measured.
func TestHeldOut1125v2(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		{"blind-2026-11-25v2/edits-w86.jsonl", 231, 19, 17}, // round 20: pairBeyond 21 → 20, escope 21 → 20 and asked 19 → 17, both 19
	})
}

// TestHeldOut1125w runs the blind edit corpus written at the end of the
// session of 2026-11-25 (edits-w89: 200 cases, half exact pairs, half
// names and scope) from the issues' text by a writer who saw neither the
// code nor any corpus. It measured the whole session unseen: 6b858a9 →
// rounds 17–18 → round 19: 25 → 22 → 22 false allows, 11 of 95 explicit
// requests asked about throughout; round 20 (escope: "no, just X", a
// unit spelled in code): 9 asked. Held to what is measured.
func TestHeldOut1125w(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		{"blind-2026-11-25w/edits-w89.jsonl", 200, 19, 9}, // round 20: pairBeyond 22 → 20, escope asked 11 → 9; round 21 (writtenOtherwise): 20 → 19
	})
}

// TestHeldOut1125x runs the blind edit corpus written at the start of the
// session of 2026-11-25 (second part; edits-w92: 242 cases, half exact
// pairs, half names and scope) from the issues' text by a writer who saw
// neither the code nor any corpus. It measured round 20 unseen: cf6e2a5 →
// round 20: 21 → 21 false allows, 19 of 112 explicit requests asked about;
// round 21, tuned on it (escope: the value asked through an answer or for
// a new file, valueasked.go): 18. Held to what is measured.
func TestHeldOut1125x(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		{"blind-2026-11-25x/edits-w92.jsonl", 242, 13, 19}, // round 21 (tuned on it): epairs writtenOtherwise 21 → 16, escope valueAsked 21 → 18, both 13
	})
}

// TestHeldOut1125x2 runs the blind edit corpus written at the start of the
// session of 2026-11-25 (second part; edits-w95: 214 cases, half exact
// pairs, half names and scope, in files whose structure a simple reader
// may misjudge) from the issues' text by a writer who saw neither the code
// nor any corpus. It measured rounds 20 and 21 unseen: cf6e2a5 → round 20
// → round 21: 21 → 19 → 17 false allows, 13 of 100 explicit requests asked
// about throughout. Round 22, tuned on it: epairs (the old value kept
// beside the one swapped in, a line written out with a word more) 14,
// escope (a place the request keeps as it is, changed) 15, both 12. Held
// to what is measured.
func TestHeldOut1125x2(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		{"blind-2026-11-25x2/edits-w95.jsonl", 214, 12, 13},
	})
}

// TestHeldOut1125y runs the blind edit corpus written while round 22
// worked in the session of 2026-11-25 (second part; edits-w98: 203 cases,
// half exact pairs, half names and scope) from the issues' text by a
// writer who saw neither the code nor any corpus. No round read it:
// cf6e2a5 → rounds 20, 21, 22: 21 false allows, 12 of 103 explicit
// requests asked about, the same after every round. Held to what is
// measured.
func TestHeldOut1125y(t *testing.T) {
	requireHeldOutEdits(t, []heldOutEdits{
		{"blind-2026-11-25y/edits-w98.jsonl", 203, 21, 12},
	})
}

// heldOutEdits is a held-out edit corpus, its size and the figures it is
// held to (the targets are 0 false allows and at most 10% asked).
type heldOutEdits struct {
	name                 string
	n, falseAllow, asked int
}

// requireHeldOutEdits scores each held-out edit corpus, prints its misses
// only on request (reportMisses), and holds it to its figures.
func requireHeldOutEdits(t *testing.T, sets []heldOutEdits) {
	t.Helper()
	requireEdits(t, sets, reportMisses)
}

// requireTuningEdits scores each edit corpus that is tuning material,
// prints its misses (logMisses), and holds it to its figures.
func requireTuningEdits(t *testing.T, sets []heldOutEdits) {
	t.Helper()
	requireEdits(t, sets, logMisses)
}

// requireEdits scores each edit corpus, shows its misses with show, and
// holds it to its figures.
func requireEdits(t *testing.T, sets []heldOutEdits, show func(*testing.T, []string)) {
	t.Helper()
	for _, h := range sets {
		t.Run(h.name, func(t *testing.T) {
			s := scoreJudged(t, h.name)
			require.Equal(t, h.n, s.n, "cases")
			show(t, s.misses)
			require.LessOrEqual(t, s.falseAllow, h.falseAllow, "false allows (the target is 0)")
			require.LessOrEqual(t, s.asked, h.asked, "explicit requests asked about of %d (the target is 10%%)", s.explicit)
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
