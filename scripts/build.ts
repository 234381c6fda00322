/**
 * `npm run build`: builds every front-end app whose sources changed, and reports the times.
 * `npm run build -- --unfederated` builds the unfederated yardstick too.
 */
import { FRONTEND_APPS, UNFEDERATED } from './lib/apps';
import { buildWhatIsNotBuilt } from './lib/build-apps';

buildWhatIsNotBuilt(process.argv.includes('--unfederated') ? [...FRONTEND_APPS, UNFEDERATED] : FRONTEND_APPS).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
