/**
 * The console's player view on both databases: search by id, username or invite code; a player's
 * profile with balances and totals; their ledger and rounds a page at a time; their deposits,
 * withdrawals and claims for every role (客服 included).
 */
import { randomBytes } from 'node:crypto';
import { apiMessages, apiPaths, formatUsdt, microUsdt } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { callAs } from '../../test/protection';
import { operatorToken, playerToken, refusal } from '../../test/requests';
import { withdrawalSuite, type WithdrawalSuite } from '../../test/withdrawals';
import { registerPlayerDirectly } from '../auth/service';
import { walletAccountId } from '../ledger/accounts';

const { players } = apiPaths.admin;

describe.each(TEST_DATABASES)('player view on %s', (database) => {
  let suite: WithdrawalSuite;
  let support: string;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
    support = await operatorToken(suite.testApp, undefined, 'support');
  });
  afterAll(async () => {
    await expectLedgerInvariants(suite.testApp.context.db);
    await suite.testApp.close();
  });

  const get = (url: string, query: Record<string, unknown> = {}, token = support) =>
    callAs(suite.testApp, token, 'GET', url, query);
  /** Every page of a paged list, `size` at a time. */
  async function allPages(url: string, size: number) {
    const pages: any[][] = [];
    for (let page = 1; ; page += 1) {
      const body = await get(url, { page, size });
      expect(body.code).toBe(200);
      pages.push(body.result.list);
      if (page * size >= body.result.total) return { pages, total: body.result.total as number };
    }
  }

  it('searches by exact id, username prefix in any case and invite code, newest first, paged', async () => {
    const prefix = `pv${randomBytes(3).toString('hex')}`;
    const agent = await registerPlayerDirectly(suite.testApp.context, `${prefix}Agent`, 'secret123', null);
    const member = await registerPlayerDirectly(suite.testApp.context, `${prefix}Member`, 'secret123', agent.id);
    const third = await registerPlayerDirectly(suite.testApp.context, `${prefix}Third`, 'secret123', null);

    const byName = await get(players, { q: prefix.toUpperCase() });
    expect(byName.result).toMatchObject({ total: 3, page: 1, size: 50 });
    expect(byName.result.list.map((row: any) => row.id)).toEqual([third.id, member.id, agent.id]);
    expect(byName.result.list[2]).toMatchObject({
      username: `${prefix}Agent`,
      balance: '0.000000',
      login_disabled: false,
      direct_members: 1,
      last_seen_at: null,
    });

    const byId = await get(players, { q: String(member.id) });
    expect(byId.result.list.map((row: any) => row.id)).toContain(member.id);
    const { invite_code } = byName.result.list[0];
    const byCode = await get(players, { q: invite_code.toLowerCase() });
    expect(byCode.result.list.map((row: any) => row.id)).toEqual([third.id]);

    // A session seen: the list says when.
    await playerToken(suite.testApp, agent.id);
    expect((await get(players, { q: `${prefix}agent` })).result.list[0].last_seen_at).not.toBeNull();

    const second = await get(players, { q: prefix, page: 2, size: 2 });
    expect(second.result).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(second.result.list.map((row: any) => row.id)).toEqual([agent.id]);
    for (const nothing of ['no-such-player!', 'zzzzzzzzzzzzzzzzzzzz'])
      expect((await get(players, { q: nothing })).result).toMatchObject({ total: 0, list: [] });
    // Without a search, every player, newest first.
    expect((await get(players, { size: 1 })).result.list[0].id).toBe(third.id);
  });

  it('shows the profile: inviter, wallet and held money, lifetime totals, open withdrawals', async () => {
    const player = await suite.ready('100');
    const applied = await suite.apply(player.token, { amount: '30', address_id: player.addressId });
    expect(applied.code).toBe(200);
    const deposited = await suite.deposit(player.token, '50');
    await suite.play(player.id, '10');

    const profile = await get(`${players}/${player.id}`);
    expect(profile.code).toBe(200);
    const balance = 100_000_000 - 31_000_000 + deposited;
    expect(profile.result).toMatchObject({
      id: player.id,
      inviter: null,
      balance: formatUsdt(microUsdt(balance)),
      held: '31.000000',
      withdraw_password_set: true,
      withdraw_password_locked_until: null,
      login_disabled_at: null,
      direct_members: 0,
      totals: {
        deposits: formatUsdt(microUsdt(deposited)),
        withdrawals_paid: '0.000000',
        rounds: 1,
        stake: '10.000000',
        payout: '10.000000',
        adjustments: '0.000000',
      },
      open_withdrawals: 1,
      pending_adjustments: 0,
    });
    expect(profile.result.last_login_at).not.toBeNull();

    const invited = await registerPlayerDirectly(
      suite.testApp.context,
      `pv${randomBytes(4).toString('hex')}`,
      'secret123',
      player.id,
    );
    const theirs = await get(`${players}/${invited.id}`);
    expect(theirs.result.inviter).toEqual({ id: player.id, username: profile.result.username });
    expect(await get(`${players}/999999999`)).toEqual(refusal(apiMessages.walletPlayerNotFound, 404));
  });

  it('pages the ledger and the rounds newest first, as the tables hold them', async () => {
    const player = await suite.player('200');
    for (const stake of ['1', '2', '3', '4', '5']) await suite.play(player.id, stake);
    const wallet = (await walletAccountId(suite.testApp.context.db, player.id))!;
    const entries = await suite.testApp.context.db
      .selectFrom('entries')
      .select(['id', 'transfer_id', 'kind', 'amount', 'balance_after'])
      .where('account_id', '=', wallet)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const ledger = await allPages(`${players}/${player.id}/ledger`, 3);
    expect(ledger.total).toBe(11);
    expect(ledger.pages.map((page) => page.length)).toEqual([3, 3, 3, 2]);
    expect(
      ledger.pages.flat().map((row) => ({
        id: row.id,
        transfer_id: row.transfer_id,
        kind: row.kind,
        amount: row.amount,
        balance_after: row.balance_after,
      })),
    ).toEqual(
      entries.map((entry) => ({
        ...entry,
        amount: formatUsdt(entry.amount),
        balance_after: formatUsdt(entry.balance_after),
      })),
    );
    expect(ledger.pages[3]![1]).toMatchObject({ kind: 'adjustment', kind_name: '人工调整', amount: '200.000000' });
    expect(ledger.pages[0]![0]).toMatchObject({ kind: 'win', kind_name: '派彩', amount: '5.000000' });

    const rounds = await allPages(`${players}/${player.id}/rounds`, 2);
    expect(rounds.total).toBe(5);
    expect(rounds.pages.flat().map((row) => [row.stake, row.payout, row.status, row.provider])).toEqual(
      ['5', '4', '3', '2', '1'].map((stake) => [`${stake}.000000`, `${stake}.000000`, 'settled', 'demo']),
    );
    expect(await get(`${players}/999999999/ledger`)).toEqual(refusal(apiMessages.walletPlayerNotFound, 404));
  });

  it("lists one player's deposit orders, withdrawals and claims for every role; the full lists stay 财务's", async () => {
    const player = await suite.ready('80');
    expect((await suite.apply(player.token, { amount: '20', address_id: player.addressId })).code).toBe(200);
    await suite.order(player.token, '25');
    const deposits = await get(`${players}/${player.id}/deposit-orders`);
    expect(deposits.result).toMatchObject({ total: 1, page: 1 });
    expect(deposits.result.list[0]).toMatchObject({ player_id: player.id, status: 'open' });
    const withdrawals = await get(`${players}/${player.id}/withdrawals`);
    expect(withdrawals.result.total).toBe(1);
    expect(withdrawals.result.list[0]).toMatchObject({ player_id: player.id, amount: '20.000000', state: 'review' });
    expect((await get(`${players}/${player.id}/promotion-claims`)).result).toMatchObject({ total: 0, items: [] });
    for (const path of ['deposit-orders', 'withdrawals', 'promotion-claims'])
      expect(await get(`${players}/999999999/${path}`)).toEqual(refusal(apiMessages.walletPlayerNotFound, 404));

    // The lists of everyone's money remain 财务's (and the claims report staff's).
    expect((await get(apiPaths.admin.depositOrders, { player_id: player.id })).code).toBe(403);
    expect((await get(apiPaths.admin.withdrawals, { player_id: player.id })).code).toBe(403);
    const finance = await operatorToken(suite.testApp, undefined, 'finance');
    const filtered = await get(apiPaths.admin.withdrawals, { player_id: player.id }, finance);
    expect(filtered.result.list.map((row: any) => row.player_id)).toEqual([player.id]);
  });

  it('is for operators only: a player token is refused', async () => {
    const player = await suite.player('0');
    const response = await suite.testApp.call({
      method: 'GET',
      url: `${players}/${player.id}`,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(response.status).toBe(403);
  });
});
