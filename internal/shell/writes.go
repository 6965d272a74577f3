package shell

import (
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// options is a command's arguments split the GNU way: options anywhere
// before "--", the rest positional.
type options struct {
	pos   []Word
	flags map[string]bool // short letters and long names seen
	value map[string]Word // the value of an option that takes one
}

// getopt splits args; the short options in valued and the long names in
// long take a value (attached, after =, or the next word).
func getopt(args []Word, valued string, long ...string) options {
	o := options{flags: map[string]bool{}, value: map[string]Word{}}
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic || a.Text == "-" || !strings.HasPrefix(a.Text, "-"):
			o.pos = append(o.pos, a)
		case a.Text == "--":
			o.pos = append(o.pos, args[i+1:]...)
			return o
		case strings.HasPrefix(a.Text, "--"):
			name, value, has := strings.Cut(a.Text[2:], "=")
			o.flags[name] = true
			if has {
				o.value[name] = Word{Text: value}
			} else if slices.Contains(long, name) && i+1 < len(args) {
				i++
				o.value[name] = args[i]
			}
		case slices.Contains(long, a.Text[1:]):
			// A long option written with one dash, as Go's flag
			// package does (goimports -local example.com).
			o.flags[a.Text[1:]] = true
			if i+1 < len(args) {
				i++
				o.value[a.Text[1:]] = args[i]
			}
		default:
		cluster:
			for j := 1; j < len(a.Text); j++ {
				c := a.Text[j : j+1]
				o.flags[c] = true
				if strings.Contains(valued, c) {
					switch {
					case j+1 < len(a.Text):
						o.value[c] = Word{Text: a.Text[j+1:]}
					case i+1 < len(args):
						i++
						o.value[c] = args[i]
					}
					break cluster
				}
			}
		}
	}
	return o
}

// any reports whether any of the flags was given.
func (o options) any(names ...string) bool {
	for _, n := range names {
		if o.flags[n] {
			return true
		}
	}
	return false
}

