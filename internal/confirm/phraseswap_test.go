package confirm

import "testing"

// TestPhraseSwapInQuotes: a request that names a phrase of the file and
// the phrase to put in its place, each in quotation marks of any kind
// ('…', "…", «…», “…”, „…“), asks for exactly that swap: a line in which
// only that phrase changes is the change asked for. Quotation marks are
// punctuation, never a part the request names. A line that changes more
// beside the swap (another word, the heading's level), or brings another
// phrase, is still asked about.
func TestPhraseSwapInQuotes(t *testing.T) {
	const guide = "# kvstore\n\n## Getting started\n\nRun `kv serve`.\n\n## Configuration\n\nSee config.toml.\n"
	swapped := fileTarget("docs/guide.md", guide, "# kvstore\n\n## Quick start\n\nRun `kv serve`.\n\n## Configuration\n\nSee config.toml.\n")
	for msg, want := range map[string]Level{
		"In docs/guide.md, rename the 'Getting started' heading to 'Quick start', like the other repos":    Explicit,
		"docs/guide.md: change the heading \"Getting started\" to \"Quick start\" please":                  Explicit,
		"dans docs/guide.md, renomme le titre « Getting started » en « Quick start »":                      Explicit,
		"в docs/guide.md переименуй заголовок «Getting started» в «Quick start»":                           Explicit,
		"bitte in docs/guide.md die Überschrift „Getting started“ in „Quick start“ umbenennen":             Explicit,
		"In docs/guide.md, rename the 'Getting started' heading to 'First steps'":                          NeedsConfirmation,
		"In docs/guide.md, rename the 'Configuration' heading to 'Quick start'":                            NeedsConfirmation,
		"should the 'Getting started' heading in docs/guide.md be 'Quick start'? not sure, just wondering": NeedsConfirmation,
	} {
		classifyReplies(t, swapped, nil, map[string]Level{msg: want})
	}
	// more than the swap in the same line: the heading's level, a word more
	for _, after := range []string{
		"# kvstore\n\n# Quick start\n\nRun `kv serve`.\n\n## Configuration\n\nSee config.toml.\n",
		"# kvstore\n\n## Quick start guide\n\nRun `kv serve`.\n\n## Configuration\n\nSee config.toml.\n",
	} {
		more := fileTarget("docs/guide.md", guide, after)
		classifyReplies(t, more, nil, map[string]Level{
			"In docs/guide.md, rename the 'Getting started' heading to 'Quick start'": NeedsConfirmation,
		})
	}
}

// TestTypoFixInGuillemets: "« dépot » → « dépôt »" names the word to
// correct; the guillemets around it are not a text the change must touch.
func TestTypoFixInGuillemets(t *testing.T) {
	doc := fileTarget("docs/contribuer.md", "# Contribuer\n\nClonez le dépot puis lancez make.\n", "# Contribuer\n\nClonez le dépôt puis lancez make.\n")
	other := fileTarget("docs/contribuer.md", "# Contribuer\n\nClonez le dépot puis lancez make.\n", "# Contribuer\n\nClonez le dépot puis lancez make test.\n")
	for _, msg := range []string{
		"Peux-tu corriger la faute dans docs/contribuer.md ? « dépot » → « dépôt »",
		"fix the typo in docs/contribuer.md: “dépot” → “dépôt”",
		"docs/contribuer.md: bitte „dépot“ → „dépôt“ korrigieren",
	} {
		classifyReplies(t, doc, nil, map[string]Level{msg: Explicit})
		classifyReplies(t, other, nil, map[string]Level{msg: NeedsConfirmation})
	}
}

// TestTypoApart: one typo is one letter, whatever the alphabet.
func TestTypoApart(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"recieve", "receive", true},
		{"dépot", "dépôt", true},
		{"испольуется", "используется", true},
		{"Straße", "Strasse", false}, // two letters for one
		{"dépot", "dépôts", false},
		{"конфиг", "конфиг", false},
		{"ошибка", "ошибки", true},
		{"naïve", "naive", true},
		{"ключ", "значение", false},
	} {
		if got := typoApart(c.a, c.b); got != c.want {
			t.Errorf("typoApart(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
	doc := fileTarget("docs/intro.md", "# Введение\n\nЭтот флаг испольуется редко.\n", "# Введение\n\nЭтот флаг используется редко.\n")
	more := fileTarget("docs/intro.md", "# Введение\n\nЭтот флаг испольуется редко.\n", "# Введение\n\nЭтот флаг используется очень редко.\n")
	msg := "исправь, пожалуйста, опечатку в docs/intro.md: «испольуется» → «используется»"
	classifyReplies(t, doc, nil, map[string]Level{msg: Explicit})
	classifyReplies(t, more, nil, map[string]Level{msg: NeedsConfirmation})
}
