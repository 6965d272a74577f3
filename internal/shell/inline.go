package shell

import "strings"

// pathCall is a call of an interpreter's standard library whose first
// argument is the one file it writes, appends to or deletes.
type pathCall struct {
	call string
	kind Kind
}

// pathCalls are the calls of writeCalls that name their file first
// (fs.writeFileSync(FILE, …), file_put_contents(FILE, …), os.remove(FILE)).
var pathCalls = []pathCall{
	{"writeFileSync(", Overwrite}, {"writeFile(", Overwrite}, {"Deno.writeTextFile(", Overwrite},
	{"file_put_contents(", Overwrite}, {"File.write(", Overwrite},
	{"appendFileSync(", Append}, {"appendFile(", Append},
	{"unlinkSync(", Delete}, {"rmSync(", Delete}, {"os.remove(", Delete}, {"Deno.remove(", Delete},
}

// namedFileCalls records the writes of pathCalls in code whose file is a
// string literal, and returns code with those calls blanked out, so what
// is left to writesInCode are the writes whose files are not known. code
// comes back unchanged (not copied) when it holds none.
func (w *walker) namedFileCalls(code string, sc *scope, by string) string {
	for _, pc := range pathCalls {
		for from := 0; ; {
			i := strings.Index(code[from:], pc.call)
			if i < 0 {
				break
			}
			i += from
			from = i + len(pc.call)
			arg := code[from:]
			if end := strings.IndexAny(arg, ",)"); end >= 0 {
				arg = arg[:end]
			}
			lit, ok := stringLiteral(strings.TrimSpace(arg))
			if !ok || lit == "" {
				continue
			}
			kind := pc.kind
			if pc.call == "file_put_contents(" && strings.Contains(code[from:], "FILE_APPEND") {
				kind = Append
			}
			w.programWrite(sc, Word{Text: lit}, kind, by, "", "", false)
			code = code[:i] + strings.Repeat(" ", len(pc.call)) + code[from:]
		}
	}
	return code
}
