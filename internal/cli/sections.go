package cli

import "encoding/json"

// sectionValidator checks one capability's section of gates.json.
type sectionValidator struct {
	name  string
	check func(json.RawMessage) error
}

// sectionValidators lists the capabilities' config parsers, so `validate`
// reports their problems too.
func sectionValidators() []sectionValidator {
	return []sectionValidator{}
}
