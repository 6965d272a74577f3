package consent

import (
	"strings"
	"testing"
)

// TestRound14AsideFacts: an aside opened by a by-the-way marker in any
// language ("btw", "übrigens", "por cierto", "au fait", "przy okazji",
// "кстати", "tra l'altro") tells the user's news; a negation in it that
// states a fact — the reader's feelings ("don't be surprised"), what a
// third person will not give ("kein Review von ihr"), what is not on the
// calendar ("mañana no hay daily") — changes nothing. An order in the
// aside ("btw don't touch the tests", "por cierto, no toques los tests",
// "übrigens, kein neuer Test bitte"), or a manner asked of the agent
// ("don't be lazy with the tests") stays a change.
func TestRound14AsideFacts(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"Go ahead. btw the sample data is from Friday so don't be surprised if the counts look a bit off", Confirmed},
		{"go ahead. by the way, don't be alarmed when the CI badge stays red for an hour", Confirmed},
		{"lgtm, ship it — übrigens, Lisa ist heute krank, also kein Review von ihr", Confirmed},
		{"sí, adelante. Ah, y por cierto, mañana no hay daily porque es festivo", Confirmed},
		{"go ahead. au fait, demain il n'y a pas de standup", Confirmed},
		{"sì, vai pure. tra l'altro, domani non c'è lo standup", Confirmed},
		{"go ahead. кстати, завтра нет стендапа", Confirmed},
		{"go ahead. btw there's no standup tomorrow, it's a holiday", Confirmed},
		{"yeah go ahead. btw playtest is saturday if you want to know why I'm stressed lol", Confirmed},
		{"go ahead. btw the demo is friday if you want to know why, so add a flag", WaitForConfirmation},
		{"go ahead. btw if you want to keep the old test, fine", WaitForConfirmation},
		// the aside orders, narrows or asks: a change
		{"Go ahead. btw don't touch the tests", WaitForConfirmation},
		{"sí, adelante. por cierto, no toques los tests", WaitForConfirmation},
		{"go ahead. übrigens, kein neuer Test bitte", WaitForConfirmation},
		{"go ahead. btw, don't be lazy with the error message", WaitForConfirmation},
		{"go ahead. btw don't be surprised if I ask you to also add a test", WaitForConfirmation},
		{"go ahead. btw don't be surprised when it fails, just log it", WaitForConfirmation},
		{"go ahead. btw there's no need for the error message", WaitForConfirmation},
		{"go ahead. btw no error message today", WaitForConfirmation},
		{"go ahead. btw there's no error message today", WaitForConfirmation},
		{"go ahead. по-моему, кстати, без теста", WaitForConfirmation},
	})
}

// TestRound14TellsOthers: what the user will tell or ask other people to
// do ("I'll tell the others not to touch parse.go today", "I'll ask Priya
// to hold her merge") is the user's own conduct toward them, its
// negation and its file theirs; a request to the agent, a wish, or a
// promise made for the plan ("I told them we'd also add a flag") stays a
// change.
func TestRound14TellsOthers(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"Good, proceed. I'll tell the others not to touch parse.go today.", Confirmed},
		{"go ahead, I'll ask Priya to hold off on her merge", Confirmed},
		{"yes. I'll let the team know not to deploy tonight", Confirmed},
		{"go ahead, I'll warn the QA folks not to run the nightly against it", Confirmed},
		// to the agent, or promising work: a change
		{"Good, proceed. I'll tell you not to touch parse.go", WaitForConfirmation},
		{"go ahead, I told them we'd also add a changelog entry", WaitForConfirmation},
		{"go ahead, I'll ask the others to review it, but skip the error message", WaitForConfirmation},
		{"go ahead, I'll tell the others we need a second test", WaitForConfirmation},
	})
}

