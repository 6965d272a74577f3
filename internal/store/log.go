package store

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/plan-compliance/plan-compliance/internal/clip"
)

// The decision log: one record per hook event the hook decided something
// about, and per change-set verdict a person gave on the command line. It
// is its own bbolt file beside the state database, LogFileName, because it
// is written without fsync: a decision is recorded on every tool call a
// capability answers, and a synced commit costs about a millisecond where
// the budget for recording is 0.3 ms. An unsynced commit survives the
// process (the page cache has it) but a power cut may lose the newest
// records or the file; keeping the log apart means that never costs the
// loop guard's counts or the change sets in state.db. A log that cannot be
// opened is moved aside (OpenLog) and started afresh.

// LogFileName is the decision log's file inside the state directory.
const LogFileName = "decisions.db"

// DefaultLogMaxBytes caps the encoded records the log keeps: when a write
// takes it past the cap, the oldest records are deleted until it holds
// LogPruneTo of the cap. Every record is bounded (see Decision.Bound), so
// the cap bounds the file too.
const DefaultLogMaxBytes = 64 << 20

// LogPruneTo is the fraction of the cap pruning brings the log down to,
// so pruning happens once per many writes rather than on every one.
const LogPruneTo = 0.9

// logLockTimeout bounds how long a hook waits for the log's lock (another
// hook writing, or a `log`/`report` reading): a decision that cannot be
// recorded in that time is dropped rather than delaying the answer.
const logLockTimeout = 2 * time.Second

// Buckets: records by session then time (a session is one range scan), the
// same records' keys by time (pruning oldest-first, --since, --last), and
// the running totals.
var (
	logBySession = []byte("decisions")
	logByTime    = []byte("decisions_by_time")
	logMeta      = []byte("decisions_meta")
	logBytesKey  = []byte("bytes")
)

// Bounds on what one record keeps (Decision.Bound).
const (
	maxField      = 300  // an id, a name, a first line
	maxText       = 2000 // a user turn, a task
	maxGateOutput = 2000 // the end of a gate's output
	maxList       = 20   // gate runs or change items in one record
)

// Decision is one recorded decision. Times are UTC.
type Decision struct {
	// Time is when the hook answered (or the person decided).
	Time time.Time `json:"time"`
	// Session is the Claude Code session_id.
	Session string `json:"session"`
	// AgentID and AgentType name the subagent; both empty for the main
	// conversation.
	AgentID   string `json:"agent_id,omitempty"`
	AgentType string `json:"agent_type,omitempty"`
	// Event is the hook event (SubagentStop, PreToolUse, …), or "cli" for
	// a decision a person made on the command line.
	Event string `json:"event"`
	// Tool is tool_name on tool events.
	Tool string `json:"tool,omitempty"`
	// Target is what the tool call touches: a file, or a command's first line.
	Target string `json:"target,omitempty"`
	// Capabilities lists the capabilities that had something to say:
	// plan, gates, consent, confirm, changes, failure.
	Capabilities []string `json:"capabilities,omitempty"`
	// Verdict is what the answer did: pass, block, escalate, stop, allow,
	// ask, deny, context, notify, confirmed, rejected, …
	Verdict string `json:"verdict"`
	// Reason is the first line of the answer's reason (to the model) or,
	// when there is none, of its message to the user.
	Reason string `json:"reason,omitempty"`
	// Message is the first line of what the user was shown, if anything.
	Message string `json:"message,omitempty"`
	// Prompt is the user's turn, on UserPromptSubmit.
	Prompt string `json:"prompt,omitempty"`
	// Task is the TASK line of a subagent's STATUS report (the plan's task
	// it worked on); Status is its STATUS (OK, BLOCKED) or "missing".
	Task   string `json:"task,omitempty"`
	Status string `json:"status,omitempty"`
	// Gates are the gates run for this event, in order.
	Gates []GateRun `json:"gates,omitempty"`
	// Escalation is what the dispatcher and the user were told about a
	// subagent that stopped without finishing.
	Escalation string `json:"escalation,omitempty"`
	// Consent is the consent check's outcome for a user's reply.
	Consent string `json:"consent,omitempty"`
	// Confirm is the confirmation level of an edit (explicit,
	// needs_confirmation).
	Confirm string `json:"confirm,omitempty"`
	// Changes are change-set items queued or decided.
	Changes []ChangeDecision `json:"changes,omitempty"`
	// Transcript is the session's transcript_path, kept on the user's
	// turns and the main thread's stops (the report reads the user's
	// prompts from it).
	Transcript string `json:"transcript,omitempty"`
}

// GateRun is one gate evaluated for an event.
type GateRun struct {
	Gate     string `json:"gate"`
	Builtin  bool   `json:"builtin,omitempty"`
	Skipped  string `json:"skipped,omitempty"`
	ExitCode int    `json:"exit_code"`
	TimedOut bool   `json:"timed_out,omitempty"`
	// DurationMS is how long the gate took, in milliseconds.
	DurationMS float64 `json:"duration_ms"`
	Passed     bool    `json:"passed"`
	// Action is what the walk did next (CONTINUE, BLOCK, STOP, HALT, a gate).
	Action string `json:"action,omitempty"`
	// Output is the end of the gate's output.
	Output string `json:"output,omitempty"`
}

