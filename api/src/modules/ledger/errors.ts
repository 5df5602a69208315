/** The ledger's refusals, as domain errors the HTTP layer maps to Chinese answers. */
import { apiMessages, PROVIDER_WALLET_CODES } from 'shared-contracts';
import { DomainError } from '../../http/errors';

/** A debit would take an account that may not go below zero (a player's wallet or hold) under it. */
export class InsufficientFundsError extends DomainError {
  constructor(readonly accountId: number) {
    super(PROVIDER_WALLET_CODES.insufficientFunds, apiMessages.insufficientFunds);
    this.name = 'InsufficientFundsError';
  }
}

/** An idempotency key came back with a different input: a new request reusing an old key. */
export class IdempotencyConflictError extends DomainError {
  constructor(readonly idempotencyKey: string) {
    super(PROVIDER_WALLET_CODES.transactionConflict, apiMessages.idempotencyConflict);
    this.name = 'IdempotencyConflictError';
  }
}
