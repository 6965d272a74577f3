package dispatch

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestChangeForbidden: a message that forbids every change for now, in
// any of the languages read, makes a write it names asked about; a
// prohibition that bounds the change, a report that nothing changed, and
// an insistence are no such message.
func TestChangeForbidden(t *testing.T) {
	for _, tt := range []struct {
		said   string
		forbid bool
	}{
		{"preview which lines in links.md would change if we swap http:// for https:// — don't change anything yet", true},
		{"show me what the codemod would do to src/api.ts without touching any files", true},
		{"dry run first on config.yaml, do not modify anything until I say so", true},
		{"what would prettier change in index.js? make no changes yet", true},
		{"change nothing yet, just tell me what sed would do to .env", true},
		{"montre-moi ce que ça donnerait sur config.ini, ne modifie rien pour l'instant", true},
		{"zeig mir die Änderung an docker-compose.yml, aber noch nichts ändern", true},
		{"¿qué líneas de README.md cambiarían? no cambies nada todavía", true},
		{"покажи, что поменяется в settings.py, ничего не меняй", true},
		{"settings.py の差分だけ見せて、何も変更しないで", true},
		{"fix the typo in README.md and don't change anything else", false},
		{"update links.md, don't touch anything in docs/", false},
		{"set the port in config.yaml to 9090, without changing anything other than that", false},
		{"nothing changed after the restart, fix the port in config.yaml", false},
		{"no cambió nada, arregla el puerto en config.yaml", false},
		{"corrige config.ini, ne change rien d'autre", false},
		{"in .env nur DB_PORT ändern, sonst nichts", false},
		{"don't forget to update CHANGELOG.md", false},
		{"replace http:// with https:// in links.md", false},
		{"no changes to the tests, just fix parse.go", false},
	} {
		t.Run(tt.said, func(t *testing.T) {
			assert.Equal(t, tt.forbid, changeForbidden(tt.said) != "")
		})
	}
}
