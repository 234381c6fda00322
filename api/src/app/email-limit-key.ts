// The key a per-e-mail limit counts under: the forms' e-mail rule lets through forms of one
// mailbox an attacker could rotate to start fresh counters. Trimmed and lower-cased (hosts ignore
// case, and practically every mailbox does), and without a `+tag` (sub-addressing delivers
// `ada+1@` and `ada+2@` to `ada@`). Only the counter is keyed so; what is stored stays as sent.
export function emailLimitKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}
