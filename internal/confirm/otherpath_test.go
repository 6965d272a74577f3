package confirm

import "testing"

// TestNameInAnotherNamedFile: a request that writes the path of another
// file of the project, and no name of the edited file, places its change
// in that file; a name both files hold (a function and its call, a key)
// does not make an edit of the other file explicit, however the request is
// worded. The edited file's own path, or a directory holding it, keeps the
// request's reach.
func TestNameInAnotherNamedFile(t *testing.T) {
	files := map[string]string{
		"pkg/store/open.go":      "package store\n\nfunc openDB(p string) error { return nil }\n",
		"src/api/client.ts":      "export function fetchJson(u: string) {}\n",
		"config/settings.py":     "TIMEOUT = 30\n",
		"pkg/store/migrate.go":   "package store\n\nfunc migrate() {\n\t_ = openDB(\"x\")\n}\n",
		"src/web/page.ts":        "import { fetchJson } from '../api/client'\nfetchJson('/a')\n",
		"config/settings_dev.py": "from .settings import *\nTIMEOUT = 30\n",
	}
	at := func(name, before, after string) Target {
		tg := fileTarget(name, before, after)
		tg.FileAt = func(rel string) bool { _, ok := files[rel]; return ok }
		return tg
	}
	mig := files["pkg/store/migrate.go"]
	page := files["src/web/page.ts"]
	dev := files["config/settings_dev.py"]
	runThreadCases(t, []threadCase{
		{[]Turn{u("pkg/store/open.go: openDB → openDatabase")}, at("pkg/store/migrate.go", mig, replace(mig, "openDB(", "openDatabase(")), NeedsConfirmation},
		{[]Turn{u("src/api/client.ts — fetchJson soll getJson heißen")}, at("src/web/page.ts", page, replace(page, "fetchJson('/a')", "getJson('/a')")), NeedsConfirmation},
		{[]Turn{u("config/settings.py TIMEOUT 60 にして")}, at("config/settings_dev.py", dev, replace(dev, "30", "60")), NeedsConfirmation},
		// the edited file's own path, or its directory
		{[]Turn{u("pkg/store/migrate.go: openDB → openDatabase")}, at("pkg/store/migrate.go", mig, replace(mig, "openDB(", "openDatabase(")), Explicit},
		{[]Turn{u("config/settings_dev.py: TIMEOUT auf 60")}, at("config/settings_dev.py", dev, replace(dev, "30", "60")), Explicit},
	})
}

// TestPlannedInAnotherSameNamedFile: when my message after the user's
// request says where the change goes — a path, with its directory, of a
// file with the edited file's name in another directory — an edit of the
// edited file is not that change, in whatever words my message puts it;
// an edit of the file my message names stays explicit.
func TestPlannedInAnotherSameNamedFile(t *testing.T) {
	dep := "spec:\n  replicas: 2\n  paused: false\n"
	req := u("ok, set replicas to 4 (leave paused alone)")
	runThreadCases(t, []threadCase{
		{[]Turn{u("staging pods are overloaded"), a("`k8s/staging/deploy.yaml` runs 2 replicas."), req, a("On it — `replicas` in k8s/staging/deploy.yaml only.")},
			fileTarget("k8s/prod/deploy.yaml", dep, replace(dep, "replicas: 2", "replicas: 4")), NeedsConfirmation},
		{[]Turn{u("staging pods are overloaded"), a("`k8s/staging/deploy.yaml` runs 2 replicas."), req, a("Mache ich: nur `replicas` in `k8s/staging/deploy.yaml`.")},
			fileTarget("k8s/prod/deploy.yaml", dep, replace(dep, "replicas: 2", "replicas: 4")), NeedsConfirmation},
		{[]Turn{u("staging pods are overloaded"), a("`k8s/staging/deploy.yaml` runs 2 replicas."), req, a("On it — `replicas` in k8s/staging/deploy.yaml only.")},
			fileTarget("k8s/staging/deploy.yaml", dep, replace(dep, "replicas: 2", "replicas: 4")), Explicit},
		{[]Turn{u("staging pods are overloaded"), a("`k8s/staging/deploy.yaml` runs 2 replicas."), req},
			fileTarget("k8s/staging/deploy.yaml", dep, replace(dep, "replicas: 2", "replicas: 4")), Explicit},
	})
}
