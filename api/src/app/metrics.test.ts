// Prometheus metrics: on their own port (METRICS_PORT) and never on the site's, counting requests
// by route pattern and status with their latency, the mail outbox's depth and the 429s of the
// rate limits by route.
import { call } from '../test/http';
import { whileMailFails } from '../test/mail';
import { createTestDatabase, dropTestDatabases, engines } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';

describe.each(engines)('metrics (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { SEED_DEMO: '0', METRICS_PORT: '0' });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  async function scrape(): Promise<string> {
    const res = await fetch(server.app.metricsUrl ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  }

  /** The value of one sample (`name{labels}`), 0 when absent. */
  const sample = (text: string, series: string): number => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it('serves them on their own port, bound to HOST, and nowhere on the site', async () => {
    const metricsUrl = new URL(server.app.metricsUrl ?? '');
    expect(metricsUrl.hostname).toBe('127.0.0.1');
    expect(metricsUrl.port).not.toBe(new URL(server.url).port);
    expect(metricsUrl.pathname).toBe('/metrics');
    for (const path of ['/metrics', '/api/metrics']) {
      const res = await call(server, path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.text).not.toContain('http_requests_total');
    }
    expect((await fetch(new URL('/other', metricsUrl))).status).toBe(404);
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    const series = 'http_requests_total{method="GET",route="/api/health",status_code="200"}';
    const before = sample(await scrape(), series);
    for (let i = 0; i < 3; i += 1) expect((await call(server, '/api/health')).status).toBe(200);
    expect((await call(server, '/api/no/such/path')).status).toBe(404);
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 3);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/api/no/such/path');
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}')).toBe(before + 3);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/health",status_code="200"\} \d+/);
  });

  it('counts the 429s of the rate limits by route', async () => {
    const series = 'rate_limit_refusals_total{route="/api/auth/forgot-password"}';
    expect(sample(await scrape(), series)).toBe(0);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await call(server, '/api/auth/forgot-password', { json: { email: 'nobody@example.com' }, headers: { origin: server.origin } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(sample(await scrape(), series)).toBe(2);
  });

  it("shows the outbox's depth", async () => {
    expect(sample(await scrape(), 'mail_outbox_mails{status="pending"}')).toBe(0);
    const { db, mailOutbox } = server.app;
    await whileMailFails(server, async () => {
      await db.transaction().execute((trx) => mailOutbox.enqueue(trx, { to: 'a@example.com', subject: 'Hi', text: 'x' }, { kind: 'test' }));
      mailOutbox.wake();
    });
    const text = await scrape();
    expect(sample(text, 'mail_outbox_mails{status="pending"}')).toBe(1);
    expect(sample(text, 'mail_outbox_mails{status="failed"}')).toBe(0);
  });

  it('serves none without METRICS_PORT', async () => {
    const other = await startTestServer(await createTestDatabase(engine), { SEED_DEMO: '0' });
    try {
      expect(other.app.metricsUrl).toBeNull();
      expect((await call(other, '/metrics')).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});
