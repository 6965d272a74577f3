package store

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
)

// Buckets of the change sets. Sets and items are stored apart so listing
// thousands of sets decodes only their small headers.
const (
	// setsBucket: set id (8 bytes, big-endian) → header JSON.
	setsBucket = "change_sets"
	// itemsBucket: set id (8) + item number (4) → item JSON.
	itemsBucket = "change_items"
	// runsBucket: run key → JSON list of the run's open set ids.
	runsBucket = "change_runs"
	// activeBucket: set id (8) → creation time (unix ns, 8): the sets
	// still open or pending, for expiry and the default listing.
	activeBucket = "change_active"
	// decisionsBucket: sequence (8) → decision JSON, oldest first.
	decisionsBucket = "change_decisions"
	// rejectedBucket: project dir + NUL + identity → rejection JSON.
	rejectedBucket = "change_rejected"
	// approvedBucket: project dir + NUL + identity → JSON list of
	// approvals waiting for the agent.
	approvedBucket = "change_approved"
	// noticesBucket: session id → JSON list of ids of subagent sets closed
	// but not yet announced (Claude Code does not show a SubagentStop
	// systemMessage, so the main thread's Stop tells the user).
	noticesBucket = "change_notices"
	// reviewTurnsBucket: session id + "/" + prompt id → unix ns: the user
	// turns that are the review slash command, in which the model may run
	// the decisions the user named.
	reviewTurnsBucket = "change_review_turns"
)

// KeepDecisions is how many history entries Prune keeps.
const KeepDecisions = 1000

// maxHistoryScan bounds how far back RecentDecisions looks for entries of
// one project, so a long history of other projects costs nothing much.
const maxHistoryScan = 5000

// ErrNoSet is returned for a set id that is not stored.
var ErrNoSet = errors.New("no such change set")

// Proposed is what became of a deferred call.
type Proposed struct {
	// Approved is set when the call is one the user confirmed: it was
	// consumed and the call may run once.
	Approved *changeset.Approval
	// Placement says what was decided; Placed where the items went.
	Placement changeset.Placement
	Placed    []changeset.Placed
}

func id8(id uint64) []byte { return binary.BigEndian.AppendUint64(nil, id) }

func itemKey(id uint64, n int) []byte {
	return binary.BigEndian.AppendUint32(id8(id), uint32(n))
}

func projectKey(project, identity string) []byte {
	return []byte(project + "\x00" + identity)
}

// Propose handles one deferred call in a single write transaction, so
// parallel hook processes never lose or duplicate items: a call identical
// to one the user confirmed is consumed and allowed; otherwise its items
// are placed in the run's open set (changeset.Place), refused when the
// user rejected them before, or left to the overflow policy.
func (s *Store) Propose(run changeset.Run, items []changeset.Item, cfg changeset.Config, now time.Time) (Proposed, error) {
	var out Proposed
	err := s.write(func(tx *bolt.Tx) error {
		b, err := buckets(tx)
		if err != nil {
			return err
		}
		if len(items) == 1 {
			a, err := b.takeApproval(run.ProjectDir, items[0].Identity, now)
			if err != nil || a != nil {
				out.Approved = a
				return err
			}
		}
		open, err := b.openSet(run.Key)
		if err != nil {
			return err
		}
		rejected := func(identity string) (changeset.Rejection, bool) {
			var r changeset.Rejection
			v := b.rejected.Get(projectKey(run.ProjectDir, identity))
			return r, v != nil && json.Unmarshal(v, &r) == nil
		}
		out.Placement = changeset.Place(open, items, rejected, cfg)
		if out.Placement.Action != changeset.Queue {
			return nil
		}
		for _, c := range out.Placement.Chunks {
			set := open
			if c.SetID == 0 {
				if set, err = b.newSet(run, now); err != nil {
					return err
				}
				set.Items = c.Items
				set.Refresh(now)
			} else {
				// Appending: only the header and the new items are written;
				// the items already there are neither read nor rewritten.
				set.Counts.Items += len(c.Items)
				set.Counts.Pending += len(c.Items)
				set.Updated = now
			}
			if err := b.saveSet(set, c.Items); err != nil {
				return err
			}
			out.Placed = append(out.Placed, changeset.Placed{SetID: set.ID, Items: c.Items})
		}
		return nil
	})
	if err != nil {
		return Proposed{}, fmt.Errorf("change sets: %w", err)
	}
	return out, nil
}

