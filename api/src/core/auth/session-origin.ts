// What a session records of the client that opened it: browser and operating system read from
// the User-Agent (bowser), and the client's network (coarse-address.ts). The header itself and
// the full address are not kept.
import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import { coarseAddress } from './coarse-address';

export interface SessionOrigin {
  browser: string | null;
  os: string | null;
  clientAddress: string | null;
}

/** A User-Agent longer than this is not a browser's; it is not parsed. */
const MAX_USER_AGENT_LENGTH = 1024;
const MAX_NAME_LENGTH = 60;

const clean = (value: string | undefined): string | null => {
  const text = (value ?? '').replace(/[^\x20-\x7e]/g, '').trim().slice(0, MAX_NAME_LENGTH);
  return text === '' ? null : text;
};

/** 'Chrome 131', 'Safari 17.5'; the major version only past its first dot for dotted versions. */
function named(name: string | undefined, version: string | undefined): string | null {
  const base = clean(name);
  if (!base) return null;
  const shortVersion = version?.split('.').slice(0, 2).join('.').replace(/\.0$/, '');
  return clean(shortVersion ? `${base} ${shortVersion}` : base);
}

export function parseUserAgent(userAgent: string | undefined): Pick<SessionOrigin, 'browser' | 'os'> {
  if (!userAgent || userAgent.length > MAX_USER_AGENT_LENGTH) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: named(parsed.browser.name, parsed.browser.version),
    os: clean(parsed.os.name),
  };
}

export function sessionOriginOf(request: FastifyRequest): SessionOrigin {
  return { ...parseUserAgent(request.headers['user-agent']), clientAddress: coarseAddress(request.ip) };
}
