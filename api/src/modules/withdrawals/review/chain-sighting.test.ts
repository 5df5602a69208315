/** Telling unknown, seen (n/19), solid and lagging apart from what the two nodes answered: pure, no I/O. */
import { describe, expect, it } from 'vitest';
import type { TransactionInfo } from '../../chain/trongrid-client';
import { sightingOf, type SightingReading } from './chain-sighting';

const blocks = { solidified: { number: 100, timestamp: 1_000 }, head: { number: 119, timestamp: 58_000 } };
const info = (blockNumber: number): TransactionInfo => ({
  id: 'ab'.repeat(32),
  blockNumber,
  receipt: { result: 'SUCCESS' },
});
const known = { txId: 'ab'.repeat(32), contractRet: 'SUCCESS', expiration: Date.UTC(2026, 10, 29, 12, 1) };
const reading = (more: Partial<SightingReading>): SightingReading => ({ ...blocks, info: null, ...more });

describe('sightingOf', () => {
  it('is solid when the solidity node has the receipt in a solidified block', () => {
    expect(sightingOf(reading({ info: info(100) }))).toEqual({ kind: 'solid', info: info(100) });
  });

  it('is unknown only when the full node and the solidity node both said {}', () => {
    expect(sightingOf(reading({ headTransaction: null, headInfo: null }))).toEqual({ kind: 'unknown' });
  });

  it('is seen when any node knows it, with latest − block + 1 confirmations (at most 19) and its expiration', () => {
    expect(sightingOf(reading({ headTransaction: known, headInfo: info(110) }))).toEqual({
      kind: 'seen',
      blockNumber: 110,
      confirmations: 10,
      expiresAt: '2026-11-29T12:01:00.000Z',
      headInfo: info(110),
    });
    expect(sightingOf(reading({ headTransaction: known, headInfo: info(101) }))).toMatchObject({ confirmations: 19 });
    expect(sightingOf(reading({ headTransaction: known, headInfo: info(119) }))).toMatchObject({ confirmations: 1 });
    // The full node has the transaction but not yet its receipt: seen, no block yet.
    expect(sightingOf(reading({ headTransaction: known, headInfo: null }))).toMatchObject({
      kind: 'seen',
      blockNumber: null,
      confirmations: 0,
    });
    // A lagging full node's `{}` beside a receipt the solidity node has (not yet final): still seen.
    expect(sightingOf(reading({ info: info(105), headTransaction: null }))).toMatchObject({
      kind: 'seen',
      blockNumber: 105,
    });
  });

  it('is lagging, never unknown, when the full node is behind the solidified block', () => {
    const behind = { ...blocks, head: { number: 90, timestamp: 0 } };
    expect(sightingOf({ ...behind, info: null, headTransaction: null, headInfo: null })).toMatchObject({
      kind: 'lagging',
    });
  });
});
