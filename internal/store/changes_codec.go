package store

import (
	"encoding/binary"
	"errors"
	"time"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
)

// Set headers are stored in a small binary form rather than JSON: `changes
// list` decodes every header, and with 10,000 sets JSON decoding (with its
// reflection and RFC 3339 times) was most of the command's time. Items stay
// JSON: they are read a set at a time.

// headerVersion starts every encoded header, so the format can change.
const headerVersion = 1

var errHeader = errors.New("damaged change set header")

// encodeHeader writes a set's header (its items are not part of it).
func encodeHeader(s *changeset.Set) []byte {
	b := make([]byte, 0, 256)
	b = append(b, headerVersion)
	b = binary.AppendUvarint(b, s.ID)
	for _, str := range []string{s.Key, s.SessionID, s.AgentID, s.AgentType, s.PromptID, s.ProjectDir, string(s.Status)} {
		b = binary.AppendUvarint(b, uint64(len(str)))
		b = append(b, str...)
	}
	for _, t := range []time.Time{s.Created, s.Closed, s.Updated} {
		var ns int64
		if !t.IsZero() {
			ns = t.UnixNano()
		}
		b = binary.AppendVarint(b, ns)
	}
	c := s.Counts
	for _, n := range []int{c.Items, c.Pending, c.Deferred, c.Confirmed, c.Applied, c.Ran, c.Failed, c.Rejected, c.Expired, c.Dismissed} {
		b = binary.AppendUvarint(b, uint64(n))
	}
	// The client's name for its agent ends the header when there is one,
	// so headers written before it was kept read the same.
	if s.Assistant != "" {
		b = binary.AppendUvarint(b, uint64(len(s.Assistant)))
		b = append(b, s.Assistant...)
	}
	return b
}

// headerReader reads the fields of an encoded header in order, remembering
// the first error.
type headerReader struct {
	b   []byte
	err error
}

func (r *headerReader) uvarint() uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.err = errHeader
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *headerReader) varint() int64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Varint(r.b)
	if n <= 0 {
		r.err = errHeader
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *headerReader) string() string {
	n := r.uvarint()
	if r.err != nil || n > uint64(len(r.b)) {
		r.err = errHeader
		return ""
	}
	s := string(r.b[:n])
	r.b = r.b[n:]
	return s
}

func (r *headerReader) time() time.Time {
	ns := r.varint()
	if ns == 0 {
		return time.Time{}
	}
	return time.Unix(0, ns)
}

// decodeHeader reads what encodeHeader wrote.
func decodeHeader(b []byte) (changeset.Set, error) {
	var s changeset.Set
	if len(b) == 0 || b[0] != headerVersion {
		return s, errHeader
	}
	r := headerReader{b: b[1:]}
	s.ID = r.uvarint()
	s.Key, s.SessionID, s.AgentID, s.AgentType, s.PromptID, s.ProjectDir = r.string(), r.string(), r.string(), r.string(), r.string(), r.string()
	s.Status = changeset.SetStatus(r.string())
	s.Created, s.Closed, s.Updated = r.time(), r.time(), r.time()
	c := &s.Counts
	for _, p := range []*int{&c.Items, &c.Pending, &c.Deferred, &c.Confirmed, &c.Applied, &c.Ran, &c.Failed, &c.Rejected, &c.Expired, &c.Dismissed} {
		*p = int(r.uvarint())
	}
	if r.err == nil && len(r.b) != 0 {
		// Written only when there is one: an empty name is damage.
		if s.Assistant = r.string(); s.Assistant == "" {
			r.err = errHeader
		}
	}
	if r.err == nil && len(r.b) != 0 {
		r.err = errHeader
	}
	return s, r.err
}
