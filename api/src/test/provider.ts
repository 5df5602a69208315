/** Test helpers that act as a game provider would: signed seamless-wallet calls, launches, funded players. */
import { randomBytes } from 'node:crypto';
import { microUsdt, PROVIDER_SIGNATURE_HEADERS, providerWalletPaths } from 'shared-contracts';
import { openProvider, type AppConfig } from '../config';
import { registerPlayerDirectly } from '../modules/auth/service';
import { hashToken, newToken } from '../modules/auth/tokens';
import { PLATFORM_ACCOUNTS } from '../modules/ledger/accounts';
import { creditPlayer } from '../modules/ledger/service';
import { signProviderBody } from '../modules/provider/signature';
import { TEST_DEMO_SECRET, type TestApp } from './harness';
import { newUsername } from './players';

export const TEST_PROVIDER = 'demo';
export const USDT = 1_000_000;

type WalletAction = keyof typeof providerWalletPaths;

/**
 * Test settings whose demo provider pays a win of any size: for suites about other rules (the
 * protocol, the money model), which draw wins far above a stake; the limit has its own tests.
 */
export const withoutWinLimit = (): Partial<AppConfig> => ({
  providers: {
    [TEST_PROVIDER]: openProvider(TEST_DEMO_SECRET, 'http://127.0.0.1:3300/play', { maxWinMultiple: 1e12 }),
  },
});

interface ProviderCallOptions {
  provider?: string;
  secret?: string;
  timestamp?: number;
  tamper?: (raw: string) => string;
  /** The caller's socket address (127.0.0.1 unless given), and what a proxy there forwards. */
  remoteAddress?: string;
  forwardedFor?: string;
}

/** A provider's seamless-wallet call, signed as the provider signs it; `tamper` changes what is sent after signing. */
export async function providerCall(
  testApp: TestApp,
  action: WalletAction,
  body: Record<string, unknown>,
  options: ProviderCallOptions = {},
) {
  return providerCallRaw(testApp, action, JSON.stringify(body), options);
}

/** The same with the body as raw text (JSON no encoder writes, such as nesting 30,000 deep), signed as it is. */
export async function providerCallRaw(
  testApp: TestApp,
  action: WalletAction,
  raw: string,
  options: ProviderCallOptions = {},
) {
  const provider = options.provider ?? TEST_PROVIDER;
  const secret = options.secret ?? testApp.context.config.providers[provider]?.secret ?? 'unknown';
  const timestamp = String(options.timestamp ?? testApp.context.now().getTime());
  const signature = signProviderBody(secret, timestamp, raw);
  return testApp.call({
    method: 'POST',
    url: providerWalletPaths[action](provider),
    payload: options.tamper ? options.tamper(raw) : raw,
    remoteAddress: options.remoteAddress,
    headers: {
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
      'content-type': 'application/json',
      [PROVIDER_SIGNATURE_HEADERS.timestamp]: timestamp,
      [PROVIDER_SIGNATURE_HEADERS.signature]: signature,
    },
  });
}

/** A one-time launch token for the player, as the launch adapter stores it. */
export async function launchTokenFor(
  testApp: TestApp,
  playerId: number,
  gameCode = 'demo_fruit_slot',
  provider = TEST_PROVIDER,
): Promise<string> {
  const token = newToken();
  const now = testApp.context.now();
  await testApp.context.db
    .insertInto('provider_launches')
    .values({
      token_hash: hashToken(token),
      player_id: playerId,
      provider,
      game_code: gameCode,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + testApp.context.config.launchTokenTtlMs).toISOString(),
    })
    .execute();
  return token;
}

export interface GamePlayer {
  id: number;
  playerId: string;
  sessionToken: string;
}

/** A player with `balance` micro-USDT deposited and a live game session at the provider. */
export async function fundedGamePlayer(testApp: TestApp, balance: number): Promise<GamePlayer> {
  const player = await registerPlayerDirectly(testApp.context, newUsername(), 'secret123', null);
  if (balance > 0)
    await creditPlayer(testApp.context, {
      playerId: player.id,
      amount: microUsdt(balance),
      sourceCode: PLATFORM_ACCOUNTS.depositClearing,
      kind: 'deposit',
      idempotencyKey: `test-deposit:${player.id}:${randomBytes(4).toString('hex')}`,
    });
  const launched = await providerCall(testApp, 'authenticate', {
    launch_token: await launchTokenFor(testApp, player.id),
  });
  if (launched.body.code !== 200) throw new Error(`authenticate refused: ${JSON.stringify(launched.body)}`);
  return { id: player.id, playerId: String(player.id), sessionToken: launched.body.result.session_token };
}

let transactionCounter = 0;
/** A provider transaction id, unique in the run. */
export function newTransactionId(prefix = 'tx'): string {
  transactionCounter += 1;
  return `${prefix}-${process.pid}-${transactionCounter}-${randomBytes(3).toString('hex')}`;
}

export const betBody = (
  player: GamePlayer,
  amount: string,
  ids: { transaction_id?: string; round_id?: string } = {},
) => ({
  player_id: player.playerId,
  session_token: player.sessionToken,
  transaction_id: ids.transaction_id ?? newTransactionId('bet'),
  round_id: ids.round_id ?? newTransactionId('round'),
  game_code: 'demo_fruit_slot',
  amount,
});

export const winBody = (
  player: GamePlayer,
  bet: { transaction_id: string; round_id: string },
  amount: string,
  transactionId = newTransactionId('win'),
) => ({
  player_id: player.playerId,
  transaction_id: transactionId,
  bet_transaction_id: bet.transaction_id,
  round_id: bet.round_id,
  amount,
});

export const rollbackBody = (
  player: GamePlayer,
  bet: { transaction_id: string; round_id: string },
  transactionId = newTransactionId('rb'),
) => ({
  player_id: player.playerId,
  transaction_id: transactionId,
  bet_transaction_id: bet.transaction_id,
  round_id: bet.round_id,
});

/** The player's wallet balance in micro-USDT, read from the ledger. */
export async function walletBalanceOf(testApp: TestApp, playerId: number): Promise<number> {
  const row = await testApp.context.db
    .selectFrom('accounts')
    .select('balance')
    .where('code', '=', `player:${playerId}`)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}