// writes records the files an invocation of a known command writes.
func (w *walker) writes(inv Invocation, sc *scope) {
	if !writer(inv.Name) && inv.Name != "git" {
		return
	}
	w.args = inv.Args
	defer func() { w.args = nil }()
	if inv.Name == "git" {
		w.git(inv, sc)
		return
	}
	args := inv.Args[1:]
	by := display(inv.Args)
	each := func(files []Word, kind Kind, recursive bool) {
		for _, f := range files {
			w.write(sc, f, kind, by, recursive)
		}
	}
	if inv.MoreArgs && writer(inv.Name) {
		if l := w.listing; l != nil && (!l.byContent || substitutes(inv)) {
			// find … -name N | xargs rm, printf '%s\n' A B | xargs rm: the
			// files added are the listing's, written as the program
			// writes its operands.
			w.listing = nil
			listed := inv
			listed.Args, listed.MoreArgs = append(slices.Clip(inv.Args), l.files...), false
			if l.files == nil {
				listed.Args = append(listed.Args, Word{Text: "{}", Dynamic: true})
			}
			n := len(w.out.Writes)
			w.writes(listed, sc)
			for k := n; k < len(w.out.Writes); k++ {
				if wr := &w.out.Writes[k]; wr.Dynamic && wr.Path == "{}" {
					wr.Glob, wr.Narrowed = l.glob, l.narrowed
				}
			}
			return
		}
		// xargs or find -exec adds the files at run time.
		w.write(sc, Word{Text: by + " …", Dynamic: true}, Unknown, by, false)
	}
	switch inv.Name {
	case "tee":
		o := getopt(args, "", "output-error")
		kind := Overwrite
		if o.any("a", "append") {
			kind = Append
		}
		each(o.pos, kind, false)
	case "sed":
		w.sed(args, sc, by)
	case "perl":
		w.perl(args, sc, by)
	case "cp", "install", "ln":
		// With -t DIR every source lands in DIR under its own name.
		w.copyLike(inv.Name, args, sc, by)
	case "mv":
		o := getopt(args, "St", "suffix", "target-directory", "backup")
		sources, dest := destination(o)
		each(sources, MoveFrom, false)
		if dest != nil && !w.into(sc, sources, *dest, MoveTo, by, false) {
			w.write(sc, *dest, MoveTo, by, false)
		}
	case "rm":
		o := getopt(args, "")
		n := len(w.out.Writes)
		each(o.pos, Delete, o.any("r", "R", "recursive"))
		w.outputAliases(n)
	case "rmdir", "unlink":
		each(getopt(args, "").pos, Delete, false)
	case "shred":
		o := getopt(args, "ns", "iterations", "size", "random-source")
		kind := Overwrite
		if o.any("u", "remove") {
			kind = Delete
		}
		each(o.pos, kind, false)
	case "touch":
		each(getopt(args, "drt", "date", "reference", "time").pos, Create, false)
	case "truncate":
		each(getopt(args, "sr", "size", "reference").pos, Truncate, false)
	case "mkdir":
		each(getopt(args, "m", "mode", "context").pos, MakeDir, false)
	case "chmod", "chown", "chgrp":
		o := getopt(args, "", "reference", "from")
		files := o.pos
		if _, ref := o.value["reference"]; !ref && len(files) > 0 {
			files = files[1:] // the mode or owner
		}
		each(files, Attributes, o.any("R", "recursive"))
	case "dd":
		for _, a := range args {
			if after, ok := strings.CutPrefix(a.Text, "of="); ok {
				w.write(sc, Word{Text: after, Dynamic: a.Dynamic}, Overwrite, by, false)
			}
		}
	case "sort":
		o := getopt(args, "kotSTz", "output", "key", "field-separator", "buffer-size", "temporary-directory", "parallel", "files0-from", "batch-size", "compress-program", "random-source", "sort")
		if out, ok := firstValue(o, "o", "output"); ok {
			w.write(sc, out, Overwrite, by, false)
		}
	case "curl":
		o := getopt(args, "AbcCdDeEFHKmoPQrTuUwxXyYz", "output", "header", "data", "request", "user-agent", "referer", "cert", "form", "config", "max-time", "quote", "range", "upload-file", "user", "write-out", "proxy", "cookie", "cookie-jar", "dump-header", "connect-timeout", "retry", "output-dir")
		if out, ok := firstValue(o, "o", "output"); ok && out.Text != "-" {
			w.download(sc, out, by)
		}
		w.curlRemoteNames(o, sc, by)
	case "wget":
		o := getopt(args, "OoaePUtTwQiBlARDIX", "output-document", "output-file", "append-output", "execute", "directory-prefix", "user-agent", "tries", "timeout", "wait", "quota")
		if out, ok := firstValue(o, "O", "output-document"); ok && out.Text != "-" {
			w.download(sc, out, by)
		}
		w.wgetRemoteNames(o, sc, by)
	case "awk", "gawk":
		w.awkInPlace(args, sc, by)
		w.awkOutputs(args, sc, by)
	case "split", "csplit":
		w.split(inv.Name, args, sc, by)
	case "uniq":
		if o := getopt(args, "fsw", "skip-fields", "skip-chars", "check-chars"); len(o.pos) >= 2 {
			w.write(sc, o.pos[1], Overwrite, by, false)
		}
	case "patch":
		o := getopt(args, "BdDFgiopreYzV", "input", "output", "directory", "strip", "reject-file", "prefix", "suffix", "fuzz", "basename-prefix", "version-control", "quoting-style", "get", "define")
		if o.any("dry-run", "check", "C") {
			return // only says whether the patch applies
		}
		if out, ok := firstValue(o, "o", "output"); ok {
			w.write(sc, out, Overwrite, by, false)
		} else if len(o.pos) > 0 {
			w.inPlace(sc, o.pos[:1], patchBackup(o), by)
		} else {
			reason := "patch changes the files its patch names (" + by + ")"
			w.unreadable(reason)
			if in, ok := firstValue(o, "i", "input"); ok && !in.Dynamic {
				w.patchInput = in.Text
			}
			if w.patchInput != "" {
				w.programWrite(sc, Word{Text: "."}, Unknown, by, w.patchInput, "", true)
				wr := &w.out.Writes[len(w.out.Writes)-1]
				wr.Verbs, wr.Unread = []string{"apply", "patch"}, reason
			}
		}
	}
}

