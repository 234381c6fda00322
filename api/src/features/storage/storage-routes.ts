// The local stand-in for the two Supabase Storage API routes the member page's supabase-js
// client uses to store avatars, registered only when STORAGE_URL is on the site's origin
// (config.storage.local). Pointed at a real Supabase project, the API serves nothing here: an
// unused public write endpoint is one less thing to defend.
//
//   POST {base}/object/:bucket/<name>   upload (supabase-js `upload`); `x-upsert: true` replaces
//   PUT  {base}/object/:bucket/<name>   replace an existing object (supabase-js `update`)
//   GET  {base}/object/public/:bucket/<name>   (and HEAD) the public URL (`getPublicUrl`)
//
// {base} is `/storage/v1` (under STORAGE_URL's path, if it has one). What supabase-js 2.119
// sends with an upload: `apikey: <key>`, `authorization: Bearer <key>` (no Supabase session on
// the page), `x-upsert: false|true` (POST only), and either
//   - a Blob/File: multipart/form-data with a `cacheControl` field and one file part named ''
//     (no `cache-control` header), or
//   - an ArrayBuffer/Buffer/stream: the raw bytes with `content-type` (default
//     'text/plain;charset=UTF-8') and `cache-control: max-age=3600`.
// It reads `{ Key, Id }` back ('avatars/<name>' and an id). Errors are JSON `{ message }`, which
// supabase-js turns into a StorageApiError with that message and status.
//
// Checks: the key (apikey and/or bearer, every one sent must be STORAGE_ANON_KEY), the bucket
// (avatars only), the object name (storage-paths.ts), the size (5 MB, 413), the content by its
// first bytes (PNG, JPEG, WebP, GIF; anything else 415 — the declared type is ignored) and with
// no markup or archive inside (image-polyglot.ts; 415 too), in that
// order, and the key, bucket, name and declared length before any of the body is read. Objects
// are kept in the database (object-store.ts), so every API instance serves every object, and
// served with the type sniffed from their bytes at upload (stored in the same row as the bytes,
// so type and bytes cannot disagree, even across an upsert), `nosniff`, `Content-Disposition:
// inline`, a CSP that runs nothing and a year of caching (names carry a timestamp, so a name is
// not reused in practice).
//
// No CORS: the page uploading is on the site's origin, which is this server's.
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../app/http-error';
import { rateLimitConfig } from '../../app/rate-limit';
import { IMMUTABLE_CACHE } from '../../app/static-shell';
import { bearerToken } from '../../core/auth/authenticate';
import { sameSecret } from '../../core/auth/same-secret';
import { AVATAR_BUCKET, isSafeObjectName, storageApiBase } from '../../core/storage/storage-paths';
import { hasForeignContent } from './image-polyglot';
import { sniffImageType } from './image-type';
import { createObjectStore, type PutMode } from './object-store';

/** Largest object accepted: 5 MB. */
export const MAX_OBJECT_BYTES = 5 * 1024 * 1024;
/** Room for the multipart envelope (boundaries, part headers, the cacheControl field). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const UPLOAD_RATE_LIMIT = 60;
export const UPLOAD_WINDOW_MS = 15 * 60 * 1000;

export const STORAGE_MESSAGES = {
  missingKey: 'Missing API key',
  invalidKey: 'Invalid API key',
  bucketNotFound: 'Bucket not found',
  objectNotFound: 'Object not found',
  invalidName: 'Invalid object name',
  tooLarge: 'The object exceeded the maximum allowed size (5 MB)',
  notAnImage: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
  noFile: 'The upload contains no file',
  tooManyParts: 'Send one file per upload',
  malformed: 'Malformed upload',
  exists: 'The resource already exists',
} as const;

/** The CSP of a served object: it is an image, nothing in it may run or load anything. */
export const OBJECT_CSP = "default-src 'none'; sandbox";

interface ObjectParams {
  bucket: string;
  '*': string;
}

function checkKey(request: FastifyRequest, anonKey: string): void {
  const { apikey, authorization } = request.headers;
  const presented: unknown[] = [];
  if (apikey !== undefined) presented.push(apikey);
  if (authorization !== undefined) {
    presented.push(typeof authorization === 'string' ? bearerToken(authorization) : undefined);
  }
  if (presented.length === 0) throw new HttpError(401, STORAGE_MESSAGES.missingKey);
  if (!presented.every((key) => typeof key === 'string' && sameSecret(key, anonKey))) {
    throw new HttpError(403, STORAGE_MESSAGES.invalidKey);
  }
}

