import { start } from '../../shell/src/start';

/**
 * Stand-in for `shell/src/bootstrap.ts`: the shell's start itself, at once. The federated shell
 * evaluates its start in stages, importing whole packages one at a time; here those imports
 * would keep every export of `shared` in the bundle, which the yardstick must not carry.
 */
void start();
