// Times HTTP requests from a worker thread, the way a remote client would see them: the server's
// event loop (and any work it does after answering) cannot delay when the client gets the
// response, as it would if the test process timed its own server.
import { Worker } from 'node:worker_threads';

export interface TimedRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
}

export interface TimedResponse {
  status: number;
  text: string;
  /** From sending the request to having read the whole body. */
  ms: number;
}

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
(async () => {
  const results = [];
  for (const request of workerData.requests) {
    await pause(workerData.pauseMs);
    const headers = { ...request.headers };
    let body;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    const start = performance.now();
    const response = await fetch(workerData.baseUrl + request.path, {
      method: request.method || (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    });
    const text = await response.text();
    results.push({ status: response.status, text, ms: performance.now() - start });
  }
  parentPort.postMessage(results);
})().catch((error) => {
  throw error;
});
`;

/**
 * Sends the requests one after another from a worker thread, pausing `pauseMs` before each (so
 * the server is idle when a request arrives), and returns their timings in order.
 */
export function timeRequests(
  baseUrl: string,
  requests: TimedRequest[],
  options: { pauseMs?: number } = {},
): Promise<TimedResponse[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { baseUrl, requests, pauseMs: options.pauseMs ?? 20 },
    });
    worker.once('message', (results: TimedResponse[]) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`timing worker exited with code ${code}`));
    });
  });
}

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
