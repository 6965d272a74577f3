// Package scripts holds the repository's shell scripts; its tests run the
// plugin's launcher (scripts/plan-compliance) and the hook commands of
// hooks/hooks.json the way Claude Code does: `sh -c COMMAND` with the
// payload on stdin.
package scripts

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/gjson"
)

var programs = []string{"plan-compliance", "plan-compliance-hook", "plan-compliance-review"}

// launcher runs a plugin's scripts/plan-compliance with args, the given
// PATH, plugin root and data directory (unset when ""), extra environment
// and stdin; it returns stdout, stderr and the exit code.
type launcher struct {
	t    *testing.T
	path string // PATH
	root string // CLAUDE_PLUGIN_ROOT; the repository when ""
	data string // CLAUDE_PLUGIN_DATA; unset when ""
	env  []string
}

func (l launcher) cmd(name string, args ...string) *exec.Cmd {
	l.t.Helper()
	root := l.root
	if root == "" {
		var err error
		root, err = filepath.Abs("..")
		require.NoError(l.t, err)
	}
	cmd := exec.Command(name, args...)
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); k != "PATH" && !strings.HasPrefix(k, "CLAUDE_") && !strings.HasPrefix(k, "PLAN_COMPLIANCE_") && k != "HOME" && k != "XDG_CACHE_HOME" {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "PATH="+l.path, "HOME="+l.t.TempDir(), "CLAUDE_PLUGIN_ROOT="+root, "CLAUDE_PROJECT_DIR="+l.t.TempDir())
	if l.data != "" {
		cmd.Env = append(cmd.Env, "CLAUDE_PLUGIN_DATA="+l.data)
	}
	cmd.Env = append(cmd.Env, l.env...)
	return cmd
}

func (l launcher) exec(cmd *exec.Cmd, stdin string) (stdout, stderr string, code int) {
	l.t.Helper()
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return out.String(), errb.String(), ee.ExitCode()
	}
	require.NoError(l.t, err)
	return out.String(), errb.String(), 0
}

// run runs the launcher of the plugin at l.root with args.
func (l launcher) run(stdin string, args ...string) (stdout, stderr string, code int) {
	l.t.Helper()
	root := l.root
	if root == "" {
		root = ".."
	}
	return l.exec(l.cmd(filepath.Join(root, "scripts", "plan-compliance"), args...), stdin)
}

// hook runs the hooks.json command registered for event as Claude Code
// does: sh -c COMMAND.
func (l launcher) hook(event, stdin string) (stdout, stderr string, code int) {
	l.t.Helper()
	raw, err := os.ReadFile("../hooks/hooks.json")
	require.NoError(l.t, err)
	command := gjson.GetBytes(raw, "hooks."+event+".0.hooks.0.command").String()
	require.NotEmpty(l.t, command, event)
	return l.exec(l.cmd("sh", "-c", command), stdin)
}

// fakeProgram writes an executable that prints what it says and its
// arguments.
func fakeProgram(t *testing.T, dir, name, says string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\necho "+says+" \"$*\"\n"), 0o755))
}

func repoIdentity(t *testing.T) string {
	t.Helper()
	raw, err := os.ReadFile("../release/identity")
	require.NoError(t, err)
	return strings.TrimSpace(string(raw))
}

// install puts fake programs into data/bin as an install for identity.
func install(t *testing.T, data, identity, says string) {
	t.Helper()
	bin := filepath.Join(data, "bin")
	fakeProgram(t, bin, "plan-compliance", says+"-cli")
	fakeProgram(t, bin, "plan-compliance-hook", says+"-hook")
	require.NoError(t, os.WriteFile(filepath.Join(bin, "identity"), []byte(identity+"\n"), 0o644))
}

// basePath has the shell tools the launcher uses, and no Go and no
// plan-compliance.
const basePath = "/usr/bin:/bin"

