/** The in-process attempt counter keeps the AttemptCounter contract. */
import { describe } from 'vitest';
import { MemoryAttemptCounter } from './attempt-counter';
import { attemptCounterContract } from './test/attempt-counter-contract';

describe('MemoryAttemptCounter', () => {
  attemptCounterContract((limit) => new MemoryAttemptCounter(limit));
});
