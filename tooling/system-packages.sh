#!/bin/sh
# Runs before `npm test` (the `pretest` script): the tests talk to real programs that npm does not
# bring. HAProxy checks the edge's PROXY protocol v2 header; wireguard-go, wireguard-tools and
# iproute2 carry the WireGuard tunnel test (a peer in a network namespace); nftables carries the
# edge's kernel first line (tested in a network namespace of its own); PostgreSQL's server
# carries the tests that share one database between processes (without TEST_DATABASE_URL they
# start a throw-away cluster of their own); cmake and g++ build raknet-native, the RakNet of the
# Bedrock test peer; PowerDNS (pdns-server, its PostgreSQL and GeoIP backends, Debian's country
# database geoip-database) answers the edge zone in the DNS test, which asks it with dig
# (bind9-dnsutils) as resolvers of other countries would; nats-server carries the test of a location's edges sharing through NATS (it
# starts a server of its own, with JetStream); the browser tests drive Debian's Chromium at
# /usr/bin/chromium (Playwright never downloads a browser) and need fonts.
#
# Whatever is missing is installed with apt when this runs as root on Debian or Ubuntu; otherwise
# it stops at once with one line naming the command to run, rather than letting the suite fail
# minutes later. With everything present it prints nothing and costs a few milliseconds.
set -eu

on_path() {
  for tool in "$@"; do
    command -v "$tool" >/dev/null 2>&1 || return 1
  done
}

# Debian package names of what is missing, as the tests will look for it: commands on PATH,
# PostgreSQL's initdb on PATH or where Debian puts it, the browser at the path the Playwright
# config names, fonts as installed packages (asked of dpkg where there is one; elsewhere the fonts
# are the system's business).
missing_packages() {
  missing=''
  on_path haproxy || missing="$missing haproxy"
  on_path wireguard-go || missing="$missing wireguard-go"
  on_path wg wg-quick || missing="$missing wireguard-tools"
  on_path ip || missing="$missing iproute2"
  on_path nft || missing="$missing nftables"
  postgres_server || missing="$missing postgresql"
  on_path pdns_server || missing="$missing pdns-server"
  pdns_backend gpgsql || missing="$missing pdns-backend-pgsql"
  pdns_backend geoip || missing="$missing pdns-backend-geoip"
  [ -e /usr/share/GeoIP/GeoIP.dat ] || missing="$missing geoip-database"
  on_path dig || missing="$missing bind9-dnsutils"
  on_path nats-server || missing="$missing nats-server"
  # raknet-native (bedrock-protocol's RakNet, the Bedrock test peer) compiles during npm ci
  on_path cmake || missing="$missing cmake"
  on_path g++ || missing="$missing g++"
  [ -x /usr/bin/chromium ] || missing="$missing chromium"
  on_path dpkg-query || { echo "${missing# }"; return; }
  installed=$(dpkg-query -W -f '${Package}=${db:Status-Status} ' fonts-liberation fonts-dejavu-core 2>/dev/null || true)
  for font in fonts-liberation fonts-dejavu-core; do
    case " $installed" in
      *" $font=installed "*) ;;
      *) missing="$missing $font" ;;
    esac
  done
  echo "${missing# }"
}

# PowerDNS's backends are libraries in Debian's multiarch folder (/usr/lib/<triplet>/pdns).
pdns_backend() {
  for lib in /usr/lib/*/pdns/lib"$1"backend.so; do
    [ -e "$lib" ] && return
  done
  return 1
}

# Debian puts the server's programs off PATH, in /usr/lib/postgresql/<version>/bin.
postgres_server() {
  on_path initdb && return
  for bin in /usr/lib/postgresql/*/bin; do
    [ -x "$bin/initdb" ] && return
  done
  return 1
}

is_debian_like() {
  [ -r /etc/os-release ] || return 1
  # shellcheck disable=SC1091
  ids=$(. /etc/os-release && echo "${ID:-} ${ID_LIKE:-}")
  case " $ids " in
    *' debian '* | *' ubuntu '*) command -v apt-get >/dev/null 2>&1 ;;
    *) return 1 ;;
  esac
}

fail() {
  echo "npm test: $*" >&2
  exit 1
}

missing=$(missing_packages)
if [ -n "$missing" ]; then
  if ! is_debian_like; then
    fail "missing $missing (Debian package names); install them with your system's package manager."
  fi
  if [ "$(id -u)" != 0 ]; then
    install="apt-get update && apt-get install -y --no-install-recommends $missing"
    if on_path sudo; then
      fail "missing system packages; install them with: sudo sh -c '$install'"
    fi
    fail "missing system packages; install them as root with: $install"
  fi
  echo "npm test: installing the system packages the tests need: $missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # shellcheck disable=SC2086
  apt-get install -y -qq --no-install-recommends $missing >/dev/null
  still=$(missing_packages)
  [ -z "$still" ] || fail "apt-get installed $missing, yet $still is still not found (is /usr/sbin on PATH?)"
fi

# The tunnel test creates a WireGuard interface (CAP_NET_ADMIN) in a network namespace of its own
# (`ip netns add` mounts it: CAP_SYS_ADMIN), which is what root has.
cap_eff=$(sed -n 's/^CapEff:[[:space:]]*//p' /proc/self/status 2>/dev/null || true)
if [ -z "$cap_eff" ] || [ $((0x$cap_eff >> 12 & 0x$cap_eff >> 21 & 1)) -ne 1 ]; then
  fail "the WireGuard tunnel test needs root (CAP_NET_ADMIN and CAP_SYS_ADMIN); run npm test as root."
fi
[ -c /dev/net/tun ] || fail "the WireGuard tunnel test needs /dev/net/tun; as root: mkdir -p /dev/net && mknod /dev/net/tun c 10 200"