// TakeApproval consumes a call of identity the user confirmed in project,
// if there is one, and marks its item as run. It reads first and only
// takes the write lock when there is one.
func (s *Store) TakeApproval(project, identity string, now time.Time) (*changeset.Approval, error) {
	if found, err := s.has(approvedBucket, projectKey(project, identity)); err != nil || !found {
		return nil, err
	}
	var a *changeset.Approval
	err := s.write(func(tx *bolt.Tx) error {
		b, err := buckets(tx)
		if err != nil {
			return err
		}
		a, err = b.takeApproval(project, identity, now)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("approved calls: %w", err)
	}
	return a, nil
}

// CloseRun ends a run: its open sets are closed and returned with their
// items, for the notice. With laterFor set (a session id), their ids are
// also kept for TakeNotices of that session. It only takes the write lock
// when the run has a set.
func (s *Store) CloseRun(runKey, laterFor string, now time.Time) ([]changeset.Set, error) {
	if found, err := s.has(runsBucket, []byte(runKey)); err != nil || !found {
		return nil, err
	}
	var sets []changeset.Set
	err := s.write(func(tx *bolt.Tx) error {
		b, err := buckets(tx)
		if err != nil {
			return err
		}
		ids, err := b.runIDs(runKey)
		if err != nil {
			return err
		}
		for _, id := range ids {
			set, err := b.loadSet(id, true)
			if errors.Is(err, ErrNoSet) {
				continue
			}
			if err != nil {
				return err
			}
			if set.Status != changeset.SetOpen {
				continue
			}
			set.Close(now)
			if err := b.saveSet(set, nil); err != nil {
				return err
			}
			sets = append(sets, *set)
		}
		if laterFor != "" && len(sets) > 0 {
			nb, err := tx.CreateBucketIfNotExists([]byte(noticesBucket))
			if err != nil {
				return err
			}
			var ids []uint64
			if v := nb.Get([]byte(laterFor)); v != nil {
				if err := json.Unmarshal(v, &ids); err != nil {
					return err
				}
			}
			for _, set := range sets {
				ids = append(ids, set.ID)
			}
			raw, err := json.Marshal(ids)
			if err != nil {
				return err
			}
			if err := nb.Put([]byte(laterFor), raw); err != nil {
				return err
			}
		}
		return b.runs.Delete([]byte(runKey))
	})
	if err != nil {
		return nil, fmt.Errorf("change sets: %w", err)
	}
	return sets, nil
}

// TakeNotices returns, with their items, the subagent sets closed in
// session since it was last asked, and forgets them. It only takes the
// write lock when there are some.
func (s *Store) TakeNotices(session string) ([]changeset.Set, error) {
	if found, err := s.has(noticesBucket, []byte(session)); err != nil || !found {
		return nil, err
	}
	var sets []changeset.Set
	err := s.write(func(tx *bolt.Tx) error {
		nb := tx.Bucket([]byte(noticesBucket))
		b, err := buckets(tx)
		if err != nil || nb == nil {
			return err
		}
		var ids []uint64
		if err := json.Unmarshal(nb.Get([]byte(session)), &ids); err != nil {
			return err
		}
		for _, id := range ids {
			set, err := b.loadSet(id, true)
			if errors.Is(err, ErrNoSet) {
				continue
			}
			if err != nil {
				return err
			}
			sets = append(sets, *set)
		}
		return nb.Delete([]byte(session))
	})
	if err != nil {
		return nil, fmt.Errorf("change sets: %w", err)
	}
	return sets, nil
}

// AuthorizeReview records that the user's prompt promptID of session is the
// review slash command.
func (s *Store) AuthorizeReview(session, promptID string, now time.Time) error {
	return s.update(reviewTurnsBucket, func(b *bolt.Bucket) error {
		return b.Put([]byte(session+"/"+promptID), binary.BigEndian.AppendUint64(nil, uint64(now.UnixNano())))
	})
}

// EndReview forgets the review turns of session: the user's latest prompt
// is not the review command. It takes the write lock only when there is
// something to forget.
func (s *Store) EndReview(session string) error {
	open, err := s.reviewOpenSince(session)
	if err != nil || open.IsZero() {
		return err
	}
	return s.update(reviewTurnsBucket, func(b *bolt.Bucket) error {
		prefix := []byte(session + "/")
		var keys [][]byte
		c := b.Cursor()
		for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
			keys = append(keys, bytes.Clone(k))
		}
		for _, k := range keys {
			if err := b.Delete(k); err != nil {
				return err
			}
		}
		return nil
	})
}

