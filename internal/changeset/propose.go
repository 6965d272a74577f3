package changeset

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tidwall/gjson"
)

// Tool names with built-in handling.
const (
	ToolEdit      = "Edit"
	ToolWrite     = "Write"
	ToolMultiEdit = "MultiEdit"
	ToolBash      = "Bash"
)

// SummaryArg is the argument a model may add to a deferred call to say in
// plain words what it does; it is kept as the item's AgentSays, shown
// labelled as the agent's words after the call itself, and is not part of
// the call's identity.
const SummaryArg = "humanSummary"

// maxSummary bounds a generated summary, in characters.
const maxSummary = 120

// CategoryOf says how a tool's items are reviewed and applied.
func CategoryOf(tool string) Category {
	switch tool {
	case ToolEdit, ToolWrite, ToolMultiEdit:
		return FileEdit
	case ToolBash:
		return Command
	}
	return Other
}

// FileState is what the file an edit targets looked like when proposed.
type FileState struct {
	Exists bool
	// Hash is HashContent of the content ("" when it does not exist).
	Hash string
}

// HashContent is the fingerprint of a file's content stored with a
// proposal and compared before applying it.
func HashContent(b []byte) string {
	sum := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(sum[:])
}

// EditTarget returns the file a file-edit call touches, "" for other calls;
// the caller hashes it before Propose.
func EditTarget(tool string, input []byte) string {
	if CategoryOf(tool) != FileEdit {
		return ""
	}
	return stringField(input, "file_path")
}

// Propose turns one deferred call into its review items: one item, or one
// per element for MultiEdit and configured batch tools. projectDir names
// files in summaries; file describes EditTarget's file. Items are
// ItemPending and not yet numbered.
func Propose(tool string, input []byte, cfg Config, projectDir string, file FileState) []Item {
	given := strings.TrimSpace(stringField(input, SummaryArg))
	switch {
	case tool == ToolMultiEdit:
		if items := explodeMultiEdit(input, projectDir, file); len(items) > 0 {
			return items
		}
	default:
		if b, ok := cfg.BatchFor(tool); ok {
			if items := explodeBatch(b, input); len(items) > 0 {
				return items
			}
		}
	}
	it := newItem(tool, canonical(input), projectDir, file)
	it.AgentSays = agentSays(given)
	return []Item{it}
}

// agentSays is the model's own description of a call, one line, bounded:
// kept apart from the summary, which describes the call itself.
func agentSays(given string) string {
	given = strings.TrimSpace(given)
	if given == "" {
		return ""
	}
	return clip(oneLine(given), maxSummary)
}

func newItem(tool string, args json.RawMessage, projectDir string, file FileState) Item {
	it := Item{
		Tool:     tool,
		Args:     args,
		Category: CategoryOf(tool),
		Identity: Identity(tool, args),
		Status:   ItemPending,
	}
	if it.Category == FileEdit {
		it.File = stringField(args, "file_path")
		it.FileHash = file.Hash
	}
	it.Summary = Summarize(tool, args, projectDir, file.Exists)
	return it
}

func explodeMultiEdit(input []byte, projectDir string, file FileState) []Item {
	edits := gjson.GetBytes(input, "edits")
	if !edits.IsArray() {
		return nil
	}
	list := edits.Array()
	path := gjson.GetBytes(input, "file_path")
	items := make([]Item, 0, len(list))
	for i, e := range list {
		if !e.IsObject() {
			return nil
		}
		args := map[string]any{
			"file_path":   path.Value(),
			"old_string":  e.Get("old_string").String(),
			"new_string":  e.Get("new_string").String(),
			"replace_all": e.Get("replace_all").Bool(),
		}
		it := newItem(ToolEdit, marshal(args), projectDir, file)
		it.Origin = "MultiEdit, edit " + strconv.Itoa(i+1) + " of " + strconv.Itoa(len(list))
		items = append(items, it)
	}
	return items
}

func explodeBatch(b Batch, input []byte) []Item {
	list := gjson.GetBytes(input, b.Items)
	if !list.IsArray() {
		return nil
	}
	elems := list.Array()
	items := make([]Item, 0, len(elems))
	for i, e := range elems {
		if !e.IsObject() {
			return nil
		}
		args := map[string]json.RawMessage{}
		for _, k := range b.Keep {
			if v := gjson.GetBytes(input, gjson.Escape(k)); v.Exists() {
				args[k] = json.RawMessage(v.Raw)
			}
		}
		e.ForEach(func(k, v gjson.Result) bool {
			args[k.String()] = json.RawMessage(v.Raw)
			return true
		})
		it := newItem(b.Singular, canonical(marshal(args)), "", FileState{})
		if b.SummaryField != "" {
			if v := e.Get(gjson.Escape(b.SummaryField)); v.Exists() {
				it.Summary = clip(b.Singular+": "+oneLine(v.String()), maxSummary)
			}
		}
		it.AgentSays = agentSays(e.Get(SummaryArg).String())
		it.Origin = b.Tool + ", element " + strconv.Itoa(i+1) + " of " + strconv.Itoa(len(elems))
		items = append(items, it)
	}
	return items
}

