package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The writer programs (programs.go, tools.go): what each writes, and the
// options that make it only read. Examples beyond the corpora.
func TestProgramWrites(t *testing.T) {
	const unknown = "unknown-use /p (recursive)"
	tests := []struct {
		cmd  string
		want []string
	}{
		// Formatters and fixers: their operands, or the directory.
		{`prettier --write src/a.ts src/b.css`, []string{"edit /p/src/a.ts", "edit /p/src/b.css"}},
		{`prettier -w docs`, []string{"edit /p/docs (recursive)"}},
		{`prettier --check src/a.ts`, nil},
		{`prettier --list-different .`, nil},
		{`npx --yes prettier --write=true --plugin x src/a.ts`, []string{"edit /p/src/a.ts"}},
		{`pnpm exec prettier --write src/a.ts`, []string{"edit /p/src/a.ts"}},
		{`black -l 100 pkg/mod.py`, []string{"edit /p/pkg/mod.py"}},
		{`black --diff pkg/mod.py`, nil},
		{`python -m black pkg/`, []string{"edit /p/pkg (recursive)"}},
		{`poetry run black --check .`, nil},
		{`isort --check-only pkg/mod.py`, nil},
		{`isort pkg/mod.py`, []string{"edit /p/pkg/mod.py"}},
		{`autopep8 --in-place x.py`, []string{"edit /p/x.py"}},
		{`autopep8 x.py`, nil},
		{`ruff format`, []string{unknown}},
		{`ruff format --check`, nil},
		{`ruff check --fix --select I pkg/a.py`, []string{"edit /p/pkg/a.py"}},
		{`ruff check pkg/a.py`, nil},
		{`uv run ruff check --fix pkg/a.py`, []string{"edit /p/pkg/a.py"}},
		{`gofmt -s -w a.go`, []string{"edit /p/a.go"}},
		{`gofmt -d a.go`, nil},
		{`goimports -local example.com -w a.go`, []string{"edit /p/a.go"}},
		{`golangci-lint run --fix ./...`, []string{"edit /p (recursive)"}},
		{`golangci-lint run ./...`, nil},
		{`rustfmt --edition 2021 src/lib.rs`, []string{"edit /p/src/lib.rs"}},
		{`rustfmt --check src/lib.rs`, nil},
		{`cargo fmt --all`, []string{unknown}},
		{`cargo fmt --all -- --check`, nil},
		{`cargo clippy --fix --allow-dirty`, []string{unknown}},
		{`cargo clippy -- -D warnings`, nil},
		{`clang-format -i --style=file a.c b.h`, []string{"edit /p/a.c", "edit /p/b.h"}},
		{`clang-format a.c`, nil},
		{`eslint --fix-dry-run src/a.js`, nil},
		{`eslint -c .eslintrc.json --fix src/a.js`, []string{"edit /p/src/a.js"}},
		{`stylelint --fix 'src/**/*.css'`, []string{"edit src/**/*.css (dynamic)"}},
		{`biome check --write src/a.ts`, []string{"edit /p/src/a.ts"}},
		{`biome check src/a.ts`, nil},
		{`shfmt -i 2 -w scripts/x.sh`, []string{"edit /p/scripts/x.sh"}},
		{`shfmt -d scripts/x.sh`, nil},
		// Line editors (ed, ex) run a script of commands, often on their
		// standard input, against the file they open and write it back:
		// the file named is edited; read-only ex (-R) only reads.
		{`printf '%s\n' '/^debug/d' w q | ed -s conf/app.ini`, []string{"edit /p/conf/app.ini"}},
		{`ed -p '*' notes.txt <<'X'
1d
w
q
X`, []string{"edit /p/notes.txt"}},
		{`ex -sc '%s/foo/bar/g' -cwq src/x.c`, []string{"edit /p/src/x.c"}},
		{`ex -R -sc 'g/TODO/p' -cq src/x.c`, nil},
		{`terraform fmt infra/main.tf`, []string{"edit /p/infra/main.tf"}},
		{`terraform fmt -check infra/main.tf`, nil},
		{`rubocop -A lib/a.rb`, []string{"edit /p/lib/a.rb"}},
		{`rubocop lib/a.rb`, nil},
		{`mix format --check-formatted`, nil},
		{`dotnet format --verify-no-changes`, nil},
		{`yq -i '.a = 1' x.yaml y.yaml`, []string{"edit /p/x.yaml", "edit /p/y.yaml"}},
		{`yq -i -o json '.a = 1' x.yaml`, []string{"edit /p/x.yaml"}},
		{`yq '.a' x.yaml`, nil},
		{`git diff --name-only | xargs gofmt -w`, []string{"unknown-use gofmt -w … (dynamic)"}},
		// Package and manifest editors: their manifest, and the lock file with it.
		{`cargo add serde --features derive`, []string{"edit /p/Cargo.toml", "edit /p/Cargo.lock"}},
		{`cargo --locked rm serde`, []string{"edit /p/Cargo.toml", "edit /p/Cargo.lock"}},
		{`cargo update --dry-run`, nil},
		{`cargo build --release`, nil},
		{`go get example.com/x@v1.2.3`, []string{"edit /p/go.mod", "edit /p/go.sum"}},
		{`go mod edit -require=example.com/x@v1.2.3`, []string{"edit /p/go.mod"}},
		{`go mod edit -json`, nil},
		{`go mod download -json`, nil},
		{`go mod why example.com/x`, nil},
		{`go generate ./...`, []string{unknown}},
		{`go generate -n ./...`, nil},
		{`go test ./...`, nil},
		{`npm i -D vitest`, []string{"edit /p/package.json", "edit /p/package-lock.json"}},
		{`npm install --dry-run left-pad`, nil},
		{`npm pkg set scripts.test=vitest`, []string{"edit /p/package.json"}},
		{`npm pkg get version`, nil},
		{`npm run build`, nil},
		{`npm run format`, []string{unknown}},
		{`npm run-script codegen`, []string{unknown}},
		{`npm run format:check`, nil},
		{`yarn lint:fix`, []string{unknown}},
		{`yarn test`, nil},
		{`pnpm add -w zod`, []string{"edit /p/package.json", "edit /p/pnpm-lock.yaml"}},
		{`yarn add zod`, []string{"edit /p/package.json", "edit /p/yarn.lock"}},
		{`poetry add --group dev pytest`, []string{"edit /p/pyproject.toml", "edit /p/poetry.lock"}},
		{`poetry show`, nil},
		{`uv add httpx`, []string{"edit /p/pyproject.toml", "edit /p/uv.lock"}},
		{`uv lock --check`, nil},
		{`bundle add rack`, []string{"edit /p/Gemfile", "edit /p/Gemfile.lock"}},
		{`bundle exec rspec`, nil},
		{`composer require monolog/monolog`, []string{"edit /p/composer.json", "edit /p/composer.lock"}},
		{`cd web && npm install zod`, []string{"edit /p/web/package.json", "edit /p/web/package-lock.json"}},
		// Archives, copies, compressors.
		{`tar xzf a.tgz`, []string{unknown}},
		{`tar -xzf a.tgz -C vendor/`, []string{"unknown-use /p/vendor (recursive)"}},
		{`tar --extract --file=a.tar --directory=out`, []string{"unknown-use /p/out (recursive)"}},
		{`tar -tzf a.tgz`, nil},
		{`tar xOf a.tar x.txt`, nil},
		{`tar czf dist/a.tgz src`, []string{"overwrite /p/dist/a.tgz"}},
		{`tar -czf - src | wc -c`, nil},
		{`unzip -q a.zip -d out`, []string{"unknown-use /p/out (recursive)"}},
		{`unzip -l a.zip`, nil},
		{`unzip -p a.zip x.txt`, nil},
		{`rsync -a src/ backup/`, []string{"overwrite /p/backup (recursive)"}},
		{`rsync -avn src/ backup/`, nil},
		{`rsync -a src/ host:/srv/app/`, nil},
		{`scp host:/etc/hosts conf/hosts`, []string{"overwrite /p/conf/hosts"}},
		{`docker cp web:/etc/nginx/nginx.conf conf/nginx.conf`, []string{"overwrite /p/conf/nginx.conf"}},
		{`docker cp conf/nginx.conf web:/etc/nginx/nginx.conf`, nil},
		{`docker compose cp api:/app/out.json out.json`, []string{"overwrite /p/out.json"}},
		{`docker ps`, nil},
		{`kubectl cp ns/pod:/tmp/dump.sql dump.sql`, []string{"overwrite /p/dump.sql"}},
		{`gzip big.log`, []string{"overwrite /p/big.log.gz", "delete /p/big.log"}},
		{`gzip -k big.log`, []string{"overwrite /p/big.log.gz"}},
		{`gunzip data.csv.gz`, []string{"overwrite /p/data.csv", "delete /p/data.csv.gz"}},
		{`gzip -dc data.csv.gz | head`, nil},
		{`zstd big.log`, []string{"overwrite /p/big.log.zst"}},
		{`zstd --rm big.log`, []string{"overwrite /p/big.log.zst", "delete /p/big.log"}},
		{`tar -uf a.tar new.txt`, []string{"overwrite /p/a.tar"}},
		{`tar --diff -f a.tar`, nil},
		// Task runners and scripts named for writing; inline programs.
		{`make install`, []string{unknown}},
		{`make -C web fmt`, []string{"unknown-use /p/web (recursive)"}},
		{`make -n install`, nil},
		{`make test`, nil},
		{`make PREFIX=/usr generate`, []string{unknown}},
		{`just fmt`, []string{unknown}},
		{`./scripts/gen-proto.sh`, []string{unknown}},
		{`./scripts/check-format.sh`, nil},
		{`./scripts/run-tests.sh`, nil},
		// Round 10: targets and scripts named for removing or setting up
		// write as those named for generating do; a test run given a
		// custom flag named for writing (go test -update) rewrites its
		// golden files.
		{`make prune`, []string{unknown}},
		{`make purge-cache`, []string{unknown}},
		{`just wipe_db`, []string{unknown}},
		{`./scripts/bootstrap.sh`, []string{unknown}},
		{`./setup.sh`, []string{unknown}},
		{`./scripts/init-env.sh`, []string{unknown}},
		{`make setup-check`, nil},
		{`./scripts/list-stale.sh`, nil},
		{`go test ./internal/render/ -run TestRender -update`, []string{unknown}},
		{`go test ./pkg/... --update-golden`, []string{unknown}},
		{`go test -run TestUpdateUser ./...`, nil},
		{`go test -run=TestUpdate -v -count=1 ./...`, nil},
		{`go test -update=false ./...`, nil},
		{`go test -race ./internal/render`, nil},
		{`go vet ./...`, nil},
		// A fetched package or project script whose effect the line does
		// not say, followed by a look at what changed in the working tree
		// (git diff, git status): the line itself expects it to write.
		{`npx i18next-parser && git diff --stat locales/`, []string{unknown}},
		{`npx some-codemod src; git status --short`, []string{unknown}},
		{`./scripts/sync-locales.sh && git diff`, []string{unknown}},
		{`npx some-codemod src`, nil},
		{`git diff && npx some-codemod src`, nil},
		{`./scripts/report.sh && git log -1`, nil},
		{`npx prettier --check . && git status`, nil},
		{`pnpm dlx some-codemod src && git diff`, []string{unknown}},
		{`npm test && git status`, nil},
		{`python3 tools/regen_fixtures.py`, []string{unknown}},
		{`python3 tools/report.py`, nil},
		{`python manage.py makemigrations`, []string{unknown}},
		{`python manage.py makemigrations --check --dry-run`, nil},
		{`python manage.py test`, nil},
		{`python3 -c "open('out/x.txt', 'w').write('hi')"`, []string{"overwrite /p/out/x.txt"}},
		{`python3 -c "open('log.txt', mode='a').write('hi')"`, []string{"append /p/log.txt"}},
		{`python3 -c "print(open('x.txt').read())"`, nil},
		{`python3 -c "import pathlib; pathlib.Path('x.txt').write_text('hi')"`, []string{unknown}},
		{`node -e "require('fs').writeFileSync('x.json', '{}')"`, []string{"overwrite /p/x.json"}},
		{`node -e "console.log(require('./package.json').version)"`, nil},
		{"python3 - <<'EOF'\nimport shutil\nshutil.rmtree('build')\nEOF", []string{unknown}},
		{`pytest --snapshot-update tests/`, []string{unknown}},
		{`jest -u`, []string{unknown}},
		{`jest --watchAll=false`, nil},
		// More formatters, generators and tools that write where told.
		{`deno fmt src/a.ts`, []string{"edit /p/src/a.ts"}},
		{`deno fmt --check`, nil},
		{`deno run main.ts`, nil},
		{`zig fmt src/main.zig`, []string{"edit /p/src/main.zig"}},
		{`taplo fmt --check`, nil},
		{`php-cs-fixer fix src/A.php`, []string{"edit /p/src/A.php"}},
		{`php-cs-fixer fix --dry-run src/A.php`, nil},
		{`pyupgrade --py311-plus a.py`, []string{"edit /p/a.py"}},
		{`yarn prettier --write src/a.ts`, []string{"edit /p/src/a.ts"}},
		{`pnpm eslint --fix src/a.js`, []string{"edit /p/src/a.js"}},
		{`yarn add prettier`, []string{"edit /p/package.json", "edit /p/yarn.lock"}},
		{`npx prettier@3.2.5 --write src/a.ts`, []string{"edit /p/src/a.ts"}},
		{`npx @biomejs/biome format --write src/a.ts`, []string{"edit /p/src/a.ts"}},
		{`npx prisma migrate dev --name init`, []string{unknown}},
		{`npx prisma migrate status`, nil},
		{`alembic revision --autogenerate -m add_users`, []string{unknown}},
		{`alembic upgrade head`, nil},
		{`bin/rails g model User name:string`, []string{unknown}},
		{`rails db:migrate`, []string{"edit /p/db/schema.rb"}},
		{`protoc --go_out=gen --go_opt=paths=source_relative api.proto`, []string{"overwrite /p/gen/api.pb.go"}},
		{`protoc --go_out=gen api.proto`, []string{"unknown-use /p/gen (recursive)"}},
		{`protoc --go_out=paths=source_relative:gen api.proto`, []string{"overwrite /p/gen/api.pb.go"}},
		{`mockgen -source=store.go -destination=mocks/store.go`, []string{"overwrite /p/mocks/store.go"}},
		{`openssl req -x509 -newkey rsa:2048 -keyout certs/key.pem -out certs/cert.pem -nodes`, []string{"overwrite /p/certs/key.pem", "overwrite /p/certs/cert.pem"}},
		{`openssl x509 -in cert.pem -noout -text`, nil},
		{`ssh-keygen -t ed25519 -f deploy/key -N ''`, []string{"overwrite /p/deploy/key", "overwrite /p/deploy/key.pub"}},
		{`ssh-keygen -l -f deploy/key.pub`, nil},
		{`pip-compile -o requirements/dev.txt requirements/dev.in`, []string{"overwrite /p/requirements/dev.txt"}},
		{`pip-compile`, []string{"edit /p/requirements.txt"}},
		{`uv pip compile requirements.in -o requirements.txt`, []string{"overwrite /p/requirements.txt"}},
		{`pre-commit install`, []string{"edit /p/.git/hooks/pre-commit"}},
		{`pre-commit run --all-files`, []string{unknown}},
		{`helm dependency update charts/app`, []string{unknown}},
		{`dotnet add package Serilog`, []string{unknown}},
		{`dotnet test`, nil},
		// Installing what the manifest lists only reads it.
		{`npm install`, nil},
		{`npm ci`, nil},
		{`npm i --no-audit`, nil},
		{`npm install -g typescript`, nil},
		{`yarn install --frozen-lockfile`, nil},
		{`yarn`, nil},
		{`pnpm install`, nil},
		{`pnpm install lodash`, []string{"edit /p/package.json", "edit /p/pnpm-lock.yaml"}},
		{`bundle install`, nil},
		{`composer install`, nil},
		{`pipenv install`, nil},
		{`pipenv install requests`, []string{"edit /p/Pipfile", "edit /p/Pipfile.lock"}},
		// Build tools' tasks named for writing; sponge; ruby -i.
		{`./gradlew spotlessApply`, []string{unknown}},
		{`./gradlew build`, nil},
		{`mvn spotless:apply`, []string{unknown}},
		{`mvn -q test`, nil},
		// Maven's and Gradle's -Dkey=value and -Pkey=value are properties,
		// not clusters of flags: -DnewVersion holds no -n (dry run).
		{`mvn versions:set -DnewVersion=2.1.0 -DgenerateBackupPoms=false`, []string{unknown}},
		{`./mvnw -DskipTests=true -Pnative spotless:apply`, []string{unknown}},
		{`./gradlew -Pname=demo spotlessApply`, []string{unknown}},
		{`mvn -Dtest=OrderTest -DfailIfNoTests=false test`, nil},
		{`make -n mocks`, nil},
		{`make mocks`, []string{unknown}},
		// A task or subcommand that regenerates files besides the one a user
		// names: each file it writes, none riding on another.
		{`./gradlew wrapper --gradle-version 8.7`, []string{"edit /p/gradle/wrapper/gradle-wrapper.properties", "edit /p/gradle/wrapper/gradle-wrapper.jar", "edit /p/gradlew", "edit /p/gradlew.bat"}},
		{`gradle -q :wrapper`, []string{"edit /p/gradle/wrapper/gradle-wrapper.properties", "edit /p/gradle/wrapper/gradle-wrapper.jar", "edit /p/gradlew", "edit /p/gradlew.bat"}},
		{`./gradlew -p android wrapper`, []string{"edit /p/android/gradle/wrapper/gradle-wrapper.properties", "edit /p/android/gradle/wrapper/gradle-wrapper.jar", "edit /p/android/gradlew", "edit /p/android/gradlew.bat"}},
		{`./gradlew --dry-run wrapper`, nil},
		{`./gradlew help --task wrapper`, nil},
		{`./gradlew tasks`, nil},
		{`mvn -N wrapper:wrapper`, []string{"edit /p/.mvn/wrapper/maven-wrapper.properties", "edit /p/mvnw", "edit /p/mvnw.cmd"}},
		{`./mvnw org.apache.maven.plugins:maven-wrapper-plugin:3.3.2:wrapper`, []string{"edit /p/.mvn/wrapper/maven-wrapper.properties", "edit /p/mvnw", "edit /p/mvnw.cmd"}},
		{`mvn help:describe -Dplugin=wrapper`, nil},
		// Installing what the manifest lists while only resolving the lock
		// file writes the lock file alone; installing reads.
		{`npm install --package-lock-only`, []string{"edit /p/package-lock.json"}},
		{`pnpm install --lockfile-only`, []string{"edit /p/pnpm-lock.yaml"}},
		{`cd admin && yarn install --mode=update-lockfile`, []string{"edit /p/admin/yarn.lock"}},
		{`yarn install --mode=skip-build`, nil},
		{`pnpm install --frozen-lockfile`, nil},
		{`pnpm dedupe`, []string{"edit /p/pnpm-lock.yaml"}},
		{`pnpm dedupe --check`, nil},
		{`yarn dedupe lodash`, []string{"edit /p/yarn.lock"}},
		{`yarn dedupe --check`, nil},
		{`cd web && npm dedupe`, []string{"edit /p/web/package-lock.json"}},
		// Property list editors: the file they are given, unless they only
		// print or check it, or write elsewhere.
		{`plutil -replace CFBundleVersion -string 42 App/Info.plist`, []string{"edit /p/App/Info.plist"}},
		{`plutil -insert NSCameraUsageDescription -string 'scan codes' a.plist`, []string{"edit /p/a.plist"}},
		{`plutil -remove UIRequiredDeviceCapabilities a.plist`, []string{"edit /p/a.plist"}},
		{`plutil -convert xml1 a.plist b.plist`, []string{"edit /p/a.plist", "edit /p/b.plist"}},
		{`plutil -convert json -o out/a.json a.plist`, []string{"overwrite /p/out/a.json"}},
		{`plutil -extract CFBundleVersion raw -o - a.plist`, nil},
		{`plutil -p a.plist`, nil},
		{`plutil -lint a.plist b.plist`, nil},
		{`/usr/libexec/PlistBuddy -c 'Set :CFBundleVersion 42' App/Info.plist`, []string{"edit /p/App/Info.plist"}},
		{`/usr/libexec/PlistBuddy -c 'Print :CFBundleVersion' App/Info.plist`, nil},
		{`/usr/libexec/PlistBuddy -x -c 'Print' -c 'Delete :Old' a.plist`, []string{"edit /p/a.plist"}},
		{`jq '.a = 1' x.json | sponge x.json`, []string{"edit /p/x.json"}},
		{`ruby -i.bak -pe 'gsub(/a/, "b")' x.txt`, []string{"edit /p/x.txt", "overwrite /p/x.txt.bak"}},
		{`ruby -e 'puts 1'`, nil},
		{`git switch -c feature/login`, nil},
		{`git switch main`, []string{unknown}},
		// Git and patch: files they do not name.
		{`git pull --rebase`, []string{unknown}},
		{`git stash push -m wip`, []string{unknown}},
		{`git stash list`, nil},
		{`git merge --no-ff feature/x`, []string{unknown}},
		{`git -C sub checkout main`, []string{"unknown-use /p/sub (recursive)"}},
		{`git reset --hard origin/main`, []string{"unknown-use /p (recursive)"}}, // asked for only by discarding local changes (effects), never by name
		{`patch -p1 < fix.diff`, []string{unknown}},
		{`patch -p1 -i fix.diff`, []string{unknown}},
		{`patch --dry-run -p1 < fix.diff`, nil},
		// Database files: a statement that changes a database changes its
		// file; reading ones (select, .tables, .schema) and -readonly do not.
		{`sqlite3 app.db "insert into users(name) values ('a')"`, []string{"edit /p/app.db"}},
		{`sqlite3 data/dev.sqlite 'UPDATE settings SET v=1; SELECT * FROM settings'`, []string{"edit /p/data/dev.sqlite"}},
		{`sqlite3 -batch db/test.db "Drop Index idx_a"`, []string{"edit /p/db/test.db"}},
		{`sqlite3 app.db 'VACUUM'`, []string{"edit /p/app.db"}},
		{`sqlite3 app.db <<'SQL'
CREATE TABLE t(a);
SQL`, []string{"edit /p/app.db"}},
		{`sqlite3 app.db '.import users.csv users'`, []string{"edit /p/app.db"}},
		{`sqlite3 app.db 'select count(*) from users where note like "%delete%"'`, nil},
		{`sqlite3 app.db 'select * from updates_log'`, nil},
		{`sqlite3 app.db .schema`, nil},
		{`sqlite3 -readonly app.db 'delete from t'`, nil},
		{`sqlite3 :memory: 'create table t(a); insert into t values(1)'`, nil},
		{`sqlite3 -header -csv app.db 'SELECT id FROM orders'`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			assert.Equal(t, tt.want, writes(t, tt.cmd))
		})
	}
}