// The launcher runs the hook program for `hook` alone, and the command line
// for everything else: first the programs installed for this plugin's
// identity, then those on PATH.
func TestLauncherPicksTheProgram(t *testing.T) {
	data := t.TempDir()
	onPath := t.TempDir()
	l := launcher{t: t, path: onPath + ":" + basePath, data: data, env: []string{"PLAN_COMPLIANCE_RELEASE_URL=http://127.0.0.1:1"}}
	install(t, data, repoIdentity(t), "built")
	fakeProgram(t, onPath, "plan-compliance", "path-cli")
	fakeProgram(t, onPath, "plan-compliance-hook", "path-hook")

	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"hook"}, "built-hook \n"},
		{[]string{"hook", "--config", "x.json"}, "built-cli hook --config x.json\n"},
		{[]string{"validate"}, "built-cli validate\n"},
	} {
		out, _, code := l.run("", c.args...)
		assert.Equal(t, c.want, out, "%v", c.args)
		assert.Equal(t, 0, code)
	}

	// Built for another identity (an old build of the same version): not
	// run. PATH's programs are.
	require.NoError(t, os.WriteFile(filepath.Join(data, "bin", "identity"), []byte("0.1.0+0000000000000000\n"), 0o644))
	out, _, _ := l.run("", "hook")
	assert.Equal(t, "path-hook \n", out)
	out, _, _ = l.run("", "changes", "list")
	assert.Equal(t, "path-cli changes list\n", out)

	// Only plan-compliance installed: `hook` is its subcommand.
	require.NoError(t, os.Remove(filepath.Join(onPath, "plan-compliance-hook")))
	out, _, _ = l.run("", "hook")
	assert.Equal(t, "path-cli hook\n", out)
}

// The hooks.json commands exec the installed hook program when its
// identity is the plugin's, and go through the launcher otherwise.
func TestHookCommandsRunTheInstalledProgram(t *testing.T) {
	raw, err := os.ReadFile("../hooks/hooks.json")
	require.NoError(t, err)
	events := gjson.GetBytes(raw, "hooks").Map()
	require.NotEmpty(t, events)
	data := t.TempDir()
	onPath := t.TempDir()
	fakeProgram(t, onPath, "plan-compliance-hook", "path-hook")
	l := launcher{t: t, path: onPath + ":" + basePath, data: data}
	for event := range events {
		out, _, code := l.hook(event, "{}")
		assert.Equal(t, "path-hook \n", out, "%s, nothing installed: the launcher, which finds PATH's", event)
		assert.Equal(t, 0, code)
	}
	install(t, data, repoIdentity(t), "built")
	for event := range events {
		out, _, code := l.hook(event, "{}")
		assert.Equal(t, "built-hook \n", out, event)
		assert.Equal(t, 0, code)
	}
	require.NoError(t, os.WriteFile(filepath.Join(data, "bin", "identity"), []byte("stale\n"), 0o644))
	for event := range events {
		out, _, _ := l.hook(event, "{}")
		assert.Equal(t, "path-hook \n", out, "%s: a stale build is not run", event)
	}
}

// The hooks.json commands start the installed hook program with
// GOMAXPROCS=1 and save the user's setting for it to put back
// (internal/maxprocs): empty when unset, "=" and the value when set.
func TestHookCommandsStartTheHookWithOneProc(t *testing.T) {
	if _, set := os.LookupEnv("GOMAXPROCS"); set {
		t.Skip("GOMAXPROCS is set in this test's environment")
	}
	raw, err := os.ReadFile("../hooks/hooks.json")
	require.NoError(t, err)
	events := gjson.GetBytes(raw, "hooks").Map()
	require.NotEmpty(t, events)
	data := t.TempDir()
	install(t, data, repoIdentity(t), "built")
	hook := filepath.Join(data, "bin", "plan-compliance-hook")
	require.NoError(t, os.WriteFile(hook, []byte("#!/bin/sh\necho \"GOMAXPROCS=${GOMAXPROCS-(unset)} saved=${PLAN_COMPLIANCE_GOMAXPROCS-(unset)}\"\n"), 0o755))
	for env, want := range map[string]string{
		"":               "GOMAXPROCS=1 saved=\n",
		"GOMAXPROCS=4":   "GOMAXPROCS=1 saved==4\n",
		"GOMAXPROCS=":    "GOMAXPROCS=1 saved==\n",
		"GOMAXPROCS=a b": "GOMAXPROCS=1 saved==a b\n",
	} {
		l := launcher{t: t, path: basePath, data: data}
		if env != "" {
			l.env = []string{env}
		}
		for event := range events {
			out, _, code := l.hook(event, "{}")
			assert.Equal(t, want, out, "%s with %q", event, env)
			assert.Equal(t, 0, code)
		}
	}
}

