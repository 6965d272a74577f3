package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIsForeignLaterTime(t *testing.T) {
	later := func(s string) bool {
		for _, c := range Clauses(s) {
			for i := range c.Words {
				if IsForeignLaterTime(c.Words, i) {
					return true
				}
			}
		}
		return false
	}
	for _, s := range []string{"facciamolo domani", "mach das morgen", "hazlo mañana", "faz isso amanhã", "сделай завтра",
		"zrób to jutro", "udělej to zítra", "yarın yap", "besok aja", "내일 해주세요", "明天再做", "明日やって", "lieber später",
		"потом сделаем", "nanti saja"} {
		assert.True(t, later(s), s)
	}
	for _, s := range []string{"guten Morgen, mach das", "heute Morgen ging es", "sí, hazlo", "ok go ahead", "明白了",
		"later"} {
		assert.False(t, later(s), s)
	}
}
