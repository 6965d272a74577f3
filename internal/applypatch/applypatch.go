// Package applypatch reads the patch text of Codex's apply_patch tool
// ("*** Begin Patch" … "*** End Patch"): which files it adds, updates
// (with which old → new sections) and deletes.
package applypatch

import (
	"fmt"
	"strings"
)

// Operations of a file in an apply_patch patch.
const (
	Add    = "add"
	Update = "update"
	Delete = "delete"
)

// MaxFiles bounds how many files one patch may name before Parse
// refuses it (a real patch names a few).
const MaxFiles = 1000

// FilePatch is what an apply_patch patch does to one file.
type FilePatch struct {
	// Op is Add, Update or Delete.
	Op string
	// Path is the file as the patch names it (relative to cwd, usually).
	Path string
	// MoveTo is the new path of an Update that renames the file ("" when
	// it stays).
	MoveTo string
	// Content is an added file's content.
	Content string
	// Chunks are an update's changes, in order: the old lines (context
	// and removed) and the new lines (context and added), each joined
	// with "\n".
	Chunks []Chunk
}

// Chunk is one @@ section of an update: Old is replaced by New.
type Chunk struct {
	Old, New string
	// EOF is true for a chunk anchored at the end of the file
	// ("*** End of File").
	EOF bool
}

// Parse reads the patch text of an apply_patch call ("*** Begin
// Patch", "*** Add File: p" with "+" lines, "*** Delete File: p",
// "*** Update File: p" with an optional "*** Move to: q" and "@@"
// sections of " ", "-" and "+" lines, "*** End Patch"). It is lenient
// where Codex is (blank lines inside a section are context, a missing
// "*** End Patch" is accepted) and refuses what Codex would refuse, saying
// which line is wrong.
func Parse(text string) ([]FilePatch, error) {
	lines := unwrapHeredoc(strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n"))
	i := 0
	for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
		i++
	}
	if i == len(lines) || strings.TrimSpace(lines[i]) != "*** Begin Patch" {
		return nil, fmt.Errorf("apply_patch input does not start with \"*** Begin Patch\"")
	}
	i++
	var files []FilePatch
	for i < len(lines) {
		line := lines[i]
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "*** End Patch":
			return files, nil
		case trimmed == "":
			i++
			continue
		case len(files) >= MaxFiles:
			return nil, fmt.Errorf("apply_patch input names more than %d files", MaxFiles)
		}
		var (
			fp  FilePatch
			err error
		)
		// Codex reads a file header with blanks around it.
		line = strings.TrimLeft(line, " \t")
		lines[i] = line
		switch {
		case strings.HasPrefix(line, "*** Add File: "):
			fp, i, err = parseAdd(lines, i)
		case strings.HasPrefix(line, "*** Delete File: "):
			fp = FilePatch{Op: Delete, Path: strings.TrimSpace(strings.TrimPrefix(line, "*** Delete File: "))}
			i++
		case strings.HasPrefix(line, "*** Update File: "):
			fp, i, err = parseUpdate(lines, i)
		default:
			return nil, fmt.Errorf("apply_patch input line %d (%q) is not a file header (*** Add File:, *** Update File:, *** Delete File:)", i+1, clipLine(line))
		}
		if err != nil {
			return nil, err
		}
		if fp.Path == "" {
			return nil, fmt.Errorf("apply_patch input line %d names no file", i)
		}
		files = append(files, fp)
	}
	return files, nil
}

// isHeader reports whether line ends a file's section: a header, or the
// end of the patch with blanks around it (as Codex reads it).
func isHeader(line string) bool {
	return strings.HasPrefix(line, "*** ") && line != "*** End of File" || strings.TrimSpace(line) == "*** End Patch"
}

// unwrapHeredoc drops a here-document wrapper around a patch (a first line
// <<EOF, <<'EOF' or <<"EOF" and a last line EOF), as Codex's lenient
// parser does.
func unwrapHeredoc(lines []string) []string {
	first, last := 0, len(lines)-1
	for first < len(lines) && strings.TrimSpace(lines[first]) == "" {
		first++
	}
	for last > first && strings.TrimSpace(lines[last]) == "" {
		last--
	}
	if last <= first {
		return lines
	}
	switch strings.TrimSpace(lines[first]) {
	case "<<EOF", "<<'EOF'", `<<"EOF"`:
		if strings.TrimSpace(lines[last]) == "EOF" {
			return lines[first+1 : last]
		}
	}
	return lines
}

func parseAdd(lines []string, i int) (FilePatch, int, error) {
	fp := FilePatch{Op: Add, Path: strings.TrimSpace(strings.TrimPrefix(lines[i], "*** Add File: "))}
	var b strings.Builder
	for i++; i < len(lines) && !isHeader(lines[i]); i++ {
		l := lines[i]
		if l == "" && i == len(lines)-1 {
			break
		}
		if !strings.HasPrefix(l, "+") {
			return fp, i, fmt.Errorf("apply_patch input line %d (%q): every line of an added file starts with \"+\"", i+1, clipLine(l))
		}
		b.WriteString(l[1:])
		b.WriteByte('\n')
	}
	fp.Content = b.String()
	return fp, i, nil
}

func parseUpdate(lines []string, i int) (FilePatch, int, error) {
	fp := FilePatch{Op: Update, Path: strings.TrimSpace(strings.TrimPrefix(lines[i], "*** Update File: "))}
	i++
	if i < len(lines) && strings.HasPrefix(lines[i], "*** Move to: ") {
		fp.MoveTo = strings.TrimSpace(strings.TrimPrefix(lines[i], "*** Move to: "))
		i++
	}
	var old, new []string
	open := false
	flush := func(eof bool) {
		if open && (len(old) > 0 || len(new) > 0) {
			fp.Chunks = append(fp.Chunks, Chunk{Old: strings.Join(old, "\n"), New: strings.Join(new, "\n"), EOF: eof})
		}
		old, new, open = nil, nil, false
	}
	for ; i < len(lines); i++ {
		l := lines[i]
		switch {
		case l == "*** End of File":
			flush(true)
			continue
		case isHeader(l):
			flush(false)
			return fp, i, nil
		case strings.HasPrefix(l, "@@"):
			flush(false)
			open = true
			continue
		case l == "" && i == len(lines)-1:
			continue
		}
		open = true
		switch {
		case l == "":
			old, new = append(old, ""), append(new, "")
		case l[0] == ' ':
			old, new = append(old, l[1:]), append(new, l[1:])
		case l[0] == '-':
			old = append(old, l[1:])
		case l[0] == '+':
			new = append(new, l[1:])
		default:
			return fp, i, fmt.Errorf("apply_patch input line %d (%q): a line of an update starts with \" \", \"-\" or \"+\"", i+1, clipLine(l))
		}
	}
	flush(false)
	return fp, i, nil
}

func clipLine(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}
