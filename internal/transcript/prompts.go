package transcript

import (
	"fmt"
	"slices"
	"time"

	"github.com/plan-compliance/plan-compliance/internal/safefile"
	"github.com/tidwall/gjson"
)

// Prompt is one thing a person typed, and when Claude Code wrote it down.
type Prompt struct {
	Time time.Time
	Text string
}

// Prompts returns what a person typed in the main thread of the transcript
// at path (see the package doc for what counts), oldest first, reading at
// most maxBytes from its end (DefaultMaxBytes when 0 or less). Lines
// without a valid "timestamp" are left out: a prompt is placed in time.
func Prompts(path string, maxBytes int64) ([]Prompt, error) {
	if maxBytes <= 0 {
		maxBytes = DefaultMaxBytes
	}
	f, info, err := safefile.Open(path)
	if err != nil {
		return nil, fmt.Errorf("reading transcript: %w", err)
	}
	defer f.Close()
	var out []Prompt
	b := newBackward(f, info.Size(), maxBytes, firstChunk)
	for {
		line, ok, err := b.prev()
		if err != nil {
			return nil, fmt.Errorf("reading transcript %s: %w", path, err)
		}
		if !ok {
			break
		}
		e, ok := parseLine(line)
		if !ok || e.kind != promptLine || e.sidechain {
			continue
		}
		t, err := time.Parse(time.RFC3339Nano, gjson.GetBytes(line, "timestamp").String())
		if err != nil {
			continue
		}
		out = append(out, Prompt{Time: t, Text: e.text})
	}
	slices.Reverse(out)
	return out, nil
}
