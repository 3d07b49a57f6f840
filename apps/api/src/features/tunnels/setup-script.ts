import type { LocationRow } from '../admin/queries';
import type { TunnelRow } from './queries/tunnels';

/**
 * A bash script the customer runs on their server: installs WireGuard, writes the interface
 * config and brings it up (as a systemd service when there is systemd). Only values we
 * validated or generated go into it: keys, addresses and ports.
 */
export function setupScript(
  tunnel: TunnelRow,
  location: LocationRow,
  privateKey: string | null,
): string {
  const iface = `palisade${tunnel.id}`;
  const keyLine = privateKey ?? 'PASTE_YOUR_PRIVATE_KEY_HERE';
  return `#!/usr/bin/env bash
# Palisade tunnel ${tunnel.id}: connects this server to the ${location.id} edge over WireGuard.
# Run as root on the server players should reach through port ${tunnel.bindPort} of ${location.publicAddress}.
set -euo pipefail

if [ "$(id -u)" -ne 0 ]; then
  echo "Run this script as root (for example with sudo)." >&2
  exit 1
fi

if ! command -v wg-quick >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1; then
    apt-get update && apt-get install -y wireguard-tools
  elif command -v dnf >/dev/null 2>&1; then
    dnf install -y wireguard-tools
  elif command -v yum >/dev/null 2>&1; then
    yum install -y epel-release && yum install -y wireguard-tools
  elif command -v apk >/dev/null 2>&1; then
    apk add wireguard-tools
  else
    echo "Install wireguard-tools with your package manager, then run this script again." >&2
    exit 1
  fi
fi

PRIVATE_KEY='${keyLine}'
${
  privateKey
    ? ''
    : `# You gave Palisade your own public key: put the matching private key above.
if [ "$PRIVATE_KEY" = 'PASTE_YOUR_PRIVATE_KEY_HERE' ]; then
  echo "Edit this script: set PRIVATE_KEY to the private key of ${tunnel.endpointPublicKey}." >&2
  exit 1
fi
`
}
install -d -m 700 /etc/wireguard
umask 077
cat > /etc/wireguard/${iface}.conf <<CONF
[Interface]
PrivateKey = $PRIVATE_KEY
Address = ${tunnel.peerPrivateAddress}/31

[Peer]
PublicKey = ${location.wireguardPublicKey}
Endpoint = ${location.publicAddress}:${location.wireguardPort}
AllowedIPs = ${tunnel.privateAddress}/32
PersistentKeepalive = 25
CONF

if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
  systemctl enable --now wg-quick@${iface}
else
  wg-quick down ${iface} >/dev/null 2>&1 || true
  wg-quick up ${iface}
fi

echo "Tunnel ${iface} is up: the edge reaches this server at ${tunnel.peerPrivateAddress}."
`;
}
