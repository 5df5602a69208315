import { describe, expect, it } from 'vitest';
import { ledgerReferenceLink } from './ledger-reference';

const PLAYER = 7;
const deposits = '/deposits?tab=orders&player_id=7';
const withdrawals = '/withdrawals?tab=orders&state=all&player_id=7';
const claims = '/players/7?tab=claims';

describe('ledgerReferenceLink', () => {
  it.each([
    ['round:demo:r-42', { label: '局号 r-42', to: '/players/7?tab=rounds' }],
    ['adjustment:2', { label: '人工调整 #2', to: '/players?tab=adjustments&status=all&player_id=7' }],
    ['chain-deposit:17', { label: '链上充值 #17', to: deposits }],
    [`deposit:${'ab'.repeat(32)}:0`, { label: '链上充值 abababab…ababab', to: deposits }],
    ['channel_order:C77', { label: '充值订单 C77', to: deposits }],
    ['channel:demo-pay:X9', { label: '充值订单 X9（demo-pay）', to: deposits }],
    ['withdrawal:W2026031012000012ab', { label: '提现 W2026031012000012ab', to: withdrawals }],
    ['hold:9', { label: '提现冻结 #9', to: withdrawals }],
    ['red-packet:5', { label: '红包 #5', to: '/promotions?tab=red-packets' }],
    ['promotion:7:1:2026-11-25', { label: '活动奖励 首充豪礼（2026-11-25）', to: claims }],
    ['rebate-claim:7:req-1', { label: '反水领取', to: claims }],
    ['commission-claim:7:req-1', { label: '佣金领取' }],
    ['运营备注', { label: '运营备注' }],
    [null, { label: '' }],
  ])('names %s in Chinese with its screen', (reference, link) => {
    expect(ledgerReferenceLink(reference, PLAYER)).toEqual(link);
  });
});
