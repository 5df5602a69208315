/**
 * The withdrawal review's flags through the API on both databases: the review list and the drawer's
 * context carry them, computed from deposits, rounds, claims, client traces and bound addresses; the
 * thresholds are a setting 财务 reads and changes (audited), 客服 may not.
 */
import {
  apiMessages,
  apiPaths,
  DEFAULT_WITHDRAWAL_RISK_FLAG_SETTINGS,
  microUsdt,
  riskLockPaths,
} from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/players';
import { operatorToken, refusal } from '../../test/requests';
import { reviewSuite, USDT, type ReviewSuite } from '../../test/review-withdrawals';
import { TEST_DATABASES } from '../../test/harness';
import { PLATFORM_ACCOUNTS } from '../ledger/accounts';
import { creditPlayer } from '../ledger/service';

const HOUR = 60 * 60 * 1000;
const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe.each(TEST_DATABASES)('withdrawal review flags on %s', (database) => {
  let suite: ReviewSuite;
  beforeAll(async () => {
    suite = await reviewSuite(database);
  });
  afterAll(() => suite?.testApp.close());

  const db = () => suite.testApp.context.db;
  const later = (hours: number) => new Date(suite.testApp.context.now().getTime() + hours * HOUR);
  const listed = async (playerId: number) => {
    const body = await suite.asOperator('GET', `${apiPaths.admin.withdrawals}?player_id=${playerId}&size=50`);
    expect(body.code).toBe(200);
    return new Map<number, string[]>(
      body.result.list.map((row: { id: number; flags: { key: string }[] }) => [row.id, row.flags.map((f) => f.key)]),
    );
  };
  const contextFlags = async (id: number) =>
    (await suite.asOperator('GET', `${apiPaths.admin.withdrawals}/${id}/context`)).result.flags as {
      key: string;
      player_ids?: number[];
    }[];
  const round = (playerId: number, stake: number, at: Date) =>
    db()
      .insertInto('game_rounds')
      .values({
        provider: 'demo',
        round_id: `r-${playerId}-${at.getTime()}-${stake}`,
        player_id: playerId,
        game_code: 'demo_fruit_slot',
        game_type_id: 1,
        stake: stake as never,
        payout: 0 as never,
        status: 'settled',
        opened_at: at.toISOString(),
        settled_at: at.toISOString(),
      })
      .execute();
  const trace = (playerId: number, ip: string, deviceId: string | null) =>
    db()
      .insertInto('client_traces')
      .values({
        player_id: playerId,
        event: 'login',
        ip,
        device_id: deviceId,
        user_agent: null,
        ref: null,
        created_at: later(0).toISOString(),
      })
      .execute();

  it("flags a new player's first, unplayed withdrawal, and drops each flag as its facts change", async () => {
    const player = await suite.newPlayer(100 * USDT);
    const first = await suite.withdrawal({
      playerId: player.id,
      amount: 20 * USDT,
      address: ADDRESS,
      createdAt: later(1),
    });
    expect((await listed(player.id)).get(first)).toEqual(['first_withdrawal', 'no_bet', 'new_account']);
    expect((await contextFlags(first)).map((flag) => flag.key)).toEqual(['first_withdrawal', 'no_bet', 'new_account']);

    // Played half of the deposit, the first one paid, a day later: none of the three.
    await round(player.id, 50 * USDT, later(2));
    await db().updateTable('withdrawals').set({ state: 'paid' }).where('id', '=', first).execute();
    const second = await suite.withdrawal({
      playerId: player.id,
      amount: 20 * USDT,
      address: ADDRESS,
      createdAt: later(25),
    });
    const flags = await listed(player.id);
    expect(flags.get(second)).toEqual([]);
    // The first request keeps its own facts: still the first, still unplayed at its time.
    expect(flags.get(first)).toEqual(['first_withdrawal', 'no_bet', 'new_account']);

    // Over 5× the average deposit (the rest credited by an adjustment, which is no deposit); and a claim after the deposit.
    await creditPlayer(suite.testApp.context, {
      playerId: player.id,
      amount: microUsdt(500 * USDT),
      sourceCode: PLATFORM_ACCOUNTS.adjustments,
      kind: 'adjustment',
      idempotencyKey: `test-adjustment:${player.id}`,
    });
    const large = await suite.withdrawal({
      playerId: player.id,
      amount: 500 * USDT + 1,
      address: ADDRESS,
      createdAt: later(26),
    });
    expect((await listed(player.id)).get(large)).toEqual(['large_amount']);
    const transfer = await db().selectFrom('transfers').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db()
      .insertInto('promotion_claims')
      .values({
        player_id: player.id,
        activity_type: 1,
        promotion_version: 1,
        period_key: 'p',
        tier: 0,
        amount: USDT as never,
        turnover_required: 0 as never,
        request_id: `claim-${player.id}`,
        transfer_id: transfer.id,
        created_at: later(3).toISOString(),
      })
      .execute();
    expect((await listed(player.id)).get(large)).toEqual(['bonus_claim', 'large_amount']);
  });

  it('flags players sharing an IP, a device or a withdrawal address, naming the others', async () => {
    const [player, sameIp, sameDevice, sameAddress, stranger] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => suite.newPlayer(10 * USDT)),
    );
    await trace(player!.id, '203.0.113.7', 'device-aaaaaaaa');
    await trace(sameIp!.id, '203.0.113.7', 'device-bbbbbbbb');
    await trace(sameDevice!.id, '198.51.100.9', 'device-aaaaaaaa');
    await trace(stranger!.id, '198.51.100.10', 'device-cccccccc');
    const bind = (playerId: number) =>
      db()
        .insertInto('withdraw_addresses')
        .values({ player_id: playerId, type: 1, address: ADDRESS, area: '', created_at: later(0).toISOString() })
        .execute();
    await bind(player!.id);
    await bind(sameAddress!.id);
    const id = await suite.withdrawal({ playerId: player!.id, amount: USDT, address: ADDRESS, createdAt: later(30) });
    const shared = (await contextFlags(id)).find((flag) => flag.key === 'shared_client');
    expect(shared?.player_ids).toEqual([sameIp!.id, sameDevice!.id, sameAddress!.id].sort((a, b) => a - b));
    const strangers = await suite.withdrawal({
      playerId: stranger!.id,
      amount: USDT,
      address: 'TXYZ',
      createdAt: later(30),
    });
    expect((await contextFlags(strangers)).map((flag) => flag.key)).not.toContain('shared_client');
  });

  it('reads and changes the thresholds (财务, audited) and applies them', async () => {
    const path = riskLockPaths.withdrawalRiskFlags;
    expect((await suite.asOperator('GET', path)).result).toEqual(DEFAULT_WITHDRAWAL_RISK_FLAG_SETTINGS);
    const changed = {
      ...DEFAULT_WITHDRAWAL_RISK_FLAG_SETTINGS,
      first_withdrawal: { enabled: false },
      new_account: { enabled: true, hours: 1 },
    };
    expect(
      (await suite.testApp.call({ method: 'PUT', url: path, payload: changed, headers: bearer(suite.operator) })).body,
    ).toEqual({
      code: 200,
      result: changed,
    });
    const player = await suite.newPlayer(100 * USDT);
    await round(player.id, 100 * USDT, later(0.5));
    const id = await suite.withdrawal({ playerId: player.id, amount: USDT, address: ADDRESS, createdAt: later(2) });
    expect((await contextFlags(id)).map((flag) => flag.key)).toEqual([]);

    const audit = await db()
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('entity', '=', 'site_settings')
      .where('entity_id', '=', 'withdrawal_risk_flags')
      .execute();
    expect(audit.map((row) => [JSON.parse(row.before_json!), JSON.parse(row.after_json!)])).toEqual([
      [DEFAULT_WITHDRAWAL_RISK_FLAG_SETTINGS, changed],
    ]);
    const bad = { ...changed, no_bet: { enabled: true, stake_share_pct: 0 } };
    expect(
      (await suite.testApp.call({ method: 'PUT', url: path, payload: bad, headers: bearer(suite.operator) })).body,
    ).toEqual(refusal(apiMessages.riskFlagSettingsInvalid));
    const support = await operatorToken(suite.testApp, undefined, 'support');
    expect((await suite.testApp.call({ method: 'GET', url: path, headers: bearer(support) })).status).toBe(403);
  });
});
