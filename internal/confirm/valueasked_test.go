package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// newFileTarget is a change that writes path as a new file.
func newFileTarget(path, content string) Target {
	return TargetOf(Change{Name: path, Path: "/home/dev/proj/" + path, Created: true, After: content})
}

// TestValueAsked holds the value asked through an answer, or for a new
// file, against the value the change writes: both sides, in several
// languages and file types.
func TestValueAsked(t *testing.T) {
	yaml := "log_level: debug\n"
	which := []Turn{u("set the request timeout to 30s in the config"), a("There are two config files: `config/dev.yaml` and `config/prod.yaml`. Which one should I update?")}
	dev := func(v string) Target { return fileTarget("config/dev.yaml", yaml, yaml+"request_timeout: "+v+"\n") }
	pool := "package db\n\nconst maxConns = 100\n"
	conns := func(v string) Target { return fileTarget("db/pool.go", pool, replace(pool, "100", v)) }
	dbOne := []Turn{u("bump max connections to 200"), a("Do you mean `db/pool.go` or `cache/pool.go`?"), u("the db one")}
	vals := "ingress:\n  timeout: 10s\n"
	ingress := func(v string) Target { return fileTarget("deploy/prod/values.yaml", vals, replace(vals, "10s", v)) }
	twoQs := []Turn{u("raise the ingress timeout on prod, the exports die at 10s"), a("I'll change `ingress.timeout` in `deploy/prod/values.yaml`. Two questions:\n1. 30s or 60s?\n2. Should I change `deploy/staging/values.yaml` too?"), u("30s. and no, staging stays as is")}
	for _, tt := range []struct {
		name string
		conv []Turn
		t    Target
		want Level
	}{
		{"both, the value asked", append(which, u("both")), dev("30s"), Explicit},
		{"both, another value", append(which, u("both")), dev("60s"), NeedsConfirmation},
		{"only dev, another value", append(which, u("just dev")), dev("45s"), NeedsConfirmation},
		{"the db one, the value asked", dbOne, conns("200"), Explicit},
		{"the db one, another value", dbOne, conns("250"), NeedsConfirmation},
		{"answer to two questions, the value answered", twoQs, ingress("30s"), Explicit},
		{"answer to two questions, another value", twoQs, ingress("60s"), NeedsConfirmation},
		{"a number picks an option", []Turn{u("port should be 9090"), a("There are two config files with the port: `config/staging.yaml` and `config/prod.yaml`. Which should I change?"), u("#1")},
			fileTarget("config/staging.yaml", "port: 8080\n", "port: 9090\n"), Explicit},
		{"an option picked by one of its values", []Turn{u("the reports cron runs at midnight UTC"), a("I can move it in deploy/cron.yaml to 05:00 UTC (midnight NY) or 12:00 UTC (7am NY). Which do you prefer?"), u("7am NY")},
			fileTarget("deploy/cron.yaml", "schedule: \"0 0 * * *\"\n", "schedule: \"0 12 * * *\"\n"), Explicit},
		{"new file, the version asked", []Turn{u("create a .nvmrc pinning node 18.19.0")}, newFileTarget(".nvmrc", "18.19.0\n"), Explicit},
		{"new file, the version cut short", []Turn{u("create a .nvmrc pinning node 18.19.0")}, newFileTarget(".nvmrc", "18\n"), NeedsConfirmation},
		{"new file, Python version off", []Turn{u("add a .python-version file with 3.12.2")}, newFileTarget(".python-version", "3.12\n"), NeedsConfirmation},
		{"new file in German, the version asked", []Turn{u("füge eine .tool-versions mit golang 1.22.3 hinzu")}, newFileTarget(".tool-versions", "golang 1.22.3\n"), Explicit},
		{"new file in German, another version", []Turn{u("füge eine .tool-versions mit golang 1.22.3 hinzu")}, newFileTarget(".tool-versions", "golang 1.22.0\n"), NeedsConfirmation},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: tt.conv, Target: tt.t})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}

// TestAskedValues holds which numbers of a message are values asked.
func TestAskedValues(t *testing.T) {
	assert.Equal(t, []string{"30s"}, askedValues("set the timeout to 30s, it dies at 10s", false))
	assert.Equal(t, []string{"50m"}, askedValues("sube el límite de subida a 50M", false))
	assert.Empty(t, askedValues("add a 60s cache to the cart", false))
	assert.Empty(t, askedValues("raise the fee to 3.5%", false))
	assert.Equal(t, []string{"8081"}, askedValues("PORT=8081 please", false))
	assert.Equal(t, []string{"30s"}, askedValues("30s. and no", true))
	assert.Empty(t, askedValues("#1", true))
	assert.True(t, labelsAnywhere("Options: 1) `KillMode=mixed` 2) `KillMode=process`. Which?", "2"))
	assert.False(t, labelsAnywhere("30s or 60s?", "30"))
}
