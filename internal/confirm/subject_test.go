package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestRequestsOnTheSubject holds the rules of the fifth reading round: a
// bare request after my message pointed at the lines, a request quoting
// what the change takes away, a request a turn back after an aside, a
// folder named as the place, "same in <file>", a value beside a sentence
// naming the lines, and requests and hedges in other languages.
func TestRequestsOnTheSubject(t *testing.T) {
	css := fileTarget("src/styles/layout.css", ".content {\n  margin-left: 240px;\n}\n", ".content {\n  margin-left: 280px;\n}\n")
	notFound := fileTarget("templates/404.html", "<h1>Pgae not found</h1>\n", "<h1>Page not found</h1>\n")
	billing := fileTarget("services/billing/client.py", "TIMEOUT = 30\n", "TIMEOUT = 45\n")
	cfg := fileTarget("internal/config/config.go", "package config\n\ntype Cfg struct {\n\tPort int\n}\n", "package config\n\ntype Config struct {\n\tPort int\n}\n")
	docker := fileTarget("Dockerfile", "FROM node:18-alpine\nWORKDIR /app\n", "FROM node:20-alpine\nWORKDIR /app\n")
	eslint := fileTarget(".eslintrc.json", "{\n  \"rules\": {\n    \"max-len\": [\"error\", 80]\n  }\n}\n", "{\n  \"rules\": {\n    \"max-len\": [\"error\", 120]\n  }\n}\n")
	k8s := fileTarget("k8s/web.yaml", "resources:\n  limits:\n    memory: 256Mi\n", "resources:\n  limits:\n    memory: 512Mi\n")
	toml := fileTarget("config.toml", "[server]\ntimeout = 10\n", "[server]\ntimeout = 30\n")
	diagnosis := a("In src/styles/layout.css, .sidebar is 280px wide but .content only has margin-left: 240px.")
	for _, tt := range []struct {
		name   string
		conv   []Turn
		target Target
		want   Level
	}{
		{"a bare request after my diagnosis", []Turn{u("why does the sidebar overlap?"), diagnosis, u("oh. fix it")}, css, Explicit},
		{"a musing after my diagnosis", []Turn{u("why does the sidebar overlap?"), diagnosis, u("hmm, let me think")}, css, NeedsConfirmation},
		{"a bare request after a list of findings", []Turn{u("review layout.css"), a("Two things in src/styles/layout.css:\n1. .content has margin-left: 240px\n2. the header has no z-index"), u("ugh. fix that")}, css, NeedsConfirmation},
		{"a bare request with an object of its own", []Turn{u("why does the sidebar overlap?"), diagnosis, u("fix the header instead")}, css, NeedsConfirmation},
		{"my answer takes its file from the question", []Turn{u("why does .content in src/styles/layout.css overlap?"), a("The sidebar is 280px but .content only has margin-left: 240px."), u("makes sense. change it to 280px then")}, css, Explicit},
		{"a request quoting what the change takes away", []Turn{u("lol the 404 page says 'Pgae not found'. fix pls")}, notFound, Explicit},
		{"the same told without asking", []Turn{u("lol the 404 page says 'Pgae not found'")}, notFound, NeedsConfirmation},
		{"the quote inside a pasted block", []Turn{u("```\nGET /x 404 'Pgae not found'\n```\nfix pls")}, notFound, NeedsConfirmation},
		{"a request still stands after an aside", []Turn{u("the overlap on tablets: please fix it in src/styles/layout.css"), a("Let me look at the stylesheet."), u("it's only below 900px btw"), a("I'll widen the margin.")}, css, Explicit},
		{"a thanks after the work is done closes it", []Turn{u("fix the margin in src/styles/layout.css"), a("Done: updated the margin."), u("cool thanks")}, css, NeedsConfirmation},
		{"a folder and what changes there", []Turn{u("bump the http timeout in services/billing to 45")}, billing, Explicit},
		{"a folder and someone else's wish", []Turn{u("the billing team wants the http timeout in services/billing at 45")}, billing, NeedsConfirmation},
		{"a folder and a word only the old text has", []Turn{u("rename Cfg to Config in internal/config")}, cfg, Explicit},
		{"a folder asked about", []Turn{u("would renaming Cfg to Config in internal/config break anything?")}, cfg, NeedsConfirmation},
		{"a folder alone at the top level names nothing", []Turn{u("rename Cfg to Config in internal")}, cfg, NeedsConfirmation},
		{"the same change in a file named", []Turn{u("bump node to 20 in .nvmrc"), a("Done: .nvmrc says 20."), u("same in the Dockerfile")}, docker, Explicit},
		{"the same as a question", []Turn{u("bump node to 20 in .nvmrc"), a("Done: .nvmrc says 20."), u("is it the same in the Dockerfile?")}, docker, NeedsConfirmation},
		{"a value beside a sentence naming the key", []Turn{u("eslint keeps yelling max-len at me. our limit is 120")}, eslint, Explicit},
		{"the key without a value", []Turn{u("eslint keeps yelling max-len at me. what is our limit?")}, eslint, NeedsConfirmation},
		{"a block named by its singular", []Turn{u("web pods keep getting OOMKilled. 512Mi should be the limit")}, k8s, Explicit},
		{"a French wondering", []Turn{u("je me demande si le timeout dans config.toml devrait être à 30")}, toml, NeedsConfirmation},
		{"a French request", []Turn{u("mets le timeout à 30 dans config.toml stp")}, toml, Explicit},
		{"a German maybe", []Turn{u("vielleicht sollten wir timeout in config.toml auf 30 setzen, mal sehen")}, toml, NeedsConfirmation},
		{"a Korean request written apart", []Turn{u("config.toml 의 timeout 을 30 으로 바꿔 주세요")}, toml, Explicit},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: tt.conv, Target: tt.target})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}

func TestListsSeveral(t *testing.T) {
	for msg, want := range map[string]bool{
		"Two things in deploy.sh: the URL and the tree check.":  true,
		"1. the webhook\n2. the dirty tree":                     true,
		"- a\n- b":                                              true,
		"The heading reads \"Pgae not found\".":                 false,
		"I could drop the interval to 5s.":                      false,
		"Options: (a) raise the limit, (b) add a retry. Which?": true,
	} {
		assert.Equal(t, want, listsSeveral(msg), msg)
	}
}

func TestQuotedIn(t *testing.T) {
	assert.Equal(t, "Pgae not found\n", quotedIn("the page says 'Pgae not found'. fix"))
	assert.Equal(t, "recieve\n", quotedIn(`it has "recieve" misspelled`))
	assert.Equal(t, "", quotedIn("don't won't"))
	assert.Equal(t, "", quotedIn("```\n'x'\n```"))
}

func TestReportsWork(t *testing.T) {
	assert.True(t, reportsWork("Done: ListUsers now has LIMIT 100."))
	assert.True(t, reportsWork("I've updated the margin."))
	assert.False(t, reportsWork("Let me look at the stylesheet."))
}

func TestForeignHedges(t *testing.T) {
	for _, w := range []string{"vielleicht", "talvez", "misschien", "forse"} {
		assert.True(t, lang.IsForeignHedge(w), w)
	}
	assert.False(t, lang.IsForeignHedge("bitte"))
	assert.True(t, lang.IsForeignChangeVerb("바꿔"))
	assert.True(t, lang.IsForeignChangeVerb("にしてください"))
	assert.True(t, lang.IsForeignChangeVerb("fixen"))
}
