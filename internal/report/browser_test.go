package report

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/html"
)

// chromium finds a headless-capable Chromium: $PLAN_COMPLIANCE_CHROMIUM,
// else chromium (Debian's package, which .ci/run installs) on PATH. Without
// one the test is skipped on a developer's machine and fails in CI ($CI
// set), so CI cannot pass without running it.
func chromium(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("PLAN_COMPLIANCE_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("chromium is not installed: CI must run the browser test (.ci/run installs Debian's chromium package)")
	}
	t.Skip("chromium is not installed (apt-get install chromium, or set PLAN_COMPLIANCE_CHROMIUM): browser test skipped")
	return ""
}

// headless runs Chromium on page with args and returns its stdout and
// stderr (with the page's console on stderr).
func headless(t *testing.T, bin, page string, args ...string) (stdout, stderr string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	base := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
		"--user-data-dir=" + t.TempDir(), "--enable-logging=stderr", "--v=0", "--window-size=1100,1600"}
	cmd := exec.CommandContext(ctx, bin, append(append(base, args...), "file://"+page)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	require.NoError(t, cmd.Run(), "chromium: %s", errb.String())
	return out.String(), errb.String()
}

var consoleLine = regexp.MustCompile(`(?m)^.*:CONSOLE[:(].*$`)

// TestReportInChromium loads a report in a real headless Chromium: no
// console message (a script error, or an asset the page's Content Security
// Policy refused to fetch, would be one), the key elements in the DOM the
// browser built, and a screenshot as the test's artifact (in
// $PLAN_COMPLIANCE_ARTIFACTS, else the test's temporary directory).
func TestReportInChromium(t *testing.T) {
	bin := chromium(t)
	dir := t.TempDir()
	page := filepath.Join(dir, "report.html")
	var b bytes.Buffer
	require.NoError(t, Write(&b, Build("s1", session(), Options{Now: at(300)})))
	require.NoError(t, os.WriteFile(page, b.Bytes(), 0o644))

	dom, logs := headless(t, bin, page, "--dump-dom")
	assert.Empty(t, consoleLine.FindAllString(logs, -1), "the page logs nothing to the console")
	doc, err := html.Parse(strings.NewReader(dom))
	require.NoError(t, err)
	count := func(match func(*html.Node) bool) int {
		n := 0
		for node := range doc.Descendants() {
			if node.Type == html.ElementNode && match(node) {
				n++
			}
		}
		return n
	}
	is := func(tag, class string) func(*html.Node) bool {
		return func(n *html.Node) bool {
			return n.Data == tag && (class == "" || strings.Contains(" "+attr(n, "class")+" ", " "+class+" "))
		}
	}
	byID := func(id string) func(*html.Node) bool { return func(n *html.Node) bool { return attr(n, "id") == id } }
	for _, id := range []string{"summary", "tasks", "lanes", "timeline"} {
		assert.Equal(t, 1, count(byID(id)), "section #%s", id)
	}
	assert.Equal(t, 2, count(is("tr", "task")), "one row per task")
	assert.Equal(t, 4, count(is("g", "lane")), "lanes: you, Claude, two subagents")
	assert.Equal(t, 8, count(is("circle", "mark")), "one mark per decision")
	assert.Equal(t, 8, count(is("li", "entry")), "one timeline entry per decision")
	assert.Equal(t, 1, count(is("p", "answer")), "the escalation shows how you answered")
	assert.Equal(t, 1, count(is("details", "gate-fail")), "the failed gate run, output on click")
	assert.Equal(t, 4, count(is("details", "gate-run")), "every gate run, built-in ones too")
	assert.Equal(t, 0, count(func(n *html.Node) bool { return n.Data == "details" && hasAttr(n, "open") }), "output stays closed until clicked")
	assert.Equal(t, 0, count(is("script", "")), "the user's text stays text")
	assert.Contains(t, dom, "go ahead &lt;script&gt;alert(1)&lt;/script&gt;")

	shots := os.Getenv("PLAN_COMPLIANCE_ARTIFACTS")
	if shots == "" {
		shots = dir
	}
	require.NoError(t, os.MkdirAll(shots, 0o755))
	shot := filepath.Join(shots, "report.png")
	_, logs = headless(t, bin, page, "--screenshot="+shot)
	assert.Empty(t, consoleLine.FindAllString(logs, -1))
	png, err := os.ReadFile(shot)
	require.NoError(t, err)
	assert.True(t, bytes.HasPrefix(png, []byte("\x89PNG\r\n\x1a\n")), "a PNG screenshot")
	assert.Greater(t, len(png), 20000, "a screenshot of a drawn page, not a blank one")
	t.Logf("screenshot: %s", shot)
}

// TestConsoleCheckCanFail makes sure the console check above sees what it
// is for: a page with a script error and an external image.
func TestConsoleCheckCanFail(t *testing.T) {
	bin := chromium(t)
	page := filepath.Join(t.TempDir(), "bad.html")
	require.NoError(t, os.WriteFile(page, []byte(`<!DOCTYPE html><meta http-equiv="Content-Security-Policy" content="img-src data:"><p>x</p><img src="https://example.invalid/x.png"><script>undefinedFunction()</script>`), 0o644))
	_, logs := headless(t, bin, page, "--dump-dom")
	lines := strings.Join(consoleLine.FindAllString(logs, -1), "\n")
	assert.Contains(t, lines, "undefinedFunction")
	assert.Contains(t, lines, "example.invalid")
}

func hasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}
