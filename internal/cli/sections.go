package cli

import (
	"encoding/json"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/consent"
	"github.com/plan-compliance/plan-compliance/internal/plan"
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
		{name: "consent", check: func(raw json.RawMessage) error { _, err := consent.ParseConfig(raw); return err }},
		{name: "confirm", check: func(raw json.RawMessage) error { _, err := confirm.ParseConfig(raw); return err }},
		{name: "plan", check: func(raw json.RawMessage) error { _, err := plan.ParseConfig(raw); return err }},
	}
}
