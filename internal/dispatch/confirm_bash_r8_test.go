package dispatch

import (
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// TestReplacingTools: a tool that replaces text in the files given to it
// (sd, like sed -i) writes them; files it gets only at run time ($(rg -l
// …)) make its effect unreadable, asked about whatever was said.
func TestReplacingTools(t *testing.T) {
	bashVerdicts(t, map[string]string{"src/api.ts": "fetchUser()\n", "src/app.ts": "fetchUser()\n"}, []struct{ cmd, said, want string }{
		{"sd 'fetchUser' 'loadUser' $(rg -l fetchUser src/)", "what would it look like with fetchUser renamed? just show me", event.Ask},
		{"sd fetchUser loadUser src/api.ts", "how is fetchUser used?", event.Ask},
		{"sd fetchUser loadUser src/api.ts", "rename fetchUser to loadUser in src/api.ts", event.Allow},
		{"sd -p fetchUser loadUser src/api.ts", "what would the rename change?", ""},
		{"rg -l fetchUser src/", "where is fetchUser used?", ""},
	})
}

// TestGeneratorsInProject: tools that generate into the project what the
// line does not name (an autoloader dump, a component added by a
// generator run through a package runner, a build run by make where a
// Makefile is) are asked about after a question, and allowed when asked
// for; make without a Makefile, a test target or a dry run writes
// nothing.
func TestGeneratorsInProject(t *testing.T) {
	files := map[string]string{"composer.json": "{}\n", "components.json": "{}\n", "Makefile": "all:\n\tcc -o app main.c\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"composer dump-autoload -o", "class Mailer not found, what did I forget?", event.Ask},
		{"composer dump-autoload -o", "run composer dump-autoload", event.Allow},
		{"npx shadcn@latest add dropdown-menu", "how would shadcn work for the dropdown?", event.Ask},
		{"npx shadcn@latest add dropdown-menu", "add the shadcn dropdown-menu component", event.Allow},
		{"pnpm dlx create-thing generate api", "what is create-thing?", event.Ask},
		{"npx tsc --noEmit -p .", "does it typecheck?", ""},
		{"npx jest src/cart --silent", "do the cart tests pass?", ""},
		{"make", "does it compile?", event.Ask},
		{"make all", "does it compile?", event.Ask},
		{"make", "build the project", event.Allow},
		{"make", "run make", event.Allow},
		{"make test", "do the tests pass?", ""},
		{"make -n", "what would make do?", ""},
	})
	bashVerdicts(t, map[string]string{"main.go": "package main\n"}, []struct{ cmd, said, want string }{
		{"make", "does it compile?", ""},
		{"make build && ./bin/server --version", "does it compile on your side?", ""},
	})
}

// TestSharedBaseNames: a base name the user names with one directory
// ("add an empty __init__.py to src") names the file there, not another
// file of that name the same command writes elsewhere; named with every
// directory, or as every such file, it names them all.
func TestSharedBaseNames(t *testing.T) {
	bashVerdicts(t, map[string]string{"src/a.py": "", "tests/t.py": "", "app/services/s.py": "", "app/utils/u.py": ""}, []struct{ cmd, said, want string }{
		{"touch src/__init__.py tests/__init__.py", "add an empty __init__.py to src", event.Ask},
		{"touch app/services/__init__.py app/utils/__init__.py", "add an empty __init__.py to app/services", event.Ask},
		{"touch src/__init__.py", "add an empty __init__.py to src", event.Allow},
		{"touch src/__init__.py tests/__init__.py", "add an empty __init__.py to src and tests", event.Allow},
		{"touch app/services/__init__.py app/utils/__init__.py", "add an __init__.py to app/services and to app/utils", event.Allow},
	})
}

// TestStdinWriters: sponge writes its standard input to its argument, so
// a pipe into it edits that file: asked about after a question about the
// file, allowed when the change was asked for.
func TestStdinWriters(t *testing.T) {
	bashVerdicts(t, map[string]string{"package.json": "{\"scripts\":{\"test\":\"jest\"}}\n"}, []struct{ cmd, said, want string }{
		{"jq '.scripts.lint = \"eslint .\"' package.json | sponge package.json", "what scripts does package.json define? I want to know if we have lint", event.Ask},
		{"jq '.scripts.lint = \"eslint .\"' package.json | sponge package.json", "what scripts does package.json define?", event.Ask},
		{"jq '.scripts.lint = \"eslint .\"' package.json | sponge package.json", "add a lint script to package.json", event.Allow},
		{"jq '.scripts' package.json", "what scripts does package.json define? I want to know if we have lint", ""},
	})
}

