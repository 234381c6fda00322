// Where the secrets in reset links and sessions come from: the operating system's CSPRNG
// (crypto.randomBytes), at least 128 bits of it, nothing derived from time, ids or Math.random.
import type * as Crypto from 'node:crypto';
import { openTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { createUser } from '../users/user-repository';
import { FIRST_PASSWORD_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS, issuePasswordToken } from './password-token';
import { createSession } from './session-repository';

const drawn: Buffer[] = [];

jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof Crypto>('node:crypto');
  return {
    ...actual,
    randomBytes: (size: number) => {
      const bytes = actual.randomBytes(size);
      drawn.push(bytes);
      return bytes;
    },
  };
});

describe.each(engines)('secret token source (%s)', (engine) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });

  afterAll(async () => {
    await database?.close();
    await dropTestDatabases();
  });

  /** The token must be exactly the encoding of one fresh randomBytes draw of >= 16 bytes. */
  async function expectFromCsprng(issue: () => Promise<string>) {
    drawn.length = 0;
    const token = await issue();
    const source = drawn.find((bytes) => bytes.toString('base64url') === token);
    expect(source).toBeDefined();
    expect(source?.length).toBeGreaterThanOrEqual(16);
  }

  it('draws reset, first-password and session tokens from crypto.randomBytes, 128 bits or more', async () => {
    const user = await createUser(database.db, { fullName: 'Token Source', email: 'token.source@example.com', passwordHash: null });
    await expectFromCsprng(async () => (await issuePasswordToken(database.db, user.id, 'reset', RESET_TOKEN_TTL_MS)).token);
    await expectFromCsprng(
      async () => (await issuePasswordToken(database.db, user.id, 'first-password', FIRST_PASSWORD_TOKEN_TTL_MS)).token,
    );
    await expectFromCsprng(async () => (await createSession(database.db, user.id)).token);
  });

  it('never repeats a token', async () => {
    const user = await createUser(database.db, { fullName: 'Token Repeat', email: 'token.repeat@example.com', passwordHash: null });
    const tokens = new Set<string>();
    for (let i = 0; i < 200; i += 1) tokens.add((await issuePasswordToken(database.db, user.id, 'reset', RESET_TOKEN_TTL_MS)).token);
    expect(tokens.size).toBe(200);
  });
});
