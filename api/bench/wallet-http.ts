/** bench:wallet's load over HTTP: signed bet+win callbacks (autocannon), and a bare POST for the hello-world. */
import autocannon, { type Result } from 'autocannon';
import { PROVIDER_SIGNATURE_HEADERS, providerWalletPaths } from 'shared-contracts';
import type { AppContext } from '../src/context';
import { signProviderBody } from '../src/modules/provider/signature';
import type { BenchPlayer } from './wallet-players';

export const CONNECTIONS = 50;
const PROVIDER = 'demo';

function signedHeaders(secret: string, body: string): Record<string, string> {
  const timestamp = String(Date.now());
  return {
    'content-type': 'application/json',
    [PROVIDER_SIGNATURE_HEADERS.timestamp]: timestamp,
    [PROVIDER_SIGNATURE_HEADERS.signature]: signProviderBody(secret, timestamp, body),
  };
}

/** Each connection plays as its own player: a bet, then the win that settles it, again and again. */
export async function httpRun(
  url: string,
  context: AppContext,
  players: BenchPlayer[],
  seconds: number,
): Promise<{ result: Result; failures: number }> {
  const secret = context.config.providers[PROVIDER]?.secret ?? '';
  let nextPlayer = 0;
  let sequence = 0;
  let failures = 0;
  const countFailure = (_status: number, body: string) => {
    if (!body.startsWith('{"code":200')) failures += 1;
  };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: providerWalletPaths.bet(PROVIDER),
        setupRequest: (request, state) => {
          state.player ??= players[nextPlayer++ % players.length];
          const player = state.player as BenchPlayer;
          sequence += 1;
          state.bet = { transaction_id: `b${process.pid}-${sequence}`, round_id: `r${process.pid}-${sequence}` };
          const body = JSON.stringify({
            player_id: player.playerId,
            session_token: player.sessionToken,
            game_code: 'demo_fruit_slot',
            amount: '1',
            ...(state.bet as object),
          });
          return { ...request, body, headers: signedHeaders(secret, body) };
        },
        onResponse: countFailure,
      },
      {
        method: 'POST',
        path: providerWalletPaths.win(PROVIDER),
        setupRequest: (request, state) => {
          const player = state.player as BenchPlayer;
          const bet = state.bet as { transaction_id: string; round_id: string };
          const body = JSON.stringify({
            player_id: player.playerId,
            transaction_id: `w${bet.transaction_id}`,
            bet_transaction_id: bet.transaction_id,
            round_id: bet.round_id,
            amount: '0.96',
          });
          return { ...request, body, headers: signedHeaders(secret, body) };
        },
        onResponse: countFailure,
      },
    ],
  });
  return { result, failures };
}

/** The hello-world's ceiling: the same connections posting a body of a wallet call's size. */
export async function helloRun(url: string, seconds: number): Promise<Result> {
  const body = JSON.stringify({
    player_id: '1',
    transaction_id: 'b1-1',
    round_id: 'r1-1',
    amount: '1',
    padding: 'x'.repeat(80),
  });
  return await autocannon({
    url: `${url}/hello`,
    connections: CONNECTIONS,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
}
