import { existsSync, readFileSync, rmSync } from 'node:fs';
import { PID_FILE } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(PID_FILE)) return;
  const pid = Number(readFileSync(PID_FILE, 'utf8'));
  rmSync(PID_FILE, { force: true });
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
