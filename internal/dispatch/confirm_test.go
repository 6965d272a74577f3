package dispatch

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/sjson"

	"github.com/plan-compliance/plan-compliance/internal/client/claude"
	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

const fixtures = "../../testdata/fixtures/claude-code-2.1.330"

// fixture reads a real payload and sets fields (sjson paths) on it.
func fixture(t testing.TB, name string, set map[string]any) []byte {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(fixtures, "hooks", name))
	require.NoError(t, err)
	for path, v := range set {
		raw, err = sjson.SetBytes(raw, path, v)
		require.NoError(t, err)
	}
	return raw
}

// testEnv is a private environment: its own state and project directory.
func testEnv(t testing.TB, project string) Env {
	state := t.TempDir()
	vars := map[string]string{"CLAUDE_PLUGIN_DATA": state, "CLAUDE_PROJECT_DIR": project, "HOME": state}
	return Env{Getenv: func(k string) string { return vars[k] }, Environ: func() []string { return []string{"PATH=" + os.Getenv("PATH")} }}
}

func transcriptPath(t testing.TB) string {
	p, err := filepath.Abs(filepath.Join(fixtures, "transcripts", "main-plan-consent-edit-agent.jsonl"))
	require.NoError(t, err)
	return p
}

const parseGo = "package parse\n\nfunc handleEntry(e string) string {\n\treturn e\n}\n"

