export interface FetchOptions {
  signal?: AbortSignal;
  /** The client has no default timeout (spec.md section 7); a hung API ends here. */
  timeout?: number;
}
