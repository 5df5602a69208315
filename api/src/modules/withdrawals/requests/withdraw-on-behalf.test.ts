/**
 * POST /api/admin/players/:id/protection/withdraw on both databases: only for a player on a break,
 * to their own address, up to their balance, with the player's limits and fee; the turnover waived
 * (and left open); idempotent by request_id; audited in audit_log and protection_events.
 */
import { apiMessages, apiPaths, microUsdt, withdrawRefusals, writeUsdt } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { protectionCalls, protectionEventsOf } from '../../../test/protection';
import { walletBalanceOf } from '../../../test/provider';
import { refusal } from '../../../test/requests';
import { newRequestId, withdrawalSuite, type WithdrawalSuite } from '../../../test/withdrawals';

const NOTE = '玩家来电，已核对注册手机号与最近充值记录';

describe.each(TEST_DATABASES)('withdrawal on behalf of a player on a break on %s', (database) => {
  let suite: WithdrawalSuite;
  let operatorId: number;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
    operatorId = (await suite.testApp.context.db.selectFrom('operators').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await expectLedgerInvariants(suite.testApp.context.db);
    await suite.testApp.close();
  });

  const onBehalf = (playerId: number | string, fields: Record<string, unknown>) =>
    suite.asOperator('POST', `${apiPaths.admin.players}/${playerId}/protection/withdraw`, {
      request_id: newRequestId(),
      note: NOTE,
      ...fields,
    });
  /** The audit entries of the player's withdrawals. */
  const auditOf = async (playerId: number) => {
    const { db } = suite.testApp.context;
    const ids = await db.selectFrom('withdrawals').select('id').where('player_id', '=', playerId).execute();
    if (ids.length === 0) return [];
    return db
      .selectFrom('audit_log')
      .select(['operator_id', 'action', 'before_json', 'after_json'])
      .where('entity', '=', 'withdrawal')
      .where(
        'entity_id',
        'in',
        ids.map((row) => String(row.id)),
      )
      .execute();
  };
  const takeBreak = async (token: string, kind = 'cool_off', period = '7d') =>
    expect((await protectionCalls(suite.testApp, token).takeBreak(kind, period)).code).toBe(200);

  /** A player ready to withdraw (100 USDT, no turnover owed), on a 7-day cool-off (logged out). */
  async function onBreak(balance = '100') {
    const player = await suite.ready(balance);
    await takeBreak(player.token);
    return player;
  }

  it('applies as the player would: held amount + fee, in review; a replay answers it again, audited once', async () => {
    const player = await onBreak();
    const request_id = newRequestId();
    const first = await onBehalf(player.id, { amount: '30', address_id: player.addressId, request_id });
    expect(first.result).toMatchObject({ amount: '30.000000', fee: '1.000000', total: '31.000000', state: 'review' });
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(69_000_000);
    // A retry (double click, lost answer) answers the first result; nothing moves twice.
    expect(await onBehalf(player.id, { amount: '30.0', address_id: player.addressId, request_id })).toEqual(first);
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(69_000_000);

    const [audit, ...more] = await auditOf(player.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ operator_id: operatorId, action: 'create', before_json: 'null' });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({
      order_no: first.result.order_id,
      state: 'review',
      on_behalf_note: NOTE,
      turnover_waived: '0.000000',
    });
    const events = await protectionEventsOf(suite.testApp, player.id);
    expect(events.map((event) => event.action)).toEqual(['break_started', 'withdrawal_on_behalf']);
    expect(events[1]).toMatchObject({
      actor: 'operator',
      operator_id: operatorId,
      detail: { order_no: first.result.order_id, amount: '30.000000', break_kind: 'cool_off', note: NOTE },
    });
  });

  it('answers concurrent twins of one request once, audited once', async () => {
    const player = await onBreak();
    const request_id = newRequestId();
    const twins = await Promise.all(
      [1, 2, 3].map(() => onBehalf(player.id, { amount: '25', address_id: player.addressId, request_id })),
    );
    expect(twins[0].code).toBe(200);
    expect(twins.slice(1)).toEqual([twins[0], twins[0]]);
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(74_000_000);
    expect(await auditOf(player.id)).toHaveLength(1);
    expect(
      (await protectionEventsOf(suite.testApp, player.id)).filter((e) => e.action === 'withdrawal_on_behalf'),
    ).toHaveLength(1);
  });

  it('refuses a replay with other fields: amount, address or note', async () => {
    const player = await suite.ready('100');
    const other = await suite.bindTrc20(player.token);
    await takeBreak(player.token);
    const request_id = newRequestId();
    expect((await onBehalf(player.id, { amount: '20', address_id: player.addressId, request_id })).code).toBe(200);
    const replays = [
      { amount: '21', address_id: player.addressId },
      { amount: '20', address_id: other },
      { amount: '20', address_id: player.addressId, note: '另一个说明' },
    ];
    for (const fields of replays)
      expect(await onBehalf(player.id, { ...fields, request_id })).toEqual(
        refusal(apiMessages.withdrawRequestIdInvalid),
      );
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(79_000_000);
  });

  it('refuses a player not on a break, an unknown player, another player’s address, too much, below the minimum', async () => {
    const free = await suite.ready('100');
    expect(await onBehalf(free.id, { amount: '20', address_id: free.addressId })).toEqual(
      refusal(apiMessages.withdrawOnBehalfNotOnBreak),
    );
    expect(await onBehalf(999_999, { amount: '20', address_id: free.addressId })).toEqual(
      refusal(apiMessages.walletPlayerNotFound, 404),
    );
    const player = await onBreak();
    expect(await onBehalf(player.id, { amount: '20', address_id: free.addressId })).toEqual(
      refusal(apiMessages.withdrawAddressUnknown),
    );
    expect(await onBehalf(player.id, { amount: '99.5', address_id: player.addressId })).toEqual(refusal('余额不足'));
    expect(await onBehalf(player.id, { amount: '9.999999', address_id: player.addressId })).toEqual(
      refusal(withdrawRefusals.belowMinimum('10')),
    );
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(100_000_000);
    expect(await walletBalanceOf(suite.testApp, free.id)).toBe(100_000_000);
    expect(await auditOf(player.id)).toEqual([]);
    expect((await protectionEventsOf(suite.testApp, player.id)).map((event) => event.action)).toEqual([
      'break_started',
    ]);
  });

  it('asks a note and answers wrong types in Chinese', async () => {
    const player = await onBreak();
    const base = { amount: '20', address_id: player.addressId };
    expect(await onBehalf(player.id, { ...base, note: '  ' })).toEqual(
      refusal(apiMessages.withdrawOnBehalfNoteRequired),
    );
    expect(await onBehalf(player.id, { ...base, note: 7 })).toEqual(refusal(apiMessages.withdrawOnBehalfNoteRequired));
    expect(await onBehalf(player.id, { ...base, amount: 20 })).toEqual(refusal(apiMessages.badField));
    expect(await onBehalf(player.id, { ...base, address_id: 'x' })).toEqual(refusal(apiMessages.badField));
    expect(await onBehalf(player.id, { ...base, request_id: 'short' })).toEqual(
      refusal(apiMessages.withdrawRequestIdInvalid),
    );
    expect(await onBehalf('abc', base)).toEqual(refusal(apiMessages.badField));
  });

  it('waives the turnover still owed, leaving it open for what the player withdraws after the break', async () => {
    const player = await suite.player();
    await suite.setPassword(player.token);
    const addressId = await suite.bindTrc20(player.token);
    const credited = await suite.deposit(player.token, '50');
    const owed = writeUsdt(microUsdt(credited));
    expect(await suite.apply(player.token, { amount: '20', address_id: addressId })).toEqual(
      refusal(withdrawRefusals.turnover(owed)),
    );
    await takeBreak(player.token, 'cool_off', '24h');
    const applied = await onBehalf(player.id, { amount: '20', address_id: addressId });
    expect(applied.result).toMatchObject({ amount: '20.000000', state: 'review' });
    const [audit] = await auditOf(player.id);
    expect(JSON.parse(audit!.after_json!).turnover_waived).toBe((credited / 1_000_000).toFixed(6));
    const open = await suite.testApp.context.db
      .selectFrom('turnover_requirements')
      .select('closed_at')
      .where('player_id', '=', player.id)
      .execute();
    expect(open).toEqual([{ closed_at: null }]);
  });
});
