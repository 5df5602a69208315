/**
 * Claiming a withdrawal to pay it by hand: while one operator holds it, no other rejects it (nor,
 * in ../hot-wallet/payout.test.ts's terms, pays it from the hot wallet); recording a verified payment
 * stays open; a release gives it back; a claim racing a rejection leaves exactly one of them.
 */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { operatorToken, refusal } from '../../../test/requests';
import { USDT, reviewSuite, type ReviewSuite } from '../../../test/review-withdrawals';

const TRON_ADDRESS = 'TQzWmVuK85937krPPwyVGrXLmt8WQEcCEN';
const { withdrawals } = apiPaths.admin;

describe.each(TEST_DATABASES)('claiming a withdrawal on %s', (database) => {
  let suite: ReviewSuite;
  let other: string;
  beforeAll(async () => {
    suite = await reviewSuite(database);
    other = await operatorToken(suite.testApp);
  });
  afterAll(() => suite.testApp.close());
  afterEach(() => suite.expectMoneyConsistent());

  const call = (id: number, action: string, token?: string, body: object = {}) =>
    suite.asOperator('POST', `${withdrawals}/${id}/${action}`, body, token);
  const pending = async (type: 1 | 3 = 1) => {
    const player = await suite.newPlayer(100 * USDT);
    const id = await suite.withdrawal({ playerId: player.id, amount: 20 * USDT, type, address: TRON_ADDRESS });
    return { player, id };
  };

  it('keeps others from rejecting a claimed withdrawal until it is released; the claim is audited and listed', async () => {
    const { player, id } = await pending();
    const claimed = await call(id, 'claim');
    expect(claimed.result).toMatchObject({ state: 'review', claimed_by: expect.any(Number) });
    expect((await call(id, 'claim')).code).toBe(200);
    expect(await call(id, 'claim', other)).toEqual(refusal(apiMessages.withdrawClaimedByOther));
    expect(await call(id, 'reject', other, { reason: '风控' })).toEqual(refusal(apiMessages.withdrawClaimedByOther));
    expect(await suite.balance(player.id)).toBe(79 * USDT);
    const listed = await suite.asOperator('GET', `${withdrawals}?state=review&player_id=${player.id}`);
    expect(listed.result.list[0]).toMatchObject({ id, claimed_by: claimed.result.claimed_by });

    expect((await call(id, 'release', other)).result).toMatchObject({ claimed_by: null, claimed_at: null });
    expect((await call(id, 'reject', other, { reason: '风控' })).result).toMatchObject({ state: 'rejected' });
    expect(await suite.balance(player.id)).toBe(100 * USDT);
    const audit = await suite.testApp.context.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('entity', '=', 'withdrawal')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => JSON.parse(row.after_json!).claimed_by)).toEqual([claimed.result.claimed_by, null, null]);
  });

  it('lets the claimer reject it, and anyone record the payment made by hand', async () => {
    const first = await pending();
    await call(first.id, 'claim');
    expect((await call(first.id, 'reject', undefined, { reason: '核对未过' })).result).toMatchObject({
      state: 'rejected',
    });
    const second = await pending(3);
    await call(second.id, 'claim');
    const paid = await call(second.id, 'approve', other, { method: 'reference', reference: 'BANK-0001' });
    expect(paid.result).toMatchObject({ state: 'paid' });
    expect(await call(second.id, 'release')).toEqual(refusal(apiMessages.withdrawDecided));
  });

  it('leaves exactly one of a claim and another operator’s rejection sent at once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { player, id } = await pending();
      const [claim, rejection] = await Promise.all([call(id, 'claim'), call(id, 'reject', other, { reason: '并发' })]);
      expect([claim.code, rejection.code].filter((code) => code === 200)).toHaveLength(1);
      const balance = await suite.balance(player.id);
      expect(balance).toBe(rejection.code === 200 ? 100 * USDT : 79 * USDT);
    }
  });
});
