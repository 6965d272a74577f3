# plan-compliance — see README.md. Every target installs what it needs.
GO      ?= go
BIN     := bin/plan-compliance
PKGS    := ./...
FUZZTIME ?= 20s

.PHONY: all build test race vet demo bench fuzz e2e clean

all: build

build:
	CGO_ENABLED=0 $(GO) build -trimpath -o $(BIN) ./cmd/plan-compliance
	CGO_ENABLED=0 $(GO) build -trimpath -o $(BIN)-hook ./cmd/plan-compliance-hook
	CGO_ENABLED=0 $(GO) build -trimpath -o $(BIN)-review ./cmd/plan-compliance-review

## test: go vet + every unit, script and fuzz-seed test (no network, no claude CLI),
## then the race detector over the packages that guard the hook against crashes
test: vet
	$(GO) test -count=1 $(PKGS)
	@$(MAKE) --no-print-directory race

## race: the state store (damage, concurrency), the hook's input and whole-hook
## tests under the race detector
race:
	$(GO) test -race -count=1 ./internal/store ./internal/dispatch ./internal/hook ./internal/safefile

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
## scripted fake Messages API; see e2e/README.md
e2e:
	@GO="$(GO)" ./scripts/e2e.sh

clean:
	rm -rf bin
