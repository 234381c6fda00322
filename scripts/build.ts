/** `npm run build`: builds every front-end app whose sources changed, and reports the times. */
import { FRONTEND_APPS } from './lib/apps';
import { buildWhatIsNotBuilt } from './lib/build-apps';

buildWhatIsNotBuilt(FRONTEND_APPS).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
