#!/bin/sh
# Builds the judge runner's image from Debian's own packages, with no base image from a container
# registry: mmdebstrap installs a minimal Debian 13 (trixie: the first stable Debian whose
# `nodejs` package is 20.x) with the toolchains, the runner bundle (judge-runner/build-bundle.mjs)
# goes into /opt/judge-runner, and the result is a root filesystem tarball that any OCI tool
# imports (podman import / docker import) or that systemd-nspawn and a plain chroot run as it is.
#
#   sh infra/judge-runner/build-image.sh [OUT.tar]          (as root, from the repository root)
#   podman import --change 'ENTRYPOINT ["/usr/bin/node","/opt/judge-runner/lib/bin/judge-runner.mjs"]' \
#     --change 'ENV RUNNER_WORK_DIR=/var/lib/judge-runner' OUT.tar judge-runner
#   podman run --rm judge-runner --check --server … --token …      (verifies settings, takes no work)
#
# Environment: MIRROR (default http://deb.debian.org/debian), SUITE (default trixie),
# TOOLCHAINS (the languages to offer; the runner detects what is installed).
# Needs mmdebstrap (apt-get install mmdebstrap) and Node.js 20.19+ on the build machine.
set -eu

OUT=${1:-dist/judge-runner-rootfs.tar}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
SUITE=${SUITE:-trixie}
TOOLCHAINS=${TOOLCHAINS:-gcc g++ libc6-dev openjdk-21-jdk-headless python3 pypy3 golang-go}

BUNDLE=$(mktemp -d)
trap 'rm -rf "$BUNDLE"' EXIT
node judge-runner/build-bundle.mjs --out "$BUNDLE/judge-runner"
test -x "$BUNDLE/judge-runner/sandbox/build/jsandbox" || {
  echo "build-image: the sandbox helper did not build (install gcc, and musl-tools for the faster one)" >&2
  exit 1
}

mkdir -p "$(dirname "$OUT")"
# nodejs runs the bundle; util-linux gives setpriv; mount gives mount and umount, with which the
# runner makes each box a size-limited tmpfs and undoes it (not Essential, so not in the apt
# variant by itself); ca-certificates lets it reach https servers.
mmdebstrap --variant=apt --mode=root \
  --include="nodejs ca-certificates util-linux mount $TOOLCHAINS" \
  --customize-hook="mkdir -p \"\$1/opt\" \"\$1/var/lib/judge-runner\" && cp -a '$BUNDLE/judge-runner' \"\$1/opt/judge-runner\"" \
  --customize-hook='chroot "$1" /usr/bin/node /opt/judge-runner/lib/bin/judge-runner.mjs --version' \
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' \
  "$SUITE" "$OUT" "$MIRROR"
echo "build-image: wrote $OUT"