func TestProposedChange(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "parse.go"), []byte(parseGo), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "notes.md"), []byte("# Notes\n\nold text\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "nb.ipynb"), []byte(`{"cells":[{"id":"c1","cell_type":"code","source":["x = 1\n"]}]}`), 0o644))
	tests := []struct {
		name    string
		tool    string
		input   string
		want    confirm.Change
		wantErr string
	}{
		{name: "Edit", tool: "Edit", input: `{"file_path":"DIR/parse.go","old_string":"return e","new_string":"return e + \"!\""}`,
			want: confirm.Change{Name: "parse.go", Before: parseGo, After: strings.Replace(parseGo, "return e", `return e + "!"`, 1)}},
		{name: "MultiEdit", tool: "MultiEdit", input: `{"file_path":"DIR/parse.go","edits":[{"old_string":"handleEntry","new_string":"HandleEntry"},{"old_string":"e string","new_string":"entry string"}]}`,
			want: confirm.Change{Name: "parse.go", Before: parseGo, After: strings.NewReplacer("handleEntry", "HandleEntry", "e string", "entry string").Replace(parseGo)}},
		{name: "Write over a file", tool: "Write", input: `{"file_path":"DIR/notes.md","content":"# Notes\n\nnew text\n"}`,
			want: confirm.Change{Name: "notes.md", Prose: true, Before: "# Notes\n\nold text\n", After: "# Notes\n\nnew text\n"}},
		{name: "Write a new file", tool: "Write", input: `{"file_path":"DIR/sub/new.go","content":"package sub\n"}`,
			want: confirm.Change{Name: "sub/new.go", Created: true, After: "package sub\n"}},
		{name: "Edit creating a file", tool: "Edit", input: `{"file_path":"DIR/fresh.txt","old_string":"","new_string":"hello\n"}`,
			want: confirm.Change{Name: "fresh.txt", Prose: true, Created: true, After: "hello\n"}},
		{name: "NotebookEdit", tool: "NotebookEdit", input: `{"notebook_path":"DIR/nb.ipynb","cell_id":"c1","new_source":"x = 2\n"}`,
			want: confirm.Change{Name: "nb.ipynb (cell c1)", Before: "x = 1\n", After: "x = 2\n"}},
		{name: "an MCP tool", tool: "mcp__notes__update_note", input: `{"title":"Test Task","content":"A tidy description."}`,
			want: confirm.Change{Name: "mcp__notes__update_note Test Task", Path: "mcp__notes__update_note Test Task", BeforeUnknown: true, Prose: true, After: "A tidy description."}},
		{name: "Edit that does not apply", tool: "Edit", input: `{"file_path":"DIR/parse.go","old_string":"nope","new_string":"x"}`, wantErr: "old_string does not occur in the file"},
		{name: "Edit of a missing file", tool: "Edit", input: `{"file_path":"DIR/missing.go","old_string":"a","new_string":"b"}`, wantErr: "old_string does not occur"},
		{name: "unreadable notebook cell", tool: "NotebookEdit", input: `{"notebook_path":"DIR/nb.ipynb","cell_id":"zz","new_source":""}`, wantErr: `no cell "zz"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &Run{Env: testEnv(t, dir)}
			payload, err := json.Marshal(map[string]any{"tool_name": tt.tool, "tool_input": json.RawMessage(strings.ReplaceAll(tt.input, "DIR", dir))})
			require.NoError(t, err)
			r.Event, err = claude.Read(string(payload))
			require.NoError(t, err)
			got, err := r.proposedChange()
			if tt.wantErr != "" {
				assert.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			if tt.want.Path == "" {
				tt.want.Path = filepath.Join(dir, strings.TrimSuffix(strings.Fields(tt.want.Name)[0], " "))
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestMadeChange(t *testing.T) {
	r := &Run{Env: testEnv(t, "/home/dev/proj")}
	in, err := claude.Read(string(fixture(t, "09-post-tool-use-edit.json", nil)))
	require.NoError(t, err)
	r.Event = in
	c := r.madeChange()
	assert.Equal(t, "parse.go", c.Name)
	assert.Equal(t, in.ToolResult().Get("originalFile").String(), c.Before)
	assert.Contains(t, c.After, "\tif e == \"\" {\n\t\treturn \"error: empty entry\"\n\t}\n\treturn e\n")
	assert.Nil(t, c.Patch, "replayed from originalFile")

	in, err = claude.Read(string(fixture(t, "09-post-tool-use-edit.json", map[string]any{"tool_response.userModified": true})))
	require.NoError(t, err)
	r.Event = in
	c = r.madeChange()
	require.Len(t, c.Patch, 1, "a user-modified edit is shown from structuredPatch")
	assert.Equal(t, "+  if e == \"\" {", c.Patch[0].Lines[3])

	in, err = claude.Read(string(fixture(t, "11-post-tool-use-write.json", nil)))
	require.NoError(t, err)
	r.Event = in
	c = r.madeChange()
	assert.True(t, c.Created, "originalFile null: created")
	assert.Equal(t, "parse_test.go", c.Name)
	assert.True(t, strings.HasPrefix(c.After, "package parse\n"))
}

func TestPreToolUseAnswers(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "parse.go"), []byte(parseGo), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "other.go"), []byte("package parse\n\nvar (\n\treturn e\n)\n"), 0o644))
	ctx := context.Background()

	resp := Handle(ctx, testEnv(t, dir), fixture(t, "08-pre-tool-use-edit.json", map[string]any{"tool_input.file_path": filepath.Join(dir, "parse.go"), "transcript_path": transcriptPath(t)}))
	require.NotEmpty(t, resp.Permission)
	assert.Equal(t, event.Allow, resp.Permission)
	assert.Contains(t, resp.PermissionReason, "Explicitly requested")

	resp = Handle(ctx, testEnv(t, dir), fixture(t, "08-pre-tool-use-edit.json", map[string]any{"tool_input.file_path": filepath.Join(dir, "other.go"), "transcript_path": transcriptPath(t)}))
	require.NotEmpty(t, resp.Permission)
	assert.Equal(t, event.Ask, resp.Permission)
	assert.True(t, strings.HasPrefix(resp.PermissionReason, "I'd update \"other.go\" like this:\n\n@@ -2,4 +2,7 @@\n"), resp.PermissionReason)
	assert.Equal(t, resp.PermissionReason, resp.Message, "the user sees it too (Claude Code's edit dialog does not show the reason)")
	assert.True(t, strings.HasSuffix(resp.PermissionReason, "\n\nThis look right?"))
}

func TestClassifierTimeoutKillsTheGroup(t *testing.T) {
	dir := t.TempDir()
	r := &Run{Env: testEnv(t, dir)}
	r.Env.Now = time.Now
	r.Event, _ = claude.Read(`{"cwd":"` + dir + `"}`)
	start := time.Now()
	_, err := r.runClassifier(context.Background(), confirm.ClassifierConfig{Command: "sleep 30 & sleep 30", Timeout: 200 * time.Millisecond}, nil)
	assert.EqualError(t, err, "timed out after 200ms")
	assert.Less(t, time.Since(start), 5*time.Second, "the grandchild holding stdout does not keep it waiting")

	out, err := r.runClassifier(context.Background(), confirm.ClassifierConfig{Command: "head -c 100000 /dev/zero", Timeout: time.Second}, nil)
	assert.ErrorContains(t, err, "longer than 64 KB")
	assert.Empty(t, len(out))
}

// BenchmarkPreToolUseEdit1MB is the PreToolUse decision, in process, for an
// Edit of one line in the middle of a 1 MB file, with the real transcript:
// decode, config, one read of the file, the changed region's diff, the
// conversation from the transcript's end, classification, the answer.
func BenchmarkPreToolUseEdit1MB(b *testing.B) {
	dir := b.TempDir()
	var big strings.Builder
	for i := 0; big.Len() < 1<<20; i++ {
		big.WriteString("\t// line ")
		big.WriteString(strings.Repeat("x", 40))
		big.WriteString("\n")
		if i == 6000 {
			big.WriteString(parseGo)
		}
	}
	path := filepath.Join(dir, "parse.go")
	require.NoError(b, os.WriteFile(path, []byte(big.String()), 0o644))
	raw := fixture(b, "08-pre-tool-use-edit.json", map[string]any{"tool_input.file_path": path, "transcript_path": transcriptPath(b)})
	env := testEnv(b, dir)
	ctx := context.Background()
	resp := Handle(ctx, env, raw)
	require.NotEmpty(b, resp.Permission)
	require.Equal(b, event.Allow, resp.Permission, resp.PermissionReason)
	b.ResetTimer()
	for b.Loop() {
		Handle(ctx, env, raw)
	}
}

// An ask that the session would not show (claude -p, an unknown permission
// mode) is answered deny, with the question for the model to ask in chat.
func TestPreToolUseDeniesWhereAskIsNotShown(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "other.go"), []byte("package parse\n\nvar (\n\treturn e\n)\n"), 0o644))
	ctx := context.Background()
	payload := func(mode string) []byte {
		return fixture(t, "08-pre-tool-use-edit.json", map[string]any{"tool_input.file_path": filepath.Join(dir, "other.go"),
			"transcript_path": transcriptPath(t), "permission_mode": mode})
	}
	for _, tt := range []struct {
		name, mode string
		vars       map[string]string
		want       string
	}{
		{"interactive default", "default", nil, event.Ask},
		{"interactive auto (seen to show the dialog)", "auto", nil, event.Ask},
		{"claude -p", "default", map[string]string{"CLAUDE_CODE_SESSION_ATTENDED": "0", "CLAUDE_CODE_ENTRYPOINT": "sdk-cli"}, event.Deny},
		{"a mode not known to show it", "yoloMode", nil, event.Deny},
	} {
		t.Run(tt.name, func(t *testing.T) {
			env := testEnv(t, dir)
			base := env.Getenv
			env.Getenv = func(k string) string {
				if v, ok := tt.vars[k]; ok {
					return v
				}
				return base(k)
			}
			resp := Handle(ctx, env, payload(tt.mode))
			require.NotEmpty(t, resp.Permission)
			assert.Equal(t, tt.want, resp.Permission)
			reason := resp.PermissionReason
			assert.Contains(t, reason, "I'd update \"other.go\" like this:")
			if tt.want == event.Deny {
				assert.True(t, strings.HasPrefix(reason, "Not done: the user has not asked for this change"), reason)
				assert.Contains(t, reason, "make exactly the same change again")
			}
		})
	}
}
