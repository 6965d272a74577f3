#!/usr/bin/env bash
# Installs the pinned OpenAI Codex CLI and Qwen Code CLI, which the client
# recordings (e2e/clients, docs/clients/) drive offline, into a cache
# directory outside the repository, and prints one line per client on
# stdout, ready for `export`:
#
#   PLAN_COMPLIANCE_E2E_CODEX=<path of codex>
#   PLAN_COMPLIANCE_E2E_QWEN=<path of qwen>
#
# Each client has its own npm prefix in the cache (<cache>/codex,
# <cache>/qwen): an `npm install --no-save` into one prefix removes what an
# earlier one put there, so two clients in one prefix leave only the last.
# A prefix that already holds the pinned version is reused; anything else
# there is replaced.
#
#   PLAN_COMPLIANCE_CLIENTS_CACHE  cache directory (default ~/.cache/pc-clients)
#   CODEX_VERSION                  @openai/codex version (default: pinned below)
#   QWEN_CODE_VERSION              @qwen-code/qwen-code version (default: pinned below)
#
# Exit status: 0 installed or reused, 1 npm missing or an install failed.
set -euo pipefail

codex_version=${CODEX_VERSION:-0.169.0}
qwen_version=${QWEN_CODE_VERSION:-0.24.4}
cache=${PLAN_COMPLIANCE_CLIENTS_CACHE:-${HOME:?HOME is not set}/.cache/pc-clients}

# bin NAME is where client NAME's executable is linked.
bin() { printf '%s/%s/node_modules/.bin/%s' "$cache" "$1" "$1"; }

# installed_version EXE prints the last word of the first line EXE
# --version prints ("codex-cli 0.169.0" → 0.169.0, "0.24.4" → 0.24.4), or
# nothing.
installed_version() {
	[ -x "$1" ] || return 0
	"$1" --version 2>/dev/null | awk 'NR == 1 { print $NF }'
}

# install NAME PACKAGE VERSION installs PACKAGE@VERSION into NAME's own
# prefix unless its executable already reports VERSION, and checks that it
# then does.
install() {
	local name=$1 package=$2 version=$3
	local exe prefix="$cache/$1"
	exe=$(bin "$name")
	if [ "$(installed_version "$exe")" = "$version" ]; then
		echo "install-clients: reusing $package $version in $prefix" >&2
		return 0
	fi
	if ! command -v npm >/dev/null 2>&1; then
		{
			echo "install-clients: npm was not found on PATH."
			echo "The client recordings drive the real $package $version, which is"
			echo "installed from the npm registry. Install Node.js (20 or newer) and npm"
			echo "(for example 'apt-get install npm'), then run this script again."
		} >&2
		exit 1
	fi
	echo "install-clients: installing $package@$version into $prefix" >&2
	mkdir -p "$prefix"
	# Codex ships its native binary as an optional dependency for this
	# platform (@openai/codex-linux-x64 and so on): do not omit optional
	# dependencies.
	if ! npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error \
		--include=optional --engine-strict=false "$package@$version" >&2; then
		echo "install-clients: 'npm install $package@$version' failed (see above)" >&2
		exit 1
	fi
	local got
	got=$(installed_version "$exe")
	if [ "$got" != "$version" ]; then
		echo "install-clients: $exe reports version '${got:-nothing}', want $version; remove $prefix and try again" >&2
		exit 1
	fi
	echo "install-clients: installed $package $version" >&2
}

install codex @openai/codex "$codex_version"
install qwen @qwen-code/qwen-code "$qwen_version"
printf 'PLAN_COMPLIANCE_E2E_CODEX=%s\n' "$(bin codex)"
printf 'PLAN_COMPLIANCE_E2E_QWEN=%s\n' "$(bin qwen)"
