import { describe, expect, it } from 'vitest';
import { createSubmissionIds, outcomeOfFailure } from './request-id';

const counter = () => {
  let next = 0;
  return () => `request-${(next += 1)}`;
};

describe('createSubmissionIds', () => {
  it('reuses the id when the same submission is retried after no answer', () => {
    const ids = createSubmissionIds(counter());
    const first = ids.idFor('100|3|pw');
    ids.settle('no-answer');
    expect(ids.idFor('100|3|pw')).toBe(first);
  });

  it('gives the same id to a double tap before any answer', () => {
    const ids = createSubmissionIds(counter());
    expect(ids.idFor('a')).toBe(ids.idFor('a'));
  });

  it('starts a new id after success and after a refusal', () => {
    const ids = createSubmissionIds(counter());
    const first = ids.idFor('a');
    ids.settle('accepted');
    const second = ids.idFor('a');
    expect(second).not.toBe(first);
    ids.settle('refused');
    expect(ids.idFor('a')).not.toBe(second);
  });

  it('starts a new id when the form changed', () => {
    const ids = createSubmissionIds(counter());
    const first = ids.idFor('100|3|pw');
    ids.settle('no-answer');
    expect(ids.idFor('200|3|pw')).not.toBe(first);
  });

  it('makes ids the contract accepts by default', () => {
    expect(createSubmissionIds().idFor('a')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

describe('outcomeOfFailure', () => {
  it('reads a handled refusal by its error name, anything else as no answer', () => {
    const refusal = Object.assign(new Error('x'), { name: 'EnvelopeError' });
    expect(outcomeOfFailure(refusal)).toBe('refused');
    expect(outcomeOfFailure(new TypeError('Failed to fetch'))).toBe('no-answer');
    expect(outcomeOfFailure(Object.assign(new Error('x'), { name: 'HttpStatusError' }))).toBe('no-answer');
  });
});
