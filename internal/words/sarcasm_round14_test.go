package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestForeignMockery: mockery with no word of approval in it, in other
// languages — a reason that claims a known risk never struck ("sure,
// because X never …"), "yeah right, another X nobody …", a dismissive
// doubled yes with "again", a resigned "anyway it will …" — is sarcasm;
// a sincere reason, a sincere "another" and a sincere doubled yes are
// not. Sentences of our own.
func TestForeignMockery(t *testing.T) {
	for text, want := range map[string]bool{
		"claro, porque los tests de Cypress nunca fallan 😂":         true,
		"jasne, bo cache nigdy nie kłamał":                          true,
		"klar, weil Migrationen ja nie schiefgehen":                 true,
		"ну да, ведь cron никогда не падал 🤣":                       true,
		"ага, конечно, ещё один конфиг, который никто не прочитает": true,
		"sí claro, otro wrapper más que nadie va a entender":        true,
		"ja klar, noch ein Helper, den niemand versteht":            true,
		"はいはい、また設定ファイル増やすんですね":                                      true,
		"どうせまた壊れるけど、どうぞ":                                            true,
		"好好好，又一个没人看得懂的脚本":                                           true,
		"sí, porque el test nunca cubrió ese caso, adelante":        false, // a sincere reason: the gap the plan fills
		"ja, mach noch einen Test dafür":                            false,
		"はい、お願いします":                                                 false,
		"sí sí, adelante":                                           false,
		"да, ещё один тест не помешает, делай":                      false,
		"tak, bo nigdy nie mieliśmy testu na to, zrób to":           false,
	} {
		assert.Equal(t, want, Sarcastic(text), text)
	}
}
