// Recognises constraint violations from either engine. SQLite errors come from the native module
// (another realm), so they are matched on their code, never on their class.
const constraintCodes = {
  unique: ['SQLITE_CONSTRAINT_UNIQUE', '23505'],
  check: ['SQLITE_CONSTRAINT_CHECK', '23514'],
  foreignKey: ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'],
} as const;

export type ConstraintKind = keyof typeof constraintCodes;

interface DriverError {
  code?: unknown;
  /** PostgreSQL: the name of the violated constraint or index. */
  constraint?: unknown;
  message?: unknown;
}

/** The kind of constraint `error` reports a violation of, or null for any other error. */
export function constraintViolation(error: unknown): ConstraintKind | null {
  const code = (error as DriverError | null)?.code;
  if (typeof code !== 'string') return null;
  // SQLite reports a refusal by ON DELETE RESTRICT with the trigger code and the foreign-key
  // message (a trigger's RAISE shares the code, not the message).
  if (code === 'SQLITE_CONSTRAINT_TRIGGER') {
    const message = (error as DriverError).message;
    return typeof message === 'string' && message.startsWith('FOREIGN KEY constraint failed') ? 'foreignKey' : null;
  }
  for (const [kind, codes] of Object.entries(constraintCodes) as [ConstraintKind, readonly string[]][]) {
    if (codes.includes(code)) return kind;
  }
  return null;
}

export interface UniqueTarget {
  /** Index or constraint name, as PostgreSQL reports it. */
  index: string;
  /** `table.column` as SQLite reports it ("UNIQUE constraint failed: table.column"). */
  column: string;
}

/** Whether `error` is a unique violation of that index (and not of another one). */
export function isUniqueViolation(error: unknown, target: UniqueTarget): boolean {
  if (constraintViolation(error) !== 'unique') return false;
  const { constraint, message } = error as DriverError;
  if (typeof constraint === 'string') return constraint === target.index;
  return typeof message === 'string' && new RegExp(`: (.*, )?${target.column.replace('.', '\\.')}(,|$)`).test(message);
}
