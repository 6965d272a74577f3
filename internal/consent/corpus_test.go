package consent

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The labelled corpus (testdata/*.jsonl) was written from the rules
// before the classifier existed:
//
//   - plans.jsonl: proposals with their concreteness, criterion by criterion;
//   - replies.jsonl: user replies with their signal and modification;
//   - conversations.jsonl: whole conversations (the design note's six
//     scenarios, confirmation follow-ups, stale plans, a new request in
//     between, the prompt already in the transcript) with every expected
//     field.
//
// Replies × plans × proximity are crossed here; the expected outcome of each
// combination comes from expectedOutcome, which is steps 1–6 of the issue
// applied to the labels, never from the code under test.

type corpusPlan struct {
	ID           string   `json:"id"`
	Text         string   `json:"text"`
	Concreteness int      `json:"concreteness"`
	Criteria     []string `json:"criteria"`
}

type corpusReply struct {
	Prompt       string       `json:"prompt"`
	Signal       Signal       `json:"signal"`
	Modification Modification `json:"modification"`
}

type corpusConversation struct {
	Name     string `json:"name"`
	Messages []struct {
		Role Role   `json:"role"`
		Text string `json:"text"`
	} `json:"messages"`
	Prompt string `json:"prompt"`
	Expect struct {
		Outcome      Outcome      `json:"outcome"`
		Signal       Signal       `json:"signal"`
		Modification Modification `json:"modification"`
		Concreteness int          `json:"concreteness"`
		Proximity    Proximity    `json:"proximity"`
	} `json:"expect"`
}

// corpusCase is one labelled classification.
type corpusCase struct {
	name string
	want Result
	got  Result
}

// expectedOutcome is the algorithm over labels: stale or no plan,
// concreteness 0–1, a negative or no signal → not consent; a modification,
// a medium signal, or concreteness 2 → wait; otherwise confirmed.
func expectedOutcome(sig Signal, mod Modification, concreteness int, prox Proximity) Outcome {
	switch {
	case prox == Stale || prox == NoPlan || concreteness <= 1:
		return NotConsent
	case sig == Negative || sig == NoSignal:
		return NotConsent
	case mod != NoModification || sig == Medium || concreteness == 2:
		return WaitForConfirmation
	}
	return Confirmed
}

// crossTurns are the message counts crossed with every reply and plan:
// immediate, same workflow (twice), stale.
var crossTurns = []struct {
	n    int
	prox Proximity
}{{1, Immediate}, {2, SameWorkflow}, {3, SameWorkflow}, {4, Stale}}

func readJSONL[T any](t *testing.T, name string) []T {
	t.Helper()
	if !filepath.IsAbs(name) {
		name = filepath.Join("testdata", name)
	}
	f, err := os.Open(name)
	require.NoError(t, err)
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var v T
		require.NoError(t, json.Unmarshal(sc.Bytes(), &v), "%s:%d", name, line)
		out = append(out, v)
	}
	require.NoError(t, sc.Err())
	return out
}

// corpus classifies every labelled case.
func corpus(t *testing.T) []corpusCase {
	plans := readJSONL[corpusPlan](t, "plans.jsonl")
	replies := readJSONL[corpusReply](t, "replies.jsonl")
	convs := readJSONL[corpusConversation](t, "conversations.jsonl")
	c := New(DefaultConfig())
	var cases []corpusCase
	for _, p := range plans {
		for _, r := range replies {
			for _, turn := range crossTurns {
				want := Result{Signal: r.Signal, Modification: r.Modification, Concreteness: p.Concreteness, Proximity: turn.prox}
				if r.Signal == Negative || r.Signal == NoSignal {
					want.Modification = NoModification
				}
				want.Outcome = expectedOutcome(want.Signal, want.Modification, want.Concreteness, want.Proximity)
				cases = append(cases, corpusCase{
					name: fmt.Sprintf("%q after plan %s, %d message(s) later", r.Prompt, p.ID, turn.n),
					want: want,
					got:  c.Classify(r.Prompt, p.Text, turn.n),
				})
			}
		}
	}
	for _, cv := range convs {
		var turns []Turn
		for _, m := range cv.Messages {
			turns = append(turns, Turn{Role: m.Role, Text: m.Text})
		}
		e := cv.Expect
		cases = append(cases, corpusCase{
			name: "conversation: " + cv.Name,
			want: Result{Outcome: e.Outcome, Signal: e.Signal, Modification: e.Modification, Concreteness: e.Concreteness, Proximity: e.Proximity},
			got:  c.ClassifyConversation(turns, cv.Prompt),
		})
	}
	return cases
}

// TestCorpus measures the classifier on the labelled corpus and fails below
// the bar: recall of true consent 0.95, no false confirmation,
// exact-outcome accuracy 0.90.
func TestCorpus(t *testing.T) {
	cases := corpus(t)
	var (
		trueConsent, recalled, falseConfirm, exact, signalOK, modOK, fieldsOK int
		misses                                                                []string
	)
	for _, k := range cases {
		if k.want.Outcome == Confirmed {
			trueConsent++
			if k.got.Outcome == Confirmed {
				recalled++
			}
		} else if k.got.Outcome == Confirmed {
			falseConfirm++
			misses = append(misses, "FALSE CONFIRMATION "+k.name)
		}
		if k.got.Outcome == k.want.Outcome {
			exact++
		}
		if k.got.Signal == k.want.Signal {
			signalOK++
		}
		if k.got.Modification == k.want.Modification {
			modOK++
		}
		if k.got.Outcome == k.want.Outcome && k.got.Signal == k.want.Signal && k.got.Modification == k.want.Modification &&
			k.got.Concreteness == k.want.Concreteness && k.got.Proximity == k.want.Proximity {
			fieldsOK++
		} else {
			misses = append(misses, fmt.Sprintf("%s: want %s/%s/%s/%d/%s, got %s/%s/%s/%d/%s", k.name,
				k.want.Outcome, k.want.Signal, k.want.Modification, k.want.Concreteness, k.want.Proximity,
				k.got.Outcome, k.got.Signal, k.got.Modification, k.got.Concreteness, k.got.Proximity))
		}
	}
	n := len(cases)
	recall := float64(recalled) / float64(trueConsent)
	accuracy := float64(exact) / float64(n)
	t.Logf("corpus: N=%d cases (%d labelled true consent)", n, trueConsent)
	t.Logf("recall of true consent: %.4f (%d/%d)", recall, recalled, trueConsent)
	t.Logf("false confirmations: %d", falseConfirm)
	t.Logf("exact-outcome accuracy: %.4f (%d/%d)", accuracy, exact, n)
	t.Logf("signal accuracy: %.4f; modification accuracy: %.4f; all five fields: %.4f",
		float64(signalOK)/float64(n), float64(modOK)/float64(n), float64(fieldsOK)/float64(n))
	seen := map[string]bool{}
	shown := 0
	for _, m := range misses {
		key := m
		if i := strings.Index(m, " after plan "); i >= 0 {
			key = m[:i] // one line per reply, not per plan and proximity
		}
		if seen[key] || shown >= 60 {
			continue
		}
		seen[key] = true
		shown++
		t.Logf("miss: %s", m)
	}
	require.GreaterOrEqual(t, n, 300, "the corpus must hold at least 300 cases")
	require.GreaterOrEqual(t, recall, 0.95, "recall of true consent")
	require.Zero(t, falseConfirm, "false confirmations")
	require.GreaterOrEqual(t, accuracy, 0.90, "exact-outcome accuracy")
}

// TestCorpusPlans checks every corpus plan's criteria one by one.
func TestCorpusPlans(t *testing.T) {
	for _, p := range readJSONL[corpusPlan](t, "plans.jsonl") {
		t.Run(p.ID, func(t *testing.T) {
			got := Concreteness(p.Text)
			var names []string
			for _, c := range []struct {
				name string
				ok   bool
			}{{"target", got.Target}, {"change", got.Change}, {"scope", got.Scope}, {"success", got.Success}} {
				if c.ok {
					names = append(names, c.name)
				}
			}
			require.Equal(t, p.Criteria, append([]string{}, names...), "criteria of %s", p.ID)
			require.Equal(t, p.Concreteness, got.Score())
		})
	}
}
