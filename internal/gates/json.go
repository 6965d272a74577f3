package gates

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"
)

// node is one JSON value with the byte offset where it starts, so every
// problem can be reported as file:line:col.
type node struct {
	off     int64
	end     int64
	kind    kind
	str     string
	num     json.Number
	boolean bool
	members []member // objects, in file order
	items   []*node  // arrays
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

// parseJSON decodes data into a tree of positioned nodes. A syntax error
// comes back with its offset.
func parseJSON(data []byte) (*node, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	p := &positioned{dec: dec, data: data}
	n, err := p.value()
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, &syntaxError{off: p.start(), msg: "invalid JSON: unexpected data after the top-level value"}
	}
	return n, nil
}

type syntaxError struct {
	off int64
	msg string
}

func (e *syntaxError) Error() string { return e.msg }

type positioned struct {
	dec  *json.Decoder
	data []byte
}

// start is the offset of the next token: after whitespace and separators.
func (p *positioned) start() int64 {
	i := p.dec.InputOffset()
	for i < int64(len(p.data)) {
		switch p.data[i] {
		case ' ', '\t', '\n', '\r', ':', ',':
			i++
			continue
		}
		break
	}
	return i
}

func (p *positioned) token() (json.Token, int64, error) {
	off := p.start()
	tok, err := p.dec.Token()
	if err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return nil, se.Offset, &syntaxError{off: max(se.Offset-1, 0), msg: "invalid JSON: " + se.Error()}
		}
		if err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, int64(len(p.data)), &syntaxError{off: int64(len(p.data)), msg: "invalid JSON: unexpected end of file"}
		}
		return nil, off, &syntaxError{off: off, msg: "invalid JSON: " + err.Error()}
	}
	return tok, off, nil
}

func (p *positioned) value() (*node, error) {
	tok, off, err := p.token()
	if err != nil {
		return nil, err
	}
	return p.fill(tok, off)
}

func (p *positioned) fill(tok json.Token, off int64) (*node, error) {
	n := &node{off: off}
	switch t := tok.(type) {
	case nil:
		n.kind = kindNull
	case bool:
		n.kind, n.boolean = kindBool, t
	case json.Number:
		n.kind, n.num = kindNumber, t
	case string:
		n.kind, n.str = kindString, t
	case json.Delim:
		switch t {
		case '{':
			n.kind = kindObject
			for p.dec.More() {
				ktok, koff, err := p.token()
				if err != nil {
					return nil, err
				}
				key, _ := ktok.(string)
				v, err := p.value()
				if err != nil {
					return nil, err
				}
				n.members = append(n.members, member{key: key, keyOff: koff, val: v})
			}
		case '[':
			n.kind = kindArray
			for p.dec.More() {
				v, err := p.value()
				if err != nil {
					return nil, err
				}
				n.items = append(n.items, v)
			}
		}
		if _, _, err := p.token(); err != nil { // the closing delimiter
			return nil, err
		}
	}
	n.end = p.dec.InputOffset()
	return n, nil
}

// get returns the member value for key (the last one, as encoding/json
// does), or nil.
func (n *node) get(key string) *node {
	var v *node
	for _, m := range n.members {
		if m.key == key {
			v = m.val
		}
	}
	return v
}

// lineCol turns a byte offset into a 1-based line and column (in
// characters).
func lineCol(data []byte, off int64) (int, int) {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	lineStart := bytes.LastIndexByte(before, '\n') + 1
	return line, utf8.RuneCount(before[lineStart:]) + 1
}

// describe names a node's type for "want X, got Y" messages.
func describe(n *node) string {
	if n.kind == kindString {
		return fmt.Sprintf("string %q", n.str)
	}
	return n.kind.String()
}
