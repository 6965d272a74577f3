package shell

import (
	"path"
	"slices"
	"strings"
)

// Programs that write a file named by an option or by what they fetch:
// database dumps (-f), downloads named for their URL (curl -O, wget),
// cloud copies (aws s3 cp/mv/sync) onto a local path. Without the option
// or the local path they print or upload, and write nothing here.

// dumpVerbs ask for a dump to be written into a file.
var dumpVerbs = []string{"dump", "export", "refresh", "regenerate", "update", "write", "save", "backup", "back", "snapshot"}

// dumpOutput records the file a database dump writes: pg_dump and
// pg_dumpall -f/--file, mysqldump -r/--result-file. Without one the
// dump goes to standard output, where a redirect of the line is read.
func (w *walker) dumpOutput(name string, args []Word, sc *scope) {
	var out Word
	var ok bool
	if name == "mysqldump" {
		o := getopt(args, "rhuPSW", "result-file", "host", "user", "port", "socket", "where", "tables", "ignore-table")
		out, ok = firstValue(o, "r", "result-file")
	} else {
		o := getopt(args, "dfhpUFnNtTZEjSl", "file", "dbname", "host", "port", "username", "format", "schema", "exclude-schema", "table", "exclude-table",
			"compress", "encoding", "jobs", "superuser", "role", "section", "exclude-table-data", "lock-wait-timeout", "database")
		out, ok = firstValue(o, "f", "file")
	}
	if !ok || out.Text == "-" || out.Text == "" {
		return
	}
	n := len(w.out.Writes)
	w.programWrite(sc, out, Overwrite, display(append([]Word{{Text: name}}, args...)), "", "", false)
	if len(w.out.Writes) > n {
		w.out.Writes[n].Verbs = append(slices.Clip(dumpVerbs), name)
	}
}

// remoteName is the file curl -O or wget writes for a URL: its path's
// last part, in the directory it runs in (or wget's -P). "" when the URL
// is only known at run time or names no file. Read by hand: net/url
// would bring the net packages into the hook.
func remoteName(u Word) string {
	if u.Dynamic {
		return ""
	}
	_, rest, ok := strings.Cut(u.Text, "://")
	if !ok {
		return ""
	}
	rest, _, _ = strings.Cut(rest, "#")
	rest, _, _ = strings.Cut(rest, "?")
	host, p, ok := strings.Cut(rest, "/")
	if !ok || host == "" {
		return ""
	}
	base := path.Base("/" + p)
	if base == "/" || base == "." || base == "" {
		return ""
	}
	return base
}

// curlRemoteNames records the files curl -O / --remote-name (and
// --remote-name-all) writes: each URL's last part, in --output-dir when
// given. -o names its file and is read elsewhere.
func (w *walker) curlRemoteNames(o options, sc *scope, by string) {
	if !o.any("O", "remote-name", "remote-name-all") {
		return
	}
	dir := ""
	if d, ok := o.value["output-dir"]; ok {
		dir = d.Text
	}
	for _, u := range o.pos {
		if name := remoteName(u); name != "" {
			w.download(sc, Word{Text: path.Join(dir, name)}, by)
		}
	}
}

// wgetRemoteNames records the files wget writes without -O: each URL's
// last part in -P/--directory-prefix (or where it runs). Spider mode
// writes nothing.
func (w *walker) wgetRemoteNames(o options, sc *scope, by string) {
	if o.any("spider", "O", "output-document") {
		return
	}
	dir := ""
	if d, ok := firstValue(o, "P", "directory-prefix"); ok {
		dir = d.Text
	}
	for _, u := range o.pos {
		if name := remoteName(u); name != "" {
			w.download(sc, Word{Text: path.Join(dir, name)}, by)
		}
	}
}

// awsS3 records what aws s3 cp, mv and sync write on this machine: their
// destination when it is a local path (the last operand, neither s3://
// nor - for standard output);
// mv also takes away a local source, sync --delete what the source
// lacks. --dryrun writes nothing.
func (w *walker) awsS3(args []Word, sc *scope) {
	if len(args) < 2 || args[0].Text != "s3" {
		return
	}
	sub := args[1].Text
	if sub != "cp" && sub != "mv" && sub != "sync" {
		return
	}
	o := getopt(args[2:], "", "exclude", "include", "acl", "profile", "region", "endpoint-url", "storage-class", "content-type", "cache-control", "sse", "sse-kms-key-id", "metadata", "expires", "grants", "page-size", "source-region")
	if o.any("dryrun") || len(o.pos) < 2 {
		return
	}
	by := display(append([]Word{{Text: "aws"}}, args...))
	src, dest := o.pos[0], o.pos[len(o.pos)-1]
	if !s3Path(dest.Text) && dest.Text != "-" { // -: standard output
		n := len(w.out.Writes)
		w.programWrite(sc, dest, Overwrite, by, "", "", sub == "sync" || o.any("recursive"))
		if len(w.out.Writes) > n {
			w.out.Writes[n].Verbs = append(slices.Clip(downloadVerbs), "copy", "sync", "mirror")
		}
		if sub == "sync" && o.any("delete") {
			w.write(sc, dest, Delete, by, true)
		}
	}
	if sub == "mv" && !s3Path(src.Text) {
		w.write(sc, src, MoveFrom, by, o.any("recursive"))
	}
}

// s3Path reports whether an operand of aws s3 names a bucket's object.
func s3Path(p string) bool {
	return strings.HasPrefix(p, "s3://")
}