// plugin is a copy of the plugin's launcher under a Claude Code plugin
// cache layout (<plugins>/cache/<marketplace>/<plugin>/<version>), with
// release checksums of fake assets a test server serves.
type plugin struct {
	root     string
	plugins  string // <plugins>
	identity string
	assets   map[string]string // asset name → content
	server   *httptest.Server
	requests atomic.Int64
	mu       sync.Mutex
	served   map[string]int
}

// newPlugin makes a plugin whose release lists fake programs for
// goos/goarch; each says "<tag>-hook" etc.
func newPlugin(t *testing.T, goos, goarch string) *plugin {
	t.Helper()
	p := &plugin{plugins: filepath.Join(t.TempDir(), "plugins"), assets: map[string]string{}, served: map[string]int{}}
	p.root = filepath.Join(p.plugins, "cache", "mk", "plan-compliance", "0.1.0")
	require.NoError(t, os.MkdirAll(filepath.Join(p.root, "scripts"), 0o755))
	require.NoError(t, os.MkdirAll(filepath.Join(p.root, "release"), 0o755))
	script, err := os.ReadFile("plan-compliance")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(p.root, "scripts", "plan-compliance"), script, 0o755))
	var sums strings.Builder
	ext := ""
	if goos == "windows" {
		ext = ".exe"
	}
	for _, name := range programs {
		asset := fmt.Sprintf("%s_%s_%s%s", name, goos, goarch, ext)
		says := "released" + strings.TrimPrefix(name, "plan-compliance")
		content := "#!/bin/sh\ncat >/dev/null\necho '{\"from\":\"" + says + "\"}'\n"
		p.assets[asset] = content
		sum := sha256.Sum256([]byte(content))
		fmt.Fprintf(&sums, "%s  %s\n", hex.EncodeToString(sum[:]), asset)
	}
	// Another platform's line, to be skipped.
	fmt.Fprintf(&sums, "%s  plan-compliance-hook_plan9_386\n", strings.Repeat("0", 64))
	require.NoError(t, os.WriteFile(filepath.Join(p.root, "release", "checksums.txt"), []byte(sums.String()), 0o644))
	p.identity = "0.1.0+" + fmt.Sprint(len(sums.String()))
	require.NoError(t, os.WriteFile(filepath.Join(p.root, "release", "identity"), []byte(p.identity+"\n"), 0o644))
	p.server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p.requests.Add(1)
		name := strings.TrimPrefix(r.URL.Path, "/")
		p.mu.Lock()
		p.served[name]++
		content, ok := p.assets[name]
		p.mu.Unlock()
		if !ok {
			http.NotFound(w, r)
			return
		}
		_, _ = w.Write([]byte(content))
	}))
	t.Cleanup(p.server.Close)
	return p
}

// dataDir is the data directory Claude Code gives this plugin.
func (p *plugin) dataDir() string { return filepath.Join(p.plugins, "data", "plan-compliance-mk") }

func (p *plugin) launcher(t *testing.T, path string, env ...string) launcher {
	return launcher{t: t, path: path, root: p.root, env: append([]string{"PLAN_COMPLIANCE_RELEASE_URL=" + p.server.URL}, env...)}
}

func localPlatform() (string, string) { return runtime.GOOS, runtime.GOARCH }