// What names a program's writes for a user asking for them, and the
// verbs that ask.
func TestProgramNames(t *testing.T) {
	tests := []struct {
		cmd, program, tool string
		verbs              []string
	}{
		{`make install`, "make install", "", runVerbs},
		{`npm install lodash --save`, "npm install lodash", "", nil},
		{`black -q src/a.py`, "black src/a.py", "black", nil},
		{`cargo fmt --all`, "cargo fmt", "", runVerbs},
		{`tar xzf assets.tgz -C static`, "assets.tgz", "", extractVerbs},
		{`patch -p1 < fix.diff`, "fix.diff", "", []string{"apply", "patch"}},
		{`git checkout -b topic origin/topic`, "topic", "", []string{"switch", "checkout"}},
		{`git pull origin main`, "pull", "", []string{"pull"}},
		{`git apply patches/x.diff`, "patches/x.diff", "", []string{"apply"}},
		{`jest -u`, "snapshots", "", snapshotVerbs},
		{`gzip big.log`, "big.log", "", []string{"gzip", "compress", "decompress", "zip", "unzip", "archive"}},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			r, err := Read(tt.cmd, "/p")
			require.NoError(t, err)
			require.NotEmpty(t, r.Writes)
			w := r.Writes[0]
			assert.Equal(t, tt.program, w.Program)
			assert.Equal(t, tt.tool, w.Tool)
			assert.Equal(t, tt.verbs, w.Verbs)
		})
	}
}

