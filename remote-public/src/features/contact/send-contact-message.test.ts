import { emptyContactValues, httpStatusOf, REQUEST_TIMEOUT_MS } from 'shared';
import { answerWith, hangs, jsonResponse, stubFetch } from 'shared/testing';
import { sendContactMessage } from './send-contact-message';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
  jest.useRealTimers();
});

const values = {
  fullName: ' Ada Lovelace ',
  email: ' ada@club.com ',
  phone: '',
  interest: 'Upcoming Events',
  message: ' Is there a tasting in May? ',
};

describe('sendContactMessage', () => {
  it('posts the trimmed message as JSON, without an empty phone, and returns the answer', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({ success: true, message: 'Thanks' }));

    await expect(sendContactMessage(values)).resolves.toEqual({ success: true, message: 'Thanks' });

    expect(sent).toEqual([{
      method: 'POST',
      url: 'http://localhost/api/user/auth/contact',
      body: {
        fullName: 'Ada Lovelace',
        email: 'ada@club.com',
        interest: 'Upcoming Events',
        message: 'Is there a tasting in May?',
      },
    }]);
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(request.credentials).toBe('include');
    expect(request.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('sends a given phone, trimmed', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({ success: true }));
    await sendContactMessage({ ...emptyContactValues, fullName: 'Ada', email: 'a@b.co', phone: ' +1234567 ', message: '0123456789' });
    expect(sent[0]?.body).toEqual({
      fullName: 'Ada', email: 'a@b.co', phone: '+1234567', interest: 'General Information', message: '0123456789',
    });
  });

  it.each([null, 'ok', 1])('gives an empty answer (no success) for a JSON %p', async (body) => {
    fetchMock.mockResolvedValue(jsonResponse(body));
    await expect(sendContactMessage(values)).resolves.toEqual({});
  });

  it('rejects on a 200 without a body (the form then says something went wrong)', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    await expect(sendContactMessage(values)).rejects.toThrow();
  });

  it('rejects with the HTTP status on an error answer, without retrying', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Too many messages' }, 429));
    const error = await sendContactMessage(values).catch((e: unknown) => e);
    expect(httpStatusOf(error)).toBe(429);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS.write / 1000} s instead of waiting for ever`, async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangs);
    let outcome: unknown = 'pending';
    void sendContactMessage(values).then((v) => { outcome = v; }, (e: unknown) => { outcome = e; });

    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.write - 1);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).name).toBe('TimeoutError');
    expect(httpStatusOf(outcome)).toBeUndefined();
  });
});
