import { describe, expect, it } from 'vitest';
import { parseLedgerReference } from './ledger-references';

describe('parseLedgerReference', () => {
  it.each([
    ['round:demo:r-42', { kind: 'round', provider: 'demo', roundId: 'r-42' }],
    ['round:pg:a:b', { kind: 'round', provider: 'pg', roundId: 'a:b' }],
    ['adjustment:2', { kind: 'adjustment', id: 2 }],
    ['chain-deposit:17', { kind: 'chain-deposit', id: 17 }],
    ['deposit:abc123:0', { kind: 'chain-transfer', txId: 'abc123' }],
    ['channel_order:C77', { kind: 'channel-order', orderNo: 'C77' }],
    ['channel:demo-pay:X9', { kind: 'channel-callback', channel: 'demo-pay', channelOrderNo: 'X9' }],
    ['withdrawal:W2026031012000012ab', { kind: 'withdrawal', orderNo: 'W2026031012000012ab' }],
    ['hold:9', { kind: 'hold', id: 9 }],
    ['red-packet:5', { kind: 'red-packet', id: 5 }],
    ['promotion:12:3:2026-11-25', { kind: 'promotion', activityType: 3, period: '2026-11-25' }],
    ['rebate-claim:12:req-1', { kind: 'rebate-claim' }],
    ['commission-claim:12:req-1', { kind: 'commission-claim' }],
    ['activity:首充', { kind: 'text', text: 'activity:首充' }],
    ['hold:x', { kind: 'text', text: 'hold:x' }],
    ['adjustment:', { kind: 'text', text: 'adjustment:' }],
    [null, { kind: 'text', text: '' }],
  ])('reads %s', (reference, parsed) => {
    expect(parseLedgerReference(reference)).toEqual(parsed);
  });
});
