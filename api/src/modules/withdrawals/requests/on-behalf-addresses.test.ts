/** GET …/players/:id/protection/addresses on both databases: the player's own bound addresses, 财务 only. */
import { addressListResultSchema, apiMessages, apiPaths, envelopeSchema } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { bearer } from '../../../test/players';
import { operatorToken, refusal } from '../../../test/requests';
import { withdrawalSuite, type WithdrawalSuite } from '../../../test/withdrawals';

describe.each(TEST_DATABASES)('a player’s addresses for a withdrawal on behalf on %s', (database) => {
  let suite: WithdrawalSuite;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
  });
  afterAll(() => suite.testApp.close());

  const addressesOf = (playerId: number) => `${apiPaths.admin.players}/${playerId}/protection/addresses`;

  it('lists the player’s bound addresses oldest first, none of another player’s', async () => {
    const player = await suite.ready('100');
    const second = await suite.bindTrc20(player.token);
    await suite.ready('10');
    const answer = envelopeSchema(addressListResultSchema).parse(await suite.asOperator('GET', addressesOf(player.id)));
    expect(answer.result!.list.map((address) => address.id)).toEqual([player.addressId, second]);
    expect(answer.result!.list[1]).toMatchObject({ type: 1, address: expect.stringMatching(/^T/) });
  });

  it('answers 404 for an unknown player and 403 to 客服', async () => {
    expect(await suite.asOperator('GET', addressesOf(999_999))).toEqual(refusal(apiMessages.walletPlayerNotFound, 404));
    const player = await suite.ready('10');
    const support = await operatorToken(suite.testApp, undefined, 'support');
    const response = await suite.testApp.call({ method: 'GET', url: addressesOf(player.id), headers: bearer(support) });
    expect(response.status).toBe(403);
  });
});
