// The local Supabase Storage stand-in, driven by the real @supabase/supabase-js client (the one
// the member page uses) against a real server, on both engines (the objects are in the database).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { call } from '../../test/http';
import {
  GIF_1X1, GIF_HTML_POLYGLOT, HTML_PAGE, JPEG_1X1, makePng, PNG_1X1, SVG_WITH_SCRIPT, WEBP_1X1,
} from '../../test/image-fixtures';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../../test/test-database';
import { storageClient, TEST_STORAGE_KEY as ANON_KEY } from '../../test/supabase';
import { startTestServer, type TestServer } from '../../test/test-server';
import { MAX_OBJECT_BYTES, OBJECT_CSP, STORAGE_MESSAGES, UPLOAD_RATE_LIMIT } from './storage-routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let sequence = 0;
/** The name the member page gives a file: `${Date.now()}-${file name}`. */
const objectName = (fileName = 'avatar.png') => {
  sequence += 1;
  return `${Date.now()}${sequence}-${fileName}`;
};

describe.each(engines)('local storage stand-in (supabase-js, %s)', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let supabase: SupabaseClient;
  let avatars: ReturnType<SupabaseClient['storage']['from']>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startTestServer(database, { SEED_DEMO: '0' });
    supabase = storageClient(server.url);
    avatars = supabase.storage.from('avatars');
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  /** The stored row of an object, as every instance reads it. */
  const stored = (name: string) =>
    server.app.db
      .selectFrom('storage_objects')
      .select(['bytes', 'size', 'content_type'])
      .where('bucket', '=', 'avatars')
      .where('name', '=', name)
      .executeTakeFirst();
  const storedBytes = async (name: string) => (await stored(name))?.bytes;
  const fetchPublic = (name: string) => fetch(avatars.getPublicUrl(name).data.publicUrl);

  const expectImageHeaders = (response: Response, type: string) => {
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(OBJECT_CSP);
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  };

  /** A raw upload as supabase-js would send it, with full control of the headers and path. */
  const rawUpload = (urlPath: string, body: Buffer | string, headers: Record<string, string> = {}) =>
    call(server, urlPath, {
      method: 'POST',
      body,
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${ANON_KEY}`,
        'content-type': 'image/png',
        'x-upsert': 'false',
        ...headers,
      },
    });

  describe('upload and public URL', () => {
    it('stores a PNG sent as raw bytes and serves it at getPublicUrl with a fixed type and nosniff', async () => {
      const name = objectName('me.png');
      const { data, error } = await avatars.upload(name, PNG_1X1, { contentType: 'image/png' });
      expect(error).toBeNull();
      expect(data).toEqual({ path: name, id: expect.any(String), fullPath: `avatars/${name}` });

      const publicUrl = avatars.getPublicUrl(name).data.publicUrl;
      expect(publicUrl).toBe(`${server.url}/storage/v1/object/public/avatars/${name}`);
      const response = await fetch(publicUrl);
      expect(response.status).toBe(200);
      expectImageHeaders(response, 'image/png');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_1X1);
      expect(await storedBytes(name)).toEqual(PNG_1X1);
    });

    it('stores a File sent as multipart (how the browser uploads), name with spaces and parentheses', async () => {
      const name = objectName('My photo (1).png');
      const file = new File([makePng(3, 2)], 'My photo (1).png', { type: 'image/png' });
      const { data, error } = await avatars.upload(name, file, { contentType: file.type });
      expect(error).toBeNull();
      expect(data?.fullPath).toBe(`avatars/${name}`);

      const publicUrl = avatars.getPublicUrl(name).data.publicUrl;
      expect(publicUrl).toContain('My%20photo%20(1).png');
      const response = await fetch(publicUrl);
      expect(response.status).toBe(200);
      expectImageHeaders(response, 'image/png');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(makePng(3, 2));
    });

    it.each([
      ['JPEG', JPEG_1X1, 'image/jpeg'],
      ['GIF', GIF_1X1, 'image/gif'],
      ['WebP', WEBP_1X1, 'image/webp'],
    ])('accepts a %s and serves it with the type its bytes say, not the declared one', async (_label, bytes, type) => {
      const name = objectName('picture.png');
      // Declared as a PNG (or as text/plain, supabase-js's default for raw bytes).
      const raw = await avatars.upload(name, bytes, { contentType: 'image/png' });
      expect(raw.error).toBeNull();
      const asFile = objectName('picture');
      const multipart = await avatars.upload(asFile, new Blob([bytes], { type: 'text/plain' }));
      expect(multipart.error).toBeNull();
      for (const stored of [name, asFile]) {
        const response = await fetchPublic(stored);
        expect(response.status).toBe(200);
        expectImageHeaders(response, type);
        expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
      }
    });

    it('answers HEAD for a stored object without a body', async () => {
      const name = objectName();
      await avatars.upload(name, PNG_1X1);
      const response = await fetch(avatars.getPublicUrl(name).data.publicUrl, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    });

    it('answers 404 JSON for a missing object', async () => {
      const response = await fetchPublic(objectName('never-uploaded.png'));
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: STORAGE_MESSAGES.objectNotFound });
    });
  });

  describe('existing names', () => {
    it('refuses to overwrite (409) unless upsert is asked for', async () => {
      const name = objectName();
      expect((await avatars.upload(name, PNG_1X1)).error).toBeNull();

      const again = await avatars.upload(name, GIF_1X1);
      expect(again.error).toMatchObject({ message: STORAGE_MESSAGES.exists, status: 409 });
      expect(await storedBytes(name)).toEqual(PNG_1X1);

      const upsert = await avatars.upload(name, GIF_1X1, { upsert: true });
      expect(upsert.error).toBeNull();
      const response = await fetchPublic(name);
      expectImageHeaders(response, 'image/gif');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(GIF_1X1);
    });

    it('replaces an existing object with update() (PUT) and refuses a missing one (404)', async () => {
      const name = objectName();
      await avatars.upload(name, PNG_1X1);
      expect((await avatars.update(name, WEBP_1X1)).error).toBeNull();
      expect(await storedBytes(name)).toEqual(WEBP_1X1);

      const missing = await avatars.update(objectName('missing.png'), WEBP_1X1);
      expect(missing.error).toMatchObject({ message: STORAGE_MESSAGES.objectNotFound, status: 404 });
    });

    it('keeps an object in one row: its bytes, their size and the type sniffed from them', async () => {
      const name = objectName();
      await avatars.upload(name, PNG_1X1);
      await avatars.upload(name, GIF_1X1, { upsert: true, contentType: 'image/png' });
      const row = await stored(name);
      expect(row && { ...row, size: Number(row.size) }).toEqual({ bytes: GIF_1X1, size: GIF_1X1.length, content_type: 'image/gif' });
    });
  });

  describe('the key', () => {
    it('refuses a client with another key (403) and stores nothing', async () => {
      const name = objectName();
      const { data, error } = await storageClient(server.url, 'not-the-key').storage.from('avatars').upload(name, PNG_1X1);
      expect(data).toBeNull();
      expect(error).toMatchObject({ message: STORAGE_MESSAGES.invalidKey, status: 403 });
      expect((await fetchPublic(name)).status).toBe(404);
    });

    it('refuses an upload without a key (401)', async () => {
      const res = await call(server, `/storage/v1/object/avatars/${objectName()}`, {
        method: 'POST',
        body: PNG_1X1,
        headers: { 'content-type': 'image/png' },
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: STORAGE_MESSAGES.missingKey });
    });

    it('needs every key sent to be the right one', async () => {
      const upload = (headers: Record<string, string>) =>
        rawUpload(`/storage/v1/object/avatars/${objectName()}`, PNG_1X1, headers);
      expect((await upload({ authorization: 'Bearer wrong' })).status).toBe(403);
      expect((await upload({ apikey: 'wrong' })).status).toBe(403);
      expect((await upload({ authorization: 'Basic abc' })).status).toBe(403);
      const onlyApikey = await call(server, `/storage/v1/object/avatars/${objectName()}`, {
        method: 'POST',
        body: PNG_1X1,
        headers: { apikey: ANON_KEY, 'content-type': 'image/png' },
      });
      expect(onlyApikey.status).toBe(200);
      const onlyBearer = await call(server, `/storage/v1/object/avatars/${objectName()}`, {
        method: 'POST',
        body: PNG_1X1,
        headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'image/png' },
      });
      expect(onlyBearer.status).toBe(200);
    });

    it('serves public objects without a key', async () => {
      const name = objectName();
      await avatars.upload(name, PNG_1X1);
      const res = await call(server, `/storage/v1/object/public/avatars/${name}`);
      expect(res.status).toBe(200);
    });
  });

  describe('content', () => {
    it.each([
      ['an SVG declared as SVG', SVG_WITH_SCRIPT, 'image/svg+xml'],
      ['an SVG declared as PNG', SVG_WITH_SCRIPT, 'image/png'],
      ['an HTML page', HTML_PAGE, 'image/gif'],
    ])('refuses %s (415 JSON), raw or multipart', async (_label, bytes, contentType) => {
      const raw = objectName('evil.png');
      const rawResult = await avatars.upload(raw, bytes, { contentType });
      expect(rawResult.error).toMatchObject({ message: STORAGE_MESSAGES.notAnImage, status: 415 });

      const multipart = objectName('evil.svg');
      const multipartResult = await avatars.upload(multipart, new Blob([bytes], { type: contentType }));
      expect(multipartResult.error).toMatchObject({ message: STORAGE_MESSAGES.notAnImage, status: 415 });

      for (const name of [raw, multipart]) {
        expect((await fetchPublic(name)).status).toBe(404);
        expect(await stored(name)).toBeUndefined();
      }
    });

    /** A ZIP archive's end record (an empty archive, with a comment): what a JAR reader looks for. */
    const zipEnd = (comment = 'META-INF/MANIFEST.MF') => {
      const record = Buffer.alloc(22);
      record.writeUInt32LE(0x06054b50, 0);
      record.writeUInt16LE(comment.length, 20);
      return Buffer.concat([record, Buffer.from(comment)]);
    };

    it.each([
      ['a GIF header followed by HTML', GIF_HTML_POLYGLOT, 'text/html'],
      ['a PNG followed by HTML', Buffer.concat([PNG_1X1, Buffer.from('<html><script>alert(1)</script></html>')]), 'image/png'],
      ['a PNG header then an SVG', Buffer.concat([PNG_1X1.subarray(0, 8), SVG_WITH_SCRIPT]), 'image/png'],
      ['a JPEG with a script in it', Buffer.concat([JPEG_1X1.subarray(0, 20), Buffer.from('<SCRIPT>alert(1)</SCRIPT>'), JPEG_1X1.subarray(20)]), 'image/jpeg'],
      ['a WebP with an XML document in it', Buffer.concat([WEBP_1X1, Buffer.from('<?xml version="1.0"?><!DOCTYPE x>')]), 'image/webp'],
      ['a GIF that is also a JAR (GIFAR)', Buffer.concat([GIF_1X1, zipEnd()]), 'image/gif'],
      ['a PNG that is also a ZIP without a comment', Buffer.concat([PNG_1X1, zipEnd('')]), 'image/png'],
    ])('refuses %s (415), raw or multipart, and stores nothing', async (_label, bytes, contentType) => {
      const raw = objectName('polyglot.png');
      expect((await avatars.upload(raw, bytes, { contentType })).error)
        .toMatchObject({ message: STORAGE_MESSAGES.notAnImage, status: 415 });
      const multipart = objectName('polyglot.png');
      expect((await avatars.upload(multipart, new Blob([bytes], { type: contentType }))).error)
        .toMatchObject({ message: STORAGE_MESSAGES.notAnImage, status: 415 });
      for (const name of [raw, multipart]) expect(await stored(name)).toBeUndefined();
    });

    it('still takes real images of every kind, large ones included', async () => {
      // A big PNG of noise: its compressed bytes are close to random, where no token may match by chance.
      const noise = makePng(700, 700, [0, 0, 0]);
      const pixels = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));
      for (const bytes of [PNG_1X1, GIF_1X1, JPEG_1X1, WEBP_1X1, noise, Buffer.concat([JPEG_1X1, pixels])]) {
        expect((await avatars.upload(objectName(), bytes)).error).toBeNull();
      }
    });

    it('refuses an empty upload (400)', async () => {
      const raw = await rawUpload(`/storage/v1/object/avatars/${objectName()}`, '');
      expect(raw.status).toBe(400);
      expect(raw.body).toEqual({ message: STORAGE_MESSAGES.noFile });
      const multipart = await avatars.upload(objectName(), new Blob([]));
      expect(multipart.error).toMatchObject({ status: 400 });
    });

    it('refuses a multipart body without a file part (400)', async () => {
      const form = new FormData();
      form.append('cacheControl', '3600');
      const response = await fetch(`${server.url}/storage/v1/object/avatars/${objectName()}`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` },
        body: form,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: STORAGE_MESSAGES.noFile });
    });

    it('refuses a multipart body with two files (413)', async () => {
      const form = new FormData();
      form.append('cacheControl', '3600');
      form.append('', new Blob([PNG_1X1], { type: 'image/png' }), 'one.png');
      form.append('', new Blob([GIF_1X1], { type: 'image/gif' }), 'two.gif');
      const name = objectName();
      const response = await fetch(`${server.url}/storage/v1/object/avatars/${name}`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` },
        body: form,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: STORAGE_MESSAGES.tooManyParts });
      expect(await stored(name)).toBeUndefined();
    });

    it('refuses a malformed multipart body (400, not 500)', async () => {
      const res = await rawUpload(`/storage/v1/object/avatars/${objectName()}`, '--x\r\ncontent-disposition: form-data; name=""; filename="a"\r\n\r\nGIF89a', {
        'content-type': 'multipart/form-data; boundary=x',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: STORAGE_MESSAGES.malformed });
    });
  });

  describe('size', () => {
    const pngOfSize = (bytes: number) => Buffer.concat([PNG_1X1, Buffer.alloc(bytes - PNG_1X1.length)]);

    it('accepts exactly 5 MB', async () => {
      const name = objectName();
      expect((await avatars.upload(name, pngOfSize(MAX_OBJECT_BYTES))).error).toBeNull();
      expect(Number((await stored(name))?.size)).toBe(MAX_OBJECT_BYTES);
      expect((await storedBytes(name))?.length).toBe(MAX_OBJECT_BYTES);
    });

    it('refuses more than 5 MB with 413 JSON, raw or multipart, and stores nothing', async () => {
      const tooBig = pngOfSize(MAX_OBJECT_BYTES + 1);
      const raw = objectName();
      expect((await avatars.upload(raw, tooBig)).error).toMatchObject({ status: 413 });
      const multipart = objectName();
      const result = await avatars.upload(multipart, new File([tooBig], 'big.png', { type: 'image/png' }));
      expect(result.error).toMatchObject({ message: STORAGE_MESSAGES.tooLarge, status: 413 });
      for (const name of [raw, multipart]) expect(await stored(name)).toBeUndefined();

      const declared = await rawUpload(`/storage/v1/object/avatars/${objectName()}`, pngOfSize(MAX_OBJECT_BYTES + 100 * 1024));
      expect(declared.status).toBe(413);
      expect(declared.headers.get('content-type')).toMatch(/^application\/json/);
    });

    it('keeps the small JSON body limit on /api', async () => {
      const res = await call(server, '/api/auth/login', {
        json: { email: 'a@example.com', password: 'x'.repeat(200 * 1024) },
        headers: { origin: server.origin },
      });
      expect(res.status).toBe(413);
    });
  });

  describe('buckets and names', () => {
    it('knows only the avatars bucket (404)', async () => {
      const { error } = await supabase.storage.from('documents').upload(objectName(), PNG_1X1);
      expect(error).toMatchObject({ message: STORAGE_MESSAGES.bucketNotFound, status: 404 });
      const res = await call(server, '/storage/v1/object/public/documents/anything.png');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: STORAGE_MESSAGES.bucketNotFound });
    });

    it.each([
      ['a parent directory', '..%2F..%2Fclub.sqlite'],
      ['an encoded dot-dot', '%2e%2e%2f%2e%2e%2fclub.sqlite'],
      ['a backslash', '..%5C..%5Cclub.sqlite'],
      ['a leading slash', '%2Fetc%2Fpasswd'],
      ['a folder', 'folder%2Favatar.png'],
      ['a dot file', '.hidden.png'],
      ['a dot-dot inside a name', 'a..b.png'],
      ['a percent sign', '100%25.png'],
      ['a question mark', 'a%3Fb.png'],
      ['a non-ASCII letter', 'caf%C3%A9.png'],
      ['a too long name', `${'a'.repeat(197)}.png`],
      ['a NUL', 'a%00.png'],
      ['an encoded NUL before the extension', 'evil.html%00.png'],
      ['an absolute Windows path', 'C%3A%5Cwindows%5Cwin.ini'],
      ['a double-encoded dot-dot', '%252e%252e%252fclub.sqlite'],
      ['an overlong UTF-8 dot', '%c0%ae%c0%ae%2fclub.sqlite'],
    ])('refuses an object name with %s (400) on upload and download', async (_label, encodedName) => {
      const upload = await rawUpload(`/storage/v1/object/avatars/${encodedName}`, PNG_1X1);
      expect(upload.status).toBe(400);
      // A name the router cannot decode at all is refused before the storage routes see it.
      expect(upload.body).toEqual({ message: encodedName.startsWith('%c0') ? 'Malformed URL' : STORAGE_MESSAGES.invalidName });
      const download = await call(server, `/storage/v1/object/public/avatars/${encodedName}`);
      expect(download.status).toBe(400);
    });

    it('never stores outside the bucket, nor writes any file', async () => {
      // fetch resolves these dot segments (a backslash is a slash in an http URL) before sending,
      // so they reach no upload route at all; the encoded forms are refused above.
      expect((await avatars.upload('../../escape.png', PNG_1X1)).error).toMatchObject({ status: 404 });
      expect((await avatars.upload('..\\escape.png', PNG_1X1)).error).toMatchObject({ status: 404 });
      await expect(fs.access(path.join(database.dataDir, 'escape.png'))).rejects.toThrow();
      await expect(fs.access(path.join(database.dataDir, 'storage'))).rejects.toThrow();
      const objects = await server.app.db.selectFrom('storage_objects').select(['bucket', 'name']).execute();
      expect(objects.filter((object) => object.bucket !== 'avatars' || object.name.includes('escape'))).toEqual([]);
    });

    it('cannot read the database or any file outside the bucket', async () => {
      for (const urlPath of [
        '/storage/v1/object/public/avatars/..%2F..%2Fclub.sqlite',
        '/storage/v1/object/public/avatars/%2e%2e/%2e%2e/club.sqlite',
        '/storage/v1/object/public/avatars/../../club.sqlite',
      ]) {
        const res = await call(server, urlPath);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.text).not.toContain('SQLite format');
      }
    });
  });
});

describe('local storage stand-in: where it exists', () => {
  afterAll(async () => {
    await dropTestDatabases();
  });

  it('is not served when STORAGE_URL is a real Supabase project', async () => {
    const server = await startTestServer(await createTestDatabase('sqlite'), {
      SEED_DEMO: '0',
      STORAGE_URL: 'https://abcdefgh.supabase.co',
    });
    try {
      const { error } = await storageClient(server.url).storage.from('avatars').upload(objectName(), PNG_1X1);
      expect(error).toMatchObject({ status: 404 });
      expect((await call(server, '/storage/v1/object/public/avatars/x.png')).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('accepts only STORAGE_ANON_KEY', async () => {
    const server = await startTestServer(await createTestDatabase('sqlite'), {
      SEED_DEMO: '0',
      STORAGE_ANON_KEY: 'club-specific-key',
    });
    try {
      const refused = await storageClient(server.url).storage.from('avatars').upload(objectName(), PNG_1X1);
      expect(refused.error).toMatchObject({ status: 403 });
      const accepted = await storageClient(server.url, 'club-specific-key').storage.from('avatars').upload(objectName(), PNG_1X1);
      expect(accepted.error).toBeNull();
    } finally {
      await server.close();
    }
  });

  it(`limits uploads per client (${UPLOAD_RATE_LIMIT} per window, then 429)`, async () => {
    const server = await startTestServer(await createTestDatabase('sqlite'), { SEED_DEMO: '0' });
    try {
      const avatars = storageClient(server.url).storage.from('avatars');
      for (let i = 0; i < UPLOAD_RATE_LIMIT; i += 1) {
        expect((await avatars.upload(objectName(), PNG_1X1)).error).toBeNull();
      }
      expect((await avatars.upload(objectName(), PNG_1X1)).error).toMatchObject({ status: 429 });
      // Reading is not limited.
      expect((await call(server, '/storage/v1/object/public/avatars/missing.png')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
