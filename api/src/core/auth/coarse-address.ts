// The network a client is in, never its address: IPv4 to its /24, IPv6 to its /48. Enough to
// tell a person "this session is from another network" without keeping where they are.
import { isIPv4, isIPv6 } from 'node:net';

function ipv6Groups(address: string): string[] | null {
  const [head = '', tail] = address.split('::');
  if (address.split('::').length > 2) return null;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) counts as two groups.
  const last = right.length > 0 ? right : left;
  const lastPart = last.at(-1);
  if (lastPart && isIPv4(lastPart)) {
    const [a = 0, b = 0, c = 0, d = 0] = lastPart.split('.').map(Number);
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

/** `a.b.c.0/24` or `x:y:z::/48`; null for anything that is not an IP address. */
export function coarseAddress(ip: string | undefined): string | null {
  if (!ip) return null;
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  const v4 = mapped ?? (isIPv4(address) ? address : null);
  if (v4) {
    const [a, b, c] = v4.split('.');
    return `${a}.${b}.${c}.0/24`;
  }
  if (!isIPv6(address)) return null;
  const groups = ipv6Groups(address);
  if (!groups) return null;
  return `${groups.slice(0, 3).map((g) => parseInt(g, 16).toString(16)).join(':')}::/48`;
}
