package gates

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/plan-compliance/plan-compliance/hooks"
	"github.com/plan-compliance/plan-compliance/internal/client/claude"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

func tenTrueGates(b *testing.B) *Config {
	b.Helper()
	var gates, names []string
	for i := range 10 {
		gates = append(gates, fmt.Sprintf(`"g%d":{"command":"true"}`, i))
		names = append(names, fmt.Sprintf(`"g%d"`, i))
	}
	file := fmt.Sprintf(`{"gates":{%s},"hooks":{"SubagentStop":{"gates":[%s]}}}`, strings.Join(gates, ","), strings.Join(names, ","))
	cfg, err := LoadSources([]Source{{Name: EmbeddedName, Data: hooks.DefaultGates}, {Name: "ten.json", Data: []byte(file)}})
	if err != nil {
		b.Fatal(err)
	}
	return cfg
}

// BenchmarkWalkTenTrueGates: a chain of ten gates whose command is `true`
// (issue 2: at most 10 ms more than BenchmarkTenTrueCommands).
func BenchmarkWalkTenTrueGates(b *testing.B) {
	cfg := tenTrueGates(b)
	in, _ := claude.Read(`{"hook_event_name":"SubagentStop","agent_type":"general-purpose"}`)
	opt := WalkOptions{Dir: b.TempDir(), Environ: os.Environ}
	for b.Loop() {
		if out := cfg.Walk(context.Background(), event.SubagentStop, in, opt); out.Action != Continue {
			b.Fatal(out.Reason)
		}
	}
}

// BenchmarkTenTrueCommands is the baseline: the same ten `sh -c true`
// processes, run directly.
func BenchmarkTenTrueCommands(b *testing.B) {
	dir := b.TempDir()
	for b.Loop() {
		for range 10 {
			c := exec.Command("sh", "-c", "true")
			c.Dir = dir
			if err := c.Run(); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkLoadDefaults: what every hook event pays to load the embedded
// config when no file exists.
func BenchmarkLoadDefaults(b *testing.B) {
	dir := b.TempDir()
	getenv := func(k string) string { return map[string]string{"HOME": dir}[k] }
	for b.Loop() {
		if _, err := Load(getenv, "", dir); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHasKeyword: a UserPromptSubmit chain with keyword gates pays
// this per gate on a 2 KB prompt.
func BenchmarkHasKeyword(b *testing.B) {
	prompt := strings.Repeat("please refactor the parser and then run the whole suite again, ", 32) + "and test it"
	keywords := []string{"test", "testing", "spec", "verify", "c++"}
	for b.Loop() {
		if !hasKeyword(prompt, keywords) {
			b.Fatal("no match")
		}
	}
}
