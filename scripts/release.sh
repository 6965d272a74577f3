#!/bin/sh
# Builds the release assets (make release): the three programs
# (plan-compliance, plan-compliance-hook, plan-compliance-review) for every
# target below as static binaries, reproducibly, into dist/, with
# dist/checksums.txt (sha256sum format). The same source and the same Go
# toolchain give byte-identical files:
#   - CGO_ENABLED=0, -trimpath, -buildvcs=false, an empty build id;
#   - the Go toolchain is the one go.mod names (GOTOOLCHAIN=go<version>; the
#     go command fetches it through the module proxy when it is not the
#     local one), and GOFLAGS, GOAMD64 and GOARM64 are fixed;
#   - no commit is stamped: the plugin version comes from the embedded
#     .claude-plugin/plugin.json, so release/checksums.txt, which is
#     committed, stays valid from commit to commit until the code changes.
#
#   scripts/release.sh            build into dist/
#   scripts/release.sh --commit   build, then copy the checksums into
#                                 release/ (make checksums)
#   scripts/release.sh --check    build, then fail unless release/ matches
#                                 (CI; make release-check)
set -eu
cd "$(dirname "$0")/.."
go=${GO:-go}
targets=${RELEASE_TARGETS:-"linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64 windows/arm64"}
programs="plan-compliance plan-compliance-hook plan-compliance-review"
dist=${DIST:-dist}

gover=$(awk '$1 == "go" { print $2; exit }' go.mod)
export GOTOOLCHAIN="go$gover" GOFLAGS='' GOAMD64=v1 GOARM64=v8.0 CGO_ENABLED=0

rm -rf "$dist"
mkdir -p "$dist"
for t in $targets; do
	os=${t%/*} arch=${t#*/}
	ext=
	[ "$os" = windows ] && ext=.exe
	out="$dist/.build-${os}_$arch"
	mkdir -p "$out"
	GOOS=$os GOARCH=$arch "$go" build -trimpath -buildvcs=false -ldflags "-buildid= -s -w" -o "$out/" \
		./cmd/plan-compliance ./cmd/plan-compliance-hook ./cmd/plan-compliance-review
	for p in $programs; do
		mv "$out/$p$ext" "$dist/${p}_${os}_$arch$ext"
	done
	rmdir "$out"
done
(cd "$dist" && sha256sum -- *_* >checksums.txt)
echo "release: built $(($(wc -l <"$dist/checksums.txt"))) assets with Go $gover into $dist/ (checksums: $dist/checksums.txt)" >&2

identity() { printf '%s+%s\n' "$(sed -n 's/.*"version"[^"]*"\([^"]*\)".*/\1/p' .claude-plugin/plugin.json | head -n1)" "$(sha256sum <"$1" | cut -c1-16)"; }

case ${1:-} in
--commit)
	mkdir -p release
	cp "$dist/checksums.txt" release/checksums.txt
	identity release/checksums.txt >release/identity
	echo "release: wrote release/checksums.txt and release/identity ($(cat release/identity))" >&2
	;;
--check)
	if ! cmp -s "$dist/checksums.txt" release/checksums.txt || [ "$(identity release/checksums.txt)" != "$(cat release/identity 2>/dev/null)" ]; then
		diff -u release/checksums.txt "$dist/checksums.txt" >&2 || true
		echo "release: release/checksums.txt or release/identity does not match what this source builds. Run 'make checksums' and commit release/." >&2
		exit 1
	fi
	echo "release: release/checksums.txt matches the build" >&2
	;;
'') ;;
*)
	echo "release: unknown argument $1 (want --commit or --check)" >&2
	exit 2
	;;
esac
