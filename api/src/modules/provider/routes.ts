/**
 * The providers' seamless-wallet endpoints, `/api/wallet/:provider/<action>`: the caller's address
 * is checked against the provider's allow-list first, then the signature over the raw body, before
 * anything is parsed; then the contract schema, then the use case. Refusals answer
 * `{ code, message }` (HTTP 200), a caller from elsewhere HTTP 403, a bad signature HTTP 401.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiMessages,
  PROVIDER_SIGNATURE_HEADERS,
  providerAuthenticateRequestSchema,
  providerBalanceRequestSchema,
  providerBetRequestSchema,
  providerRollbackRequestSchema,
  providerWinRequestSchema,
} from 'shared-contracts';
import { inputFault } from '../../http/input-limits';
import type { AppContext } from '../../context';
import { allowListOf, isAllowedSourceRemembered } from '../../source-addresses';
import { placeBet, rollbackBet, settleWin } from './service';
import { authenticateLaunch, sessionBalance } from './sessions';
import { isValidProviderSignature } from './signature';
import type { ProviderReply } from './money-call';

interface ProviderAction<S extends z.ZodType> {
  schema: S;
  run(context: AppContext, provider: string, input: z.output<S>): Promise<ProviderReply>;
}

const action = <S extends z.ZodType>(schema: S, run: ProviderAction<S>['run']) =>
  ({ schema, run }) as ProviderAction<z.ZodType>;

const ACTIONS: Record<string, ProviderAction<z.ZodType>> = {
  authenticate: action(providerAuthenticateRequestSchema, (context, provider, input) =>
    authenticateLaunch(context, provider, input.launch_token),
  ),
  balance: action(providerBalanceRequestSchema, (context, provider, input) =>
    sessionBalance(context, provider, input.player_id, input.session_token),
  ),
  bet: action(providerBetRequestSchema, placeBet),
  win: action(providerWinRequestSchema, settleWin),
  rollback: action(providerRollbackRequestSchema, rollbackBet),
};

const CATALOGUE: ReadonlySet<string> = new Set(Object.values(apiMessages));

/** The protocol's bad-input answer: the contract's Chinese message when it set one, zod's own English never. */
function badInput(message: string | undefined) {
  return { code: 400, message: message && CATALOGUE.has(message) ? message : apiMessages.badField };
}

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    return undefined;
  }
}

export async function providerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const allowLists = new Map(
    Object.entries(context.config.providers).map(([code, provider]) => [code, allowListOf(provider.allow)]),
  );
  await app.register(async (scope) => {
    // Only here: the signature covers the exact bytes, so the body stays a string until checked.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/wallet/:provider/:action',
      { config: { rateLimit: false } },
      async (request: FastifyRequest<{ Params: { provider: string; action: string } }>, reply) => {
        const { provider, action: name } = request.params;
        const credentials = Object.hasOwn(context.config.providers, provider)
          ? context.config.providers[provider]
          : undefined;
        const providerAction = Object.hasOwn(ACTIONS, name) ? ACTIONS[name] : undefined;
        if (!credentials || !providerAction)
          return reply.code(404).send({ code: 404, message: apiMessages.walletProviderUnknown });
        // request.ip: the socket's address, or the one the trusted proxy (the site server) forwards.
        if (!isAllowedSourceRemembered(allowLists.get(provider)!, request.ip)) {
          request.log.warn({ provider, action: name, ip: request.ip }, 'wallet call from an address not allowed');
          return reply.code(403).send({ code: 403, message: apiMessages.walletSourceRefused });
        }
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const headers = request.headers;
        if (
          !isValidProviderSignature(
            credentials.secret,
            headers[PROVIDER_SIGNATURE_HEADERS.timestamp],
            headers[PROVIDER_SIGNATURE_HEADERS.signature],
            rawBody,
            context.now().getTime(),
          )
        ) {
          return reply.code(401).send({ code: 401, message: apiMessages.walletSignatureInvalid });
        }
        const body = parseJson(rawBody);
        // A nesting limit before the schema walks the body (the same rule as every player route).
        const fault = inputFault(body);
        if (fault) return reply.code(200).send(badInput(fault === 'too-deep' ? apiMessages.nestedTooDeep : undefined));
        const parsed = providerAction.schema.safeParse(body);
        if (!parsed.success) return reply.code(200).send(badInput(parsed.error.issues[0]?.message));
        return providerAction.run(context, provider, parsed.data);
      },
    );
  });
}
