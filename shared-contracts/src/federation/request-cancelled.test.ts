import { describe, expect, it } from 'vitest';
import { isRequestCancelled, RequestCancelledError } from './request-cancelled';

describe('a cancelled request', () => {
  it('is recognised, also when another bundle made it (same mark, different class)', () => {
    expect(isRequestCancelled(new RequestCancelledError())).toBe(true);
    const fromAnotherBundle = Object.assign(new Error('request cancelled'), {
      [Symbol.for('shared-contracts:request-cancelled')]: true,
    });
    expect(isRequestCancelled(fromAnotherBundle)).toBe(true);
  });

  it('is recognised by its name when a shell of contracts 1.1 made it (no mark)', () => {
    const fromAnOlderShell = Object.assign(new Error('request cancelled'), { name: 'RequestCancelledError' });
    expect(isRequestCancelled(fromAnOlderShell)).toBe(true);
  });

  it('is not a failure of any other kind', () => {
    expect(isRequestCancelled(new Error('request cancelled'))).toBe(false);
    expect(isRequestCancelled(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isRequestCancelled(null)).toBe(false);
    expect(isRequestCancelled('cancelled')).toBe(false);
  });
});
