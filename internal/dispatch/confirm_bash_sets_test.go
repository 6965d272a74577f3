package dispatch

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEveryFileAsked(t *testing.T) {
	for said, want := range map[string]bool{
		"in every file under k8s/ change the tag":         true,
		"replace it in all the files in docs":             true,
		"ändere in allen Dateien in k8s/ das Tag":         true,
		"dans tous les fichiers de k8s/ remplace v1":      true,
		"en todos los archivos de k8s cambia la etiqueta": true,
		"во все файлы в k8s добавь":                       true,
		"change the tag in k8s/deploy.yaml":               false,
		"all good, change the tag in the k8s file":        false,
		"every time I deploy the file breaks":             false,
	} {
		assert.Equal(t, want, everyFileAsked(said), said)
	}
}

func TestNameShaped(t *testing.T) {
	for pattern, want := range map[string]bool{
		"getUsr": true, "^VERSION": true, "old_name$": true,
		`v1\.4\.2`: false, "old.example.com": false, "src/lib": false, "": false,
	} {
		assert.Equal(t, want, nameShaped(pattern), pattern)
	}
}

func TestLowerOtherInitials(t *testing.T) {
	for said, want := range map[string]string{
		"Создай файл .env.local":  "создай файл .env.local",
		"«Удали» README.md":       "«удали» README.md",
		"Éteins le Makefile":      "éteins le Makefile",
		"Delete README.md please": "Delete README.md please",
		"build/ の中の .map を消して":    "build/ の中の .map を消して",
	} {
		assert.Equal(t, want, lowerOtherInitials(said), said)
	}
}
