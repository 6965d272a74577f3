package dispatch

import (
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/stretchr/testify/assert"
)

// A directory written as such ("in web/") places the file a message names
// by its base name: the same name in another directory is not asked for.
func TestPlacedElsewhere(t *testing.T) {
	tests := []struct {
		said, file string
		other      bool
	}{
		{"in web/, bump the version in package.json", "api/package.json", true},
		{"under services/billing/ fix the port in config.yaml", "services/auth/config.yaml", true},
		{"in web/, bump the version in package.json", "web/package.json", false},
		{"in web/, bump the version in package.json", "apps/web/package.json", false},
		{"update Cargo.toml in both crates/core/ and crates/cli/", "crates/cli/Cargo.toml", false},
		{"bump the version in package.json", "api/package.json", false},
		{"copy api/.env.example to web/ and fill it in", "api/.env.example", false},
		{"set the port in config.yaml and put the backup in old/", "config.yaml", false},
		{"see https://example.com/docs/ then fix lib/util.go", "lib/util.go", false},
	}
	for _, tt := range tests {
		t.Run(tt.said+" / "+tt.file, func(t *testing.T) {
			why := placedElsewhere(tt.said, confirm.Change{Name: tt.file})
			assert.Equal(t, tt.other, why != "", why)
		})
	}
}
