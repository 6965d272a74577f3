package confirm

import "testing"

// TestAlsoForSibling: a reply with no verb of its own that adds an item
// ("and Task too pls", "Order as well", "auch für Task") extends the
// request just made to that item of the file: the change must be the
// previous request's, spelled there, on the item the reply names. A
// change bringing in more than the previous request spelled, or on an
// item the reply does not name, is no such follow-up; nor is a reply with
// a verb of its own or a hedge.
func TestAlsoForSibling(t *testing.T) {
	const types = "export interface Project {\n  id: string;\n  name: string;\n  archived?: boolean;\n}\n\nexport interface Task {\n  id: string;\n  title: string;\n}\n\nexport interface User {\n  id: string;\n}\n"
	conv := func(reply string) []string {
		return []string{"add `archived?: boolean` to the Project interface",
			"Added `archived?: boolean` to `Project` in src/types.ts.", reply}
	}
	const taskOld, taskNew = "  title: string;\n}", "  title: string;\n  archived?: boolean;\n}"
	for _, c := range []followupCase{
		{"and Task too pls", conv("and Task too pls"), "src/types.ts", types, taskOld, taskNew, Explicit},
		{"Task as well", conv("Task as well"), "src/types.ts", types, taskOld, taskNew, Explicit},
		{"german: auch Task", conv("Task auch bitte"), "src/types.ts", types, taskOld, taskNew, Explicit},
		{"and Task too, but more than asked", conv("and Task too pls"), "src/types.ts", types, taskOld,
			"  title: string;\n  archived?: boolean;\n  deleted?: boolean;\n}", NeedsConfirmation},
		{"and User too, edit on Task", conv("and User too"), "src/types.ts", types, taskOld, taskNew, NeedsConfirmation},
		{"and Task too maybe", conv("and Task too maybe, not sure"), "src/types.ts", types, taskOld, taskNew, NeedsConfirmation},
		{"a question about Task too", conv("does Task need it too?"), "src/types.ts", types, taskOld, taskNew, NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}
