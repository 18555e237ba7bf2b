import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Outbound calls to merchant-chosen hosts (webhook URLs, SFTP servers) must not reach the provider's
 * own network (SSRF, DESIGN.md section 9): private, loopback, link-local, CGNAT, multicast and reserved
 * ranges are refused outside sandbox/test. A host name is resolved once and the call connects to the
 * checked address, so that a second DNS answer cannot swap in a private one (DNS rebinding).
 */

// IANA special-purpose registries (RFC 6890 and its updates): every range that is not the public internet
const blocked = new net.BlockList();
for (const [a, p] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(a, p, 'ipv4');
for (const [a, p] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(a, p, 'ipv6');

/** Whether an IP literal is on the public internet. IPv4-mapped and NAT64 IPv6 forms are judged by their IPv4 part. */
export function isPublicAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = embeddedIpv4(ip);
    if (v4) return isPublicAddress(v4);
    return !blocked.check(ip, 'ipv6');
  }
  return !blocked.check(ip, 'ipv4');
}

function embeddedIpv4(ip: string): string | null {
  const lower = ip.toLowerCase();
  const dotted = /^(?:::ffff:|::ffff:0:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

export class OutboundBlockedError extends Error {
  constructor(
    readonly host: string,
    readonly reason: 'unresolvable' | 'private',
  ) {
    super(reason === 'private' ? `${host} resolves to a private or reserved address` : `${host} does not resolve`);
  }
}

export interface ResolvedHost {
  address: string;
  family: 4 | 6;
}

/**
 * Resolve a host for an outbound call. Every address it resolves to must be public unless
 * `allowPrivate` (sandbox and tests, whose receivers listen on 127.0.0.1); the call then connects to
 * the returned address, never to a fresh lookup.
 */
export async function resolveOutbound(host: string, o: { allowPrivate: boolean }): Promise<ResolvedHost> {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  let answers: { address: string; family: number }[];
  if (net.isIP(bare)) answers = [{ address: bare, family: net.isIP(bare) }];
  else {
    try {
      answers = await dns.lookup(bare, { all: true, verbatim: true });
    } catch {
      throw new OutboundBlockedError(host, 'unresolvable');
    }
  }
  if (answers.length === 0) throw new OutboundBlockedError(host, 'unresolvable');
  if (!o.allowPrivate && answers.some((a) => !isPublicAddress(a.address))) throw new OutboundBlockedError(host, 'private');
  return { address: answers[0]!.address, family: answers[0]!.family === 6 ? 6 : 4 };
}

/** Time-out and response cap of every outbound HTTP call: a slow or huge answer is a failed attempt, not a stuck job. */
export const OUTBOUND_TIMEOUT_MS = 10_000;
export const OUTBOUND_MAX_RESPONSE_BYTES = 64 * 1024;
