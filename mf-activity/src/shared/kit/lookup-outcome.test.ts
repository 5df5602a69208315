import { describe, expect, it } from 'vitest';
import { RequestCancelledError } from 'shared-contracts';
import { failureKind } from './lookup-outcome';

const named = (name: string) => Object.assign(new Error('红包不存在'), { name });

describe('failureKind', () => {
  it('reads a refusal in the envelope as refused', () => {
    expect(failureKind(named('EnvelopeError'))).toBe('refused');
  });

  it('reads HTTP and network errors as failed', () => {
    expect(failureKind(named('HttpStatusError'))).toBe('failed');
    expect(failureKind(new TypeError('Failed to fetch'))).toBe('failed');
    expect(failureKind('odd')).toBe('failed');
  });

  it('reads a cancellation as cancelled', () => {
    expect(failureKind(new RequestCancelledError())).toBe('cancelled');
  });
});
