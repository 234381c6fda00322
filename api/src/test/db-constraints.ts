// Asserts that a query is refused by a constraint, on SQLite or PostgreSQL.
import { constraintViolation, type ConstraintKind } from '../db/constraint-error';

/** Expects the query to be refused by a constraint of that kind, on SQLite or PostgreSQL. */
export async function expectConstraint(query: Promise<unknown>, kind: ConstraintKind): Promise<void> {
  const error = await query.then(
    () => null,
    (e: unknown) => e,
  );
  // On a mismatch, the error itself shows in the failure.
  expect(constraintViolation(error) ?? error).toBe(kind);
}
