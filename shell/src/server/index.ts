// The shell's server render, built for Node (the `node` environment of rsbuild.config.ts) into
// shell/dist-server/server.cjs and run by shell/server/render-worker.cjs. An async boundary, as
// in the browser: the shared singletons are negotiated before any app code runs.
export const loadRenderer = () => import('./render-page');