// Summarize describes a call in a line a person reads at a glance:
// "Edit parse.go: 1 line → 4 lines", "Run: git push origin main".
func Summarize(tool string, args []byte, projectDir string, fileExists bool) string {
	name := func() string { return DisplayName(stringField(args, "file_path"), projectDir) }
	var s string
	switch tool {
	case ToolEdit:
		old, new := stringField(args, "old_string"), stringField(args, "new_string")
		switch {
		case old == "" && !fileExists:
			s = "Create " + name() + " (" + lines(new) + ")"
		case old == "":
			s = "Edit " + name() + ": add " + lines(new)
		case new == "":
			s = "Edit " + name() + ": remove " + lines(old)
		default:
			s = "Edit " + name() + ": " + lines(old) + " → " + lines(new)
		}
		if gjson.GetBytes(args, "replace_all").Bool() {
			s += " (every occurrence)"
		}
	case ToolWrite:
		content := stringField(args, "content")
		if fileExists {
			s = "Write " + name() + ": replace the whole file (" + lines(content) + ")"
		} else {
			s = "Create " + name() + " (" + lines(content) + ")"
		}
	case ToolMultiEdit:
		n := len(gjson.GetBytes(args, "edits").Array())
		s = "Edit " + name() + ": " + strconv.Itoa(n) + " edits"
	case ToolBash:
		cmd := strings.TrimSpace(stringField(args, "command"))
		first, rest, _ := strings.Cut(cmd, "\n")
		s = "Run: " + first
		if strings.TrimSpace(rest) != "" {
			s += " …"
		}
	default:
		s = genericSummary(tool, args)
	}
	return clip(s, maxSummary)
}

// genericSummary is the tool name and its first few arguments.
func genericSummary(tool string, args []byte) string {
	var b strings.Builder
	b.WriteString(tool)
	n := 0
	gjson.ParseBytes(args).ForEach(func(k, v gjson.Result) bool {
		if n == 3 {
			b.WriteString(", …")
			return false
		}
		if n == 0 {
			b.WriteString(": ")
		} else {
			b.WriteString(", ")
		}
		b.WriteString(k.String())
		b.WriteByte('=')
		switch {
		case v.Type == gjson.String:
			b.WriteString(strconv.Quote(clip(oneLine(v.Str), 40)))
		case v.IsArray():
			b.WriteString("[" + strconv.Itoa(len(v.Array())) + " items]")
		case v.IsObject():
			b.WriteString("{…}")
		default:
			b.WriteString(v.Raw)
		}
		n++
		return true
	})
	return b.String()
}

// DisplayName is how summaries name a file: relative to the project when
// inside it, else as given.
func DisplayName(path, projectDir string) string {
	if projectDir != "" && filepath.IsAbs(path) {
		if rel, err := filepath.Rel(projectDir, path); err == nil && rel != "." && !strings.HasPrefix(rel, "..") {
			return rel
		}
	}
	return path
}

func lines(s string) string {
	n := strings.Count(s, "\n")
	if s != "" && !strings.HasSuffix(s, "\n") {
		n++
	}
	if n == 1 {
		return "1 line"
	}
	return strconv.Itoa(n) + " lines"
}

// Identity fingerprints a proposal: the tool and its arguments as
// canonical JSON, without humanSummary; for Bash only the command (the
// description is commentary). A repeated rejected proposal and the call an
// agent runs after approval are recognised by it.
func Identity(tool string, args []byte) string {
	h := sha256.New()
	h.Write([]byte(tool))
	h.Write([]byte{0})
	if tool == ToolBash {
		h.Write([]byte(strings.TrimSpace(stringField(args, "command"))))
	} else {
		h.Write(canonical(args))
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// Canonical is input as compact JSON with sorted keys and without
// humanSummary: the form items store and identities hash.
func Canonical(input []byte) json.RawMessage { return canonical(input) }

func canonical(input []byte) json.RawMessage {
	dec := json.NewDecoder(bytes.NewReader(input))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return json.RawMessage(bytes.TrimSpace(input))
	}
	if m, ok := v.(map[string]any); ok {
		delete(m, SummaryArg)
	}
	return marshal(v)
}

// marshal encodes v compactly without HTML escaping (commands keep their
// && and <), with map keys sorted.
func marshal(v any) json.RawMessage {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return json.RawMessage("null")
	}
	return json.RawMessage(bytes.TrimSuffix(b.Bytes(), []byte("\n")))
}

func stringField(raw []byte, key string) string {
	v := gjson.GetBytes(raw, key)
	if v.Type != gjson.String {
		return ""
	}
	return v.Str
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// clip cuts s to at most n characters, marking the cut with "…".
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}
