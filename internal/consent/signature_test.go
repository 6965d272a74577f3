package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestWithoutSignature: a signature after "-- " or a closing line is cut;
// a request after a closing, a dash inside a sentence and a reply that is
// nothing but a signature are left as they are.
func TestWithoutSignature(t *testing.T) {
	tests := []struct {
		text, want string
	}{
		{"Approved. Please proceed.\n\n-- \nKaren, Infra Lead", "Approved. Please proceed.\n"},
		{"Yes, please go ahead with it.\n\nBest,\nOmar", "Yes, please go ahead with it.\n"},
		{"go ahead\nCheers\nSam Okafor\nPlatform Team", "go ahead"},
		{"go ahead -- but use the v2 client", "go ahead -- but use the v2 client"},
		{"go ahead\nThanks,\nalso add the docs", "go ahead\nThanks,\nalso add the docs"},
		{"go ahead\n--\nbut skip step 2", "go ahead\n--\nbut skip step 2"},
		{"go ahead\nBest,\nkeep the old endpoint", "go ahead\nBest,\nkeep the old endpoint"},
		{"go ahead\nregards\nsee config.yaml", "go ahead\nregards\nsee config.yaml"},
		{"Best,\nOmar", "Best,\nOmar"},
		{"go ahead", "go ahead"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			assert.Equal(t, tt.want, withoutSignature(tt.text))
		})
	}
}

// TestWithoutSentFrom: a client's "sent from my phone" tag, with its
// apology, is cut; anything else after "sent from" stays.
func TestWithoutSentFrom(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"yes ship it sent from phone sorry for brevity", "yes ship it"},
		{"go ahead\n\nSent from my iPhone", "go ahead"},
		{"go ahead — sent from my Android, excuse the typos", "go ahead"},
		{"go ahead, the report is sent from the billing service", "go ahead, the report is sent from the billing service"},
		{"go ahead sent from phone but also add a test", "go ahead sent from phone but also add a test"},
		{"sent from my iPhone", "sent from my iPhone"},
	} {
		assert.Equal(t, tt.want, withoutSentFrom(tt.in), tt.in)
	}
}

// TestWithoutSignOff: a closing and a name that end the reply's last
// sentence on its own line are cut, and a title or an initial may carry a
// full stop ("Dr. Okafor", "M."); a request after the closing, a closing
// that is the reply, and thanks for something stay.
func TestWithoutSignOff(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"yes, proceed. cheers, M.", "yes, proceed."},
		{"go ahead! thanks, Priya", "go ahead!"},
		{"go ahead. best, J. R. Tolkien", "go ahead."},
		{"go ahead. thanks, also add the docs", "go ahead. thanks, also add the docs"},
		{"go ahead. cheers, use config.yaml", "go ahead. cheers, use config.yaml"},
		{"go ahead. thanks for checking first", "go ahead. thanks for checking first"},
		{"cheers, M.", "cheers, M."},
	} {
		assert.Equal(t, tt.want, withoutSignOff(tt.in), tt.in)
	}
	assert.Equal(t, "Yes please go ahead.", withoutSignature("Yes please go ahead.\nThanks,\nDr. Okafor"))
}