function checkObject(params: ObjectParams): { bucket: string; name: string } {
  if (params.bucket !== AVATAR_BUCKET) throw new HttpError(404, STORAGE_MESSAGES.bucketNotFound);
  const name = params['*'];
  if (!isSafeObjectName(name)) throw new HttpError(400, STORAGE_MESSAGES.invalidName);
  return { bucket: params.bucket, name };
}

/** The uploaded bytes: the one file part of a multipart body, or the raw body. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, STORAGE_MESSAGES.noFile);
    return body;
  }
  let file: Buffer | null = null;
  try {
    // Fields (cacheControl, metadata, contentEncoding) are read and ignored.
    for await (const part of request.parts()) {
      if (part.type === 'file') file = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, STORAGE_MESSAGES.tooLarge);
    // More files, fields or parts than an upload has (busboy's limits).
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(413, STORAGE_MESSAGES.tooManyParts);
    }
    throw new HttpError(400, STORAGE_MESSAGES.malformed);
  }
  if (!file || file.length === 0) throw new HttpError(400, STORAGE_MESSAGES.noFile);
  return file;
}

export async function registerStorageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { storage } = ctx.config;
  if (!storage.local) return;
  const base = storageApiBase(storage).pathname.replace(/\/+$/, '');
  const store = createObjectStore(ctx.db);

  // Own scope: its body parsers (raw bytes, multipart) apply to these routes only; /api stays
  // JSON-only with its small limit.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(multipart, {
      limits: {
        fileSize: MAX_OBJECT_BYTES,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 20,
      },
    });
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_OBJECT_BYTES }, (_request, body, done) => {
      done(null, body);
    });

    const upload = (mode: (request: FastifyRequest) => PutMode) =>
      async (request: FastifyRequest<{ Params: ObjectParams }>) => {
        const { bucket, name } = checkObject(request.params);
        const bytes = await readUpload(request);
        if (bytes.length > MAX_OBJECT_BYTES) throw new HttpError(413, STORAGE_MESSAGES.tooLarge);
        const type = sniffImageType(bytes);
        if (!type || hasForeignContent(bytes)) throw new HttpError(415, STORAGE_MESSAGES.notAnImage);
        const result = await store.put(bucket, name, bytes, type, mode(request));
        if (result === 'exists') throw new HttpError(409, STORAGE_MESSAGES.exists);
        if (result === 'missing') throw new HttpError(404, STORAGE_MESSAGES.objectNotFound);
        return { Key: `${bucket}/${name}`, Id: randomUUID() };
      };

    const uploadOptions = {
      bodyLimit: MAX_OBJECT_BYTES,
      config: {
        bodyType: 'raw' as const,
        ...rateLimitConfig({ max: UPLOAD_RATE_LIMIT, timeWindowMs: UPLOAD_WINDOW_MS }),
      },
      // Before any of the body is read: the key, then the bucket and name, then the declared size.
      onRequest: async (request: FastifyRequest) => {
        checkKey(request, storage.anonKey);
        checkObject(request.params as ObjectParams);
        const declared = Number(request.headers['content-length']);
        if (declared > MAX_OBJECT_BYTES + MULTIPART_OVERHEAD_BYTES) {
          throw new HttpError(413, STORAGE_MESSAGES.tooLarge);
        }
      },
    };

    scope.post<{ Params: ObjectParams }>(
      `${base}/object/:bucket/*`,
      uploadOptions,
      upload((request) => (/^true$/i.test(String(request.headers['x-upsert'] ?? '')) ? 'upsert' : 'create')),
    );
    scope.put<{ Params: ObjectParams }>(`${base}/object/:bucket/*`, uploadOptions, upload(() => 'replace'));

    scope.get<{ Params: ObjectParams }>(`${base}/object/public/:bucket/*`, async (request, reply) => {
      const { bucket, name } = checkObject(request.params);
      const object = await store.get(bucket, name);
      if (!object) throw new HttpError(404, STORAGE_MESSAGES.objectNotFound);
      return reply
        .headers({
          'content-type': object.type,
          'x-content-type-options': 'nosniff',
          'content-security-policy': OBJECT_CSP,
          'content-disposition': 'inline',
          'cache-control': IMMUTABLE_CACHE,
        })
        .send(object.bytes);
    });
  });
}
