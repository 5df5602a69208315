/**
 * The ledger's refusals, as domain errors in the player API's terms (code 400, a Chinese
 * message). A caller with a protocol of its own maps them there (the provider callbacks answer
 * 4001 and 4004).
 */
import { apiMessages } from 'shared-contracts';
import { DomainError } from '../../errors';

/** A debit would take an account that may not go below zero (a player's wallet or hold) under it. */
export class InsufficientFundsError extends DomainError {
  constructor(readonly accountId: number) {
    super(400, apiMessages.insufficientFunds);
    this.name = 'InsufficientFundsError';
  }
}

/** An idempotency key came back with a different input: a new request reusing an old key. */
export class IdempotencyConflictError extends DomainError {
  constructor(readonly idempotencyKey: string) {
    super(400, apiMessages.idempotencyConflict);
    this.name = 'IdempotencyConflictError';
  }
}

/** A movement would take a balance beyond what an amount can hold exactly: bad input, refused like any. */
export class BalanceOutOfRangeError extends DomainError {
  constructor(readonly accountId: number) {
    super(400, apiMessages.badField);
    this.name = 'BalanceOutOfRangeError';
  }
}
