# plan-compliance — see README.md. Every target installs what it needs.
GO      ?= go
BIN     := build/plan-compliance
PKGS    := ./...
FUZZTIME ?= 20s
# Every release target: make cross-vet vets them, make release builds them.
TARGETS := linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64 windows/arm64
# Development builds say which commit they are (plan-compliance --version);
# release builds do not (see scripts/release.sh).
COMMIT  := $(shell git describe --always --dirty 2>/dev/null)
LDFLAGS := -X github.com/plan-compliance/plan-compliance/internal/version.Commit=$(COMMIT)

.PHONY: all build test race vet cross-vet release checksums release-check demo bench fuzz e2e clean

all: build

build:
	CGO_ENABLED=0 $(GO) build -trimpath -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/plan-compliance
	CGO_ENABLED=0 $(GO) build -trimpath -o $(BIN)-hook ./cmd/plan-compliance-hook
	CGO_ENABLED=0 $(GO) build -trimpath -o $(BIN)-review ./cmd/plan-compliance-review

## release: the release assets for every target, reproducibly, into dist/
## with dist/checksums.txt (docs/install.md)
release:
	@GO="$(GO)" ./scripts/release.sh

## checksums: build the release and commit its checksums into release/
## (needed after every change to the programs' code)
checksums:
	@GO="$(GO)" ./scripts/release.sh --commit

## release-check: build the release and fail unless release/ matches it (CI)
release-check:
	@GO="$(GO)" ./scripts/release.sh --check

## cross-vet: go vet for every release target but this machine's (make vet
## does that one), so a darwin or windows break fails CI
cross-vet:
	@set -e; here=$$($(GO) env GOOS)/$$($(GO) env GOARCH); \
	for t in $(TARGETS); do [ "$$t" = "$$here" ] && continue; echo "vet $$t"; GOOS=$${t%/*} GOARCH=$${t#*/} $(GO) vet $(PKGS); done

## test: go vet + every unit, script and fuzz-seed test (no network, no claude CLI),
## then the race detector over the packages that guard the hook against crashes
test: vet
	$(GO) test -count=1 $(PKGS)
	@$(MAKE) --no-print-directory race

## race: the state store (damage, concurrency), the hook's input and whole-hook
## tests under the race detector
race:
	$(GO) test -race -count=1 ./internal/store ./internal/dispatch ./internal/client/claude ./internal/safefile

vet:
	$(GO) vet $(PKGS)

## demo: build, then pipe the bundled real payloads through `plan-compliance hook`
demo: build
	@./scripts/demo.sh $(BIN)

## bench: Go benchmarks: the hot paths in-process, and whole hook processes
## (benchmarks/) against an empty static Go binary
bench:
	$(GO) test -run '^$$' -bench . -benchmem $(PKGS)

## fuzz: run each fuzz target for FUZZTIME
fuzz:
	@./scripts/fuzz.sh $(FUZZTIME)

## e2e: the real Claude Code CLI (pinned, installed with npm into
## $${PLAN_COMPLIANCE_E2E_CACHE:-~/.cache/plan-compliance-e2e}) against a
## scripted fake Messages API, and the real Codex and Qwen Code CLIs (into
## $${PLAN_COMPLIANCE_CLIENTS_CACHE:-~/.cache/pc-clients}) against its
## OpenAI-style fakes; see e2e/README.md
e2e:
	@GO="$(GO)" ./scripts/e2e.sh

clean:
	rm -rf build dist
