package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestForeignHarm: "what could (possibly) go wrong" in other languages is
// sarcasm; "it could go wrong if …", a plain worry, is not. Sentences of
// our own.
func TestForeignHarm(t *testing.T) {
	for text, want := range map[string]bool{
		"certo, facciamolo venerdì sera, cosa potrebbe mai andare storto":   true,
		"claro, despleguemos el viernes, qué podría salir mal":              true,
		"klar, mach das am Freitag, was soll schon schiefgehen":             true,
		"конечно, давай в пятницу, что может пойти не так":                  true,
		"sim, pode fazer na sexta, o que pode dar errado":                   true,
		"bien sûr, on déploie vendredi, qu'est-ce qui pourrait mal tourner": true,
		"tuurlijk, wat kan er misgaan":                                      true,
		"sí, hazlo, aunque podría salir mal si no hay tests":                false,
		"ja, mach das, aber es kann schiefgehen wenn der cache leer ist":    false,
		"ok, il deploy può andare storto, fai un backup prima":              false,
	} {
		assert.Equal(t, want, Sarcastic(text), text)
	}
}
