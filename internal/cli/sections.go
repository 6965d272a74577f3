package cli

import (
	"encoding/json"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
)

// sectionValidator checks one capability's section of gates.json.
type sectionValidator struct {
	name  string
	check func(json.RawMessage) error
}

// sectionValidators lists the capabilities' config parsers, so `validate`
// reports their problems too.
func sectionValidators() []sectionValidator {
	return []sectionValidator{
		{name: "confirm", check: func(raw json.RawMessage) error { _, err := confirm.ParseConfig(raw); return err }},
	}
}