// patchBackup is the suffix of the backup copy patch leaves beside the
// file it patches: ".orig" with -b/--backup (another with -z/--suffix),
// "" without.
func patchBackup(o options) string {
	if !o.any("b", "backup") {
		return ""
	}
	if s, ok := firstValue(o, "z", "suffix"); ok && !s.Dynamic && s.Text != "" {
		return s.Text
	}
	return ".orig"
}

// writer reports whether name is one of the commands writes reads.
func writer(name string) bool {
	switch name {
	case "tee", "sed", "perl", "cp", "install", "ln", "mv", "rm", "rmdir", "unlink", "shred", "touch", "truncate", "mkdir", "chmod", "chown", "chgrp", "dd", "patch",
		"sort", "curl", "wget", "awk", "gawk", "uniq", "split", "csplit":
		return true
	}
	return false
}

// split records the pieces split or csplit writes: files named by a
// prefix (split's second operand, csplit's -f; "x" and "xx" by default)
// and a suffix it makes up, the glob PREFIX*. --help and --version
// print.
func (w *walker) split(name string, args []Word, sc *scope, by string) {
	var o options
	prefix := Word{Text: "x"}
	if name == "split" {
		o = getopt(args, "abClnt", "bytes", "line-bytes", "lines", "number", "suffix-length", "additional-suffix", "separator", "filter", "numeric-suffixes", "hex-suffixes")
		if len(o.pos) >= 2 {
			prefix = o.pos[1]
		}
	} else {
		o = getopt(args, "bfn", "suffix-format", "prefix", "digits")
		prefix = Word{Text: "xx"}
		if p, ok := firstValue(o, "f", "prefix"); ok {
			prefix = p
		}
	}
	if o.any("help", "version") {
		return
	}
	w.write(sc, Word{Text: prefix.Text + "*", Dynamic: true}, Overwrite, by, false)
}

func firstValue(o options, names ...string) (Word, bool) {
	for _, n := range names {
		if v, ok := o.value[n]; ok {
			return v, true
		}
	}
	return Word{}, false
}

// destination splits cp/mv-style operands into sources and the
// destination (the directory of -t, else the last operand).
func destination(o options) (sources []Word, dest *Word) {
	if t, ok := firstValue(o, "t", "target-directory"); ok {
		t.Text += "/"
		return o.pos, &t
	}
	if len(o.pos) < 2 {
		return nil, nil
	}
	last := o.pos[len(o.pos)-1]
	return o.pos[:len(o.pos)-1], &last
}

// copyLike reads cp, install and ln: the destination is written (for ln,
// a link is made there); install -d makes directories.
func (w *walker) copyLike(name string, args []Word, sc *scope, by string) {
	o := getopt(args, "StmogZ", "suffix", "target-directory", "mode", "owner", "group", "backup", "context")
	if name == "install" && o.any("d", "directory") {
		for _, d := range o.pos {
			w.write(sc, d, MakeDir, by, false)
		}
		return
	}
	kind := Overwrite
	if name == "ln" {
		kind = Link
	}
	sources, dest := destination(o)
	if dest == nil && name == "ln" && len(o.pos) == 1 {
		// ln TARGET makes a link named like the target, here.
		t := o.pos[0]
		dest = &Word{Text: filepath.Base(t.Text), Dynamic: t.Dynamic}
	}
	if dest == nil {
		return
	}
	recursive := o.any("r", "R", "a", "recursive", "archive")
	n := len(w.out.Writes)
	defer func() {
		// "duplicate the template folder", "symlink .env to …": the
		// verbs of the command's own work ask for its destination.
		for i := n; i < len(w.out.Writes); i++ {
			if w.out.Writes[i].Verbs == nil {
				w.out.Writes[i].Verbs = copyVerbs[kind]
			}
		}
	}()
	if !w.into(sc, sources, *dest, kind, by, recursive) {
		w.write(sc, *dest, kind, by, recursive)
	}
}