func TestWritingName(t *testing.T) {
	for name, want := range map[string]bool{
		"regen_fixtures.py": true, "gen-proto.sh": true, "lint:fix": true, "format": true, "update-snapshots": true,
		"install": true, "clean": true, "codegen": true, "fmt": true,
		"format:check": false, "check_fmt": false, "test": false, "build": false, "report.py": false, "lint": false,
		"run-tests.sh": false, "verify-install": false, "migrate": false,
		// A goal or target that sets a value (versions:set, set-version) or
		// names generated stubs in the plural (mocks) writes; one word
		// that only contains them does not.
		"versions:set": true, "set_version.sh": true, "mocks": true, "gen_mocks": true,
		"settings": false, "setup-check": false, "mock-server": false, "reset": false,
		"prune": true, "purge_cache": true, "wipe-db": true, "bootstrap.sh": true, "setup": true, "init-env": true,
		"print-tree": false, "initial-report": false, "remover-check": false,
		"spotlessApply": true, "ktlintFormat": true, "spotless:apply": true, "spotlessCheck": false, "assembleRelease": false,
		// Named first for a release or a deployment; a release build is a build.
		"release": true, "publish:npm": true, "deploy-staging.sh": true, "bundleRelease": false, "release-check": false,
	} {
		assert.Equal(t, want, writingName(name), name)
	}
}