// ReviewOpen reports whether the latest prompt of session was the review
// command (AuthorizeReview, not since ended by EndReview), recorded no
// longer than maxAge before now. The command line uses it to know that a
// decision it is asked for under an agent was asked for by the user.
func (s *Store) ReviewOpen(session string, now time.Time, maxAge time.Duration) (bool, error) {
	since, err := s.reviewOpenSince(session)
	if err != nil || since.IsZero() {
		return false, err
	}
	return now.Sub(since) <= maxAge, nil
}

// reviewOpenSince is when the newest review turn of session was recorded
// (zero when none is).
func (s *Store) reviewOpenSince(session string) (time.Time, error) {
	var newest time.Time
	err := s.view(reviewTurnsBucket, func(b *bolt.Bucket) error {
		if b == nil {
			return nil
		}
		prefix := []byte(session + "/")
		c := b.Cursor()
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
			if len(v) == 8 {
				if t := time.Unix(0, int64(binary.BigEndian.Uint64(v))); t.After(newest) {
					newest = t
				}
			}
		}
		return nil
	})
	return newest, err
}

// ReviewAuthorized reports whether AuthorizeReview was recorded for that
// prompt.
func (s *Store) ReviewAuthorized(session, promptID string) (bool, error) {
	ok := false
	err := s.view(reviewTurnsBucket, func(b *bolt.Bucket) error {
		ok = b != nil && b.Get([]byte(session+"/"+promptID)) != nil
		return nil
	})
	return ok, err
}

// Set returns set id with its items.
func (s *Store) Set(id uint64) (*changeset.Set, error) {
	var set *changeset.Set
	err := s.read(func(tx *bolt.Tx) error {
		b := readBuckets(tx)
		if b.sets == nil {
			return ErrNoSet
		}
		var err error
		set, err = b.loadSet(id, true)
		return err
	})
	return set, err
}

// UpdateSet loads set id with its items, lets fn change them, and stores
// the result in one write transaction, with everything that follows from
// the changed items (changeset.Diff): history entries, remembered
// rejections, calls approved for the agent. When fn fails nothing changes.
func (s *Store) UpdateSet(id uint64, now time.Time, fn func(*changeset.Set) error) (*changeset.Set, error) {
	var set *changeset.Set
	err := s.write(func(tx *bolt.Tx) error {
		b, err := buckets(tx)
		if err != nil {
			return err
		}
		if set, err = b.loadSet(id, true); err != nil {
			return err
		}
		before := set.Snapshot()
		if err := fn(set); err != nil {
			return err
		}
		set.Refresh(now)
		if err := b.apply(set, changeset.Diff(set, before, now)); err != nil {
			return err
		}
		return b.saveSet(set, set.Items)
	})
	if err != nil {
		return nil, err
	}
	return set, nil
}

// SetFilter chooses sets to list.
type SetFilter struct {
	// All includes resolved, expired and dismissed sets; otherwise only
	// open and pending ones are listed.
	All bool
	// Keep, when set, is asked about each header.
	Keep func(*changeset.Set) bool
}

