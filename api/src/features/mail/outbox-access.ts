// Who may read the dev outbox (GET /api/dev/outbox): it holds every mail sent, password links
// included, so whoever reads it can take over any account. It is a local development tool, so it
// answers only a request made on this machine, directly:
// - from a loopback address (the socket's, never X-Forwarded-For);
// - not through a proxy (no forwarding header: a proxy on this machine would make every visitor
//   look local);
// - to a loopback host name or the site's own (a page on another site cannot read it through DNS
//   rebinding, whose requests name the attacker's host).
// Anything else gets the same 404 as an unknown route. With MAIL_TRANSPORT=smtp the route does not
// exist at all.
import type { FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && (/^(::ffff:)?127\./.test(address) || address === '::1');

function hostName(host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function mayReadOutbox(request: FastifyRequest, siteUrl: string): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const host = hostName(request.headers.host);
  return host !== null && (LOOPBACK_HOSTS.has(host) || host === new URL(siteUrl).hostname.toLowerCase());
}
