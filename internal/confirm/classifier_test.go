package confirm

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseClassifierAnswer(t *testing.T) {
	tests := []struct {
		name    string
		out     string
		want    Classification
		wantErr string
	}{
		{name: "explicit", out: `{"level":"explicit","reasoning":"asked for it"}`, want: Classification{Level: Explicit, Reasoning: "asked for it"}},
		{name: "needs confirmation", out: `{"level":"needs_confirmation","reasoning":"never mentioned"}` + "\n", want: Classification{Level: NeedsConfirmation, Reasoning: "never mentioned"}},
		{name: "any case and spaces", out: `{"level":" EXPLICIT ","reasoning":""}`, want: Classification{Level: Explicit, Reasoning: ""}},
		{name: "in a code fence with prose around", out: "Here you go:\n```json\n{\"level\": \"explicit\", \"reasoning\": \"named\"}\n```\n", want: Classification{Level: Explicit, Reasoning: "named"}},
		{name: "empty", out: "", wantErr: "no JSON object"},
		{name: "not JSON", out: "explicit", wantErr: "no JSON object"},
		{name: "broken JSON", out: `{"level": explicit}`, wantErr: "not valid JSON"},
		{name: "unknown level", out: `{"level":"inferred"}`, wantErr: `level "inferred" is not "explicit" or "needs_confirmation"`},
		{name: "level missing", out: `{"reasoning":"x"}`, wantErr: `level ""`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseClassifierAnswer([]byte(tt.out))
			if tt.wantErr != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestClassifierInputShape(t *testing.T) {
	c := Change{Name: "parse.go", Before: parseGo, After: parseGo + "// end\n"}
	raw, err := json.Marshal(ClassifierInput{Conversation: []Turn{u("fix parse.go"), a("ok")}, ProposedAction: ProposedAction("Edit", c)})
	require.NoError(t, err)
	assert.JSONEq(t, `{"conversation":[{"role":"user","text":"fix parse.go"},{"role":"assistant","text":"ok"}],
		"proposed_action":"Edit \"parse.go\":\n@@ -4,2 +4,3 @@\n \treturn e\n }\n+// end"}`, string(raw))
}

func FuzzParseClassifierAnswer(f *testing.F) {
	for _, seed := range []string{`{"level":"explicit","reasoning":"x"}`, `{"level":"needs_confirmation"}`, "```json\n{}\n```", "", "}{", `{"level":1}`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, out []byte) {
		c, err := ParseClassifierAnswer(out)
		if err == nil {
			assert.Contains(t, []Level{Explicit, NeedsConfirmation}, c.Level)
		}
	})
}
