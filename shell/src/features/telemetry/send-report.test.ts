import { sendReport } from './send-report';

const BODY = '{"events":[{"type":"load","remote":"remote-public","version":"1.0.0"}]}';

describe('sendReport', () => {
  const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
  let beacon: jest.Mock | undefined;

  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock;
    beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  });

  it('sends the report as a beacon (text/plain JSON) when the browser takes it', () => {
    sendReport('/api/telemetry', BODY);
    expect(beacon).toHaveBeenCalledWith('/api/telemetry', BODY);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch, without cookies, when the beacon is refused or missing', () => {
    beacon!.mockReturnValue(false);
    sendReport('/api/telemetry', BODY);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    sendReport('/api/telemetry', BODY);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('/api/telemetry', expect.objectContaining({
      method: 'POST', body: BODY, keepalive: true, credentials: 'omit', headers: { 'content-type': 'text/plain;charset=UTF-8' },
    }));
  });

  it('never throws', () => {
    beacon!.mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(() => sendReport('/api/telemetry', BODY)).not.toThrow();
  });
});
