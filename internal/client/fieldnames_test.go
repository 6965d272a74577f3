package client

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// claudeNames are names only Claude Code's payloads, answers and
// transcripts use (its JSON field names and block types): the Claude
// adapter is the only code that may say them.
var claudeNames = []string{
	"structuredPatch", "originalFile", "userModified", "toolUseResult",
	"tool_use", "tool_use_id", "isSidechain", "isCompactSummary",
	"last_assistant_message", "agent_transcript_path",
	"hookSpecificOutput", "permissionDecision", "permissionDecisionReason", "additionalContext",
}

// nameAllowed are the places outside internal/client/claude that may
// hold one of claudeNames in a string, and why.
var nameAllowed = map[string]string{
	// plan-compliance's own state.db record of a turn's change: a JSON tag
	// of its own format (renaming it would orphan records already stored).
	"internal/store/turn.go tool_use_id": "own storage format",
}

// Every Go string literal (struct tags included) of the module, outside
// tests, testdata and the e2e tree (its fake model servers speak the
// Anthropic API, whose names Claude Code's transcripts share), is checked
// for a Claude Code field name: only internal/client/claude knows them.
func TestClaudeFieldNamesStayInTheAdapter(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	words := regexp.MustCompile(`[A-Za-z0-9_]+`)
	banned := map[string]bool{}
	for _, n := range claudeNames {
		banned[n] = true
	}
	var leaks []string
	checked := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(path, root+string(filepath.Separator)))
		if d.IsDir() {
			switch {
			case d.Name() == "testdata", strings.HasPrefix(d.Name(), ".") && path != root, rel == "e2e", rel == "internal/client/claude":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		checked++
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			for _, w := range words.FindAllString(lit.Value, -1) {
				if banned[w] && nameAllowed[rel+" "+w] == "" {
					leaks = append(leaks, fset.Position(lit.Pos()).String()+": "+w)
				}
			}
			return true
		})
		return nil
	})
	require.NoError(t, err)
	require.Greater(t, checked, 100, "the walk found the module's Go files")
	assert.Empty(t, leaks, "Claude Code's field names outside internal/client/claude: read them through the adapter (event.Event, event.Transcript)")
}
