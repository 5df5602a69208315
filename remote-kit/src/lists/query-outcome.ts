/** What a failed call means for a screen, kept pure so it is tested without a shell. */
import { isRequestCancelled } from 'shared-contracts';

/** Why a call gave no answer: the server refused it (a state of its own, no retry helps), or it failed on the way (retry). */
export type QueryFailure = 'refused' | 'failed';

/** 4xx statuses that are no refusal: a login to renew, a timeout, a rate limit (a retry may pass). */
const RETRYABLE_STATUSES = new Set([401, 408, 429]);

/**
 * Why a call failed: the caller cancelled it (show nothing); the server said no (its envelope's
 * refusal, or a 4xx with its Chinese text: 页面不存在, 红包不存在); or it failed on the way (network,
 * 5xx). The HTTP client's errors are matched by name: each bundle has its own copy of the classes.
 * @example failureKind(Object.assign(new Error('红包不存在'), { name: 'EnvelopeError' })) // 'refused'
 */
export function failureKind(error: unknown): QueryFailure | 'cancelled' {
  if (isRequestCancelled(error)) return 'cancelled';
  if (!(error instanceof Error)) return 'failed';
  if (error.name === 'EnvelopeError') return 'refused';
  const status = (error as Error & { status?: unknown }).status;
  const refusedStatus = typeof status === 'number' && status >= 400 && status < 500 && !RETRYABLE_STATUSES.has(status);
  return error.name === 'HttpStatusError' && refusedStatus ? 'refused' : 'failed';
}
