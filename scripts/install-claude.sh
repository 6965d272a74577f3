#!/usr/bin/env bash
# Installs the pinned Claude Code CLI for the end-to-end suite (make e2e)
# into a cache directory outside the repository, and prints the path of its
# `claude` executable on stdout. A cache that already holds the pinned
# version is reused; anything else there is replaced.
#
#   PLAN_COMPLIANCE_E2E_CACHE  cache directory (default ~/.cache/plan-compliance-e2e)
#   CLAUDE_CODE_VERSION        version to install (default: the pinned one below)
#
# Exit status: 0 installed or reused, 1 npm missing or the install failed.
set -euo pipefail

version=${CLAUDE_CODE_VERSION:-2.1.330}
cache=${PLAN_COMPLIANCE_E2E_CACHE:-${HOME:?HOME is not set}/.cache/plan-compliance-e2e}
pkg="$cache/node_modules/@anthropic-ai/claude-code"
claude="$cache/node_modules/.bin/claude"

# installed_version prints the version the cached claude reports, or nothing.
installed_version() {
	[ -x "$claude" ] || return 0
	"$claude" --version 2>/dev/null | awk 'NR == 1 { print $1 }'
}

if [ "$(installed_version)" = "$version" ]; then
	echo "install-claude: reusing Claude Code $version in $cache" >&2
	printf '%s\n' "$claude"
	exit 0
fi

if ! command -v npm >/dev/null 2>&1; then
	{
		echo "install-claude: npm was not found on PATH."
		echo "The end-to-end suite drives the real Claude Code CLI $version, which is"
		echo "installed from the npm registry. Install Node.js and npm (for example"
		echo "'apt-get install npm'), then run 'make e2e' again."
	} >&2
	exit 1
fi

echo "install-claude: installing @anthropic-ai/claude-code@$version into $cache (about 360 MB)" >&2
mkdir -p "$cache"
# --ignore-scripts=false: the package's postinstall links the native binary
# for this platform into bin/claude.exe. --engine-strict=false: the package
# asks for a newer Node than some distributions ship, but the binary it
# installs is native and does not use Node at all.
if ! npm install --prefix "$cache" --no-save --no-audit --no-fund --loglevel=error \
	--ignore-scripts=false --engine-strict=false \
	"@anthropic-ai/claude-code@$version" >&2; then
	echo "install-claude: 'npm install @anthropic-ai/claude-code@$version' failed (see above)" >&2
	exit 1
fi

# Some npm configurations skip install scripts anyway: run it by hand.
if [ "$(installed_version)" != "$version" ] && [ -f "$pkg/install.cjs" ]; then
	(cd "$pkg" && node install.cjs) >&2 || true
fi

got=$(installed_version)
if [ "$got" != "$version" ]; then
	echo "install-claude: $claude reports version '${got:-nothing}', want $version; remove $cache and try again" >&2
	exit 1
fi
echo "install-claude: installed Claude Code $version" >&2
printf '%s\n' "$claude"
