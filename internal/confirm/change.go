package confirm

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Change is one content change to one target, proposed (PreToolUse) or made
// (PostToolUse): the whole content before and after, and what a person calls
// the target.
type Change struct {
	// Name is how messages refer to the target: the path relative to the
	// project when it is inside it, else the absolute path; a notebook cell
	// is "nb.ipynb (cell abc)".
	Name string
	// Path is the file the change touches (absolute, as the tool got it).
	Path string
	// Before is the content before the change; "" when Created.
	Before string
	// After is the content after the change.
	After string
	// Created is true when the target did not exist before.
	Created bool
	// LineOffset is the number of lines of the file before Before and
	// After when they are a window of it (see Window); hunk headers count
	// from there.
	LineOffset int
	// Prose is true for Markdown and plain text, shown as changed
	// paragraphs instead of a unified diff.
	Prose bool
	// BeforeUnknown is true when the content before cannot be seen (a tool
	// that is not a file edit): only After is shown.
	BeforeUnknown bool
	// Patch, when set, is what the change did as Claude Code reported it
	// (tool_response.structuredPatch), shown instead of Before/After: used
	// when the edit cannot be replayed on originalFile (the user modified
	// it in the permission dialog).
	Patch []PatchHunk
}

// PatchHunk is one hunk of a change as the client reported it.
type PatchHunk = event.Hunk

// Unchanged reports whether the change leaves the content as it was.
func (c Change) Unchanged() bool {
	return !c.Created && !c.BeforeUnknown && c.Patch == nil && c.Before == c.After
}

// Edit is one old → new replacement of an edit (the Edit tool's, and each
// of MultiEdit's).
type Edit = event.Replacement

// ApplyEdits applies edits in order to content the way Claude Code's Edit
// and MultiEdit tools do: each old string must occur, exactly once unless
// ReplaceAll is set. An empty Old with empty content writes New (creating a
// file). The error says which edit failed and why, for the preview.
func ApplyEdits(content string, edits []Edit) (string, error) {
	for i, e := range edits {
		which := ""
		if len(edits) > 1 {
			which = "edit " + strconv.Itoa(i+1) + ": "
		}
		switch {
		case e.Old == "" && content == "":
			content = e.New
			continue
		case e.Old == "":
			return "", fmt.Errorf("%sold_string is empty but the file is not", which)
		case e.Old == e.New:
			return "", fmt.Errorf("%sold_string and new_string are the same", which)
		}
		n := strings.Count(content, e.Old)
		switch {
		case n == 0:
			return "", fmt.Errorf("%sold_string does not occur in the file", which)
		case n > 1 && !e.ReplaceAll:
			return "", fmt.Errorf("%sold_string occurs %d times and replace_all is false", which, n)
		case e.ReplaceAll:
			content = strings.ReplaceAll(content, e.Old, e.New)
		default:
			content = strings.Replace(content, e.Old, e.New, 1)
		}
	}
	return content, nil
}

// NotebookCell finds the cell a NotebookEdit targets in the notebook JSON
// (by cell_id, which may also be a "cell-N" index) and returns its source
// and a label for it. An empty cellID or an insert gets an empty source.
func NotebookCell(notebook, cellID string) (source, label string, err error) {
	cells := gjson.Get(notebook, "cells")
	if !cells.IsArray() {
		return "", "", fmt.Errorf("the notebook has no cells array")
	}
	all := cells.Array()
	for _, c := range all {
		if cellID != "" && c.Get("id").String() == cellID {
			return cellSource(c), "cell " + cellID, nil
		}
	}
	if n, ok := strings.CutPrefix(cellID, "cell-"); ok {
		if i, err := strconv.Atoi(n); err == nil && i >= 0 && i < len(all) {
			return cellSource(all[i]), "cell " + strconv.Itoa(i+1), nil
		}
	}
	return "", "", fmt.Errorf("the notebook has no cell %q", cellID)
}

// cellSource joins a cell's source, which notebooks store as a string or a
// list of lines.
func cellSource(c gjson.Result) string {
	src := c.Get("source")
	if !src.IsArray() {
		return src.String()
	}
	var b strings.Builder
	for _, l := range src.Array() {
		b.WriteString(l.String())
	}
	return b.String()
}

// IsProse reports whether a file is shown as paragraphs: Markdown and
// plain text.
func IsProse(path string) bool {
	ext := path[strings.LastIndexByte(path, '.')+1:]
	if strings.LastIndexByte(path, '.') < strings.LastIndexByte(path, '/') {
		ext = ""
	}
	switch strings.ToLower(ext) {
	case "md", "markdown", "mdx", "txt", "text", "rst", "adoc", "asciidoc", "org":
		return true
	}
	return false
}

// DisplayName is how messages name path: relative to the project directory
// when inside it, else as given.
func DisplayName(path, projectDir string) string {
	dir := strings.TrimRight(projectDir, "/")
	if dir != "" {
		if rel, ok := strings.CutPrefix(path, dir+"/"); ok && rel != "" {
			return rel
		}
	}
	return path
}

// NotebookEdit works out what a cell edit does to one cell of a notebook
// (its JSON text): the cell's source before and after, and a label for the
// cell. Inserting gives an empty before, deleting an empty after.
func NotebookEdit(notebook string, cell event.Cell) (before, after, label string, err error) {
	cellID := cell.ID
	newSource := cell.Source
	switch mode := cell.Mode; mode {
	case "insert":
		return "", newSource, "new cell", nil
	case "delete":
		before, label, err = NotebookCell(notebook, cellID)
		return before, "", label, err
	case "", "replace":
		before, label, err = NotebookCell(notebook, cellID)
		return before, newSource, label, err
	default:
		return "", "", "", fmt.Errorf("edit_mode %q is not replace, insert or delete", mode)
	}
}