// Sets lists set headers (no items), newest first.
func (s *Store) Sets(f SetFilter) ([]changeset.Set, error) {
	var out []changeset.Set
	err := s.read(func(tx *bolt.Tx) error {
		b := readBuckets(tx)
		if b.sets == nil {
			return nil
		}
		keep := func(v []byte) error {
			set, err := decodeHeader(v)
			if err != nil {
				return err
			}
			if f.Keep == nil || f.Keep(&set) {
				out = append(out, set)
			}
			return nil
		}
		if !f.All {
			if b.active == nil {
				return nil
			}
			out = make([]changeset.Set, 0, b.active.Stats().KeyN)
			// Both buckets are ordered by set id: walk them together,
			// newest first, instead of looking each active set up from
			// the root. Finished sets are stepped over without decoding.
			sc := b.sets.Cursor()
			sk, sv := sc.Last()
			ac := b.active.Cursor()
			for k, _ := ac.Last(); k != nil && sk != nil; k, _ = ac.Prev() {
				for sk != nil && bytes.Compare(sk, k) > 0 {
					sk, sv = sc.Prev()
				}
				if sk != nil && bytes.Equal(sk, k) {
					if err := keep(sv); err != nil {
						return err
					}
				}
			}
			return nil
		}
		out = make([]changeset.Set, 0, b.sets.Stats().KeyN)
		c := b.sets.Cursor()
		for k, v := c.Last(); k != nil; k, v = c.Prev() {
			if err := keep(v); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("change sets: %w", err)
	}
	return out, nil
}

// ExpireSets marks the active sets of project older than after as expired
// (their undecided items become "no decision" in the history) and returns
// how many it marked. It reads first and only takes the write lock when a
// set is due.
func (s *Store) ExpireSets(project string, after time.Duration, now time.Time) (int, error) {
	var due []uint64
	err := s.view(activeBucket, func(b *bolt.Bucket) error {
		if b == nil {
			return nil
		}
		return b.ForEach(func(k, v []byte) error {
			if len(k) == 8 && len(v) == 8 && changeset.IsStale(time.Unix(0, int64(binary.BigEndian.Uint64(v))), now, after) {
				due = append(due, binary.BigEndian.Uint64(k))
			}
			return nil
		})
	})
	if err != nil || len(due) == 0 {
		return 0, err
	}
	n := 0
	err = s.write(func(tx *bolt.Tx) error {
		b, err := buckets(tx)
		if err != nil {
			return err
		}
		for _, id := range due {
			set, err := b.loadSet(id, true)
			if errors.Is(err, ErrNoSet) {
				_ = b.active.Delete(id8(id))
				continue
			}
			if err != nil {
				return err
			}
			if set.ProjectDir != project {
				continue
			}
			before := set.Snapshot()
			if !set.Expire(now, after) {
				continue
			}
			if err := b.apply(set, changeset.Diff(set, before, now)); err != nil {
				return err
			}
			if err := b.saveSet(set, set.Items); err != nil {
				return err
			}
			n++
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("change sets: %w", err)
	}
	return n, nil
}

// RecentDecisions returns up to limit decisions for project, newest first;
// with agentType non-empty, only those about that agent type's proposals.
func (s *Store) RecentDecisions(project, agentType string, limit int) ([]changeset.Decision, error) {
	var out []changeset.Decision
	err := s.view(decisionsBucket, func(b *bolt.Bucket) error {
		if b == nil {
			return nil
		}
		c := b.Cursor()
		scanned := 0
		for k, v := c.Last(); k != nil && len(out) < limit && scanned < maxHistoryScan; k, v = c.Prev() {
			scanned++
			var d changeset.Decision
			if err := json.Unmarshal(v, &d); err != nil {
				return err
			}
			if d.ProjectDir == project && (agentType == "" || d.AgentType == agentType) {
				out = append(out, d)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("decision history: %w", err)
	}
	return out, nil
}

// Announce returns the approved calls of project that session has not been
// told about yet, and records that it has now. It reads first and only
// takes the write lock when there is something to tell.
func (s *Store) Announce(project, session string) ([]changeset.Approval, error) {
	prefix := []byte(project + "\x00")
	var keys [][]byte
	err := s.view(approvedBucket, func(b *bolt.Bucket) error {
		if b == nil {
			return nil
		}
		c := b.Cursor()
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
			var list []changeset.Approval
			if err := json.Unmarshal(v, &list); err != nil {
				return err
			}
			for _, a := range list {
				if !slices.Contains(a.AnnouncedTo, session) {
					keys = append(keys, bytes.Clone(k))
					break
				}
			}
		}
		return nil
	})
	if err != nil || len(keys) == 0 {
		return nil, err
	}
	var out []changeset.Approval
	err = s.update(approvedBucket, func(b *bolt.Bucket) error {
		for _, k := range keys {
			var list []changeset.Approval
			v := b.Get(k)
			if v == nil {
				continue
			}
			if err := json.Unmarshal(v, &list); err != nil {
				return err
			}
			for i := range list {
				if !slices.Contains(list[i].AnnouncedTo, session) {
					list[i].AnnouncedTo = append(list[i].AnnouncedTo, session)
					out = append(out, list[i])
				}
			}
			raw, err := json.Marshal(list)
			if err != nil {
				return err
			}
			if err := b.Put(k, raw); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("approved calls: %w", err)
	}
	return out, nil
}

// Pruned counts what Prune removed.
type Pruned struct {
	Sets      int `json:"sets_removed"`
	Items     int `json:"items_removed"`
	Decisions int `json:"decisions_removed"`
}

// Prune removes finished sets (resolved, expired, dismissed) not updated
// for olderThan, with their items, and all but the newest KeepDecisions
// history entries. Rejections stay remembered.
func (s *Store) Prune(olderThan time.Duration, now time.Time) (Pruned, error) {
	var p Pruned
	err := s.write(func(tx *bolt.Tx) error {
		b, err := buckets(tx)
		if err != nil {
			return err
		}
		var drop [][]byte
		err = b.sets.ForEach(func(k, v []byte) error {
			set, err := decodeHeader(v)
			if err != nil {
				return err
			}
			if !set.Status.Active() && now.Sub(set.Updated) >= olderThan {
				drop = append(drop, bytes.Clone(k))
			}
			return nil
		})
		if err != nil {
			return err
		}
		for _, k := range drop {
			var items [][]byte
			c := b.items.Cursor()
			for ik, _ := c.Seek(k); ik != nil && bytes.HasPrefix(ik, k); ik, _ = c.Next() {
				items = append(items, bytes.Clone(ik))
			}
			for _, ik := range items {
				if err := b.items.Delete(ik); err != nil {
					return err
				}
			}
			p.Items += len(items)
			if err := b.sets.Delete(k); err != nil {
				return err
			}
			_ = b.active.Delete(k)
			p.Sets++
		}
		if rt := tx.Bucket([]byte(reviewTurnsBucket)); rt != nil {
			// Review turns only matter during their turn.
			var old [][]byte
			_ = rt.ForEach(func(k, v []byte) error {
				if len(v) != 8 || now.Sub(time.Unix(0, int64(binary.BigEndian.Uint64(v)))) > 24*time.Hour {
					old = append(old, bytes.Clone(k))
				}
				return nil
			})
			for _, k := range old {
				if err := rt.Delete(k); err != nil {
					return err
				}
			}
		}
		extra := b.decisions.Stats().KeyN - KeepDecisions
		c := b.decisions.Cursor()
		for k, _ := c.First(); k != nil && extra > 0; k, _ = c.First() {
			if err := c.Delete(); err != nil {
				return err
			}
			extra--
			p.Decisions++
		}
		return nil
	})
	if err != nil {
		return Pruned{}, fmt.Errorf("change sets: %w", err)
	}
	return p, nil
}

// changeBuckets are the change-set buckets of one transaction.
type changeBuckets struct {
	sets, items, runs, active, decisions, rejected, approved *bolt.Bucket
}

// buckets opens (creating) every change-set bucket in a write transaction.
func buckets(tx *bolt.Tx) (*changeBuckets, error) {
	var b changeBuckets
	for _, p := range []struct {
		name string
		dst  **bolt.Bucket
	}{
		{setsBucket, &b.sets}, {itemsBucket, &b.items}, {runsBucket, &b.runs}, {activeBucket, &b.active},
		{decisionsBucket, &b.decisions}, {rejectedBucket, &b.rejected}, {approvedBucket, &b.approved},
	} {
		bk, err := tx.CreateBucketIfNotExists([]byte(p.name))
		if err != nil {
			return nil, err
		}
		*p.dst = bk
	}
	return &b, nil
}

// readBuckets looks the buckets up in a read transaction; missing ones
// are nil.
func readBuckets(tx *bolt.Tx) *changeBuckets {
	return &changeBuckets{
		sets: tx.Bucket([]byte(setsBucket)), items: tx.Bucket([]byte(itemsBucket)),
		runs: tx.Bucket([]byte(runsBucket)), active: tx.Bucket([]byte(activeBucket)),
		decisions: tx.Bucket([]byte(decisionsBucket)), rejected: tx.Bucket([]byte(rejectedBucket)),
		approved: tx.Bucket([]byte(approvedBucket)),
	}
}

func (b *changeBuckets) runIDs(runKey string) ([]uint64, error) {
	v := b.runs.Get([]byte(runKey))
	if v == nil {
		return nil, nil
	}
	var ids []uint64
	if err := json.Unmarshal(v, &ids); err != nil {
		return nil, fmt.Errorf("run %s: %w", runKey, err)
	}
	return ids, nil
}

// openSet is the run's newest open set, as a header, or nil.
func (b *changeBuckets) openSet(runKey string) (*changeset.Set, error) {
	ids, err := b.runIDs(runKey)
	if err != nil || len(ids) == 0 {
		return nil, err
	}
	set, err := b.loadSet(ids[len(ids)-1], false)
	if errors.Is(err, ErrNoSet) {
		return nil, nil
	}
	if err != nil || set.Status != changeset.SetOpen {
		return nil, err
	}
	return set, nil
}

func (b *changeBuckets) newSet(run changeset.Run, now time.Time) (*changeset.Set, error) {
	id, err := b.sets.NextSequence()
	if err != nil {
		return nil, err
	}
	set := &changeset.Set{ID: id, Run: run, Status: changeset.SetOpen, Created: now, Updated: now}
	ids, err := b.runIDs(run.Key)
	if err != nil {
		return nil, err
	}
	raw, err := json.Marshal(append(ids, id))
	if err != nil {
		return nil, err
	}
	if err := b.runs.Put([]byte(run.Key), raw); err != nil {
		return nil, err
	}
	return set, b.active.Put(id8(id), binary.BigEndian.AppendUint64(nil, uint64(now.UnixNano())))
}

// loadSet reads a header and, with items, its items.
func (b *changeBuckets) loadSet(id uint64, items bool) (*changeset.Set, error) {
	v := b.sets.Get(id8(id))
	if v == nil {
		return nil, fmt.Errorf("%w %d", ErrNoSet, id)
	}
	set, err := decodeHeader(v)
	if err != nil {
		return nil, fmt.Errorf("change set %d: %w", id, err)
	}
	if !items || b.items == nil {
		return &set, nil
	}
	prefix := id8(id)
	c := b.items.Cursor()
	for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
		var it changeset.Item
		if err := json.Unmarshal(v, &it); err != nil {
			return nil, fmt.Errorf("change set %d: %w", id, err)
		}
		set.Items = append(set.Items, it)
	}
	return &set, nil
}

// saveSet writes the header and the given items, and keeps the active
// index and the run index in step with the set's status.
func (b *changeBuckets) saveSet(set *changeset.Set, items []changeset.Item) error {
	for _, it := range items {
		raw, err := json.Marshal(it)
		if err != nil {
			return err
		}
		if err := b.items.Put(itemKey(set.ID, it.N), raw); err != nil {
			return err
		}
	}
	if err := b.sets.Put(id8(set.ID), encodeHeader(set)); err != nil {
		return err
	}
	if set.Status.Active() {
		return nil
	}
	if err := b.active.Delete(id8(set.ID)); err != nil {
		return err
	}
	if set.Status == changeset.SetExpired || set.Status == changeset.SetDismissed {
		return b.dropFromRun(set.Key, set.ID)
	}
	return nil
}

func (b *changeBuckets) dropFromRun(runKey string, id uint64) error {
	ids, err := b.runIDs(runKey)
	if err != nil || !slices.Contains(ids, id) {
		return err
	}
	ids = slices.DeleteFunc(ids, func(x uint64) bool { return x == id })
	if len(ids) == 0 {
		return b.runs.Delete([]byte(runKey))
	}
	raw, err := json.Marshal(ids)
	if err != nil {
		return err
	}
	return b.runs.Put([]byte(runKey), raw)
}

// apply stores the effects of a set's items having changed.
func (b *changeBuckets) apply(set *changeset.Set, e changeset.Effects) error {
	for _, d := range e.Decisions {
		seq, err := b.decisions.NextSequence()
		if err != nil {
			return err
		}
		d.Seq = seq
		raw, err := json.Marshal(d)
		if err != nil {
			return err
		}
		if err := b.decisions.Put(id8(seq), raw); err != nil {
			return err
		}
	}
	for _, identity := range e.Unreject {
		if err := b.rejected.Delete(projectKey(set.ProjectDir, identity)); err != nil {
			return err
		}
	}
	for identity, r := range e.Reject {
		raw, err := json.Marshal(r)
		if err != nil {
			return err
		}
		if err := b.rejected.Put(projectKey(set.ProjectDir, identity), raw); err != nil {
			return err
		}
	}
	for _, a := range e.Withdraw {
		if err := b.editApprovals(a.ProjectDir, a.Identity, func(list []changeset.Approval) []changeset.Approval {
			return slices.DeleteFunc(list, func(x changeset.Approval) bool { return x.SetID == a.SetID && x.N == a.N })
		}); err != nil {
			return err
		}
	}
	for _, a := range e.Approve {
		if err := b.editApprovals(a.ProjectDir, a.Identity, func(list []changeset.Approval) []changeset.Approval {
			return append(list, a)
		}); err != nil {
			return err
		}
	}
	return nil
}

func (b *changeBuckets) editApprovals(project, identity string, fn func([]changeset.Approval) []changeset.Approval) error {
	k := projectKey(project, identity)
	var list []changeset.Approval
	if v := b.approved.Get(k); v != nil {
		if err := json.Unmarshal(v, &list); err != nil {
			return err
		}
	}
	list = fn(list)
	if len(list) == 0 {
		return b.approved.Delete(k)
	}
	raw, err := json.Marshal(list)
	if err != nil {
		return err
	}
	return b.approved.Put(k, raw)
}

// takeApproval consumes the oldest approval of identity in project and
// marks its item as run; nil when there is none.
func (b *changeBuckets) takeApproval(project, identity string, now time.Time) (*changeset.Approval, error) {
	k := projectKey(project, identity)
	v := b.approved.Get(k)
	if v == nil {
		return nil, nil
	}
	var list []changeset.Approval
	if err := json.Unmarshal(v, &list); err != nil {
		return nil, err
	}
	if len(list) == 0 {
		return nil, b.approved.Delete(k)
	}
	a := list[0]
	if err := b.editApprovals(project, identity, func(l []changeset.Approval) []changeset.Approval { return l[1:] }); err != nil {
		return nil, err
	}
	set, err := b.loadSet(a.SetID, true)
	if errors.Is(err, ErrNoSet) {
		return &a, nil // pruned since: the approval still stands
	}
	if err != nil {
		return nil, err
	}
	if it := set.Item(a.N); it != nil && it.Status == changeset.ItemConfirmed {
		it.Status = changeset.ItemRan
		it.Result = "run by the agent"
		set.Refresh(now)
		if err := b.saveSet(set, []changeset.Item{*it}); err != nil {
			return nil, err
		}
	}
	return &a, nil
}
