import { HTTPError, TimeoutError } from 'ky';
import { jsonResponse } from '../testing/fixtures';
import { createApiClient } from './api-client';
import { httpStatusOf } from './http-status';
import { serverCode, serverMessage, serverText } from './server-message';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchMock.mockRestore();
});

/** The error the real client throws for the given answer (or network failure). */
async function errorFor(answer: Response | Error): Promise<unknown> {
  if (answer instanceof Error) fetchMock.mockRejectedValue(answer);
  else fetchMock.mockResolvedValue(answer);
  try {
    await createApiClient('/api', () => undefined).post('auth/login', { json: {} }).json();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('serverMessage / serverText', () => {
  it('returns the server message string', async () => {
    const error = await errorFor(jsonResponse({ message: 'Invalid email or password' }, 400));
    expect(serverMessage(error)).toBe('Invalid email or password');
    expect(serverText(error, 'Login failed')).toBe('Invalid email or password');
  });

  it('returns a list of field errors, and as text one "field: message" per line', async () => {
    const list = [
      { field: 'email', message: 'Email is required.' },
      { field: 'phoneNumber', message: 'Enter a valid phone number (7–15 digits).' },
    ];
    const error = await errorFor(jsonResponse({ message: list }, 400));
    expect(serverMessage(error)).toEqual(list);
    expect(serverText(error, 'fallback')).toBe('email: Email is required.\nphoneNumber: Enter a valid phone number (7–15 digits).');
  });

  it.each([
    ['an empty message', { message: '' }],
    ['a blank message', { message: '   ' }],
    ['no message', { success: false }],
    ['a numeric message', { message: 42 }],
    ['an empty list', { message: [] }],
    ['a list of other things', { message: [{ field: 'email' }, 'oops'] }],
  ])('gives the fallback for %s', async (_label, body) => {
    const error = await errorFor(jsonResponse(body, 400));
    expect(serverMessage(error)).toBeUndefined();
    expect(serverText(error, 'Something went wrong')).toBe('Something went wrong');
  });

  it('gives the fallback for a non-JSON answer', async () => {
    const error = await errorFor(new Response('<h1>Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    expect(error).toBeInstanceOf(HTTPError);
    expect(serverMessage(error)).toBeUndefined();
    expect(serverText(error, 'Login failed')).toBe('Login failed');
  });

  it('gives the fallback for a 500 with an empty body', async () => {
    const error = await errorFor(new Response(null, { status: 500 }));
    expect(serverText(error, 'Login failed')).toBe('Login failed');
  });

  it('gives the fallback for a network failure', async () => {
    const error = await errorFor(new TypeError('Failed to fetch'));
    expect(serverMessage(error)).toBeUndefined();
    expect(serverText(error, 'Login failed')).toBe('Login failed');
  });

  it('gives the fallback for anything that is not an HTTP error', () => {
    expect(serverText(new Error('Invalid email'), 'fallback')).toBe('fallback');
    expect(serverText({ message: 'plain object' }, 'fallback')).toBe('fallback');
    expect(serverText(undefined, 'fallback')).toBe('fallback');
  });
});

describe('httpStatusOf', () => {
  it('gives the status of an HTTP error', async () => {
    expect(httpStatusOf(await errorFor(jsonResponse({ message: 'no' }, 404)))).toBe(404);
    expect(httpStatusOf(await errorFor(new Response(null, { status: 500 })))).toBe(500);
  });

  it('is undefined for a network failure, a time-out or a plain error', async () => {
    expect(httpStatusOf(await errorFor(new TypeError('Failed to fetch')))).toBeUndefined();
    expect(httpStatusOf(new TimeoutError(new Request('http://localhost/api/x')))).toBeUndefined();
    expect(httpStatusOf(new Error('x'))).toBeUndefined();
    expect(httpStatusOf(null)).toBeUndefined();
  });
});

describe('serverCode', () => {
  it("returns the refusal's code", async () => {
    const error = await errorFor(jsonResponse({ message: 'That code is not right. Please try again.', code: 'invalid-code' }, 401));
    expect(serverCode(error)).toBe('invalid-code');
  });

  it.each([
    ['no code', jsonResponse({ message: 'Invalid email or password' }, 401)],
    ['a code that is not text', jsonResponse({ message: 'x', code: 42 }, 400)],
    ['a body that is not JSON', new Response('Bad Gateway', { status: 502 })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('is undefined for %s', async (_label, answer) => {
    expect(serverCode(await errorFor(answer))).toBeUndefined();
  });
});
