/**
 * Client traces: each registration, login, session, deposit order, withdrawal request, claim and audit
 * entry notes where it came from (address, device id, user agent), for the associations between
 * players and the withdrawal review's flags. Outside a request (a job, a CLI) nothing is noted.
 */
import type { Kysely } from 'kysely';
import type { Database, TraceEvent } from '../../db/schema';
import { currentRequest, type RequestClient } from '../../request-client';
import { insertTrace } from './traces-store';

export interface TraceOf {
  /** Exactly one of the two. */
  playerId?: number;
  operatorId?: number;
  event: TraceEvent;
  /** What the event made or touched: an order number, a withdrawal id, a session id. */
  ref?: string | number;
  /** A device id the request carried in its body (registration, login), preferred to the header's. */
  deviceId?: string;
  at: Date;
}

/** Notes the current request's client for `trace`; does nothing outside a request. */
export async function recordTrace(db: Kysely<Database>, trace: TraceOf): Promise<void> {
  const client: RequestClient | undefined = currentRequest()?.client;
  if (!client) return;
  await insertTrace(db, {
    player_id: trace.playerId ?? null,
    operator_id: trace.operatorId ?? null,
    event: trace.event,
    ip: client.ip,
    device_id: trace.deviceId ?? client.deviceId,
    user_agent: client.userAgent,
    ref: trace.ref === undefined ? null : String(trace.ref),
    created_at: trace.at.toISOString(),
  });
}