// ChangeDecision is one change-set item queued or decided.
type ChangeDecision struct {
	Set     uint64 `json:"set"`
	Item    int    `json:"item,omitempty"`
	Summary string `json:"summary,omitempty"`
	// Status is the item's status after the decision (pending, applied,
	// rejected, …).
	Status string `json:"status"`
	Reason string `json:"reason,omitempty"`
}

// Bound cuts every field of d to its limit, strips NUL bytes from the
// session (it separates keys) and makes the time UTC, so a hostile payload
// cannot make one record large.
func (d *Decision) Bound() {
	d.Time = d.Time.UTC()
	d.Session = strings.ReplaceAll(cut(d.Session, maxField), "\x00", "")
	for _, f := range []*string{&d.AgentID, &d.AgentType, &d.Event, &d.Tool, &d.Target, &d.Verdict, &d.Reason, &d.Message, &d.Status, &d.Escalation, &d.Consent, &d.Confirm} {
		*f = cut(*f, maxField)
	}
	d.Prompt, d.Task, d.Transcript = cut(d.Prompt, maxText), cut(d.Task, maxText), cut(d.Transcript, maxText)
	if len(d.Capabilities) > maxList {
		d.Capabilities = d.Capabilities[:maxList]
	}
	if len(d.Gates) > maxList {
		d.Gates = d.Gates[:maxList]
	}
	for i := range d.Gates {
		g := &d.Gates[i]
		g.Gate, g.Skipped, g.Action = cut(g.Gate, maxField), cut(g.Skipped, maxField), cut(g.Action, maxField)
		g.Output = tail(g.Output, maxGateOutput)
	}
	if len(d.Changes) > maxList {
		d.Changes = d.Changes[:maxList]
	}
	for i := range d.Changes {
		c := &d.Changes[i]
		c.Summary, c.Status, c.Reason = cut(c.Summary, maxField), cut(c.Status, maxField), cut(c.Reason, maxField)
	}
}

// cut keeps at most n bytes of s (the "…" marking a cut included).
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return clip.Ellipsis(s, n-len("…"))
}

// tail keeps at most the last n bytes of s, marking a cut.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + clip.Suffix(s, n-len("…"))
}

// Log is the open decision log.
type Log struct {
	db       *bolt.DB
	maxBytes int64
}

// LogOptions tune OpenLog.
type LogOptions struct {
	// ReadOnly opens for reading, sharing the file with other readers.
	ReadOnly bool
	// MaxBytes is the cap on encoded records; 0 means DefaultLogMaxBytes.
	MaxBytes int64
}

// OpenLog opens (creating if needed, unless read-only) the decision log in
// the state directory dir. A file bbolt cannot open as a database is moved
// aside to decisions.db.broken-<time> and a new log started, so a damaged
// log never stops decisions from being recorded; the error says so only
// when even that fails.
func OpenLog(dir string, o LogOptions) (*Log, error) {
	path := filepath.Join(dir, LogFileName)
	if o.MaxBytes <= 0 {
		o.MaxBytes = DefaultLogMaxBytes
	}
	if o.ReadOnly {
		if _, err := os.Stat(path); err != nil {
			return nil, fmt.Errorf("decision log %s: %w (nothing has been recorded yet)", path, err)
		}
	} else if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("state directory %s: %w", dir, err)
	}
	opts := &bolt.Options{Timeout: logLockTimeout, ReadOnly: o.ReadOnly}
	db, err := bolt.Open(path, 0o600, opts)
	if err != nil && !o.ReadOnly && !errors.Is(err, bolt.ErrTimeout) {
		aside := path + ".broken-" + time.Now().UTC().Format("20060102T150405")
		if rerr := os.Rename(path, aside); rerr == nil {
			db, err = bolt.Open(path, 0o600, opts)
		}
	}
	if err != nil {
		if errors.Is(err, bolt.ErrTimeout) {
			return nil, fmt.Errorf("decision log %s: still locked by another process after %s", path, logLockTimeout)
		}
		return nil, fmt.Errorf("decision log %s: %w (move it away to start a new log)", path, err)
	}
	// Unsynced commits: see the note at the top of this file.
	db.NoSync = true
	return &Log{db: db, maxBytes: o.MaxBytes}, nil
}

// Path is the log's file.
func (l *Log) Path() string { return l.db.Path() }

// Close releases the log and its lock.
func (l *Log) Close() error { return l.db.Close() }

