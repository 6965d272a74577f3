package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// "put X in Y" places something new in Y: like "add", it takes nothing
// away, so a change that also rewrites or reorders the lines already there
// is beyond it; "put the timeout at 30" sets a value and is no addition.
func TestPutInAdds(t *testing.T) {
	const list = "# Contributors\n\n- Sven Larsen\n- Amara Obi\n"
	const conf = "retries: 3\ntimeout: 10\n"
	for _, c := range []struct {
		text     string
		name     string
		src      string
		old, new string
		want     Level
	}{
		{"put Carla Mendes in CONTRIBUTORS.md", "CONTRIBUTORS.md", list,
			"- Sven Larsen\n- Amara Obi\n", "- Larsen, Sven\n- Mendes, Carla\n- Obi, Amara\n", NeedsConfirmation},
		{"put Carla Mendes in CONTRIBUTORS.md", "CONTRIBUTORS.md", list,
			"- Amara Obi\n", "- Amara Obi\n- Carla Mendes\n", Explicit},
		{"put the timeout at 30 in config.yaml", "config.yaml", conf,
			"timeout: 10", "timeout: 30", Explicit},
		{"the timeout should be 30 seconds, put that in config.yaml", "config.yaml", conf,
			"timeout: 10", "timeout: 30", Explicit},
		{"put 30 in config.yaml instead of the 10 for the timeout", "config.yaml", conf,
			"timeout: 10", "timeout: 30", Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: fileTarget(c.name, c.src, replace(c.src, c.old, c.new))})
		assert.Equal(t, c.want, got.Level, "%s (%s): %s", c.text, c.old, got.Reasoning)
	}
}
