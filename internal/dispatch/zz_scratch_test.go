package dispatch

import (
	"context"
	"os"
	"testing"
)

func TestScratchTrace(t *testing.T) {
	project := t.TempDir()
	writeFiles(t, project, map[string]string{"src/a.orig": "x", "src/b/c.orig": "x", "docs/a.md": "x", "charts/web/Chart.yaml": "x", "db/schema.rb": "x", "bin/rails": "x", "db/migrate/1_x.rb": "x"})
	for _, c := range [][2]string{
		{"find src -name '*.orig' -print -delete", "delete all the .orig files the merge left lying around in src/"},
		{"tar -czf docs-2024-05.tar.gz docs/ && tar -tzf docs-2024-05.tar.gz | wc -l", "pack the docs/ folder into docs-2024-05.tar.gz in the repo root, I'll attach it to the ticket"},
		{"mkdir -p deploy/rendered && helm template web charts/web > deploy/rendered/web-staging.yaml", "render the web chart into deploy/rendered/web-staging.yaml so we can commit the output"},
		{"cat > docker-compose.override.yml <<'EOF'\nservices:\n  web:\n    volumes:\n      - ./src:/app/src\nEOF\ndocker compose config --quiet && echo valid", "create docker-compose.override.yml that mounts ./src into /app/src for the web service, so I get live reload"},
		{"bin/rails db:migrate && git add db/schema.rb && git commit -m \"Update schema\"", "Run the pending migration and commit the updated db/schema.rb. Yes I know it rewrites schema.rb, that's the whole point."},
	} {
		raw := fixture(t, "18-pre-tool-use-bash.json", map[string]any{"tool_input.command": c[0], "cwd": project,
			"transcript_path": transcriptOf(t, t.TempDir(), freshBash{Conversation: []freshTurn{{"user", c[1]}}})})
		env := testEnv(t, project)
		env.Trace = os.Stdout
		Handle(context.Background(), env, raw)
	}
}