// into records the files a copy or move of sources writes into the
// directory dest (several sources, or dest ending in "/"): each under
// its own base name, a source glob's files marked with the glob (From).
// It reports false when dest is no such directory.
func (w *walker) into(sc *scope, sources []Word, dest Word, kind Kind, by string, recursive bool) bool {
	if len(sources) < 2 && !strings.HasSuffix(dest.Text, "/") {
		return false
	}
	for _, s := range sources {
		name := Word{Text: strings.TrimSuffix(dest.Text, "/") + "/" + filepath.Base(s.Text), Dynamic: dest.Dynamic || s.Dynamic}
		n := len(w.out.Writes)
		w.write(sc, name, kind, by, recursive)
		if len(w.out.Writes) > n && w.out.Writes[n].Glob != "" && onlyGlob(s.Text) {
			w.out.Writes[n].From = filepath.Join(sc.dir, s.Text)
			if filepath.IsAbs(s.Text) {
				w.out.Writes[n].From = filepath.Clean(s.Text)
			}
		}
	}
	return true
}

// copyVerbs are the verbs of a copy's or a link's own work, by the kind
// of write it makes.
var copyVerbs = map[Kind][]string{Overwrite: {"copy", "duplicate", "clone", "cp"}, Link: {"link", "symlink", "ln"}}

// sed records the files of sed -i / --in-place (GNU -i[SUFFIX], BSD
// -i SUFFIX including -i ”), and the files its script writes with w
// (sedFileWrites); sed without either writes nothing.
func (w *walker) sed(args []Word, sc *scope, by string) {
	w.sedFileWrites(args, sc, by)
	inPlace, script, suffix := false, false, ""
	var files []Word
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic || a.Text == "-" || !strings.HasPrefix(a.Text, "-"):
			files = append(files, a)
		case a.Text == "--":
			files = append(files, args[i+1:]...)
			i = len(args)
		case strings.HasPrefix(a.Text, "--"):
			name, _, has := strings.Cut(a.Text[2:], "=")
			switch name {
			case "in-place":
				inPlace = true
				suffix = strings.TrimPrefix(a.Text, "--in-place=")
				if !has {
					suffix = ""
				}
			case "expression", "file":
				script = true
				if !has {
					i++
				}
			case "line-length":
				if !has {
					i++
				}
			}
		default:
			for j := 1; j < len(a.Text); j++ {
				switch a.Text[j] {
				case 'i', 'I':
					inPlace = true
					suffix = a.Text[j+1:] // GNU -i.bak
					// BSD: -i takes the next word as the suffix when that
					// word is '' or a .suffix.
					if j == len(a.Text)-1 && i+1 < len(args) && !args[i+1].Dynamic &&
						(args[i+1].Text == "" || strings.HasPrefix(args[i+1].Text, ".")) {
						i++
						suffix = args[i].Text
					}
					j = len(a.Text)
				case 'e', 'f':
					script = true
					if j == len(a.Text)-1 {
						i++
					}
					j = len(a.Text)
				case 'l':
					if j == len(a.Text)-1 {
						i++
					}
					j = len(a.Text)
				}
			}
		}
	}
	if !inPlace {
		return
	}
	if !script && len(files) > 0 {
		files = files[1:] // the script
	}
	w.inPlace(sc, files, suffix, by)
}

