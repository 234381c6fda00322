// Errors that become a JSON `{ message }` response with their status.
export interface FieldError {
  field: string;
  message: string;
}

export class HttpError extends Error {
  readonly statusCode: number;
  /** A stable name of the refusal, sent as `code` beside `message` when set (e.g. 'mfa-enrolment-required'). */
  readonly code: string | undefined;

  constructor(statusCode: number, message: string, code?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

/** 400 whose message is a list of field errors. */
export class FieldValidationError extends HttpError {
  readonly fields: FieldError[];

  constructor(fields: FieldError[]) {
    super(400, fields.map((f) => `${f.field}: ${f.message}`).join('; '));
    this.name = 'FieldValidationError';
    this.fields = fields;
  }
}

/** A 429 that says when to come back; error-handling.ts sends it as `Retry-After`. */
export class RateLimitedError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
