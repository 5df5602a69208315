/**
 * The client request id of 立即提现 (withdraw-apply's request_id): one per submission. A retry of
 * the same submission (same form, and the last try got no answer: network, time-out, HTTP error)
 * sends the same id, so the server answers with its first result instead of holding twice. A
 * definite answer (accepted, or refused with a message) or a changed form starts a new one: the
 * server may remember a refusal under the old id, and the player's corrected form is a new request.
 */

/** What the server said to the last try. */
export type SubmitOutcome = 'accepted' | 'refused' | 'no-answer';

export interface SubmissionIds {
  /** The id to send for the submission described by `form` (any text that changes with the form's content). */
  idFor(form: string): string;
  /** Records how the try with that id ended. */
  settle(outcome: SubmitOutcome): void;
}

/** An id in the contract's shape (8–64 of A-Z a-z 0-9 _ -): a UUID qualifies. */
const randomId = () => crypto.randomUUID();

/**
 * Keeps the request id across retries of one submission.
 * @example const ids = createSubmissionIds(); ids.idFor(form); ids.settle('no-answer'); ids.idFor(form) // same id
 */
export function createSubmissionIds(generate: () => string = randomId): SubmissionIds {
  let current: { id: string; form: string } | null = null;
  return {
    idFor(form) {
      if (!current || current.form !== form) current = { id: generate(), form };
      return current.id;
    },
    settle(outcome) {
      if (outcome !== 'no-answer') current = null;
    },
  };
}

/** How a rejected call ended: the shell's client throws EnvelopeError for a handled refusal (by name: each bundle has its own class). */
export function outcomeOfFailure(error: unknown): SubmitOutcome {
  return error instanceof Error && error.name === 'EnvelopeError' ? 'refused' : 'no-answer';
}
