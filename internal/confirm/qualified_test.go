package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A member written with its container ("Invoice.total", "Stack::peek",
// "Coupon#valid?") names the member; the container only says where it is.
// An edit inside the container but in another member is not what was asked,
// even where the edit's own name stands in the message as a plain word
// ("a tax rate"); named as code ("tax()") it counts.
func TestQualifiedMemberNamesOnlyTheMember(t *testing.T) {
	py := "class Invoice:\n    def __init__(self, lines):\n        self.lines = lines\n\n    def total(self):\n        return sum(l.amount for l in self.lines)\n\n    def tax(self, rate):\n        return self.net * rate\n"
	rs := "pub struct Stack<T> {\n    items: Vec<T>,\n}\n\nimpl<T: Copy + Default> Stack<T> {\n    pub fn peek(&self) -> T {\n        *self.items.last().unwrap()\n    }\n\n    pub fn push(&mut self, v: T) {\n        self.items.push(v);\n    }\n}\n"
	for _, c := range []struct {
		text     string
		name     string
		src      string
		old, new string
		want     Level
	}{
		{"Invoice.total in billing.py should round to cents", "billing.py", py,
			"        return self.net * rate", "        return self.net * rate / 100", NeedsConfirmation},
		{"Invoice.total in billing.py should round to cents", "billing.py", py,
			"        return sum(l.amount for l in self.lines)", "        return round(sum(l.amount for l in self.lines), 2)", Explicit},
		{"Invoice.total in billing.py is off when a tax rate is set", "billing.py", py,
			"        return self.net * rate", "        return self.net * rate / 100", NeedsConfirmation},
		{"Invoice.total in billing.py is right, but tax() should divide the rate by 100", "billing.py", py,
			"        return self.net * rate", "        return self.net * rate / 100", Explicit},
		{"Stack::peek in src/stack.rs panics on an empty stack, return an Option", "src/stack.rs", rs,
			"        self.items.push(v);", "        if self.items.len() < 64 {\n            self.items.push(v);\n        }", NeedsConfirmation},
		{"Stack::peek in src/stack.rs panics on an empty stack, return the default there", "src/stack.rs", rs,
			"        *self.items.last().unwrap()", "        *self.items.last().unwrap_or(&T::default())", Explicit},
		{"Stack::peek in src/stack.rs is slow because of unwrap(). switch it to unwrap_or", "src/stack.rs", rs,
			"        self.items.push(v);", "        if self.items.len() < 64 {\n            self.items.push(v);\n        }", NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: fileTarget(c.name, c.src, replace(c.src, c.old, c.new))})
		assert.Equal(t, c.want, got.Level, "%s (%s): %s", c.text, c.old, got.Reasoning)
	}
}