// The first SessionStart downloads the release assets for this platform,
// verifies them against the plugin's checksums, installs them into the
// data directory Claude Code gives the plugin (derived from the plugin's
// root when CLAUDE_PLUGIN_DATA is not set), says so in a systemMessage, and
// answers with the installed program; later events use the install.
func TestLauncherDownloadsVerifiedRelease(t *testing.T) {
	p := newPlugin(t, runtime.GOOS, runtime.GOARCH)
	l := p.launcher(t, basePath, "PLAN_COMPLIANCE_HOOK_EVENT=SessionStart")
	out, errOut, code := l.run(`{"hook_event_name":"SessionStart"}`, "hook")
	require.Equal(t, 0, code, errOut)
	goos, goarch := localPlatform()
	assert.Regexp(t, `^plan-compliance: installing the hook program for `+goos+"/"+goarch+` \(first run\)… done: downloaded release 0\.1\.0 and verified its SHA-256 \([0-9]+s\)\.$`, gjson.Get(out, "systemMessage").String())
	assert.Equal(t, "released-hook", gjson.Get(out, "from").String(), "the program's own answer is kept: %s", out)
	for _, name := range programs {
		got, err := os.ReadFile(filepath.Join(p.dataDir(), "bin", name))
		if assert.NoError(t, err) {
			assert.Equal(t, p.assets[fmt.Sprintf("%s_%s_%s", name, goos, goarch)], string(got))
		}
	}
	id, err := os.ReadFile(filepath.Join(p.dataDir(), "bin", "identity"))
	require.NoError(t, err)
	assert.Equal(t, p.identity+"\n", string(id))
	assert.EqualValues(t, 3, p.requests.Load())

	// Installed: the next events and the command line use it, no download.
	l = p.launcher(t, basePath)
	out, _, code = l.run("{}", "hook")
	assert.Equal(t, 0, code)
	assert.Equal(t, `{"from":"released-hook"}`+"\n", out)
	out, _, _ = l.run("", "changes", "list")
	assert.Equal(t, `{"from":"released"}`+"\n", out)
	assert.EqualValues(t, 3, p.requests.Load())

	// A new plugin build (another identity): the stale install is replaced.
	require.NoError(t, os.WriteFile(filepath.Join(p.root, "release", "identity"), []byte("0.1.0+new\n"), 0o644))
	out, _, code = l.run("{}", "hook")
	assert.Equal(t, 0, code)
	assert.Equal(t, `{"from":"released-hook"}`+"\n", out)
	assert.EqualValues(t, 6, p.requests.Load())
	id, err = os.ReadFile(filepath.Join(p.dataDir(), "bin", "identity"))
	require.NoError(t, err)
	assert.Equal(t, "0.1.0+new\n", string(id))
}

// A downloaded file whose SHA-256 is not the one the plugin ships is
// deleted, never run, and SessionStart says so; the other events answer
// nothing instead of failing on every prompt.
func TestLauncherRefusesTamperedDownload(t *testing.T) {
	goos, goarch := localPlatform()
	p := newPlugin(t, goos, goarch)
	asset := fmt.Sprintf("plan-compliance-hook_%s_%s", goos, goarch)
	p.assets[asset] = "#!/bin/sh\necho pwned\n"

	l := p.launcher(t, basePath, "PLAN_COMPLIANCE_HOOK_EVENT=SessionStart")
	out, errOut, code := l.run(`{}`, "hook")
	assert.Equal(t, 0, code)
	msg := gjson.Get(out, "systemMessage").String()
	assert.Contains(t, msg, "hooks are OFF in this session")
	assert.Contains(t, msg, "REFUSED "+p.server.URL+"/"+asset+": its SHA-256 is ")
	assert.Contains(t, msg, "The file was deleted; it was not run")
	assert.Contains(t, msg, "Fix: run \""+p.root+"/scripts/plan-compliance\" install in a terminal")
	assert.Contains(t, errOut, "REFUSED")
	assert.NotContains(t, out+errOut, "pwned")
	entries, _ := os.ReadDir(filepath.Join(p.dataDir(), "bin"))
	assert.Empty(t, entries, "nothing installed")
	_, err := os.Stat(filepath.Join(p.dataDir(), "install.lock"))
	assert.True(t, os.IsNotExist(err), "the lock is released")
	requests := p.requests.Load()

	// Other events: nothing, exit 0, and no new download attempt.
	for _, args := range [][]string{{"hook"}} {
		out, errOut, code := p.launcher(t, basePath).run(`{}`, args...)
		assert.Equal(t, 0, code)
		assert.Empty(t, out)
		assert.Empty(t, errOut)
	}
	assert.Equal(t, requests, p.requests.Load())

	// A person's command: the failure, exit 1.
	_, errOut, code = p.launcher(t, basePath).run("", "changes", "list")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "REFUSED")
}