func TestOpenedForWrite(t *testing.T) {
	for _, tc := range []struct {
		code, file, mode string
		ok               bool
	}{
		{`open('a.txt', 'w')`, "a.txt", "w", true},
		{`open("a.bin","wb")`, "a.bin", "wb", true},
		{`open(p, 'a')`, "", "a", true},
		{`open(f'out/{n}.txt', 'w')`, "", "w", true},
		{`open('a.txt')`, "", "", false},
		{`open('a.txt', 'r')`, "", "", false},
		{`open('a.txt', encoding='utf-8')`, "", "", false},
	} {
		file, mode, ok := openedForWrite(tc.code)
		assert.Equal(t, tc.ok, ok, tc.code)
		assert.Equal(t, tc.file, file, tc.code)
		assert.Equal(t, tc.mode, mode, tc.code)
	}
}

// What a user calls a program's work (aliases.go).
func TestAliases(t *testing.T) {
	names := func(cmd string) []string {
		r, err := Read(cmd, "/p")
		require.NoError(t, err)
		require.NotEmpty(t, r.Writes, cmd)
		var out []string
		for _, a := range r.Writes[0].Aliases {
			n := a.Name
			if a.All {
				n += "*"
			}
			out = append(out, n)
		}
		return out
	}
	assert.Contains(t, names(`npx prettier --write .`), "code", "a formatter: format the code")
	assert.Contains(t, names(`npx prettier --write .`), "prettier")
	assert.Contains(t, names(`cargo fmt`), "cargo fmt")
	assert.NotContains(t, names(`cargo fix --edition`), "cargo", "the tool as typed, with its subcommand")
	assert.Contains(t, names(`ruff check --fix .`), "lint", "a fixer: fix the lint errors")
	assert.NotContains(t, names(`ruff check --fix .`), "code")
	assert.Equal(t, []string{"axios*", "lodash*"}, names(`npm install axios@1.6 lodash`), "every package")
	assert.Equal(t, []string{"serde*"}, names(`cargo add serde --features derive`))
	assert.Equal(t, []string{"version"}, names(`python3 scripts/bump_version.py 2.1.0`))
	assert.Equal(t, []string{"fixtures"}, names(`./scripts/regen-fixtures.sh`))
	assert.Contains(t, names(`make fmt`), "code")
	assert.Contains(t, names(`npm run lint -- --fix`), "lint", "a write option passed on")
	assert.Contains(t, names(`npx prisma migrate dev --name x`), "migration")
	assert.Contains(t, names(`./gradlew spotlessApply`), "formatting", "spotless formats")
	assert.Contains(t, names(`pre-commit run --all-files`), "pre-commit")
	assert.Equal(t, []string{"snapshots", "snapshot"}, names(`jest -u`), "snapshots: also for a pronoun (the snapshot is stale, update it)")
	assert.Empty(t, names(`make install`), "install names nothing but itself")
	every := func(cmd string) bool {
		r, err := Read(cmd, "/p")
		require.NoError(t, err)
		require.NotEmpty(t, r.Writes, cmd)
		return r.Writes[0].Aliases[0].Every
	}
	assert.True(t, every(`npx jest -u`), "no test named: every snapshot")
	assert.False(t, every(`npx jest -u src/Header.test.tsx`), "the snapshots of one test")
	assert.True(t, every(`npx vitest run -u`))
	assert.True(t, every(`go get -u ./...`), "every dependency")
	assert.True(t, every(`cargo update`))
	assert.False(t, every(`npm update axios`), "one package named")
	assert.False(t, every(`npm install zod`))
}

// writerRules finds a program by binary search: the table must be sorted
// by name, each name once.
func TestWriterProgramsSorted(t *testing.T) {
	for i := 1; i < len(writerPrograms); i++ {
		assert.Less(t, writerPrograms[i-1].name, writerPrograms[i].name, "writerPrograms out of order or repeated at %d", i)
	}
	for _, p := range writerPrograms {
		rules, ok := writerRules(p.name)
		require.True(t, ok, p.name)
		assert.Equal(t, p.rules, rules, p.name)
	}
	_, ok := writerRules("grep")
	assert.False(t, ok)
}
