/** The withdrawal suites' app: players with money (deposited on chain, or credited without a turnover requirement), passwords, addresses, play. */
import { randomBytes } from 'node:crypto';
import { apiPaths, microUsdt, parseUsdt } from 'shared-contracts';
import { registerPlayerDirectly } from '../modules/auth/service';
import { PLATFORM_ACCOUNTS } from '../modules/ledger/accounts';
import { creditPlayer } from '../modules/ledger/service';
import { encodeTronAddress } from '../modules/tron/address';
import { depositSuite, type DepositSuite } from './deposits';
import type { TestDatabase } from './harness';
import { newUsername } from './players';
import { betBody, launchTokenFor, providerCall, winBody, type GamePlayer } from './provider';
import { playerToken } from './requests';

export const LOGIN_PASSWORD = 'secret123';
export const WITHDRAW_PASSWORD = 'withdraw888';

/** A valid TRON address no one else in the run has. */
export function newTronAddress(): string {
  return encodeTronAddress(Uint8Array.from([0x41, ...randomBytes(20)]));
}

let requestCounter = 0;
/** A client request id of the allowed shape, new on every call. */
export function newRequestId(): string {
  requestCounter += 1;
  return `req-${process.pid}-${requestCounter}-${randomBytes(3).toString('hex')}`;
}

export interface WithdrawalSuite extends DepositSuite {
  /** A player with `balance` USDT text credited without a turnover requirement (as a test credit). */
  player(balance?: string): Promise<{ id: number; token: string }>;
  /** A deposit on chain through an order (the turnover requirement comes with it); the micro-USDT credited (amount and the order's tail). */
  deposit(token: string, amount: string): Promise<number>;
  setPassword(token: string, password?: string): Promise<void>;
  /** Binds a new TRC20 address; its id. */
  bindTrc20(token: string): Promise<number>;
  /** A player ready to withdraw: balance, password, a TRC20 address. */
  ready(balance: string): Promise<{ id: number; token: string; addressId: number }>;
  apply(
    token: string,
    fields: { amount: string; address_id: number; password?: string; request_id?: string },
  ): Promise<any>;
  /** Plays a round of `stake` USDT text whose win pays the stake back: settled, the balance unchanged. */
  play(playerId: number, stake: string): Promise<void>;
  /** PUT withdrawal settings: the ones in force with `change` over them. */
  settings(change: Record<string, unknown>): Promise<any>;
}

export async function withdrawalSuite(database: TestDatabase): Promise<WithdrawalSuite> {
  const base = await depositSuite(database);
  const { testApp } = base;
  const sessions = new Map<number, GamePlayer>();
  const suite: WithdrawalSuite = {
    ...base,
    async player(balance = '0') {
      const player = await registerPlayerDirectly(testApp.context, newUsername(), LOGIN_PASSWORD, null);
      const amount = parseUsdt(balance)!;
      if (amount > 0)
        await creditPlayer(testApp.context, {
          playerId: player.id,
          amount: microUsdt(amount),
          sourceCode: PLATFORM_ACCOUNTS.adjustments,
          kind: 'adjustment',
          idempotencyKey: `test-credit:${player.id}:${randomBytes(4).toString('hex')}`,
        });
      return { id: player.id, token: await playerToken(testApp, player.id) };
    },
    async deposit(token, amount) {
      const order = await base.order(token, amount);
      const outcome = await base.receive(base.transfer(order.address, order.actual_amount));
      if (outcome !== 'credited') throw new Error(`deposit not credited: ${outcome}`);
      return parseUsdt(order.actual_amount)!;
    },
    async setPassword(token, password = WITHDRAW_PASSWORD) {
      const body = await base.asPlayer(token, apiPaths.wallet.setPassword, { password, confirm_password: password });
      if (body.code !== 200) throw new Error(`set-password refused: ${JSON.stringify(body)}`);
    },
    async bindTrc20(token) {
      const body = await base.asPlayer(token, apiPaths.wallet.bindAddress, { type: 1, address: newTronAddress() });
      if (body.code !== 200) throw new Error(`bind-address refused: ${JSON.stringify(body)}`);
      return body.result.id as number;
    },
    async ready(balance) {
      const player = await suite.player(balance);
      await suite.setPassword(player.token);
      return { ...player, addressId: await suite.bindTrc20(player.token) };
    },
    apply(token, fields) {
      return base.asPlayer(token, apiPaths.wallet.withdrawApply, {
        password: WITHDRAW_PASSWORD,
        request_id: newRequestId(),
        ...fields,
      });
    },
    async play(playerId, stake) {
      let session = sessions.get(playerId);
      if (!session) {
        const launched = await providerCall(testApp, 'authenticate', {
          launch_token: await launchTokenFor(testApp, playerId),
        });
        if (launched.body.code !== 200) throw new Error(`authenticate refused: ${JSON.stringify(launched.body)}`);
        session = { id: playerId, playerId: String(playerId), sessionToken: launched.body.result.session_token };
        sessions.set(playerId, session);
      }
      const bet = betBody(session, stake);
      const placed = await providerCall(testApp, 'bet', bet);
      if (placed.body.code !== 200) throw new Error(`bet refused: ${JSON.stringify(placed.body)}`);
      const settled = await providerCall(testApp, 'win', winBody(session, bet, stake));
      if (settled.body.code !== 200) throw new Error(`win refused: ${JSON.stringify(settled.body)}`);
    },
    async settings(change) {
      const current = await base.asOperator('GET', apiPaths.admin.withdrawalSettings);
      const rules = { ...current.result, ...change };
      delete rules.hot_wallet_address;
      return base.asOperator('PUT', apiPaths.admin.withdrawalSettings, rules);
    },
  };
  return suite;
}
