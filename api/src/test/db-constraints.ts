// SQLite errors come from the native module (another realm), so match on the code, not the class.
const constraintCodes = {
  unique: ['SQLITE_CONSTRAINT_UNIQUE', '23505'],
  check: ['SQLITE_CONSTRAINT_CHECK', '23514'],
  foreignKey: ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'],
};

/** Expects the query to be refused by a constraint of that kind, on SQLite or PostgreSQL. */
export async function expectConstraint(query: Promise<unknown>, kind: keyof typeof constraintCodes): Promise<void> {
  const error = await query.then(
    () => null,
    (e: unknown) => e as { code?: string },
  );
  expect(constraintCodes[kind]).toContain(error?.code);
}