// Eight events starting at once make one install, and all eight are
// answered by the installed program.
func TestLauncherInstallsOnceInParallel(t *testing.T) {
	p := newPlugin(t, runtime.GOOS, runtime.GOARCH)
	var wg sync.WaitGroup
	outs := make([]string, 8)
	codes := make([]int, 8)
	for i := range outs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			outs[i], _, codes[i] = p.launcher(t, basePath).run("{}", "hook")
		}()
	}
	wg.Wait()
	for i := range outs {
		assert.Equal(t, 0, codes[i])
		assert.Equal(t, `{"from":"released-hook"}`+"\n", outs[i], "event %d", i)
	}
	assert.EqualValues(t, 3, p.requests.Load(), "one download of each of the three programs")
	for name, n := range p.served {
		assert.Equal(t, 1, n, name)
	}
}

// Under Git Bash on Windows (uname -s says MINGW64_NT-… or MSYS_NT-…) the
// launcher fetches the .exe assets and runs them by their .exe names.
func TestLauncherWindowsGitBash(t *testing.T) {
	for _, uname := range []string{"MINGW64_NT-10.0-19045", "MSYS_NT-10.0-22631"} {
		t.Run(uname, func(t *testing.T) {
			p := newPlugin(t, "windows", "amd64")
			fakeUname := t.TempDir()
			require.NoError(t, os.WriteFile(filepath.Join(fakeUname, "uname"), []byte("#!/bin/sh\ncase $1 in -s) echo "+uname+";; -m) echo x86_64;; esac\n"), 0o755))
			l := p.launcher(t, fakeUname+":"+basePath)
			out, errOut, code := l.run("{}", "hook")
			require.Equal(t, 0, code, errOut)
			assert.Equal(t, `{"from":"released-hook"}`+"\n", out)
			for _, name := range programs {
				assert.FileExists(t, filepath.Join(p.dataDir(), "bin", name+".exe"))
			}
			out, _, _ = l.run("", "validate")
			assert.Equal(t, `{"from":"released"}`+"\n", out)
		})
	}
}

// The first SessionStart runs the program as a child to add its message:
// a crash's exit 2, which Claude Code would read as "block", becomes 1.
func TestLauncherFirstSessionStartNeverExits2(t *testing.T) {
	goos, goarch := localPlatform()
	p := newPlugin(t, goos, goarch)
	crash := "#!/bin/sh\necho 'fatal error: fault' >&2\nexit 2\n"
	asset := fmt.Sprintf("plan-compliance-hook_%s_%s", goos, goarch)
	p.assets[asset] = crash
	sum := sha256.Sum256([]byte(crash))
	sums, err := os.ReadFile(filepath.Join(p.root, "release", "checksums.txt"))
	require.NoError(t, err)
	var fixed []string
	for _, line := range strings.Split(strings.TrimSpace(string(sums)), "\n") {
		if strings.HasSuffix(line, "  "+asset) {
			line = hex.EncodeToString(sum[:]) + "  " + asset
		}
		fixed = append(fixed, line)
	}
	require.NoError(t, os.WriteFile(filepath.Join(p.root, "release", "checksums.txt"), []byte(strings.Join(fixed, "\n")+"\n"), 0o644))
	_, errOut, code := p.launcher(t, basePath, "PLAN_COMPLIANCE_HOOK_EVENT=SessionStart").run("{}", "hook")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "fatal error: fault")
}

