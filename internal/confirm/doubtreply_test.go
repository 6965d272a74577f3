package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestApprovesButAsks(t *testing.T) {
	for _, tt := range []struct {
		reply string
		want  bool
	}{
		{"sure, but will that also touch the vendored stuff?", true},
		{"yes, but is that the only one?", true},
		{"ja, aber betrifft das auch vendor/?", true},
		{"oui mais ça va casser vendor ?", true},
		{"כן, אבל זה נוגע גם ב-vendor?", true},
		{"ok ok but why the second file?", true},
		{"yes, but could you also fix the other typos after?", false},
		{"sure, but please keep the old name as an alias?", false},
		{"sure, go ahead", false},
		{"yes but only the first one", false},
		{"will that also touch vendor?", false},
		{"but will that touch vendor?", false},
	} {
		t.Run(tt.reply, func(t *testing.T) {
			assert.Equal(t, tt.want, approvesButAsks(read(tt.reply, Target{Name: "notes.md"})))
		})
	}
}
