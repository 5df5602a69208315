/** What a failed GET of the social screens means for the page, kept pure so it is tested without a shell. */
import { isRequestCancelled } from 'shared-contracts';

/**
 * Why a call failed: the caller cancelled it (show nothing), the server refused it in its envelope
 * (a page or packet that does not exist: a clear state, no retry), or it failed on the way (retry).
 * The HTTP client's EnvelopeError is matched by name: each bundle has its own copy of the class.
 * @example failureKind(Object.assign(new Error('红包不存在'), { name: 'EnvelopeError' })) // 'refused'
 */
export function failureKind(error: unknown): 'cancelled' | 'refused' | 'failed' {
  if (isRequestCancelled(error)) return 'cancelled';
  return error instanceof Error && error.name === 'EnvelopeError' ? 'refused' : 'failed';
}
