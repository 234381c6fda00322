// An async boundary: shared singletons are negotiated before any app code runs. It starts in a
// task of its own, so the federation runtime's start and the negotiation with the fetch of
// the shell's chunks do not add up to one long task on a slow phone.
setTimeout(() => void import('./bootstrap'), 0);
