// Package section holds what the capability sections of gates.json
// ("consent", "confirm", "changes") share when they are decoded: one way to
// say that a value has the wrong shape.
package section

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/clip"
)

// Decode unmarshals val into v; when it cannot, the error names the key at,
// quotes the start of the value and says what is wanted there.
func Decode(val json.RawMessage, v any, at, want string) error {
	if err := json.Unmarshal(val, v); err != nil {
		return fmt.Errorf("%s: %s is not valid: want %s", at, clip.Ellipsis(strings.Join(strings.Fields(string(val)), " "), 60), want)
	}
	return nil
}