// TestRound14PartsConfirmed: a part of the plan judged right or fine "too"
// ("The early return is fine too", "the test name is right as well")
// extends the approval to it; "too" there adds no work. A thing the plan
// does not hold judged fine "too" ("a retry is fine too") may offer
// another way: still a change.
func TestRound14PartsConfirmed(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"I checked with the team, the empty-string check is what they want, so that part is right.\n\nThe early return is fine too.\n\nProceed.", Confirmed},
		{"the error message is correct too, go ahead", Confirmed},
		{"go ahead, the test name is right as well", Confirmed},
		{"go ahead, a retry would be fine too", WaitForConfirmation},
		{"the early return is fine too, but log it", WaitForConfirmation},
		{"the early return is fine too, also add a test for tabs", WaitForConfirmation},
	})
}

// TestRound14StoryOrder: a story's own words of time and its clauses that
// go on without their subject say nothing of the work: "started right
// after we bumped the library" orders the past ("after you merge it" is a
// condition), "… and rewrote half of it for nothing" goes on with what
// the user was sure of, "when I looked again just now" is a moment ago,
// and "your explanation about … makes a lot of sense" judges the plan
// whatever the length of its subject.
func TestRound14StoryOrder(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"the crashes started right after we upgraded the driver. go ahead", Confirmed},
		{"I was convinced it was the tokenizer and rewrote half of it for nothing. go ahead", Confirmed},
		{"we were convinced it was the network and reran the suite twice. proceed", Confirmed},
		{"your write-up about the empty entries in the import makes a lot of sense, go ahead", Confirmed},
		{"it matches what the logs showed when I checked again just now. go ahead", Confirmed},
		// a condition, more work, a contrast: a change
		{"go ahead, but only after we merge the release branch", WaitForConfirmation},
		{"go ahead after you've merged the hotfix", WaitForConfirmation},
		{"I was sure it was the tokenizer, and please rewrite its tests too. go ahead", WaitForConfirmation},
		{"your write-up makes a lot of sense, go ahead, but add a log line", WaitForConfirmation},
		{"the crashes started right after we upgraded the driver, so pin it too. go ahead", WaitForConfirmation},
	})
}

// TestRound14SparesOrReminds: a negation that only spares the reader a
// feeling ("don't panic if …", "don't be surprised when …") or reminds of
// the plan's own step named in full ("don't skip the test run") changes
// nothing; leaving a part out ("don't worry about the test"), a thing the
// plan lacks ("don't forget the changelog"), a vague reminder that may ask
// for more ("don't forget the tests") or an order after the feeling stays
// a change.
func TestRound14SparesOrReminds(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"go ahead, don't panic if the smoke test fails", Confirmed},
		{"Go ahead, and don't worry if the new check is slow.", Confirmed},
		{"go ahead. don't be surprised when the counts look off", Confirmed},
		{"go ahead, and don't skip the test run", Confirmed},
		{"go ahead, and don't forget the error message at the end", Confirmed},
		{"go ahead, and don't forget the changelog", WaitForConfirmation},
		{"go ahead, don't worry about the test", WaitForConfirmation},
		{"yes, don't forget the tests", WaitForConfirmation},
		{"go ahead, don't panic if it fails just log it", WaitForConfirmation},
		{"go ahead, don't be shy with the error message", WaitForConfirmation},
	})
}

// BenchmarkClassifyForeignAside reads a long reply in another language
// whose approval stands beside an aside opened by its by-the-way marker,
// the path foreignAsideLen and factNegation add.
func BenchmarkClassifyForeignAside(b *testing.B) {
	c := New(DefaultConfig())
	var r strings.Builder
	for r.Len() < 1800 {
		r.WriteString("uff sí, esto nos está matando, el pipeline tarda muchísimo y nadie puede mergear. ")
	}
	r.WriteString("Adelante con el plan. Ah, y por cierto, mañana no hay daily porque es festivo")
	prompt, plan := r.String(), benchPlan()
	b.SetBytes(int64(len(prompt) + len(plan)))
	for b.Loop() {
		c.Classify(prompt, plan, 1)
	}
}
