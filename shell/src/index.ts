// An async boundary: shared singletons are negotiated before any app code runs.
//
// It starts in a task of its own, once the document is parsed (the server's page loads this
// script `async`, shell/src/server/page-document.ts): the federation runtime's start and the
// negotiation with the fetch of the shell's chunks do not add up to one long task on a phone.
const start = () => setTimeout(() => void import('./bootstrap'), 0);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
