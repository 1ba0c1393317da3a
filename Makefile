# Rating Desk: developer entry points (docs/development.md).
#
#   make run     build and open the desktop app on testdata/sample-list.xlsx
#   make test    everything CI checks (.ci/run): gofmt, vet, staticcheck,
#                import directions, cross-builds and identical results on
#                arm64 and GOAMD64=v3 (make cross), then go test
#   make help    all targets
#
# Go 1.26 must be installed; the system packages Fyne needs are installed by
# `make deps` (Debian/Ubuntu as root), which run, test and build call first.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
.DELETE_ON_ERROR:

# Fyne reads the locale for its own strings; tests and markup masters are
# written in English. LC_ALL would override LANG, so it is not passed on.
export LANG := en_US.UTF-8
unexport LC_ALL LC_MESSAGES

GO ?= go
# migrated_fynedo: we use fyne.Do for UI updates from goroutines (FyneApp.toml
# [Migrations] fyneDo). no_emoji: leave out Fyne's 4 MB colour emoji font,
# which Fyne parses once per text style (12-15 MB of the app's memory) and
# which holds no character the app shows (docs/development.md). ci: Fyne's
# headless software driver, for tests.
TAGS := migrated_fynedo,no_emoji
TEST_TAGS := migrated_fynedo,no_emoji,ci
EXE := $(shell $(GO) env GOEXE)

# Version stamped into both programs: git describe, else FyneApp.toml's.
APP_VERSION := $(shell sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)
ifndef VERSION
VERSION := $(shell git describe --tags --always --dirty 2>/dev/null || echo $(APP_VERSION))
endif
LDFLAGS := -X main.version=$(VERSION)

# Project-local tools, so that their versions are the ones CI uses.
BIN_TOOLS := $(CURDIR)/.bin
STATICCHECK := $(BIN_TOOLS)/staticcheck$(EXE)
STATICCHECK_VERSION := 0.8.2
GOCYCLO := $(BIN_TOOLS)/gocyclo$(EXE)
GOCYCLO_VERSION := 0.6.0
# Every non-test function stays at or under these (docs/development.md).
MAX_CYCLO := 20
MAX_LINES := 80

LIST ?= testdata/sample-list.xlsx
SCREENSHOT ?= bin/screenshot.png
FUZZTIME ?= 30s
# Budget for minimising each new interesting (and a failing) input: Go's
# default of 60s would eat a short run (docs/development.md "Fuzzing").
FUZZMINIMIZETIME ?= 10x

.PHONY: help run test lint cross bench fuzz build deps tools fmt screenshot screenshots icon clean

help: ## list the targets
	@grep -E '^[a-z]+:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{ printf "  make %-12s %s\n", $$1, $$2 }'

deps: ## install the missing system packages (Debian/Ubuntu as root)
	@scripts/deps.sh

tools: ## install staticcheck and gocyclo (pinned versions) into .bin/ when missing
	@if ! "$(STATICCHECK)" -version 2>/dev/null | grep -q '($(STATICCHECK_VERSION))'; then \
		echo "tools: installing staticcheck v$(STATICCHECK_VERSION) into $(BIN_TOOLS)"; \
		GOBIN="$(BIN_TOOLS)" $(GO) install honnef.co/go/tools/cmd/staticcheck@v$(STATICCHECK_VERSION); \
	fi
	@if ! $(GO) version -m "$(GOCYCLO)" 2>/dev/null | grep -q 'github.com/fzipp/gocyclo[[:space:]]*v$(GOCYCLO_VERSION)[[:space:]]'; then \
		echo "tools: installing gocyclo v$(GOCYCLO_VERSION) into $(BIN_TOOLS)"; \
		GOBIN="$(BIN_TOOLS)" $(GO) install github.com/fzipp/gocyclo/cmd/gocyclo@v$(GOCYCLO_VERSION); \
	fi

run: deps ## build and open the desktop app on LIST (under Xvfb when there is no display)
	scripts/with-display.sh $(GO) run -tags $(TAGS) -ldflags "$(LDFLAGS)" ./cmd/desktop -list "$(LIST)"

test: deps lint cross ## everything CI checks; go test's own output comes last
	$(GO) test -tags $(TEST_TAGS) -count=1 -timeout 30m ./...

lint: tools ## gofmt, go vet, staticcheck, the import directions, complexity and function length
	@echo "gofmt -l ."
	@unformatted=$$(gofmt -l .); if [[ -n "$$unformatted" ]]; then \
		echo "these files need gofmt (run make fmt):" >&2; echo "$$unformatted" >&2; exit 1; fi
	$(GO) vet -tags $(TEST_TAGS) ./...
	"$(STATICCHECK)" -tags $(TEST_TAGS) ./...
	TAGS=$(TEST_TAGS) scripts/check-imports.sh
	@echo "gocyclo -over $(MAX_CYCLO) -ignore _test ."
	@complex=$$("$(GOCYCLO)" -over $(MAX_CYCLO) -ignore '_test\.go$$|(^|/)(testdata|\.[^/]*)/' . || true); \
		if [[ -n "$$complex" ]]; then \
		echo "these functions are over cyclomatic complexity $(MAX_CYCLO); split them into helpers:" >&2; \
		echo "$$complex" >&2; exit 1; fi
	$(GO) run ./scripts/funclen -max $(MAX_LINES) .

cross: deps ## cross-builds (windows, darwin, arm64); tests and golden outputs under GOAMD64=v3 and qemu arm64
	GO="$(GO)" TAGS=$(TAGS) TEST_TAGS=$(TEST_TAGS) LDFLAGS="$(LDFLAGS)" scripts/cross.sh

fmt: ## gofmt every Go file in place
	gofmt -w .

bench: ## run the benchmarks (no tests)
	$(GO) test -tags $(TEST_TAGS) -run '^$$' -bench . -benchmem ./...

fuzz: ## run every Fuzz target for FUZZTIME each (default 30s; FUZZMINIMIZETIME, FUZZ=regexp)
	TAGS=$(TEST_TAGS) FUZZTIME=$(FUZZTIME) FUZZMINIMIZETIME=$(FUZZMINIMIZETIME) scripts/fuzz.sh

build: deps ## build bin/ratingdesk and bin/ratingdesk-desktop, version-stamped
	$(GO) build -tags $(TAGS) -ldflags "$(LDFLAGS)" -o bin/ratingdesk$(EXE) ./cmd/ratingdesk
	$(GO) build -tags $(TAGS) -ldflags "$(LDFLAGS)" -o bin/ratingdesk-desktop$(EXE) ./cmd/desktop

screenshot: deps ## save the app window on LIST to SCREENSHOT (default bin/screenshot.png)
	@mkdir -p "$(dir $(SCREENSHOT))"
	scripts/with-display.sh $(GO) run -tags $(TAGS) -ldflags "$(LDFLAGS)" ./cmd/desktop -list "$(LIST)" -screenshot "$(SCREENSHOT)"
	@echo "screenshot: $(SCREENSHOT)"

screenshots: deps ## save every screen of the app to docs/images/app-*.png (README.md)
	GO="$(GO)" TAGS=$(TAGS) LDFLAGS="$(LDFLAGS)" scripts/screenshots.sh

icon: ## redraw Icon.png (scripts/genicon)
	$(GO) run ./scripts/genicon -o Icon.png

clean: ## remove build outputs and project-local tools
	rm -rf bin .bin

.PHONY: bench-cli
bench-cli: ## measure the built CLI against the targets of docs/performance.md (scripts/bench-cli.sh; BENCH_DATA caches the inputs)
	scripts/bench-cli.sh $(BENCH_DATA)
