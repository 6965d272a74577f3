package printable

import (
	"io"
	"unicode/utf8"
)

// Writer passes what is written to it on through Text. A character split
// across two writes is held back until its end arrives; an incomplete one
// at the very end is never written.
type Writer struct {
	w     io.Writer
	carry []byte
}

// NewWriter returns a Writer over w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Write writes p, cleaned, and reports it all written.
func (p *Writer) Write(b []byte) (int, error) {
	n := len(b)
	data := b
	if len(p.carry) > 0 {
		data = append(p.carry, b...)
		p.carry = nil
	}
	end := len(data)
	for back := 1; back < utf8.UTFMax && back <= len(data); back++ {
		c := data[len(data)-back]
		if c < utf8.RuneSelf {
			break
		}
		if utf8.RuneStart(c) {
			if !utf8.FullRune(data[len(data)-back:]) {
				end = len(data) - back
				p.carry = append([]byte(nil), data[end:]...)
			}
			break
		}
	}
	if _, err := io.WriteString(p.w, Text(string(data[:end]))); err != nil {
		return 0, err
	}
	return n, nil
}

// Unwrap is the writer under w when w is a Writer, else w: for handing a
// terminal to a program that cleans what it draws itself.
func Unwrap(w io.Writer) io.Writer {
	if p, ok := w.(*Writer); ok {
		return p.w
	}
	return w
}
