package confirm

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseConfig(t *testing.T) {
	defaults := Config{Enabled: true, Explicit: ExplicitAllow, Classifier: ClassifierConfig{Timeout: DefaultClassifierTimeout}}
	tests := []struct {
		name    string
		raw     string
		want    Config
		wantErr string
	}{
		{name: "absent", raw: "", want: defaults},
		{name: "null", raw: "null", want: defaults},
		{name: "empty object", raw: "{}", want: defaults},
		{name: "everything", raw: `{"enabled": false, "tools": ["mcp__notes__update_note", "mcp__docs__*"], "explicit": "none", "classifier": {"command": "./judge", "timeout": "1500ms"}}`,
			want: Config{Enabled: false, Tools: []string{"mcp__notes__update_note", "mcp__docs__*"}, Explicit: ExplicitNone, Classifier: ClassifierConfig{Command: "./judge", Timeout: 1500 * time.Millisecond}}},
		{name: "command without timeout", raw: `{"classifier": {"command": "x"}}`, want: Config{Enabled: true, Explicit: ExplicitAllow, Classifier: ClassifierConfig{Command: "x", Timeout: 2 * time.Second}}},
		{name: "comments allowed", raw: `{"$comment": "mine", "classifier": {"description": "a model"}}`, want: defaults},
		{name: "not an object", raw: `[1]`, wantErr: "confirm: must be an object"},
		{name: "enabled not a bool", raw: `{"enabled": "yes"}`, wantErr: `confirm.enabled: "yes" is not valid: want true or false`},
		{name: "tools not a list", raw: `{"tools": "Edit"}`, wantErr: "confirm.tools: \"Edit\" is not valid: want a list of tool names"},
		{name: "an empty tool name", raw: `{"tools": ["mcp__a", " "]}`, wantErr: `confirm.tools[1]: " " is not a tool name`},
		{name: "a star inside a name", raw: `{"tools": ["mcp__*__x"]}`, wantErr: `confirm.tools[0]: "mcp__*__x" is not a tool name`},
		{name: "explicit unknown", raw: `{"explicit": "ask"}`, wantErr: `confirm.explicit: "ask" is not valid: use "allow"`},
		{name: "unknown key", raw: `{"enable": true}`, wantErr: `confirm: unknown key "enable" (known: enabled, tools, explicit, classifier)`},
		{name: "classifier not an object", raw: `{"classifier": "./judge"}`, wantErr: "confirm.classifier: must be an object"},
		{name: "classifier unknown key", raw: `{"classifier": {"cmd": "x"}}`, wantErr: `confirm.classifier: unknown key "cmd" (known: command, timeout, when)`},
		{name: "when uncertain", raw: `{"classifier": {"command": "x", "when": "uncertain"}}`, want: Config{Enabled: true, Explicit: ExplicitAllow, Classifier: ClassifierConfig{Command: "x", Timeout: 2 * time.Second, When: AskUncertain}}},
		{name: "when unknown", raw: `{"classifier": {"when": "sometimes"}}`, wantErr: `confirm.classifier.when: "sometimes" is not valid: use "always"`},
		{name: "timeout not a duration", raw: `{"classifier": {"timeout": "2"}}`, wantErr: `confirm.classifier.timeout: "2" is not a positive duration`},
		{name: "timeout a number", raw: `{"classifier": {"timeout": 2}}`, wantErr: `confirm.classifier.timeout: 2 is not valid: want a Go duration`},
		{name: "timeout negative", raw: `{"classifier": {"timeout": "-1s"}}`, wantErr: "not a positive duration"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseConfig(json.RawMessage(tt.raw))
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

func TestHandles(t *testing.T) {
	c, err := ParseConfig(json.RawMessage(`{"tools": ["mcp__notes__update_note", "mcp__docs__*"]}`))
	require.NoError(t, err)
	for tool, want := range map[string]bool{
		"Edit": true, "Write": true, "MultiEdit": true, "NotebookEdit": true,
		"mcp__notes__update_note": true, "mcp__notes__delete_note": false, "mcp__docs__write": true,
		"Read": false, "Bash": false, "Agent": false, "": false,
	} {
		assert.Equal(t, want, c.Handles(tool), tool)
	}
	c.Enabled = false
	assert.False(t, c.Handles("Edit"), "disabled handles nothing")
}

func FuzzParseConfig(f *testing.F) {
	for _, seed := range []string{"", "null", "{}", `{"enabled": false}`, `{"tools": ["a*"], "explicit": "none"}`, `{"classifier": {"command": "x", "timeout": "2s"}}`, `[`, `{"classifier": []}`} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		c, err := ParseConfig(json.RawMessage(raw))
		if err != nil {
			assert.Contains(t, err.Error(), "confirm")
			return
		}
		assert.Contains(t, []string{ExplicitAllow, ExplicitNone}, c.Explicit)
		assert.Positive(t, c.Classifier.Timeout)
	})
}

func TestClassifierAsks(t *testing.T) {
	sure, unsure := Classification{Level: NeedsConfirmation}, Classification{Level: NeedsConfirmation, Uncertain: true}
	assert.False(t, ClassifierConfig{}.Asks(unsure), "no command")
	assert.True(t, ClassifierConfig{Command: "x"}.Asks(sure), "always by default")
	assert.True(t, ClassifierConfig{Command: "x", When: AskAlways}.Asks(sure))
	assert.False(t, ClassifierConfig{Command: "x", When: AskUncertain}.Asks(sure))
	assert.True(t, ClassifierConfig{Command: "x", When: AskUncertain}.Asks(unsure))
}
