package shell

import (
	"slices"
	"strings"
)

// sqliteValued are the sqlite3 options that take a value (either dash
// form: -cmd and --cmd).
var sqliteValued = []string{"cmd", "separator", "newline", "nullvalue", "init", "vfs", "maxsize", "mmap", "escape", "heap", "lookaside", "pagecache", "A"}

// sqlite records that sqlite3 changes its database file when the SQL it
// is given (its arguments after the file, -cmd values, or a here-document)
// holds a statement that changes a database: INSERT, UPDATE, DELETE,
// REPLACE, CREATE, DROP, ALTER, VACUUM, REINDEX, ANALYZE, a PRAGMA that
// sets a value, or the dot commands .import, .restore and .read. Reading
// statements (SELECT, .tables, .schema), -readonly, an in-memory database
// (:memory:, no file) and SQL the command does not show (sqlite3 app.db <
// queries.sql, an interactive session) write nothing it can read.
func (w *walker) sqlite(inv Invocation, sc *scope) {
	args := inv.Args[1:]
	var db *Word
	var sql []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if db == nil && strings.HasPrefix(a.Text, "-") && !a.Dynamic {
			name := strings.TrimLeft(a.Text, "-")
			if name == "readonly" {
				return
			}
			if slices.Contains(sqliteValued, name) && i+1 < len(args) {
				if name == "cmd" {
					sql = append(sql, args[i+1].Text)
				}
				i++
			}
			continue
		}
		if db == nil {
			db = &args[i]
			continue
		}
		sql = append(sql, a.Text)
	}
	if db == nil || db.Text == "" {
		return
	}
	if len(sql) == 0 && inv.Stdin != "" {
		sql = strings.Split(inv.Stdin, "\n")
	}
	for _, s := range sql {
		if file, ok := sqliteOutput(s); ok {
			w.programWrite(sc, Word{Text: file}, Overwrite, display(inv.Args), "", "", false)
		}
	}
	if db.Text == ":memory:" {
		return
	}
	for _, s := range sql {
		if sqlChanges(s) {
			w.programWrite(sc, *db, EditPlace, display(inv.Args), "", "", false)
			return
		}
	}
}

// sqlChanges reports whether one piece of sqlite3 input (an argument or a
// line) changes the database: a dot command that loads data or runs a
// script, or a statement that begins with a changing verb (a WITH …
// statement: one that holds INSERT, UPDATE or DELETE). Quoted text is
// left out, so a string or identifier that holds such a word changes
// nothing ("select * from updates_log", "… like '%delete%'").
func sqlChanges(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, ".") {
		cmd, _, _ := strings.Cut(t[1:], " ")
		switch strings.ToLower(cmd) {
		case "import", "restore", "read":
			return true
		}
		return false
	}
	for _, stmt := range strings.Split(unquotedSQL(t), ";") {
		words := strings.FieldsFunc(strings.ToLower(stmt), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '=')
		})
		if len(words) == 0 {
			continue
		}
		switch words[0] {
		case "insert", "update", "delete", "replace", "create", "drop", "alter", "vacuum", "reindex", "analyze":
			return true
		case "pragma":
			if strings.Contains(stmt, "=") {
				return true
			}
		case "with":
			for _, w := range words[1:] {
				if w == "insert" || w == "update" || w == "delete" {
					return true
				}
			}
		}
	}
	return false
}

// unquotedSQL is s with its quoted strings and identifiers ('…', "…",
// `…`, […]) blanked.
func unquotedSQL(s string) string {
	b := []byte(s)
	var end byte
	for i, c := range b {
		switch {
		case end != 0:
			if c == end {
				end = 0
			}
			b[i] = ' '
		case c == '\'' || c == '"' || c == '`':
			end, b[i] = c, ' '
		case c == '[':
			end, b[i] = ']', ' '
		}
	}
	return string(b)
}

// sqliteOutput is the file a sqlite3 dot command writes: .output FILE
// and .once FILE send what follows there (not "stdout", not a pipe
// "|cmd"), .save FILE and .backup [DB] FILE copy the database into it.
func sqliteOutput(s string) (string, bool) {
	f := strings.Fields(s)
	if len(f) < 2 || !strings.HasPrefix(f[0], ".") {
		return "", false
	}
	var file string
	switch strings.ToLower(f[0]) {
	case ".output", ".once", ".out":
		for _, a := range f[1:] {
			if !strings.HasPrefix(a, "-") {
				file = a
				break
			}
		}
	case ".save", ".backup":
		file = f[len(f)-1]
	default:
		return "", false
	}
	file = strings.Trim(file, `'"`)
	if file == "" || file == "stdout" || strings.HasPrefix(file, "|") || strings.HasPrefix(file, "-") {
		return "", false
	}
	return file, true
}
