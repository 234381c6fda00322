import { join } from 'node:path';
import { ROOT } from './apps';

/** tsx's command line, run by Node: what `npm run <script>` runs a script of scripts/ with. */
export const TSX_CLI = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