// Without a release to download or Go, SessionStart says what failed and
// how to fix it; every other event answers nothing and exits 0.
func TestLauncherWithoutBinaryOrGo(t *testing.T) {
	data := t.TempDir()
	env := []string{"PLAN_COMPLIANCE_RELEASE_URL=http://127.0.0.1:1/nothing"}
	l := launcher{t: t, path: basePath, data: data, env: append(env, "PLAN_COMPLIANCE_HOOK_EVENT=SessionStart")}
	out, _, code := l.run("{}", "hook")
	assert.Equal(t, 0, code)
	msg := gjson.Get(out, "systemMessage").String()
	assert.Contains(t, msg, "is not installed, so its hooks are OFF in this session")
	assert.Contains(t, msg, "What failed: downloading http://127.0.0.1:1/nothing/plan-compliance_")
	assert.Contains(t, msg, "failed; Go is not installed to build it instead")
	assert.Contains(t, msg, "Fix: run \"")

	l.env = env
	out, errOut, code := l.run("{}", "hook")
	assert.Equal(t, 0, code)
	assert.Empty(t, out)
	assert.Empty(t, errOut)
}

// With Go and no release to download, the first event builds the three
// programs from the plugin's source into the data directory, then answers;
// later events use them.
func TestLauncherBuildsOnceWithGo(t *testing.T) {
	goBin, err := exec.LookPath("go")
	require.NoError(t, err, "go is needed to build the binaries")
	data := t.TempDir()
	l := launcher{t: t, path: filepath.Dir(goBin) + ":" + basePath, data: data, env: []string{
		"PLAN_COMPLIANCE_RELEASE_URL=http://127.0.0.1:1", "GOCACHE=" + goEnv(t, "GOCACHE"), "GOMODCACHE=" + goEnv(t, "GOMODCACHE"),
	}}
	fixtures := "../testdata/fixtures/claude-code-2.1.330/hooks/"
	noStatus, err := os.ReadFile(fixtures + "subagent-stop-no-status.json")
	require.NoError(t, err)

	out, errOut, code := l.run(string(noStatus), "hook")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, `{"decision":"block","reason":"Your final message needs a valid STATUS report`)
	for _, name := range programs {
		st, err := os.Stat(filepath.Join(data, "bin", name))
		if assert.NoError(t, err, name) {
			assert.NotZero(t, st.Mode()&0o111, "%s is executable", name)
		}
	}
	id, err := os.ReadFile(filepath.Join(data, "bin", "identity"))
	require.NoError(t, err)
	assert.Equal(t, repoIdentity(t)+"\n", string(id))

	// Built: no Go needed any more.
	l.path = basePath
	out, errOut, code = l.run(string(noStatus), "hook")
	assert.Equal(t, 0, code, errOut)
	assert.Contains(t, out, `"decision":"block"`)
	out, _, code = l.run("", "--version")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "plan-compliance "+strings.SplitN(repoIdentity(t), "+", 2)[0]+"\n")
}

func goEnv(t *testing.T, name string) string {
	t.Helper()
	out, err := exec.Command("go", "env", name).Output()
	require.NoError(t, err)
	return strings.TrimSpace(string(out))
}

