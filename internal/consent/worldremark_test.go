package consent

import "testing"

// TestWorldRemarkBesideApproval: a remark about the world, the people or the
// schedule beside an approval is no change (round 20); the same shapes
// that change what the plan does still wait.
func TestWorldRemarkBesideApproval(t *testing.T) {
	plan := "Plan:\n1. In `internal/http/health.go`, change `handleHealth` to call `db.PingContext` with a 2s timeout.\n2. Return 503 when the ping fails.\nProceed?"
	c := New(DefaultConfig())
	for _, tc := range []struct {
		reply string
		mod   Modification
	}{
		// a deadline
		{"go ahead, we need it merged by the 10am standup", NoModification},
		{"ok do it, need this live ahead of Friday's 3pm release", NoModification},
		{"yes, need it fixed before the 2pm deploy but also add a retry", Change},
		{"go ahead, need this fixed before the retry logic", Change},
		// a recurring symptom of the user's own
		{"yes please, our workers crash every night", NoModification},
		{"go ahead, my alerts fire constantly", NoModification},
		{"sim, pode fazer, nossos pods caem toda hora", NoModification},
		{"go ahead, our pods should restart every hour", Change},
		{"yes, our probes every hour but use 5s instead", Change},
		// credit to people
		{"go ahead. kudos to Priya for spotting it", NoModification},
		{"yes do it, props to the infra folks", NoModification},
		{"go ahead, credit to Anil but please rename the handler", Change},
		// a louder yes
		{"hell yes. please. go ahead", NoModification},
		{"the timeout yes", Partial},
		// a function named in prose
		{"go ahead, lol finally someone touches that handleHealth() mess", NoModification},
		// a device line, in any language
		{"Sí, adelante\n\nEnviado desde mi iPhone", NoModification},
		{"Ja, mach das\n\nVon meinem iPhone gesendet", NoModification},
		{"go ahead\n\ndon't break the iPhone", Change},
	} {
		r := c.readAnswer(tc.reply, plan, false)
		if r.modification != tc.mod {
			t.Errorf("%q: modification %v, want %v (signal %v)", tc.reply, r.modification, tc.mod, r.signal)
		}
	}
}

// TestDeadlineTail, TestRecurringSymptom and TestWithoutDeviceLine: the
// rules on their own.
func TestDeadlineTail(t *testing.T) {
	for _, tc := range []struct {
		ws   []string
		want bool
	}{
		{[]string{"before", "the", "4pm", "deploy"}, true},
		{[]string{"by", "friday"}, true},
		{[]string{"in", "time", "for", "the", "9:30", "demo"}, true},
		{[]string{"before", "the", "migration"}, false},
		{[]string{"with", "a", "retry", "at", "4pm"}, false},
		{[]string{"before", "the", "5pm", "freeze", "with", "a", "flag"}, false},
	} {
		if got := deadlineTail(tc.ws); got != tc.want {
			t.Errorf("deadlineTail(%q) = %v, want %v", tc.ws, got, tc.want)
		}
	}
}

func TestRecurringSymptom(t *testing.T) {
	for _, tc := range []struct {
		ws   []string
		want bool
	}{
		{[]string{"our", "pods", "dying", "every", "hour"}, true},
		{[]string{"unsere", "pods", "sterben", "jede", "stunde"}, true},
		{[]string{"our", "pods", "should", "restart", "every", "hour"}, false},
		{[]string{"our", "pods", "are", "fine"}, false},
		{[]string{"the", "pods", "die", "every", "hour"}, false},
	} {
		if got := recurringSymptom(tc.ws); got != tc.want {
			t.Errorf("recurringSymptom(%q) = %v, want %v", tc.ws, got, tc.want)
		}
	}
}

func TestWithoutDeviceLine(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Sim pode seguir obg\n\nEnviado do meu iPhone", "Sim pode seguir obg"},
		{"ok\niPhoneから送信", "ok"},
		{"go ahead\nSent from Outlook for Android", "go ahead"},
		{"go ahead\n\ndon't break the iPhone", "go ahead\n\ndon't break the iPhone"},
		{"Enviado do meu iPhone", "Enviado do meu iPhone"},
		{"go ahead\nplease also test it on the old android phones today", "go ahead\nplease also test it on the old android phones today"},
	} {
		if got := withoutDeviceLine(tc.in); got != tc.want {
			t.Errorf("withoutDeviceLine(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
