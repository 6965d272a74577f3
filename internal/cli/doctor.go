package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/gates"
	"github.com/plan-compliance/plan-compliance/internal/store"
	"github.com/plan-compliance/plan-compliance/internal/version"
)

func newDoctorCmd(s Streams) *cobra.Command {
	return &cobra.Command{
		Use:   "doctor",
		Short: "Check the install: programs, plugin, config, state, Claude Code",
		Long: `Checks what plan-compliance needs and prints one line per check, ✓ or ✗,
with the fix under each ✗:

  program       this program's version is the plugin's, and it is the build
                release/checksums.txt lists (or one built for this plugin)
  hook program  plan-compliance-hook is installed beside it
  plugin        the plugin is found ($CLAUDE_PLUGIN_ROOT, else the install
                Claude Code records) and its hooks.json registers the events
  config        the merged gates.json is valid (problems with file:line:col)
  state         the state store opens and its change sets read; its size
  Claude Code   the version (claude --version, else the newest transcript)
  reinstall     Go or curl/wget is there to install the programs again

Run it through the plugin's launcher so it sees the plugin:
  "$CLAUDE_PLUGIN_ROOT/scripts/plan-compliance" doctor

Exit 0 when every check passes, 1 otherwise.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runDoctor(cmd.Context(), s) },
	}
}

// check is one line of the doctor's report.
type check struct {
	ok   bool
	what string
	fix  string
}

func runDoctor(ctx context.Context, s Streams) error {
	root := pluginRoot(s)
	checks := []check{programCheck(s, root), hookProgramCheck(), pluginCheck(s, root), configCheck(s), stateCheck(s), claudeCheck(ctx, s), reinstallCheck()}
	failed := 0
	for _, c := range checks {
		mark := "✓"
		if !c.ok {
			mark = "✗"
			failed++
		}
		fmt.Fprintf(s.Out, "%s %s\n", mark, c.what)
		if !c.ok && c.fix != "" {
			fmt.Fprintf(s.Out, "  fix: %s\n", c.fix)
		}
	}
	if failed > 0 {
		return exit(ExitBlock, fmt.Errorf("doctor: %d of %d checks failed", failed, len(checks)))
	}
	return nil
}

// pluginRoot is $CLAUDE_PLUGIN_ROOT, else the installPath Claude Code
// recorded for plan-compliance in installed_plugins.json, else "".
func pluginRoot(s Streams) string {
	if r := s.Getenv("CLAUDE_PLUGIN_ROOT"); r != "" {
		return r
	}
	raw, err := readSmall(filepath.Join(claudeConfigDir(s), "plugins", "installed_plugins.json"))
	if err != nil {
		return ""
	}
	var installed struct {
		Plugins map[string][]struct {
			InstallPath string `json:"installPath"`
		} `json:"plugins"`
	}
	if json.Unmarshal(raw, &installed) != nil {
		return ""
	}
	keys := make([]string, 0, len(installed.Plugins))
	for k := range installed.Plugins {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if strings.HasPrefix(k, "plan-compliance@") && len(installed.Plugins[k]) > 0 {
			return installed.Plugins[k][0].InstallPath
		}
	}
	return ""
}

func claudeConfigDir(s Streams) string {
	if d := s.Getenv("CLAUDE_CONFIG_DIR"); d != "" {
		return d
	}
	return filepath.Join(s.Getenv("HOME"), ".claude")
}

// readSmall reads a regular file of at most 4 MB.
func readSmall(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() || st.Size() > 4<<20 {
		return nil, fmt.Errorf("%s is not a regular file of at most 4 MB", path)
	}
	return os.ReadFile(path)
}

func launcherFix(root string) string {
	if root == "" {
		return "install the plugin (docs/install.md), then run its launcher: \"$CLAUDE_PLUGIN_ROOT/scripts/plan-compliance\" install"
	}
	return fmt.Sprintf("run %q install", filepath.Join(root, "scripts", "plan-compliance"))
}

func programCheck(s Streams, root string) check {
	self, _ := os.Executable()
	info := version.Current(self)
	if root == "" {
		return check{false, fmt.Sprintf("program: plan-compliance %s at %s, but the plugin was not found, so it cannot be compared", info.Version, self), launcherFix("")}
	}
	var plugin struct {
		Version string `json:"version"`
	}
	raw, err := readSmall(filepath.Join(root, ".claude-plugin", "plugin.json"))
	if err == nil {
		err = json.Unmarshal(raw, &plugin)
	}
	if err != nil {
		return check{false, fmt.Sprintf("program: cannot read the plugin's version: %v", err), "reinstall the plugin: claude plugin install plan-compliance@plan-compliance"}
	}
	if plugin.Version != info.Version {
		return check{false, fmt.Sprintf("program: plan-compliance %s at %s, but the plugin is %s", info.Version, self, plugin.Version), launcherFix(root)}
	}
	sums, _ := readSmall(filepath.Join(root, "release", "checksums.txt"))
	for _, line := range strings.Split(string(sums), "\n") {
		if sum, asset, ok := strings.Cut(line, "  "); ok && sum == info.SHA256 {
			return check{true, fmt.Sprintf("program: plan-compliance %s at %s, the release build %s", info.Version, self, asset), ""}
		}
	}
	identity, _ := readSmall(filepath.Join(root, "release", "identity"))
	installed, _ := readSmall(filepath.Join(filepath.Dir(self), "identity"))
	want := strings.TrimSpace(string(identity))
	if want != "" && strings.TrimSpace(string(installed)) == want {
		return check{true, fmt.Sprintf("program: plan-compliance %s at %s, built from this plugin's source (%s)", info.Version, self, want), ""}
	}
	return check{false, fmt.Sprintf("program: plan-compliance %s at %s is not a build of this plugin (its sha256 %s is not in release/checksums.txt, and no identity file beside it says %s)", info.Version, self, info.SHA256, want), launcherFix(root)}
}

func hookProgramCheck() check {
	self, err := os.Executable()
	if err != nil {
		return check{false, fmt.Sprintf("hook program: cannot find this executable: %v", err), ""}
	}
	name := "plan-compliance-hook"
	if runtime.GOOS == "windows" {
		name += ".exe"
	}
	p := filepath.Join(filepath.Dir(self), name)
	if st, err := os.Stat(p); err != nil || !st.Mode().IsRegular() {
		return check{false, fmt.Sprintf("hook program: %s is missing; hook events run the slower 'plan-compliance hook' instead", p), "install all three programs together (the plugin's launcher does: … install)"}
	}
	return check{true, "hook program: " + p, ""}
}

func pluginCheck(s Streams, root string) check {
	if root == "" {
		return check{false, "plugin: not found (CLAUDE_PLUGIN_ROOT is not set and no plan-compliance plugin is in installed_plugins.json)", "claude plugin marketplace add <clone or owner/repo>; claude plugin install plan-compliance@plan-compliance"}
	}
	raw, err := readSmall(filepath.Join(root, "hooks", "hooks.json"))
	if err != nil {
		return check{false, fmt.Sprintf("plugin: %s: hooks/hooks.json: %v", root, err), "reinstall the plugin: claude plugin install plan-compliance@plan-compliance"}
	}
	var hooks struct {
		Hooks map[string]json.RawMessage `json:"hooks"`
	}
	if err := json.Unmarshal(raw, &hooks); err != nil {
		return check{false, fmt.Sprintf("plugin: %s/hooks/hooks.json: %v", root, err), "reinstall the plugin"}
	}
	var missing, events []string
	for _, e := range []string{"SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "SubagentStart", "SubagentStop", "Stop"} {
		if _, ok := hooks.Hooks[e]; ok {
			events = append(events, e)
		} else {
			missing = append(missing, e)
		}
	}
	if len(missing) > 0 {
		return check{false, fmt.Sprintf("plugin: %s registers no hook for %s", root, strings.Join(missing, ", ")), "reinstall the plugin"}
	}
	return check{true, fmt.Sprintf("plugin: %s, hooks registered for %s", root, strings.Join(events, ", ")), ""}
}

func configCheck(s Streams) check {
	cfg, err := s.session("").Config()
	var le *gates.Error
	if errors.As(err, &le) {
		return check{false, "config: invalid:\n    " + strings.ReplaceAll(le.Error(), "\n", "\n    "), "fix each problem above, then run: plan-compliance validate"}
	}
	if err != nil {
		return check{false, "config: " + err.Error(), "plan-compliance validate shows every source"}
	}
	return check{true, fmt.Sprintf("config: valid (%s)", strings.Join(cfg.Files, ", ")), ""}
}

func stateCheck(s Streams) check {
	dir, err := store.ChangesDir(s.Getenv)
	if err != nil {
		return check{false, "state: " + err.Error(), ""}
	}
	path := filepath.Join(dir, store.FileName)
	st, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		return check{true, fmt.Sprintf("state: %s does not exist yet (it is made by the first hook that needs it)", path), ""}
	}
	if err != nil {
		return check{false, "state: " + err.Error(), ""}
	}
	db, err := store.Open(dir)
	if err != nil {
		return check{false, "state: " + err.Error(), fmt.Sprintf("move %s aside to start with empty state", path)}
	}
	defer db.Close()
	// A damaged file is moved aside by Open itself; the notice it leaves
	// for the next hook is the person's to read here.
	if notice, err := db.TakeDamageNotice(); err == nil && notice != "" {
		return check{false, "state: " + strings.TrimPrefix(notice, "⚠ "), "nothing more to do: a fresh store is in place; delete the state.db.damaged-* file once you no longer need it"}
	}
	sets, err := db.Sets(store.SetFilter{})
	if err != nil {
		return check{false, fmt.Sprintf("state: %s opens but its change sets do not read: %v", path, err), fmt.Sprintf("move %s aside to start with empty state", path)}
	}
	return check{true, fmt.Sprintf("state: %s readable, %s, %d open change set(s)", path, humanBytes(st.Size()), len(sets)), ""}
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

// claudeCheck finds the Claude Code version: `claude --version` when claude
// is on PATH, else the version Claude Code wrote into the newest
// transcript of this project.
func claudeCheck(ctx context.Context, s Streams) check {
	if p, err := exec.LookPath("claude"); err == nil {
		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		out, err := exec.CommandContext(ctx, p, "--version").Output()
		if v := strings.TrimSpace(strings.SplitN(string(out), "\n", 2)[0]); err == nil && v != "" {
			return check{true, "Claude Code: " + v + " (claude --version)", ""}
		}
	}
	if v, file := transcriptVersion(s); v != "" {
		return check{true, fmt.Sprintf("Claude Code: %s (recorded in %s)", v, file), ""}
	}
	return check{false, "Claude Code: not found (no claude on PATH, and no transcript of this project under " + filepath.Join(claudeConfigDir(s), "projects") + ")", "put claude on PATH, or run this from inside a Claude Code session"}
}

// transcriptVersion reads the "version" field of the last lines of the
// newest transcript of this project.
func transcriptVersion(s Streams) (string, string) {
	dir := filepath.Join(claudeConfigDir(s), "projects", projectSlug(projectDir(s)))
	entries, err := os.ReadDir(dir)
	if err != nil {
		return "", ""
	}
	var newest string
	var when time.Time
	for _, e := range entries {
		info, err := e.Info()
		if err == nil && info.Mode().IsRegular() && strings.HasSuffix(e.Name(), ".jsonl") && info.ModTime().After(when) {
			newest, when = filepath.Join(dir, e.Name()), info.ModTime()
		}
	}
	if newest == "" {
		return "", ""
	}
	f, err := os.Open(newest)
	if err != nil {
		return "", ""
	}
	defer f.Close()
	// The head is enough: every line carries the version.
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 4<<20)
	for i := 0; i < 50 && sc.Scan(); i++ {
		var line struct {
			Version string `json:"version"`
		}
		if json.Unmarshal(sc.Bytes(), &line) == nil && line.Version != "" {
			return line.Version, newest
		}
	}
	return "", ""
}

// projectSlug is the directory name Claude Code keeps a project's
// transcripts under: the path with every character other than letters,
// digits and '-' replaced by '-'.
func projectSlug(dir string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' {
			return r
		}
		return '-'
	}, dir)
}

func reinstallCheck() check {
	var ways []string
	if _, err := exec.LookPath("go"); err == nil {
		ways = append(ways, "go build")
	}
	for _, t := range []string{"curl", "wget"} {
		if _, err := exec.LookPath(t); err == nil {
			ways = append(ways, "download with "+t)
			break
		}
	}
	if len(ways) == 0 {
		return check{false, "reinstall: neither Go nor curl/wget is on PATH, so an update cannot install the programs", "install curl (or Go: https://go.dev/dl)"}
	}
	return check{true, "reinstall: " + strings.Join(ways, ", "), ""}
}