// TestLockNotNamed: a lock file a program rewrites along with its
// manifest comes with it when the request is for a dependency or a
// relock, or names no file; when the request names the manifest as the
// place of another change (the version) and the lock file is there, the
// lock file is another file, asked about.
func TestLockNotNamed(t *testing.T) {
	files := map[string]string{"package.json": "{\"version\":\"0.4.1\"}\n", "package-lock.json": "{\"version\":\"0.4.1\"}\n", "go.mod": "module m\n", "go.sum": ""}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"npm version patch --no-git-tag-version", "bump the patch version in package.json, no git tag", event.Ask},
		{"npm version patch --no-git-tag-version", "bump the patch version", event.Allow},
		{"npm version patch --no-git-tag-version", "bump the version in package.json and the lockfile", event.Allow},
		{"npm install lodash", "add lodash to package.json", event.Allow},
		{"go mod tidy", "go.sum is stale, fix it up", event.Allow},
	})
	bashVerdicts(t, map[string]string{"package.json": "{\"version\":\"0.4.1\"}\n"}, []struct{ cmd, said, want string }{
		{"npm version patch --no-git-tag-version", "bump the version in package.json (no git tag)", event.Allow},
	})
}

// TestToolAsVerb: a formatter's or fixer's name used as the verb of a
// request on the file ("rustfmt src/lexer.rs for me", "php-cs-fixer the
// X file", "let eslint autofix X") or run on it by its program name
// ("run php-cs-fixer on X") asks for its write; the tool's name beside
// the file in a report or a question does not.
func TestToolAsVerb(t *testing.T) {
	files := map[string]string{"src/lexer.rs": "fn main(){}\n", "src/Controller/UserController.php": "<?php\n", "modules/vpc/main.tf": "a = 1\n", "src/api.ts": "x\n", "app/models.py": "x=1\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"rustfmt --edition 2021 src/lexer.rs", "rustfmt src/lexer.rs for me, I keep forgetting", event.Allow},
		{"vendor/bin/php-cs-fixer fix src/Controller/UserController.php", "run php-cs-fixer on src/Controller/UserController.php", event.Allow},
		{"vendor/bin/php-cs-fixer fix src/Controller/UserController.php", "php-cs-fixer the src/Controller/UserController.php file", event.Allow},
		{"terraform fmt modules/vpc/main.tf", "terraform fmt the modules/vpc/main.tf file", event.Allow},
		{"npx eslint --fix src/api.ts", "yeah just let eslint autofix src/api.ts", event.Allow},
		{"rustfmt src/lexer.rs", "rustfmt src/lexer.rs fails on CI, why?", event.Ask},
		{"black app/models.py", "black app/models.py fails on CI", event.Ask},
		{"rustfmt src/lexer.rs", "does rustfmt change src/lexer.rs?", event.Ask},
		{"vendor/bin/php-cs-fixer fix src/Controller/UserController.php", "what would php-cs-fixer change in src/Controller/UserController.php?", event.Ask},
		{"terraform fmt modules/vpc/main.tf", "is modules/vpc/main.tf terraform fmt clean?", event.Ask},
	})
}

