// Package client names the agent CLIs plan-compliance answers hooks for and
// finds the adapter of each: the only code that knows a client's payload
// and answer shapes lives in its package below this one (claude, …); this
// one only chooses. The hook program and the command line take the name
// from --client, else $PLAN_COMPLIANCE_CLIENT, else Claude Code.
package client

import (
	"fmt"
	"slices"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/client/claude"
	"github.com/plan-compliance/plan-compliance/internal/client/codex"
	"github.com/plan-compliance/plan-compliance/internal/client/qwen"
	"github.com/plan-compliance/plan-compliance/internal/dispatch"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

// EnvVar names the client when no --client is given (a hook registration
// may set it instead of an argument).
const EnvVar = "PLAN_COMPLIANCE_CLIENT"

// Default is the client of an event that names none.
const Default = "claude"

// adapters lists every client by name, with its adapter.
func adapters() map[string]dispatch.Client {
	return map[string]dispatch.Client{
		"claude": claude.Client{},
		"codex":  codex.Client{},
		"qwen":   qwen.Client{},
	}
}

// Names are the clients there are adapters for, sorted.
func Names() []string {
	var names []string
	for n := range adapters() {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Named is the adapter of the client name ("" is Default); an unknown
// name is an error that lists the known ones.
func Named(name string) (dispatch.Client, error) {
	if name == "" {
		name = Default
	}
	if c, ok := adapters()[strings.ToLower(name)]; ok {
		return c, nil
	}
	return nil, fmt.Errorf("unknown client %q: the clients are %s", name, strings.Join(Names(), ", "))
}

// Chosen is the adapter --client (flag) names, else the environment's
// EnvVar, else Default.
func Chosen(flag string, getenv func(string) string) (dispatch.Client, error) {
	if flag == "" && getenv != nil {
		flag = getenv(EnvVar)
	}
	return Named(flag)
}

// sniffBytes bounds the end of a transcript TranscriptAt reads to tell its
// format.
const sniffBytes = 1 << 20

// TranscriptAt reads the transcript at path (given by a person, or kept in
// the decision log, without its client) in the format of the client that
// wrote it: the first adapter, Claude Code's, Codex's, Qwen Code's, that
// reads a message from the file's last MiB (their line shapes do not
// overlap). A file none of them reads is read as Claude Code's, so its
// errors name the file.
func TranscriptAt(path string) event.Transcript {
	formats := []event.Transcript{claude.TranscriptAt(path), codex.TranscriptAt(path), qwen.TranscriptAt(path)}
	for _, t := range formats {
		if msgs, err := t.Recent(1, sniffBytes); err == nil && len(msgs) > 0 {
			return t
		}
	}
	return formats[0]
}
