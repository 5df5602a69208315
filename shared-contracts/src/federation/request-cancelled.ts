/**
 * The cancelled request of the HostApi contract: a caller aborted it through `signal`, so there is
 * nothing to show (no toast). Part of the contract so a remote can tell it from a failure.
 */

/**
 * Marks the error across bundles: the shell and each remote bundle their own copy of this module,
 * so `instanceof` alone fails for an error the shell's client threw into a remote.
 */
const CANCELLED = Symbol.for('shared-contracts:request-cancelled');

/** The caller aborted the request through its `signal`: nothing to show. */
export class RequestCancelledError extends Error {
  readonly [CANCELLED] = true;

  constructor() {
    super('request cancelled');
    this.name = 'RequestCancelledError';
  }
}

/**
 * Whether a request's rejection is a cancellation (ignore it) rather than a failure (already toasted).
 * @example try { await host.request(path, { signal }) } catch (error) { if (isRequestCancelled(error)) return; }
 */
export function isRequestCancelled(error: unknown): error is RequestCancelledError {
  return (
    error instanceof RequestCancelledError ||
    (typeof error === 'object' && error !== null && (error as { [CANCELLED]?: unknown })[CANCELLED] === true) ||
    // A shell of contracts 1.1 (a remote may run beside one after a shell rollback) cancels the game
    // list itself and throws its own error of this name, without the mark.
    (error instanceof Error && error.name === 'RequestCancelledError')
  );
}
