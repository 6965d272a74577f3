package consent

// turnReads remembers what ClassifyConversation read of each turn, so no
// message is scanned twice. Before it, the latest assistant message of a
// conversation without a plan was read four times: its proposal words
// (proposes) and its criteria (AtLeast, which for a vague message scans
// all it reads) while looking for the plan, then both again for the
// guidance (proposes, Concreteness); and a plan found was scanned
// by AtLeast, then again by Concreteness. Reading a message's criteria in
// full is never more work than AtLeast followed by Concreteness: AtLeast
// reads all of a message that is not a plan, and a message that is one
// gets its criteria read in full anyway. The results are the same
// (criteria once met stay met; AtLeast(t, n) is Concreteness(t).Score()
// >= n), tested by TestTurnReadsAgree.
type turnReads struct {
	turns    []Turn
	criteria []Criteria
	propose  []int8 // 0 not read yet, 1 proposes, -1 does not
	scanned  []bool
}

// newTurnReads prepares the reads of recent's turns.
func newTurnReads(recent []Turn) *turnReads {
	return &turnReads{turns: recent, criteria: make([]Criteria, len(recent)),
		propose: make([]int8, len(recent)), scanned: make([]bool, len(recent))}
}

// concreteness is Concreteness of turn i's text, read once.
func (t *turnReads) concreteness(i int) Criteria {
	if !t.scanned[i] {
		t.criteria[i], t.scanned[i] = Concreteness(t.turns[i].Text), true
	}
	return t.criteria[i]
}

// atLeast is AtLeast(turn i's text, n).
func (t *turnReads) atLeast(i, n int) bool { return t.concreteness(i).Score() >= n }

// proposes is proposes(turn i's text), read once.
func (t *turnReads) proposes(i int) bool {
	if t.propose[i] == 0 {
		t.propose[i] = -1
		if proposes(t.turns[i].Text) {
			t.propose[i] = 1
		}
	}
	return t.propose[i] == 1
}
