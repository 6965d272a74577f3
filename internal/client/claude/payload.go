package claude

import (
	"encoding/json"
	"errors"
)

// Payload is a Claude Code hook payload of kind for a run in cwd and
// nothing else: what `plan-compliance run` walks a chain over when it is
// given no payload.
func Payload(kind, cwd string) []byte {
	raw, _ := json.Marshal(map[string]string{"hook_event_name": kind, "cwd": cwd}) // strings: cannot fail
	return raw
}

// WithTranscript is the payload raw with its transcript_path set to path,
// every other field kept as it is; an error when raw is not a JSON object.
func WithTranscript(raw []byte, path string) ([]byte, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return nil, err
	}
	if fields == nil {
		return nil, errors.New("the payload is null, not an object")
	}
	p, err := json.Marshal(path)
	if err != nil {
		return nil, err
	}
	fields["transcript_path"] = p
	return json.Marshal(fields)
}
