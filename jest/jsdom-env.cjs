// jsdom lacks the fetch family and TextEncoder that ky, react-router and supabase-js use:
// hand it Node's own implementations. (Not MessageChannel: React's scheduler would hold its
// port open and keep Jest from exiting.)
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithWebApis extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    Object.assign(g, {
      TextEncoder, TextDecoder, fetch, Request, Response, Headers, FormData, Blob,
      AbortController, AbortSignal, ReadableStream, TransformStream, structuredClone,
    });
  }
};