// Run from outside the plugin cache (a directory marketplace's slash
// command runs the launcher in the marketplace's own directory) and
// without CLAUDE_PLUGIN_DATA, the launcher uses the installed plugin's data
// directory under ~/.claude/plugins/data, and hands it to the command line.
func TestLauncherFindsTheDataDirFromAMarketplaceDirectory(t *testing.T) {
	home := t.TempDir()
	data := filepath.Join(home, ".claude", "plugins", "data", "plan-compliance-mk")
	other := filepath.Join(home, ".claude", "plugins", "data", "plan-compliance-aaa")
	install(t, other, "0.0.1+old", "old")
	install(t, data, repoIdentity(t), "built")
	require.NoError(t, os.WriteFile(filepath.Join(data, "bin", "plan-compliance"), []byte("#!/bin/sh\necho \"built-cli $* data=$CLAUDE_PLUGIN_DATA\"\n"), 0o755))
	l := launcher{t: t, path: basePath, env: []string{"HOME=" + home, "PLAN_COMPLIANCE_RELEASE_URL=http://127.0.0.1:1"}}
	cmd := l.cmd("../scripts/plan-compliance", "changes", "list")
	var env []string
	for _, kv := range cmd.Env {
		if !strings.HasPrefix(kv, "CLAUDE_PLUGIN_ROOT=") {
			env = append(env, kv)
		}
	}
	cmd.Env = env
	out, errOut, code := l.exec(cmd, "")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "built-cli changes list data="+data+"\n", out)
}

// The plugin's bin/plan-compliance, which Claude Code puts on PATH for the
// Bash tool, runs the launcher; the launcher does not take it for an
// installed program (which would loop) but installs or finds the real one.
func TestLauncherSkipsThePluginWrapperOnPath(t *testing.T) {
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	data := t.TempDir()
	l := launcher{t: t, path: filepath.Join(root, "bin") + ":" + basePath, data: data, env: []string{"PLAN_COMPLIANCE_RELEASE_URL=http://127.0.0.1:1/none"}}
	_, errOut, code := l.exec(l.cmd(filepath.Join(root, "bin", "plan-compliance"), "changes", "list"), "")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "What failed: downloading http://127.0.0.1:1/none/")

	install(t, data, repoIdentity(t), "built")
	out, _, code := l.exec(l.cmd(filepath.Join(root, "bin", "plan-compliance"), "changes", "list"), "")
	assert.Equal(t, 0, code)
	assert.Equal(t, "built-cli changes list\n", out)
}

// Through hooks.json as Claude Code runs it, the first SessionStart
// installs and says so, and the next event execs the installed program.
func TestRegisteredSessionStartInstalls(t *testing.T) {
	p := newPlugin(t, runtime.GOOS, runtime.GOARCH)
	l := p.launcher(t, basePath)
	l.data = p.dataDir()
	out, errOut, code := l.hook("SessionStart", `{"hook_event_name":"SessionStart"}`)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, gjson.Get(out, "systemMessage").String(), "(first run)… done: downloaded release 0.1.0 and verified its SHA-256")
	out, _, code = l.hook("PreToolUse", "{}")
	assert.Equal(t, 0, code)
	assert.Equal(t, `{"from":"released-hook"}`+"\n", out)
	assert.EqualValues(t, 3, p.requests.Load())
}

// A lock left by an installer that died (its pid gone, or no pid written
// at all) is taken over, not waited on for the whole bound.
func TestLauncherTakesOverADeadInstallersLock(t *testing.T) {
	for name, pid := range map[string]string{"dead pid": "999999999\n", "no pid": ""} {
		t.Run(name, func(t *testing.T) {
			p := newPlugin(t, runtime.GOOS, runtime.GOARCH)
			lock := filepath.Join(p.dataDir(), "install.lock")
			require.NoError(t, os.MkdirAll(lock, 0o755))
			if pid != "" {
				require.NoError(t, os.WriteFile(filepath.Join(lock, "pid"), []byte(pid), 0o644))
			}
			out, errOut, code := p.launcher(t, basePath, "PLAN_COMPLIANCE_INSTALL_WAIT=20").run("{}", "hook")
			require.Equal(t, 0, code, errOut)
			assert.Equal(t, `{"from":"released-hook"}`+"\n", out)
			assert.NoDirExists(t, lock)
		})
	}
}
