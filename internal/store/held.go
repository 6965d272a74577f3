package store

const heldBucket = "held"

// MaxHeld is how many messages are held for one session's user; older
// ones are dropped first.
const MaxHeld = 20

// HoldMessage keeps msg for the user of session until an event whose
// answer the client shows them (Qwen Code shows a hook's message only at
// Stop). A message already held is not held twice (a broken config says
// the same on every event); past MaxHeld the oldest is dropped.
func (s *Store) HoldMessage(session, msg string) error {
	return s.addToList(heldBucket, []byte(session+"\x00"), msg, MaxHeld)
}

// TakeHeldMessages returns and forgets the messages held for the user of
// session, oldest first.
func (s *Store) TakeHeldMessages(session string) ([]string, error) {
	return s.takeLists(heldBucket, []byte(session+"\x00"), true)
}
