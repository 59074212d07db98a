import { isIP } from 'node:net';

/** Node reports IPv4 peers of a dual-stack socket as IPv4-mapped IPv6 (::ffff:203.0.113.9). */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function addressOrNull(value: string | undefined): string | null {
  const address = value?.trim();
  return address && isIP(address) ? plainAddress(address) : null;
}

/**
 * The client's address on the Node server. Without proxies (`trustedProxies` 0, the default)
 * it is the socket's peer, and the forwarding headers are ignored: any client can write them,
 * and login throttling keys on this address.
 *
 * Behind `trustedProxies` reverse proxies, each proxy appends the address it received from to
 * X-Forwarded-For and the socket's peer is the nearest proxy. The client is therefore the
 * entry that many hops left of the socket; entries further left were written by the client
 * and are not believed. A proxy that sends only X-Real-IP (its own peer) is honoured when
 * X-Forwarded-For is absent. Null when the socket is gone or the chosen entry is no address.
 */
export function nodeClientAddress(
  socketAddress: string | undefined,
  headers: Headers,
  trustedProxies: number,
): string | null {
  const peer = addressOrNull(socketAddress);
  if (trustedProxies === 0 || peer === null) return peer;
  const forwarded = (headers.get('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return addressOrNull(headers.get('X-Real-IP') ?? undefined) ?? peer;
  const chain = [...forwarded, peer];
  // Fewer entries than proxies: the outermost proxy saw the client directly, so take the leftmost.
  return addressOrNull(chain[Math.max(0, chain.length - 1 - trustedProxies)]);
}
