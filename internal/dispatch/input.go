package dispatch

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
)

// HookInputVar is the environment variable the earlier tools (cipherpowers'
// dispatcher and its plan-compliance.sh) passed the hook event in; a hook
// run with nothing on stdin reads the event from it, so their hand tests
// (`HOOK_INPUT='{"output": …}' plan-compliance hook`) work as written.
const HookInputVar = "HOOK_INPUT"

// stdin is what to read the event from: in, or nothing when in is a
// terminal and HOOK_INPUT is set (reading the terminal would wait for a
// person to type an event).
func stdin(env Env, in io.Reader) io.Reader {
	if env.Getenv(HookInputVar) == "" {
		return in
	}
	if f, ok := in.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			return strings.NewReader("")
		}
	}
	return in
}

// withHookInput is raw, or HOOK_INPUT when raw is blank and it is set.
func withHookInput(env Env, raw []byte) ([]byte, error) {
	if len(bytes.TrimSpace(raw)) > 0 {
		return raw, nil
	}
	v := env.Getenv(HookInputVar)
	if v == "" {
		return raw, nil
	}
	if len(v) > MaxInput {
		return nil, fmt.Errorf("%s is larger than %d MB", HookInputVar, MaxInput>>20)
	}
	return []byte(v), nil
}
