/**
 * 存款限额审核 on both databases: a deposit credited over the player's limit waits in the queue
 * (and in the queue counts the console polls), the player's orders are refused meanwhile; a 财务
 * operator closes it from the queue's row, audited, and the player's limit is what binds again.
 */
import { apiMessages, apiPaths, depositReviewsResultSchema, envelopeSchema, queueCountsSchema } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitRefusal, setClock, setLimit } from '../../test/deposit-limits';
import { TEST_DATABASES } from '../../test/harness';
import { bearer } from '../../test/players';
import { operatorToken, refusal } from '../../test/requests';
import { withdrawalSuite, type WithdrawalSuite } from '../../test/withdrawals';

/** 12:00 北京时间 on 2030-03-12: every deposit of the test falls on one day. */
const NOON = '2030-03-12T04:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('the deposit-review queue on %s', (database) => {
  let suite: WithdrawalSuite;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
    setClock(suite.testApp, NOON);
  });
  afterAll(() => suite.testApp.close());

  const call = async (
    role: 'super_admin' | 'finance' | 'support',
    method: 'GET' | 'POST',
    url: string,
    body?: object,
  ) =>
    (
      await suite.testApp.call({
        method,
        url,
        ...(method === 'GET' ? {} : { payload: body }),
        headers: bearer(await operatorToken(suite.testApp, undefined, role)),
      })
    ).body;
  const queue = async (status: 'open' | 'closed') =>
    envelopeSchema(depositReviewsResultSchema).parse(
      await call('finance', 'GET', `${apiPaths.admin.depositReviews}?status=${status}&size=200`),
    ).result!;
  const counts = async () =>
    envelopeSchema(queueCountsSchema).parse(await call('finance', 'GET', apiPaths.admin.queues)).result!;

  /** A player whose 24-hour deposit limit of 50 a second paid order of 30 passes: one open review. */
  async function playerOverLimit() {
    const player = await suite.newPlayer();
    await setLimit(suite.testApp.context, player.id, 'deposit_24h', '50');
    const first = await suite.order(player.token, '30');
    const second = await suite.order(player.token, '30');
    expect(await suite.receive(suite.transfer(first.address, first.actual_amount))).toBe('credited');
    expect(await suite.receive(suite.transfer(second.address, second.actual_amount))).toBe('credited');
    return { ...player, amount: second.actual_amount as string };
  }

  it('lists a deposit over the limit, counts it, and closes it from the row; the limit binds again', async () => {
    const before = (await counts()).deposit_reviews;
    const player = await playerOverLimit();
    const [review, ...others] = (await queue('open')).list.filter((row) => row.player_id === player.id);
    expect(others).toEqual([]);
    expect(review).toMatchObject({
      username: expect.any(String),
      source: 'chain',
      amount: player.amount,
      limit_key: 'deposit_24h',
      status: 'open',
      closed_by_name: null,
    });
    expect((await counts()).deposit_reviews).toBe(before + 1);
    expect(await suite.asPlayer(player.token, apiPaths.wallet.recharge, { amount: '20' })).toEqual(
      refusal(apiMessages.depositUnderReview),
    );

    const close = (role: 'finance' | 'support', note: string) =>
      call(role, 'POST', `${apiPaths.admin.players}/${review!.player_id}/protection/reviews/${review!.id}/close`, {
        note,
      });
    expect((await close('support', '已核实')).code).toBe(403);
    const closed = await close('finance', '已电话核实资金来源');
    expect(closed.code).toBe(200);
    expect(closed.result.deposit_reviews).toEqual([]);
    expect((await close('finance', '再次关闭')).message).toBe(apiMessages.depositReviewClosed);

    expect((await queue('open')).list.some((row) => row.id === review!.id)).toBe(false);
    const [shown] = (await queue('closed')).list.filter((row) => row.id === review!.id);
    expect(shown).toMatchObject({
      status: 'closed',
      close_note: '已电话核实资金来源',
      closed_by_name: expect.any(String),
    });
    expect(shown!.closed_at).not.toBeNull();
    expect((await counts()).deposit_reviews).toBe(before);
    const audit = await suite.testApp.context.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('entity', '=', 'deposit_limit_reviews')
      .where('entity_id', '=', String(review!.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json ?? '')).toMatchObject({
      status: 'closed',
      close_note: '已电话核实资金来源',
    });

    // No review in the way: the day's room (used up) refuses the order, until the window moves on.
    expect(await suite.asPlayer(player.token, apiPaths.wallet.recharge, { amount: '20' })).toEqual(
      limitRefusal('deposit_24h', '50', '0', '2030-03-13 00:00'),
    );
    suite.testApp.advanceTime(DAY_MS);
    expect((await suite.asPlayer(player.token, apiPaths.wallet.recharge, { amount: '20' })).code).toBe(200);
  });

  it('pages open reviews oldest first and closed ones newest first; 客服 may not read the queue', async () => {
    const first = await playerOverLimit();
    const second = await playerOverLimit();
    const open = (await queue('open')).list.map((row) => row.player_id);
    expect(open.indexOf(first.id)).toBeLessThan(open.indexOf(second.id));
    const page = await call('finance', 'GET', `${apiPaths.admin.depositReviews}?status=open&page=1&size=1`);
    expect(page.result).toMatchObject({ page: 1, size: 1, total: open.length });
    expect(page.result.list).toHaveLength(1);
    expect((await call('support', 'GET', apiPaths.admin.depositReviews)).code).toBe(403);
    expect((await call('finance', 'GET', `${apiPaths.admin.depositReviews}?status=bogus`)).code).toBe(400);
  });
});
