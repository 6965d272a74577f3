package gates

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/tidwall/gjson"
)

// node is one JSON value with the byte offset where it starts, so every
// problem can be reported as file:line:col.
type node struct {
	off     int64
	raw     string // the value's text as written
	kind    kind
	str     string // kindString: the decoded string
	boolean bool
	members []member // kindObject, in file order (duplicates kept)
	items   []*node  // kindArray
}

type kind int

const (
	kindNull kind = iota
	kindBool
	kindNumber
	kindString
	kindArray
	kindObject
)

func (k kind) String() string {
	return [...]string{"null", "boolean", "number", "string", "array", "object"}[k]
}

type member struct {
	key    string
	keyOff int64
	val    *node
}

// syntaxError is invalid JSON at a byte offset.
type syntaxError struct {
	off int64
	msg string
}

func (e *syntaxError) Error() string { return e.msg }

// parseJSON decodes data into a tree of positioned nodes. Invalid JSON
// comes back as a *syntaxError at the offending byte.
func parseJSON(data []byte) (*node, error) {
	if !json.Valid(data) {
		return nil, locateSyntaxError(data)
	}
	// Valid JSON: gjson walks it without allocating per token and knows
	// where every key and value starts.
	start := len(data) - len(bytes.TrimLeft(data, " \t\r\n"))
	root := gjson.ParseBytes(data[start:])
	root.Index = start
	return build(root), nil
}

// locateSyntaxError explains why data is not JSON, at the offending byte
// (Unmarshal's offset counts the bytes read, the bad one included).
func locateSyntaxError(data []byte) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return &syntaxError{off: 0, msg: "the file is empty; write {} or delete it"}
	}
	var raw json.RawMessage
	err := json.Unmarshal(data, &raw)
	var se *json.SyntaxError
	switch {
	case errors.As(err, &se) && se.Error() == "unexpected end of JSON input":
		return &syntaxError{off: int64(len(data)), msg: "invalid JSON: unexpected end of file; close every { and ["}
	case errors.As(err, &se):
		return &syntaxError{off: max(se.Offset-1, 0), msg: "invalid JSON: " + se.Error() + "; fix the JSON syntax"}
	case err != nil:
		return &syntaxError{off: 0, msg: "invalid JSON: " + err.Error() + "; fix the JSON syntax"}
	}
	return &syntaxError{off: 0, msg: "invalid JSON; fix the JSON syntax"}
}

func build(r gjson.Result) *node {
	n := &node{off: int64(r.Index), raw: r.Raw}
	switch r.Type {
	case gjson.Null:
		n.kind = kindNull
	case gjson.True, gjson.False:
		n.kind, n.boolean = kindBool, r.Type == gjson.True
	case gjson.Number:
		n.kind = kindNumber
	case gjson.String:
		n.kind, n.str = kindString, r.Str
	case gjson.JSON:
		if r.IsObject() {
			n.kind = kindObject
			r.ForEach(func(k, v gjson.Result) bool {
				n.members = append(n.members, member{key: k.Str, keyOff: int64(k.Index), val: build(v)})
				return true
			})
		} else {
			n.kind = kindArray
			n.items = []*node{}
			r.ForEach(func(_, v gjson.Result) bool {
				n.items = append(n.items, build(v))
				return true
			})
		}
	}
	return n
}

// runeCount counts characters, so a column lines up with what an editor
// shows for non-ASCII text.
func runeCount(b []byte) int { return utf8.RuneCount(b) }

// describe names a node's type for "want X, got Y" messages.
func describe(n *node) string {
	if n.kind == kindString {
		return fmt.Sprintf("string %q", n.str)
	}
	return n.kind.String()
}
