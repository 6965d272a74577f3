// Package ownprogram recognises plan-compliance's own programs on disk,
// whatever they are called: the self-approval guard must know that
// `/tmp/x changes confirm 1 1` runs plan-compliance when /tmp/x is a copy
// or a link of it.
//
// A file is one of ours when it is the same file (os.SameFile, so any
// symbolic or hard link) as a known install of plan-compliance or
// plan-compliance-review, or has the same size and the same bytes as one
// (a copy), or is a small script that mentions plan-compliance (the
// plugin's launcher, a copy of it, or a wrapper around it). The known
// installs are the programs beside the running executable, those in
// $CLAUDE_PLUGIN_DATA/bin, the launcher in $CLAUDE_PLUGIN_ROOT/scripts and
// those found on PATH. Comparing bytes is needed only when the sizes are
// equal, which other programs practically never are.
package ownprogram

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// Names are the names of the programs that can decide on change sets.
var names = [...]string{"plan-compliance", "plan-compliance-review", "plan-compliance-hook"}

// maxScript is the largest script read for a mention of plan-compliance.
const maxScript = 64 << 10

// Finder resolves command words and recognises our programs. It reads
// the environment once; known installs are looked up on first use.
type Finder struct {
	getenv func(string) string
	self   func() (string, error)
	known  []os.FileInfo
	paths  []string
	looked bool
}

// New is a Finder for the environment getenv reads (PATH,
// CLAUDE_PLUGIN_DATA, CLAUDE_PLUGIN_ROOT) and the running executable.
func New(getenv func(string) string) *Finder {
	return &Finder{getenv: getenv, self: os.Executable}
}

// Find resolves a command word as a shell would, in dir: a word with a
// slash is a path (relative to dir), any other is searched on PATH. It
// returns "" when nothing executable is found.
func (f *Finder) Find(word, dir string) string {
	if strings.Contains(word, "/") {
		if !filepath.IsAbs(word) {
			if dir == "" {
				return ""
			}
			word = filepath.Join(dir, word)
		}
		if executable(word) {
			return word
		}
		return ""
	}
	for _, d := range filepath.SplitList(f.getenv("PATH")) {
		if d == "" {
			d = "."
		}
		if !filepath.IsAbs(d) {
			if dir == "" {
				continue
			}
			d = filepath.Join(dir, d)
		}
		if p := filepath.Join(d, word); executable(p) {
			return p
		}
	}
	return ""
}

func executable(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0
}

// Ours reports whether the file at path is one of our programs (see the
// package comment).
func (f *Finder) Ours(path string) bool {
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() {
		return false
	}
	f.lookUp()
	for i, k := range f.known {
		if os.SameFile(st, k) || st.Size() == k.Size() && sameBytes(path, f.paths[i]) {
			return true
		}
	}
	return st.Size() <= maxScript && mentionsUs(path)
}

// lookUp finds the known installs once.
func (f *Finder) lookUp() {
	if f.looked {
		return
	}
	f.looked = true
	var candidates []string
	if self, err := f.self(); err == nil {
		if real, err := filepath.EvalSymlinks(self); err == nil {
			self = real
		}
		for _, n := range names {
			candidates = append(candidates, filepath.Join(filepath.Dir(self), n))
		}
	}
	if d := f.getenv("CLAUDE_PLUGIN_DATA"); d != "" {
		for _, n := range names {
			candidates = append(candidates, filepath.Join(d, "bin", n))
		}
	}
	if r := f.getenv("CLAUDE_PLUGIN_ROOT"); r != "" {
		candidates = append(candidates, filepath.Join(r, "scripts", "plan-compliance"))
	}
	for _, n := range names {
		if p := f.Find(n, ""); p != "" {
			candidates = append(candidates, p)
		}
	}
	for _, c := range candidates {
		if st, err := os.Stat(c); err == nil && st.Mode().IsRegular() {
			f.known = append(f.known, st)
			f.paths = append(f.paths, c)
		}
	}
}

// openRegular opens a regular file without blocking on a FIFO or device
// put in its place, checking the opened descriptor.
func openRegular(path string) (*os.File, error) {
	fh, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	if st, err := fh.Stat(); err != nil || !st.Mode().IsRegular() {
		fh.Close()
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	return fh, nil
}

// sameBytes reports whether two files of the same size hold the same bytes.
func sameBytes(a, b string) bool {
	fa, err := openRegular(a)
	if err != nil {
		return false
	}
	defer fa.Close()
	fb, err := openRegular(b)
	if err != nil {
		return false
	}
	defer fb.Close()
	ba, bb := make([]byte, 64<<10), make([]byte, 64<<10)
	for {
		na, ea := io.ReadFull(fa, ba)
		nb, _ := io.ReadFull(fb, bb)
		if na != nb || !bytes.Equal(ba[:na], bb[:nb]) {
			return false
		}
		if ea != nil {
			return true
		}
	}
}

// mentionsUs reports whether a small file is a script ("#!") that
// mentions plan-compliance.
func mentionsUs(path string) bool {
	fh, err := openRegular(path)
	if err != nil {
		return false
	}
	defer fh.Close()
	b, err := io.ReadAll(io.LimitReader(fh, maxScript))
	if err != nil {
		return false
	}
	return bytes.HasPrefix(b, []byte("#!")) && bytes.Contains(b, []byte("plan-compliance"))
}

// Script is the start of a script file a shell runs, source reads or a
// command word names: word relative to dir (or absolute), else searched on
// PATH as source does. ok is false when nothing is found; tooBig says the
// file goes on past the 64 KB read, or is no regular file (a FIFO or a
// device put there is never read, nor opened in a way that blocks).
func (f *Finder) Script(word, dir string) (text string, ok, tooBig bool) {
	var candidates []string
	switch {
	case filepath.IsAbs(word):
		candidates = []string{word}
	case dir != "":
		candidates = append(candidates, filepath.Join(dir, word))
	}
	if !strings.Contains(word, "/") {
		for _, d := range filepath.SplitList(f.getenv("PATH")) {
			if filepath.IsAbs(d) {
				candidates = append(candidates, filepath.Join(d, word))
			}
		}
	}
	for _, c := range candidates {
		st, err := os.Stat(c)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			continue
		case err != nil:
			// There but not to be looked at (a link loop, a path through
			// a file, no permission): a script the guard cannot read.
			return "", true, true
		case !st.Mode().IsRegular():
			return "", true, true
		}
		fh, err := openRegular(c)
		if err != nil {
			return "", true, true
		}
		b, err := io.ReadAll(io.LimitReader(fh, maxScript+1))
		fh.Close()
		if err != nil {
			return "", true, true
		}
		if len(b) > maxScript {
			return string(b[:maxScript]), true, true
		}
		return string(b), true, false
	}
	return "", false, false
}
