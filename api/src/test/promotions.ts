/** Promotions for the activity suites: rows inserted directly (the operator API is another suite's), and the task calls. */
import { randomBytes } from 'node:crypto';
import { apiPaths, RULE_KIND_OF_TYPE } from 'shared-contracts';
import type { TestApp } from './harness';
import { bearer } from './players';

export interface TestPromotion {
  type: number;
  /** params_json as an operator would save it (kind added from the type when absent). */
  params: Record<string, unknown>;
  title?: string;
  group?: string;
  /** ISO UTC; the app's clock minus a day unless given. */
  startsAt?: string;
  endsAt?: string | null;
  status?: 'on' | 'off';
  sort?: number;
  rulesHtml?: string;
}

/** Inserts (or replaces) the promotion of a type; its id. */
export async function putPromotion(testApp: TestApp, promotion: TestPromotion): Promise<number> {
  const { db } = testApp.context;
  const now = testApp.context.now();
  const kind = RULE_KIND_OF_TYPE[promotion.type as keyof typeof RULE_KIND_OF_TYPE];
  const row = {
    type: promotion.type,
    group_key: promotion.group ?? 'daily',
    title: promotion.title ?? `活动${promotion.type}`,
    summary: `活动${promotion.type}说明`,
    cover: '/cover.png',
    rules_html: promotion.rulesHtml ?? `<p>规则${promotion.type}</p>`,
    params_json: JSON.stringify({ kind, ...promotion.params }),
    starts_at: promotion.startsAt ?? new Date(now.getTime() - 86_400_000).toISOString(),
    ends_at: promotion.endsAt ?? null,
    status: promotion.status ?? 'on',
    sort: promotion.sort ?? 0,
    version: 1,
    updated_at: now.toISOString(),
  };
  // A seeded promotion of the type comes with its saved versions: they go with it.
  const seeded = db.selectFrom('promotions').select('id').where('type', '=', promotion.type);
  await db.deleteFrom('promotion_versions').where('promotion_id', 'in', seeded).execute();
  await db.deleteFrom('promotions').where('type', '=', promotion.type).execute();
  const inserted = await db.insertInto('promotions').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** A request id of the allowed shape, new on every call. */
export const claimRequestId = () => `claim-${randomBytes(6).toString('hex')}`;

/** GET task/list as a visitor: the body. */
export async function taskListCall(testApp: TestApp, query = '') {
  return (await testApp.call({ method: 'GET', url: `${apiPaths.activity.taskList}${query}` })).body;
}

/** GET task/progress as the player: the body. */
export async function progressCall(testApp: TestApp, token: string, activityType: number | string) {
  const url = `${apiPaths.activity.taskProgress}?activity_type=${activityType}`;
  return (await testApp.call({ method: 'GET', url, headers: bearer(token) })).body;
}

/** POST task/receive as the player: the body. */
export async function receiveCall(testApp: TestApp, token: string, payload: Record<string, unknown>) {
  return (
    await testApp.call({
      method: 'POST',
      url: apiPaths.activity.taskReceive,
      payload: { task: 'promotion', ...payload },
      headers: bearer(token),
    })
  ).body;
}

/** POST task/receive/log as the player: the body. */
export async function receiveLogCall(testApp: TestApp, token: string, payload: Record<string, unknown> = {}) {
  return (
    await testApp.call({ method: 'POST', url: apiPaths.activity.taskReceiveLog, payload, headers: bearer(token) })
  ).body;
}

/** Transfers of kind 'bonus' into the player's wallet (what claims paid). */
export async function bonusCredits(testApp: TestApp, playerId: number) {
  return testApp.context.db
    .selectFrom('entries')
    .innerJoin('accounts', 'accounts.id', 'entries.account_id')
    .select(['entries.amount', 'entries.transfer_id'])
    .where('accounts.code', '=', `player:${playerId}`)
    .where('entries.kind', '=', 'bonus')
    .execute();
}
