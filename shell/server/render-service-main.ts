// Starts the render service (render-service.ts) from the environment; stops on SIGINT or SIGTERM.
import { startRenderService } from './render-service';

const service = await startRenderService();
const address = service.server.address();
console.log(`[render] service listening on ${typeof address === 'object' && address ? `${address.address}:${address.port}` : String(address)}`);
const stop = () => {
  service.close().then(() => process.exit(0), () => process.exit(1));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
