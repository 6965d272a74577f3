package dispatch

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/plan-compliance/plan-compliance/internal/client/qwen"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Qwen Code shows a hook's message only at Stop: what the other events say
// to the user is held and shown with the next Stop's answer, once; a
// client that shows every event's message (Claude Code) holds nothing.
func TestMessagesHeldForAClientThatShowsThemOnlyAtStop(t *testing.T) {
	const (
		post = `{"hook_event_name":"PostToolUse","session_id":"s1","tool_name":"run_shell_command","tool_input":{"command":"ls"},"tool_response":{"llmContent":"x"}}`
		stop = `{"hook_event_name":"Stop","session_id":"s1","stop_hook_active":false,"last_assistant_message":"done"}`
	)
	broken := `{"gates": {` // a broken config: every event says so
	handle := func(env Env, raw string) Reply { return Handle(context.Background(), env, []byte(raw)) }

	env, _, _ := stateEnv(t, broken)
	env.Client = qwen.Client{}
	first := handle(env, post)
	assert.Contains(t, first.Message, "could not check this event", "the PostToolUse answer still says it (Qwen drops it)")
	handle(env, post) // the same message again is held once
	atStop := handle(env, stop)
	assert.Equal(t, event.Stop, atStop.Kind)
	assert.Equal(t, 1, strings.Count(atStop.Message, "could not check this event"), "shown once at Stop:\n%s", atStop.Message)
	assert.Contains(t, string(atStop.JSON()), `"systemMessage":"⚠ plan-compliance could not check this event`)

	// The Stop's own message is there; nothing held is shown twice.
	again := handle(env, stop)
	assert.Equal(t, 1, strings.Count(again.Message, "could not check this event"))

	// Claude Code shows every event's message: nothing is held for later.
	claudeEnv, _, _ := stateEnv(t, broken)
	handle(claudeEnv, post)
	handle(claudeEnv, post)
	assert.Equal(t, 1, strings.Count(handle(claudeEnv, stop).Message, "could not check this event"))
}

// A held message from an event before reaches the user at Stop beside
// Stop's own, and a PreToolUse denial's printed reason is not held again.
func TestHeldMessageJoinsStop(t *testing.T) {
	env, _, _ := stateEnv(t, `{}`)
	env.Client = qwen.Client{}
	r := newRun(env)
	r.Event, _ = qwen.Client{}.Decode(`{"hook_event_name":"PostToolUse","session_id":"s2"}`)
	v := event.Notify("✗ Gate 'check' failed for general-purpose")
	r.routeMessages(&v)
	r.closeStore()

	deny := event.Permission(event.Deny, "I'd update \"config.go\": … This look right?")
	deny.Message = deny.PermissionReason
	assert.Empty(t, qwen.Client{}.Unshown(event.PreToolUse, deny), "printed with the denial")

	r = newRun(env)
	r.Event, _ = qwen.Client{}.Decode(`{"hook_event_name":"Stop","session_id":"s2"}`)
	v = event.Notify("✓ change set 1 to review")
	r.routeMessages(&v)
	r.closeStore()
	assert.Equal(t, "✗ Gate 'check' failed for general-purpose\n\n✓ change set 1 to review", v.Message)
}