// inPlace records files edited in place, and the backup copy of each
// that an in-place suffix (sed -i.bak, perl -i.orig) leaves beside it: a
// * in the suffix stands for the file's name.
func (w *walker) inPlace(sc *scope, files []Word, suffix, by string) {
	for _, f := range files {
		edited := len(w.out.Writes)
		w.write(sc, f, EditPlace, by, false)
		if suffix == "" {
			continue
		}
		backup := Word{Text: f.Text + suffix, Dynamic: f.Dynamic}
		if strings.Contains(suffix, "*") {
			backup.Text = path.Join(path.Dir(f.Text), strings.ReplaceAll(suffix, "*", path.Base(f.Text)))
		}
		n := len(w.out.Writes)
		w.write(sc, backup, Overwrite, by, false)
		if len(w.out.Writes) > n && n > edited && !w.out.Writes[edited].Dynamic && !w.out.Writes[n].Dynamic {
			w.out.Writes[n].Backup = w.out.Writes[edited].Path
		}
	}
}

// perl records the files of perl -i (perl -pi -e '…' FILES).
func (w *walker) perl(args []Word, sc *scope, by string) {
	inPlace, script, suffix := false, false, ""
	var files []Word
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a.Dynamic || a.Text == "-" || !strings.HasPrefix(a.Text, "-") || len(files) > 0 {
			files = append(files, a)
			continue
		}
		if a.Text == "--" {
			files = append(files, args[i+1:]...)
			break
		}
	cluster:
		for j := 1; j < len(a.Text); j++ {
			switch a.Text[j] {
			case 'i':
				inPlace = true
				suffix = a.Text[j+1:]
				break cluster // the rest is the backup suffix
			case 'e', 'E':
				script = true
				if j == len(a.Text)-1 {
					i++
				}
				break cluster
			case 'I', 'M', 'm', 'x', 'C', 'd', 'D', 'V':
				break cluster // the rest is its value
			case 'l', '0':
				// an optional number follows
			}
		}
	}
	if !inPlace {
		return
	}
	if !script && len(files) > 0 {
		files = files[1:] // the program file
	}
	w.inPlace(sc, files, suffix, by)
}

// awkInPlace records the files `gawk -i inplace PROGRAM FILE…` rewrites;
// awk without the inplace extension only reads.
func (w *walker) awkInPlace(args []Word, sc *scope, by string) {
	o := getopt(args, "ivfF", "include", "assign", "file", "field-separator")
	if inc, ok := firstValue(o, "i", "include"); !ok || inc.Text != "inplace" {
		return
	}
	files := o.pos
	if _, program := firstValue(o, "f", "file"); !program && len(files) > 0 {
		files = files[1:] // the program text
	}
	for _, f := range files {
		if !isAssignment(f.Text) {
			w.write(sc, f, EditPlace, by, false)
		}
	}
}

// transients marks the temporary files of writes: a file the command
// writes (>, tee, cp …) and then moves onto another one with mv, as in
// `jq … f > f.tmp && mv f.tmp f`. Each write of it, and its move away,
// comes With the file it is moved onto and is Transient: what the command
// leaves is that file's new content. Only static paths count, and only a
// write before the move.
func transients(writes []Write) {
	for i := 1; i < len(writes); i++ {
		from, to := writes[i-1], writes[i]
		if from.Kind != MoveFrom || to.Kind != MoveTo || from.By != to.By || from.Dynamic || to.Dynamic || from.Recursive {
			continue
		}
		written := false
		for j := 0; j < i-1; j++ {
			if w := &writes[j]; w.Path == from.Path && !w.Dynamic && (w.Kind == Overwrite || w.Kind == Append || w.Kind == Create) {
				w.With, w.Transient, written = to.Path, true, true
			}
		}
		if written {
			writes[i-1].With, writes[i-1].Transient = to.Path, true
		}
	}
}

// downloadVerbs ask for a download into a file besides the verbs of
// change: "download the CA bundle into certs/cacert.pem".
var downloadVerbs = []string{"download", "fetch", "grab", "get", "pull", "save", "vendor", "curl", "wget"}

// download records the file curl -o or wget -O writes what it downloads
// to, asked for by a verb of downloading.
func (w *walker) download(sc *scope, out Word, by string) {
	n := len(w.out.Writes)
	w.write(sc, out, Overwrite, by, false)
	if len(w.out.Writes) > n {
		w.out.Writes[n].Verbs = downloadVerbs
	}
}
