package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/sjson"
)

// The hook process holds a large input once: with an input near the cap
// (dispatch.MaxInput) and its report decoded whole (its STATUS block at
// the start: the end alone does not hold it), its peak stays under twice
// the input and 64 MiB; a 20 MB report read from its end takes under 60
// MiB (issue 11). From a pipe, as Claude Code gives it. (io.ReadAll, then
// a copy into a string, took up to four times the input.) Peak memory is the kernel's count (max
// RSS, VmHWM) for the process.
func TestHookMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 60 MB through a pipe")
	}
	// testscript.Main runs the hook program, then writes its peak, when
	// this binary is called plan-compliance-hook-peak (see TestMain). The
	// kernel's count of a child's peak (rusage) is no use here: a child
	// started with vfork counts this process's memory too.
	bin := filepath.Join(t.TempDir(), "plan-compliance-hook-peak")
	self, err := os.Executable()
	require.NoError(t, err)
	require.NoError(t, os.Symlink(self, bin))

	line := "Changed parse.go: the \"handleEntry\" function now returns an error for empty entries\tand logs it.\n"
	const status = "STATUS: OK\nTASK: Task 1 - handle empty entries\n\n"
	for _, tc := range []struct {
		name   string
		report string
		// maxMiB is the bound for an input of n bytes.
		maxMiB func(n int) int64
	}{
		{"60 MB, report at the start", status + strings.Repeat(line, 60<<20/len(line)), func(n int) int64 { return int64(2*n)>>20 + 64 }},
		{"20 MB, report at the end", strings.Repeat(line, 20<<20/len(line)) + "\n" + status, func(int) int64 { return 60 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ok, err := os.ReadFile("../../testdata/fixtures/claude-code-2.1.330/hooks/14-subagent-stop-status-ok.json")
			require.NoError(t, err)
			raw, err := sjson.SetBytes(ok, "last_assistant_message", tc.report)
			require.NoError(t, err)
			require.Less(t, len(raw), 64<<20)
			home := t.TempDir()
			c := exec.Command(bin)
			c.Env = []string{"HOME=" + home, "CLAUDE_PLUGIN_DATA=" + filepath.Join(home, "data"), "CLAUDE_PROJECT_DIR=" + home}
			c.Stdin = bytes.NewReader(raw)
			var out, errw bytes.Buffer
			c.Stdout, c.Stderr = &out, &errw
			require.NoError(t, c.Run(), errw.String())
			assert.Empty(t, out.String(), "the OK report passes")
			var rss int64
			_, err = fmt.Sscanf(strings.TrimSpace(errw.String()), "VmHWM: %d kB", &rss)
			require.NoError(t, err, "stderr: %s", errw.String())
			t.Logf("%d MB in: peak %d MiB", len(raw)>>20, rss>>10)
			assert.Less(t, rss, tc.maxMiB(len(raw))<<10, "peak memory, KiB")
		})
	}
}
