// Package section holds what the capability sections of gates.json
// ("consent", "confirm", "changes") share when they are decoded: one way to
// say that a value has the wrong shape, at a path the config loader turns
// into file:line:col.
package section

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/clip"
)

// Error is a problem with one value of a section. At is the value's path as
// a person reads it ("changes.defer[0].tool"); Key says the problem is the
// last key itself (an unknown key), not its value. The message starts with
// At, so Error() reads on its own.
type Error struct {
	At  string
	Key bool
	Msg string
}

func (e *Error) Error() string { return e.Msg }

// Errorf is a problem with the value at at; the message is "at: …".
func Errorf(at, format string, args ...any) error {
	return &Error{At: at, Msg: at + ": " + fmt.Sprintf(format, args...)}
}

// UnknownKey is a key of the object at at that the section does not know.
func UnknownKey(at, key string, known ...string) error {
	return &Error{At: at + "." + key, Key: true, Msg: fmt.Sprintf("%s: unknown key %q (known: %s)", at, key, strings.Join(known, ", "))}
}

// Decode unmarshals val into v; when it cannot, the error names the key at,
// quotes the start of the value and says what is wanted there.
func Decode(val json.RawMessage, v any, at, want string) error {
	if err := json.Unmarshal(val, v); err != nil {
		return Errorf(at, "%s is not valid: want %s", clip.Ellipsis(strings.Join(strings.Fields(string(val)), " "), 60), want)
	}
	return nil
}

// Path splits an error's At into keys and array indexes:
// "changes.defer[0].tool" is ["changes", "defer", 0, "tool"] with the
// index as an int.
func Path(at string) []any {
	var out []any
	for part := range strings.SplitSeq(at, ".") {
		name, rest, _ := strings.Cut(part, "[")
		if name != "" {
			out = append(out, name)
		}
		for rest != "" {
			idx, after, ok := strings.Cut(rest, "]")
			if !ok {
				break
			}
			if n, err := strconv.Atoi(idx); err == nil {
				out = append(out, n)
			}
			rest = strings.TrimPrefix(after, "[")
		}
	}
	return out
}

// As reports whether err is (or wraps) a section *Error.
func As(err error) (*Error, bool) {
	var se *Error
	ok := errors.As(err, &se)
	return se, ok
}
