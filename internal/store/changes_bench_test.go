package store

import (
	"fmt"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
)

// BenchmarkProposeOneItem is the store's part of a deferred PreToolUse:
// open the database, queue one item in a new run's set, close.
func BenchmarkProposeOneItem(b *testing.B) {
	dir := b.TempDir()
	cfg := changeset.Config{MaxItems: 10, Overflow: changeset.OverflowRun}
	items := bash("git push origin main")
	i := 0
	for b.Loop() {
		s, err := Open(dir)
		if err != nil {
			b.Fatal(err)
		}
		i++
		if _, err := s.Propose(run(fmt.Sprint("s/prompt/", i)), items, cfg, t0); err != nil {
			b.Fatal(err)
		}
		if err := s.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAppendToFullishSet: appending to a set reads and writes only its
// header and the new item, however many items it holds.
func BenchmarkAppendToLargeSet(b *testing.B) {
	s := openB(b, b.TempDir())
	cfg := changeset.Config{MaxItems: 1 << 30}
	for i := range 2000 {
		if _, err := s.Propose(run("big"), bash(fmt.Sprint("step ", i)), cfg, t0); err != nil {
			b.Fatal(err)
		}
	}
	items := bash("one more")
	for b.Loop() {
		if _, err := s.Propose(run("big"), items, cfg, t0); err != nil {
			b.Fatal(err)
		}
	}
}

// fillSets stores n pending sets of 3 items each, in one transaction.
func fillSets(tb testing.TB, s *Store, n int) {
	tb.Helper()
	items := append(append(bash("git push origin main"), bash("make deploy")...), bash("rm -rf build")...)
	err := s.db.Update(func(tx *bolt.Tx) error {
		bk, err := buckets(tx)
		if err != nil {
			return err
		}
		for i := range n {
			set, err := bk.newSet(run(fmt.Sprint("fill/", i)), t0.Add(time.Duration(i)*time.Second))
			if err != nil {
				return err
			}
			set.Items = changeset.Place(nil, items, func(string) (changeset.Rejection, bool) { return changeset.Rejection{}, false }, changeset.Config{MaxItems: 10}).Chunks[0].Items
			set.Close(t0)
			if err := bk.saveSet(set, set.Items); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
}

// BenchmarkListSets10k lists 10,000 pending sets (what `changes list`
// reads), with a project filter as the command applies.
func BenchmarkListSets10k(b *testing.B) {
	s := openB(b, b.TempDir())
	fillSets(b, s, 10000)
	for b.Loop() {
		sets, err := s.Sets(SetFilter{Keep: func(set *changeset.Set) bool { return set.ProjectDir == "/p" }})
		if err != nil || len(sets) != 10000 {
			b.Fatal(len(sets), err)
		}
	}
}

func TestFillSets(t *testing.T) {
	s := open(t, t.TempDir())
	fillSets(t, s, 3)
	sets, err := s.Sets(SetFilter{})
	if err != nil || len(sets) != 3 || sets[0].Counts.Pending != 3 || sets[0].Status != changeset.SetPending {
		t.Fatalf("%v %+v", err, sets)
	}
}

func openB(b *testing.B, dir string) *Store {
	b.Helper()
	s, err := Open(dir)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = s.Close() })
	return s
}
