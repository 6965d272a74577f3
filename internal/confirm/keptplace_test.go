package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestKeptPlaceChanged holds a change made inside a block, or to a key,
// that the request names only to keep as it is: both sides, in several
// file types and wordings.
func TestKeptPlaceChanged(t *testing.T) {
	k8s := "spec:\n  containers:\n    - name: api\n      resources:\n        requests:\n          cpu: 100m\n          memory: 256Mi\n        limits:\n          cpu: 500m\n          memory: 256Mi\n"
	requests := fileTarget("deploy/api.yaml", k8s, replace(k8s, "          memory: 256Mi\n        limits", "          memory: 1Gi\n        limits"))
	limits := fileTarget("deploy/api.yaml", k8s, replace(k8s, "500m\n          memory: 256Mi", "500m\n          memory: 1Gi"))
	css := ".card {\n  border: 1px solid #ccc;\n}\n\n.card:hover {\n  border: 1px solid #999;\n}\n"
	hover := fileTarget("web/card.css", css, replace(css, "1px solid #999", "2px solid #999"))
	card := fileTarget("web/card.css", css, replace(css, "1px solid #ccc", "2px solid #ccc"))
	toml := "[server]\ntimeout = 10\n\n[database]\ntimeout = 10\n"
	db := fileTarget("app.toml", toml, replace(toml, "[database]\ntimeout = 10", "[database]\ntimeout = 30"))
	server := fileTarget("app.toml", toml, replace(toml, "[server]\ntimeout = 10", "[server]\ntimeout = 30"))
	ini := "[flake8]\nmax-line-length = 88\n\n[pycodestyle]\nmax-line-length = 88\n"
	pycodestyle := fileTarget("setup.cfg", ini, replace(ini, "[pycodestyle]\nmax-line-length = 88", "[pycodestyle]\nmax-line-length = 100"))
	flake8 := fileTarget("setup.cfg", ini, replace(ini, "[flake8]\nmax-line-length = 88", "[flake8]\nmax-line-length = 100"))
	docker := "FROM node:18 AS builder\nWORKDIR /src\nRUN npm ci\n\nFROM node:18-slim AS runtime\nWORKDIR /app\nRUN npm ci --omit=dev\n"
	builderRun := fileTarget("Dockerfile", docker, replace(docker, "RUN npm ci\n\n", "RUN npm ci --no-audit\n\n"))
	runtimeRun := fileTarget("Dockerfile", docker, replace(docker, "--omit=dev", "--omit=dev --no-audit"))
	backup := "[backup]\nretention_days = 7\n"
	retention := fileTarget("app.toml", backup, replace(backup, "7", "14"))
	for _, tt := range []struct {
		name string
		ask  string
		t    Target
		want Level
	}{
		{"yaml: the block left alone is changed", "raise the memory limit to 1Gi in deploy/api.yaml, leave requests alone", requests, NeedsConfirmation},
		{"yaml: the block asked is changed", "raise the memory limit to 1Gi in deploy/api.yaml, leave requests alone", limits, Explicit},
		{"yaml: the block that stays is changed", "bump the memory limit in deploy/api.yaml to 1Gi; the requests stay as they are", requests, NeedsConfirmation},
		{"yaml: the other block stays", "set memory requests to 1Gi in deploy/api.yaml, limits stay as they are", requests, Explicit},
		{"css: the hover rule kept is changed", "make the card border 2px in web/card.css, the hover rule stays as it is", hover, NeedsConfirmation},
		{"css: not the hover", "make .card's border 2px in web/card.css (not the hover)", hover, NeedsConfirmation},
		{"css: the rule asked, hover kept", "make .card's border 2px in web/card.css (not the hover)", card, Explicit},
		{"toml: the section not to touch is changed", "set the server timeout to 30 in app.toml, don't touch the database section", db, NeedsConfirmation},
		{"toml: the section asked", "set the server timeout to 30 in app.toml, don't touch the database section", server, Explicit},
		{"ini: the section kept is changed", "in setup.cfg raise max-line-length to 100 for flake8, keep pycodestyle as is", pycodestyle, NeedsConfirmation},
		{"ini: the section asked", "in setup.cfg raise max-line-length to 100 for flake8, keep pycodestyle as is", flake8, Explicit},
		{"the rest left alone", "set the server timeout to 30 in app.toml and leave the rest alone", server, Explicit},
		{"nothing else touched", "raise the memory limit to 1Gi in deploy/api.yaml, don't touch anything else", limits, Explicit},
		{"kept and asked both", "in app.toml set timeout to 30 for the database, leave the server section and its timeout alone", db, Explicit},
		{"dockerfile: the stage left alone is changed", "add --no-audit to the npm ci of the Dockerfile, leave the builder stage alone", builderRun, NeedsConfirmation},
		{"dockerfile: the stage asked", "add --no-audit to the npm ci of the Dockerfile, leave the builder stage alone", runtimeRun, Explicit},
		{"keep at a value is a setting", "keep backups for 14 days, it's in app.toml", retention, Explicit},
		{"kept phrase goes on past the name", "raise the memory limit to 1Gi in deploy/api.yaml and keep limits and requests cpu the same", limits, Explicit},
		{"not the old value, corrected", "in app.toml the backup retention should be 14, not 7", retention, Explicit},
		{"not the old type, corrected", "make `port` an Int in ServerConfig, not a String", fileTarget("Config.scala", "case class ServerConfig(\n  host: String,\n  port: String\n)\n", "case class ServerConfig(\n  host: String,\n  port: Int\n)\n"), Explicit},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(Request{Conversation: []Turn{u(tt.ask)}, Target: tt.t})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}