// Add records ds in one transaction, each bounded first, then prunes the
// oldest records if the log is over its cap.
func (l *Log) Add(ds ...Decision) error {
	return l.db.Update(func(tx *bolt.Tx) error {
		bs, err := tx.CreateBucketIfNotExists(logBySession)
		if err != nil {
			return err
		}
		bt, err := tx.CreateBucketIfNotExists(logByTime)
		if err != nil {
			return err
		}
		meta, err := tx.CreateBucketIfNotExists(logMeta)
		if err != nil {
			return err
		}
		total := int64(0)
		if v := meta.Get(logBytesKey); len(v) == 8 {
			total = int64(binary.BigEndian.Uint64(v))
		}
		for i := range ds {
			d := ds[i]
			d.Bound()
			v, err := json.Marshal(d)
			if err != nil {
				return err
			}
			seq, err := bt.NextSequence()
			if err != nil {
				return err
			}
			tk := timeKey(d.Time, seq)
			if err := bs.Put(logSessionKey(d.Session, tk), v); err != nil {
				return err
			}
			if err := bt.Put(tk, []byte(d.Session)); err != nil {
				return err
			}
			total += int64(len(v))
		}
		if total > l.maxBytes {
			if total, err = prune(bs, bt, total, int64(float64(l.maxBytes)*LogPruneTo)); err != nil {
				return err
			}
		}
		return meta.Put(logBytesKey, binary.BigEndian.AppendUint64(nil, uint64(total)))
	})
}

// prune deletes the oldest records until total is at most target and
// returns the new total.
func prune(bs, bt *bolt.Bucket, total, target int64) (int64, error) {
	c := bt.Cursor()
	for k, v := c.First(); k != nil && total > target; k, v = c.First() {
		sk := logSessionKey(string(v), k)
		total -= int64(len(bs.Get(sk)))
		if err := bs.Delete(sk); err != nil {
			return total, err
		}
		if err := bt.Delete(k); err != nil {
			return total, err
		}
	}
	return max(total, 0), nil
}

// timeKey orders records by time, then by the order they were added.
func timeKey(t time.Time, seq uint64) []byte {
	k := binary.BigEndian.AppendUint64(nil, uint64(t.UnixNano()))
	return binary.BigEndian.AppendUint64(k, seq)
}

func logSessionKey(session string, tk []byte) []byte {
	k := make([]byte, 0, len(session)+1+len(tk))
	k = append(k, session...)
	k = append(k, 0)
	return append(k, tk...)
}

// LogQuery selects records. The zero value selects every record.
type LogQuery struct {
	// Session selects one session's records.
	Session string
	// Since drops records older than this.
	Since time.Time
}

// Decisions returns the records q selects, oldest first: one session is a
// range scan of its keys; every session is a scan of the time index from
// Since.
func (l *Log) Decisions(q LogQuery) ([]Decision, error) {
	var out []Decision
	since := timeKey(q.Since, 0)
	if q.Since.IsZero() {
		since = nil
	}
	err := l.db.View(func(tx *bolt.Tx) error {
		bs, bt := tx.Bucket(logBySession), tx.Bucket(logByTime)
		if bs == nil || bt == nil {
			return nil
		}
		add := func(v []byte) error {
			var d Decision
			if err := json.Unmarshal(v, &d); err != nil {
				return fmt.Errorf("decision log %s: a damaged record: %w", l.Path(), err)
			}
			out = append(out, d)
			return nil
		}
		if q.Session != "" {
			prefix := logSessionKey(q.Session, nil)
			c := bs.Cursor()
			for k, v := c.Seek(append(prefix, since...)); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
				if err := add(v); err != nil {
					return err
				}
			}
			return nil
		}
		c := bt.Cursor()
		k, v := c.First()
		if since != nil {
			k, v = c.Seek(since)
		}
		for ; k != nil; k, v = c.Next() {
			if err := add(bs.Get(logSessionKey(string(v), k))); err != nil {
				return err
			}
		}
		return nil
	})
	return out, err
}

// LastSession is the session of the newest record, "" for an empty log.
func (l *Log) LastSession() (string, error) {
	var s string
	err := l.db.View(func(tx *bolt.Tx) error {
		if bt := tx.Bucket(logByTime); bt != nil {
			if k, v := bt.Cursor().Last(); k != nil {
				s = string(v)
			}
		}
		return nil
	})
	return s, err
}

// Size is the total of the encoded records the log holds, in bytes.
func (l *Log) Size() (int64, error) {
	var n int64
	err := l.db.View(func(tx *bolt.Tx) error {
		if meta := tx.Bucket(logMeta); meta != nil {
			if v := meta.Get(logBytesKey); len(v) == 8 {
				n = int64(binary.BigEndian.Uint64(v))
			}
		}
		return nil
	})
	return n, err
}

// AppendLog records ds in the decision log of the state directory dir,
// opening and closing it around the write.
func AppendLog(dir string, ds ...Decision) error {
	l, err := OpenLog(dir, LogOptions{})
	if err != nil {
		return err
	}
	err = l.Add(ds...)
	if cerr := l.Close(); err == nil {
		err = cerr
	}
	return err
}

// LogReadDir is where a person's `plan-compliance log` or `report` finds
// the decision log the hooks wrote, found as ChangesDir finds state.db:
// $CLAUDE_PLUGIN_DATA when set, else the plugin's data directory under
// ~/.claude with the newest log, spool or state, else Dir's default.
func LogReadDir(getenv func(string) string) (string, error) {
	return pluginDataDir(getenv, LogFileName, SpoolFileName, FileName)
}

// LogDir is the state directory s lives in, where its decision log is.
func (s *Store) LogDir() string { return filepath.Dir(s.Path()) }
