package dispatch

import (
	"path"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// everyFileAsked reports whether said speaks of every file of a place, in
// any of the languages read here: a word of "all"/"every"/"each" and,
// right after it (or after one article), a noun of a file ("in every file
// under k8s/", "all the files in docs", "alle Dateien in config/", "tous
// les fichiers de docs", "todos los archivos en k8s", "все файлы в k8s").
// A glob of some of the files of the directory named ("k8s/*.yaml") does
// less than that, never more: it is asked for as the directory's files
// are.
func everyFileAsked(said string) bool {
	ws := strings.Fields(strings.ToLower(said))
	for i, w := range ws {
		if !allWord(strings.Trim(w, ".,:;!?")) {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+2; j++ {
			n := strings.Trim(ws[j], ".,:;!?")
			if fileNoun(n) {
				return true
			}
			if !articleWord(n) {
				break
			}
		}
	}
	return false
}

// allWord reports whether w says "all", "every" or "each" in a language
// read here.
func allWord(w string) bool {
	switch w {
	case "all", "every", "each", "alle", "allen", "jede", "jeder", "jedes", "sämtliche", "tous", "toutes", "chaque", "todos", "todas",
		"cada", "tutti", "tutte", "ogni", "все", "всех", "каждый", "каждом", "wszystkie", "każdy", "każdym", "elke", "tüm", "her":
		return true
	}
	return false
}

// articleWord reports whether w is an article that may stand between
// "all" and its noun ("all the files", "tous les fichiers").
func articleWord(w string) bool {
	switch w {
	case "the", "of", "die", "les", "los", "las", "i", "le", "de", "os", "as":
		return true
	}
	return false
}

// fileNoun reports whether w is "file" or "files" in a language read
// here.
func fileNoun(w string) bool {
	switch w {
	case "file", "files", "datei", "dateien", "fichier", "fichiers", "archivo", "archivos", "ficheiro", "ficheiros",
		"arquivo", "arquivos", "файл", "файлы", "файле", "файлах", "plik", "pliki", "plikach", "bestand", "bestanden",
		"dosya", "dosyalar", "dosyada", "dosyalarda":
		return true
	}
	return false
}

// substitutionTarget is t, the target of a write known only by its glob,
// described by what a sed substitution does on each line it changes: the
// old text taken away and the new text brought in (sedScript; each s/A/B/
// a line A → B), so that a request's values and names are read against
// them as for an edit of one file ("change image tag v1.4.2 to v1.5.0").
// t as it is when the command is no sed substitution read so.
func substitutionTarget(w shell.Write, t confirm.Target) confirm.Target {
	if len(w.Args) == 0 || w.Args[0].Dynamic || path.Base(w.Args[0].Text) != "sed" {
		return t
	}
	args := slices.DeleteFunc(slices.Clone(w.Args), func(a shell.Word) bool {
		return a.Dynamic && strings.ContainsAny(a.Text, "*?[") && !strings.ContainsAny(a.Text, "$`")
	})
	subs, ok := sedScript(args)
	if !ok {
		return t
	}
	var before, after strings.Builder
	for _, s := range subs {
		before.WriteString(s.old + "\n")
		after.WriteString(s.new + "\n")
	}
	d := confirm.TargetOf(confirm.Change{Name: t.Name, Path: t.Path, Before: before.String(), After: after.String(), Prose: confirm.IsProse(w.Glob)})
	d.Command, d.Removal, d.Verbs, d.OnlyVerbs = t.Command, t.Removal, t.Verbs, t.OnlyVerbs
	return d
}

// nameShaped reports whether a substitution's pattern is a name (letters,
// digits and underscores only, anchors and escapes of word boundaries
// aside): replaced unbounded, it renames longer names that contain it
// (getUsr in getUsrName). A pattern holding other characters (v1\.4\.2,
// a path, a URL) is text, replaced wherever it stands.
func nameShaped(pattern string) bool {
	p := strings.TrimSuffix(strings.TrimPrefix(pattern, "^"), "$")
	for i := 0; i < len(p); i++ {
		if !isWordByte(p[i]) {
			return false
		}
	}
	return p != ""
}

// otherCreateVerbs are the verbs of making a new file in other languages
// than English (German, French, Spanish, Italian, Portuguese, Russian,
// Polish, Dutch, Turkish): imperative and infinitive forms, read for a
// file a command creates when absent (touch), with the other languages'
// verbs of change (otherLanguageVerbs).
var otherCreateVerbs = []string{
	"erstelle", "erstellen", "erzeuge", "erzeugen", "anlegen",
	"crée", "créer", "créez",
	"crea", "crear", "cree",
	"creare",
	"crie", "criar", "cria",
	"создай", "создать", "создайте", "заведи",
	"utwórz", "utworzyć", "stwórz", "stworzyć",
	"maak", "aanmaken",
	"oluştur",
}

// lowerOtherInitials is said with a capital beyond ASCII that opens a word
// made small ("Создай файл" → "создай файл", "Éteins" → "éteins"): the
// reader lowers only ASCII letters, and the other languages' verbs are
// listed in small letters. Every other letter is left as typed.
func lowerOtherInitials(said string) string {
	var b strings.Builder
	start := true
	for _, r := range said {
		if start && r >= utf8.RuneSelf && unicode.IsUpper(r) {
			r = unicode.ToLower(r)
		}
		start = unicode.IsSpace(r) || strings.ContainsRune("\"'«„(¿¡", r)
		b.WriteRune(r)
	}
	return b.String()
}
