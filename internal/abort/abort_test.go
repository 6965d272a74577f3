package abort_test

import (
	"errors"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/abort"
)

// fatalCases make the runtime give up, each in its own way. They run in a
// child process (this test binary, re-run with ABORT_CASE set).
var fatalCases = map[string]func(){
	"panic in a goroutine": func() {
		go func() { panic("unrecovered") }()
		time.Sleep(time.Minute) // the panic ends the process first
	},
	"panic in main": func() { panic("unrecovered") },
	"stack overflow": func() {
		debug.SetMaxStack(8 << 20) // overflow in milliseconds, not after 1 GB
		var f func(int) int
		f = func(n int) int { return f(n+1) + 1 }
		f(0)
	},
	"concurrent map writes": func() {
		m := map[int]int{}
		for i := range 4 {
			go func() {
				for j := 0; ; j++ {
					m[j%100+i] = j
				}
			}()
		}
		select {}
	},
	"fault": func() {
		var p *[1 << 20]byte
		_ = p[1<<19] // nil + offset: a fault, not a nil check panic
	},
}

func TestMain(m *testing.M) {
	if name := os.Getenv("ABORT_CASE"); name != "" {
		if os.Getenv("ABORT_ON") == "1" {
			abort.OnFatal()
		}
		fatalCases[name]()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func run(t *testing.T, name string, on bool) (*exec.ExitError, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "ABORT_CASE="+name, "GOTRACEBACK=")
	if on {
		cmd.Env = append(cmd.Env, "ABORT_ON=1")
	}
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	require.True(t, errors.As(err, &ee), "%s: %v\n%s", name, err, out)
	return ee, string(out)
}

// Without OnFatal each case exits 2, which Claude Code reads as a block;
// with it, each dies by SIGABRT.
func TestFatalErrorsDoNotExit2(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("signals are Unix")
	}
	for name := range fatalCases {
		t.Run(name, func(t *testing.T) {
			ee, _ := run(t, name, false)
			assert.Equal(t, 2, ee.ExitCode(), "without OnFatal: the runtime's exit status")

			ee, out := run(t, name, true)
			assert.NotEqual(t, 2, ee.ExitCode())
			ws, ok := ee.Sys().(syscall.WaitStatus)
			require.True(t, ok)
			assert.True(t, ws.Signaled(), "killed by a signal")
			assert.Equal(t, syscall.SIGABRT, ws.Signal())
			assert.False(t, ws.CoreDump(), "no core file")
			assert.True(t, strings.Contains(out, "panic") || strings.Contains(out, "fatal error") || strings.Contains(out, "SIGSEGV"), out)
		})
	}
}
