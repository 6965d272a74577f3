// Package starter writes a first .claude/gates.json for a project: it
// recognises the kind of project from the files at its root (go.mod,
// package.json, Cargo.toml, pytest's files, a Makefile) and proposes the
// gates such a project usually runs before work is called done.
package starter

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// SchemaURL is the JSON schema a starter config names, for editors.
const SchemaURL = "https://raw.githubusercontent.com/plan-compliance/plan-compliance/main/schema/gates.schema.json"

// Gate is one proposed gate.
type Gate struct {
	// Name is the gate's key in gates.json.
	Name string
	// Command runs in the project directory.
	Command string
	// Timeout is a Go duration ("2m").
	Timeout string
}

// Project is what Detect found.
type Project struct {
	// Kind names the kind of project ("Go", "npm", "pnpm", "yarn",
	// "Cargo", "pytest", "make").
	Kind string
	// Evidence is the file that told, relative to the project.
	Evidence string
	// Gates run in order after the built-in plan-compliance gate.
	Gates []Gate
}

// ErrUnknown is returned when no kind of project is recognised.
var ErrUnknown = errors.New("no go.mod, package.json (with a lint or test script), Cargo.toml, pytest configuration or Makefile (with a lint, check or test target) found")

// maxManifest bounds how much of a manifest is read.
const maxManifest = 1 << 20

// Detect recognises the project in dir. The first kind that matches wins,
// in this order: Go, npm/pnpm/yarn, Cargo, pytest, make.
func Detect(dir string) (Project, error) {
	for _, d := range []func(string) (Project, bool, error){goProject, nodeProject, cargoProject, pytestProject, makeProject} {
		p, ok, err := d(dir)
		if err != nil || ok {
			return p, err
		}
	}
	return Project{}, ErrUnknown
}

func exists(dir, name string) bool {
	st, err := os.Stat(filepath.Join(dir, name))
	return err == nil && st.Mode().IsRegular()
}

// read returns the file's content, at most maxManifest bytes, or an error
// for a file that is not regular.
func read(dir, name string) ([]byte, error) {
	p := filepath.Join(dir, name)
	st, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", p)
	}
	if st.Size() > maxManifest {
		return nil, fmt.Errorf("%s is larger than %d bytes", p, maxManifest)
	}
	return os.ReadFile(p)
}

func goProject(dir string) (Project, bool, error) {
	if !exists(dir, "go.mod") {
		return Project{}, false, nil
	}
	return Project{Kind: "Go", Evidence: "go.mod", Gates: []Gate{
		{Name: "vet", Command: "go vet ./...", Timeout: "2m"},
		{Name: "test", Command: "go test ./...", Timeout: "10m"},
	}}, true, nil
}

func nodeProject(dir string) (Project, bool, error) {
	if !exists(dir, "package.json") {
		return Project{}, false, nil
	}
	raw, err := read(dir, "package.json")
	if err != nil {
		return Project{}, false, err
	}
	var pkg struct {
		Scripts map[string]any `json:"scripts"`
	}
	if err := json.Unmarshal(raw, &pkg); err != nil {
		return Project{}, false, fmt.Errorf("package.json: %w", err)
	}
	pm := "npm"
	switch {
	case exists(dir, "pnpm-lock.yaml"):
		pm = "pnpm"
	case exists(dir, "yarn.lock"):
		pm = "yarn"
	}
	p := Project{Kind: pm, Evidence: "package.json"}
	for _, script := range []string{"lint", "test"} {
		if _, ok := pkg.Scripts[script].(string); !ok {
			continue
		}
		cmd := pm + " run " + script
		if script == "test" {
			cmd = pm + " test"
		}
		p.Gates = append(p.Gates, Gate{Name: script, Command: cmd, Timeout: "10m"})
	}
	return p, len(p.Gates) > 0, nil
}

func cargoProject(dir string) (Project, bool, error) {
	if !exists(dir, "Cargo.toml") {
		return Project{}, false, nil
	}
	return Project{Kind: "Cargo", Evidence: "Cargo.toml", Gates: []Gate{
		{Name: "check", Command: "cargo check --all-targets", Timeout: "10m"},
		{Name: "test", Command: "cargo test", Timeout: "15m"},
	}}, true, nil
}

func pytestProject(dir string) (Project, bool, error) {
	evidence := ""
	for _, name := range []string{"pytest.ini", "conftest.py"} {
		if exists(dir, name) {
			evidence = name
			break
		}
	}
	if evidence == "" {
		for _, name := range []string{"pyproject.toml", "setup.cfg", "tox.ini"} {
			if !exists(dir, name) {
				continue
			}
			raw, err := read(dir, name)
			if err != nil {
				return Project{}, false, err
			}
			if bytes.Contains(raw, []byte("pytest")) {
				evidence = name
				break
			}
		}
	}
	if evidence == "" {
		return Project{}, false, nil
	}
	return Project{Kind: "pytest", Evidence: evidence, Gates: []Gate{
		{Name: "test", Command: "python3 -m pytest -q", Timeout: "15m"},
	}}, true, nil
}

// makeTarget matches a rule's target at the start of a Makefile line.
var makeTarget = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9_-]*)\s*:([^=]|$)`)

func makeProject(dir string) (Project, bool, error) {
	name := ""
	for _, n := range []string{"GNUmakefile", "makefile", "Makefile"} {
		if exists(dir, n) {
			name = n
		}
	}
	if name == "" {
		return Project{}, false, nil
	}
	raw, err := read(dir, name)
	if err != nil {
		return Project{}, false, err
	}
	targets := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(raw))
	sc.Buffer(make([]byte, 64*1024), maxManifest)
	for sc.Scan() {
		if m := makeTarget.FindStringSubmatch(sc.Text()); m != nil {
			targets[m[1]] = true
		}
	}
	p := Project{Kind: "make", Evidence: name}
	for _, t := range []string{"lint", "check", "test"} {
		if targets[t] {
			p.Gates = append(p.Gates, Gate{Name: t, Command: "make " + t, Timeout: "15m"})
		}
	}
	return p, len(p.Gates) > 0, nil
}

// JSON is the starter gates.json: $schema, the gates, and a SubagentStop
// chain of the built-in plan-compliance gate followed by them.
func (p Project) JSON() []byte {
	var b strings.Builder
	b.WriteString("{\n  \"$schema\": " + quote(SchemaURL) + ",\n  \"gates\": {\n")
	chain := []string{quote("plan-compliance")}
	for i, g := range p.Gates {
		sep := ","
		if i == len(p.Gates)-1 {
			sep = ""
		}
		fmt.Fprintf(&b, "    %s: { \"command\": %s, \"timeout\": %s, \"on_fail\": \"BLOCK\" }%s\n", quote(g.Name), quote(g.Command), quote(g.Timeout), sep)
		chain = append(chain, quote(g.Name))
	}
	b.WriteString("  },\n  \"hooks\": {\n    \"SubagentStop\": { \"gates\": [" + strings.Join(chain, ", ") + "] }\n  }\n}\n")
	return []byte(b.String())
}

func quote(s string) string {
	raw, _ := json.Marshal(s)
	return string(raw)
}
