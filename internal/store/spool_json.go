package store

import (
	"math"
	"strconv"
	"time"
	"unicode/utf8"
)

// appendDecision appends d as JSON, byte for byte what json.Marshal gives
// (field order, omitempty, HTML-safe escaping; a test holds it to that).
// It exists for speed: the first json.Marshal of a type in a process
// builds its encoder by reflection, about 0.2 ms in a fresh hook process,
// most of the cost of recording a decision.
func appendDecision(b []byte, d *Decision) []byte {
	b = append(b, `{"time":`...)
	b = appendTime(b, d.Time)
	b = appendField(b, "session", d.Session, false)
	b = appendField(b, "agent_id", d.AgentID, true)
	b = appendField(b, "agent_type", d.AgentType, true)
	b = appendField(b, "event", d.Event, false)
	b = appendField(b, "tool", d.Tool, true)
	b = appendField(b, "target", d.Target, true)
	b = appendList(b, "capabilities", d.Capabilities, func(b []byte, c *string) []byte { return appendString(b, *c) })
	b = appendField(b, "verdict", d.Verdict, false)
	b = appendField(b, "reason", d.Reason, true)
	b = appendField(b, "message", d.Message, true)
	b = appendField(b, "prompt", d.Prompt, true)
	b = appendField(b, "task", d.Task, true)
	b = appendField(b, "status", d.Status, true)
	b = appendList(b, "gates", d.Gates, appendGateRun)
	b = appendField(b, "escalation", d.Escalation, true)
	b = appendField(b, "consent", d.Consent, true)
	b = appendField(b, "confirm", d.Confirm, true)
	b = appendList(b, "changes", d.Changes, appendChange)
	b = appendField(b, "transcript", d.Transcript, true)
	return append(b, '}')
}

func appendGateRun(b []byte, g *GateRun) []byte {
	b = append(b, `{"gate":`...)
	b = appendString(b, g.Gate)
	if g.Builtin {
		b = append(b, `,"builtin":true`...)
	}
	b = appendField(b, "skipped", g.Skipped, true)
	b = append(b, `,"exit_code":`...)
	b = strconv.AppendInt(b, int64(g.ExitCode), 10)
	if g.TimedOut {
		b = append(b, `,"timed_out":true`...)
	}
	b = append(b, `,"duration_ms":`...)
	b = appendFloat(b, g.DurationMS)
	b = append(b, `,"passed":`...)
	b = strconv.AppendBool(b, g.Passed)
	b = appendField(b, "action", g.Action, true)
	b = appendField(b, "output", g.Output, true)
	return append(b, '}')
}

func appendChange(b []byte, c *ChangeDecision) []byte {
	b = append(b, `{"set":`...)
	b = strconv.AppendUint(b, c.Set, 10)
	if c.Item != 0 {
		b = append(b, `,"item":`...)
		b = strconv.AppendInt(b, int64(c.Item), 10)
	}
	b = appendField(b, "summary", c.Summary, true)
	b = appendField(b, "status", c.Status, false)
	b = appendField(b, "reason", c.Reason, true)
	return append(b, '}')
}

// appendList appends ,"name":[…] with each element of xs, leaving out an
// empty list (omitempty).
func appendList[T any](b []byte, name string, xs []T, each func([]byte, *T) []byte) []byte {
	if len(xs) == 0 {
		return b
	}
	b = append(b, ',', '"')
	b = append(b, name...)
	b = append(b, '"', ':', '[')
	for i := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = each(b, &xs[i])
	}
	return append(b, ']')
}

// appendField appends ,"name":"value", leaving it out when omitEmpty and
// value is empty.
func appendField(b []byte, name, value string, omitEmpty bool) []byte {
	if omitEmpty && value == "" {
		return b
	}
	b = append(b, ',', '"')
	b = append(b, name...)
	b = append(b, '"', ':')
	return appendString(b, value)
}

// appendTime is time.Time's MarshalJSON: RFC 3339 with nanoseconds.
func appendTime(b []byte, t time.Time) []byte {
	b = append(b, '"')
	b = t.AppendFormat(b, time.RFC3339Nano)
	return append(b, '"')
}

// appendFloat is encoding/json's float64 format.
func appendFloat(b []byte, f float64) []byte {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return append(b, '0') // json.Marshal fails on these; a duration never is one
	}
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' {
		// clean up e-09 to e-9, as encoding/json does
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}

const hexDigits = "0123456789abcdef"

// appendString is encoding/json's string encoding with HTML escaping:
// quotes, backslashes and control characters escaped, <, > and & as
// \u003c…, invalid UTF-8 as \ufffd, U+2028 and U+2029 escaped.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
