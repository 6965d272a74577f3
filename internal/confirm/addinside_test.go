package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A request to add something to a named block ("add an index on email to
// the users table") takes nothing away: a change that also rewrites
// another line of that block is beyond it, the block's name being no
// licence for the rest of it.
func TestAddToABlockTakesNothingAway(t *testing.T) {
	const sql = "CREATE TABLE users (\n    id SERIAL PRIMARY KEY,\n    nickname TEXT NOT NULL,\n    email TEXT NOT NULL\n);\n"
	for _, c := range []struct {
		text     string
		old, new string
		want     Level
	}{
		{"add a unique constraint on email to the users table in db/001_users.sql",
			"    nickname TEXT NOT NULL,", "    nickname VARCHAR(64) NOT NULL,", NeedsConfirmation},
		{"add a unique constraint on email to the users table in db/001_users.sql",
			"    email TEXT NOT NULL\n", "    email TEXT NOT NULL UNIQUE\n", Explicit},
		{"add a unique constraint on email to the users table in db/001_users.sql and make nickname a VARCHAR(64)",
			"    nickname TEXT NOT NULL,", "    nickname VARCHAR(64) NOT NULL,", Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: fileTarget("db/001_users.sql", sql, replace(sql, c.old, c.new))})
		assert.Equal(t, c.want, got.Level, "%s (%s): %s", c.text, c.old, got.Reasoning)
	}
}
