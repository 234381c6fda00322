import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Manifests and entries name the hashed files: always revalidated. Hashed files never change. */
export function cacheControlFor(path: string): string {
  const name = path.split('/').pop() ?? '';
  if (name.endsWith('.json') || name === 'remoteEntry.js') return 'no-cache';
  if (/\.[0-9a-f]{8,}\.(js|css|woff2|png|svg)$/.test(name) || path.includes('/static/')) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}

export interface CdnOptions {
  /** The folder holding /<remote>/<version>/ trees. */
  root: string;
  /** Origins allowed to read cross-origin (the shell's). */
  allowedOrigins: string[];
}

/**
 * A static "CDN" for the remotes, on its own port so they are cross-origin to the shell as in
 * production: CORS for the shell's origins only, immutable caching of hashed assets, no-cache
 * for manifests, precompressed brotli or gzip when the client accepts it. Hidden files and
 * folders (`.published`, `.build-stamp`, temp folders of a publish in progress) are not served.
 */
export function createCdnServer({ root, allowedOrigins }: CdnOptions): Server {
  const base = normalize(root + sep);
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin;
    if (origin && allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
    }
    res.setHeader('Vary', 'Origin, Accept-Encoding');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://cdn').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = normalize(join(base, pathname));
    // Hidden entries are markers and folders being published or replaced: never served.
    const hidden = pathname.split('/').some((segment) => segment.startsWith('.'));
    if (hidden || !file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    let served = file;
    let encoding: string | undefined;
    if (/\bbr\b/.test(accepts) && existsSync(`${file}.br`)) {
      served = `${file}.br`;
      encoding = 'br';
    } else if (/\bgzip\b/.test(accepts) && existsSync(`${file}.gz`)) {
      served = `${file}.gz`;
      encoding = 'gzip';
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': statSync(served).size,
      'Cache-Control': cacheControlFor(pathname),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(served).pipe(res);
  });
}
