package dispatch

import (
	"bytes"
	"io"
	"os"
	"path/filepath"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// scriptWrites are the writes of the project's shell scripts reading runs
// by path (./scripts/reset_db.sh --seed, bash tools/seed.sh) whose own
// text writes in the project (cp, rm, >, a formatter …): one write of
// files the line does not name each, by the script, asked about like a
// script named for writing. A script outside the project, not a shell
// script (no .sh name, no sh/bash shebang), not readable or not parsed
// is an invocation as before: what it does is not read. Scripts are read
// one level deep (a script a script runs is not read).
func scriptWrites(reading shell.Reading, project string) []shell.Write {
	if project == "" {
		return nil
	}
	var out []shell.Write
	for _, run := range reading.ScriptRuns() {
		if !changeset.Inside(run.Path, project) {
			continue
		}
		text, ok := shellScriptText(run.Path)
		if !ok {
			continue
		}
		inner, err := shell.Read(text, run.Dir)
		if err != nil {
			continue
		}
		for _, w := range inner.Writes {
			if w.Kind != shell.MakeDir && (w.Dynamic || !outsideProject(w, project)) {
				out = append(out, run.Write)
				break
			}
		}
	}
	return out
}

// shellScriptText is the text of the shell script at p, when p is a
// regular file of at most shell.MaxBytes named .sh/.bash or opening with
// a shebang of sh, bash, zsh or dash.
func shellScriptText(p string) (string, bool) {
	f, err := os.Open(p)
	if err != nil {
		return "", false
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() || st.Size() > shell.MaxBytes {
		return "", false
	}
	b, err := io.ReadAll(io.LimitReader(f, shell.MaxBytes+1))
	if err != nil || len(b) > shell.MaxBytes {
		return "", false
	}
	switch filepath.Ext(p) {
	case ".sh", ".bash":
		return string(b), true
	}
	line, _, _ := bytes.Cut(b, []byte("\n"))
	if !bytes.HasPrefix(line, []byte("#!")) {
		return "", false
	}
	for _, sh := range [][]byte{[]byte("/sh"), []byte("/bash"), []byte("/zsh"), []byte("/dash"), []byte(" sh"), []byte(" bash"), []byte(" zsh"), []byte(" dash")} {
		if i := bytes.Index(line, sh); i >= 0 {
			end := i + len(sh)
			if end == len(line) || line[end] == ' ' || line[end] == '\r' {
				return string(b), true
			}
		}
	}
	return "", false
}