// TestFilePicks: an answer to the assistant's offer to act on files it
// listed picks among them — by number, by a word only one holds, all of
// them, all but one left out, or the offer whole — and a write to a file
// not picked, an answer that picks nothing, a question that offered
// nothing, or a removal where a change was offered, is asked about.
func TestFilePicks(t *testing.T) {
	files := map[string]string{"k8s/dev/deploy.yaml": "replicas: 3\n", "k8s/staging/deploy.yaml": "replicas: 3\n", "k8s/prod/deploy.yaml": "replicas: 3\n",
		"docs/intro.md": "a \n", "docs/api.md": "b \n", "docs/faq.md": "c \n", ".env.development": "A=1\n", ".env.local": "B=1\n"}
	offer3 := "Do you want me to lower `replicas` in `k8s/dev/deploy.yaml`, `k8s/staging/deploy.yaml` or `k8s/prod/deploy.yaml`?"
	docs := "There's trailing whitespace in `docs/intro.md`, `docs/api.md` and `docs/faq.md`. Fix all three?"
	env := "Do you want the env var in `.env.development` or `.env.local`?"
	conv := func(q, a string) []freshTurn { return []freshTurn{{"assistant", q}, {"user", a}} }
	bashConvVerdicts(t, files, []bashConvCase{
		{"sed -i 's/replicas: 3/replicas: 1/' k8s/dev/deploy.yaml k8s/staging/deploy.yaml", conv(offer3, "dev and staging, not the prod one"), event.Allow},
		{"sed -i 's/replicas: 3/replicas: 1/' k8s/dev/deploy.yaml k8s/staging/deploy.yaml", conv(offer3, "not the prod one"), event.Allow},
		{"sed -i 's/replicas: 3/replicas: 1/' k8s/dev/deploy.yaml k8s/prod/deploy.yaml", conv(offer3, "not the prod one"), event.Ask},
		{"sed -i 's/replicas: 3/replicas: 1/' k8s/prod/deploy.yaml", conv(offer3, "only dev"), event.Ask},
		{"sed -i 's/[[:space:]]*$//' docs/intro.md docs/faq.md", conv(docs, "only intro and faq, api.md is generated"), event.Allow},
		{"sed -i 's/[[:space:]]*$//' docs/intro.md docs/api.md", conv(docs, "only intro and faq, api.md is generated"), event.Ask},
		{"sed -i 's/[[:space:]]*$//' docs/intro.md docs/api.md docs/faq.md", conv(docs, "all three"), event.Allow},
		{"sed -i 's/[[:space:]]*$//' docs/intro.md docs/api.md docs/faq.md", conv(docs, "neither, leave them"), event.Ask},
		{"echo 'VITE_API_URL=http://localhost:3000' >> .env.local", conv(env, "the second one"), event.Allow},
		{"echo 'VITE_API_URL=http://localhost:3000' >> .env.local", conv(env, "the first one"), event.Ask},
		{"echo 'VITE_API_URL=http://localhost:3000' >> .env.local", conv("Which of `.env.development` and `.env.local` is loaded first?", "the second one"), event.Ask},
	})
}

// TestScriptAsMeans: a script named as the means of a change asked for
// ("regenerate schema/openapi.json with scripts/gen_schema.py") asks for
// what it writes; named in a question, beside a refusal, or without a
// change asked for, it does not.
func TestScriptAsMeans(t *testing.T) {
	files := map[string]string{"scripts/gen_schema.py": "print('{}')\n", "schema/openapi.json": "{}\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"python scripts/gen_schema.py > schema/openapi.json", "regenerate schema/openapi.json with scripts/gen_schema.py", event.Allow},
		{"python3 ./scripts/gen_schema.py", "update the schema using ./scripts/gen_schema.py", event.Allow},
		{"python scripts/gen_schema.py > schema/openapi.json", "should I regenerate schema/openapi.json with scripts/gen_schema.py?", event.Ask},
		{"python scripts/gen_schema.py > schema/openapi.json", "don't regenerate schema/openapi.json with scripts/gen_schema.py yet", event.Ask},
		{"python scripts/gen_schema.py > schema/openapi.json", "schema/openapi.json comes from scripts/gen_schema.py", event.Ask},
	})
}

// TestConflictSide: a file restored from one side of a merge conflict
// is asked for by the file and the side named, with a verb of taking or
// keeping; the other side, or no side, is asked about.
func TestConflictSide(t *testing.T) {
	files := map[string]string{"yarn.lock": "a\n", "package.json": "{}\n"}
	bashVerdicts(t, files, []struct{ cmd, said, want string }{
		{"git checkout --theirs yarn.lock && git add yarn.lock", "for the conflict in yarn.lock just take theirs", event.Allow},
		{"git checkout --ours yarn.lock package.json", "for the conflicts in yarn.lock and package.json keep our version of both", event.Allow},
		{"git checkout --ours yarn.lock", "for the conflict in yarn.lock just take theirs", event.Ask},
		{"git checkout --theirs yarn.lock", "there's a conflict in yarn.lock, what happened?", event.Ask},
		{"git checkout --theirs yarn.lock", "for the conflict in yarn.lock, don't take theirs", event.Ask},
	})
}
