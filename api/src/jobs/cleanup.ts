/**
 * The clean-up job: deletes what no request can use again — expired captchas and entry codes,
 * launch rows past their keeping time (LAUNCH_RECORD_DAYS), expired game sessions, expired or revoked player and operator sessions,
 * client traces past the retention period (risk_retention_days) and the client of audit entries past it. Each
 * delete is by a condition that only grows true with time, so a rerun, or a run cut off halfway,
 * changes nothing already done. Money rows (transfers, entries, provider transactions, rounds)
 * are records and are never touched.
 */
import type { AppContext } from '../context';
import { purgeExpiredCaptchas } from '../modules/auth/captcha';
import { purgeExpiredEntryCodes } from '../modules/auth/entry-codes';
import { purgeDeadSessions } from '../modules/auth/sessions';
import { purgeSpentLaunches } from '../modules/provider/sessions';
import { purgeExpiredClientData } from '../modules/risk';

export interface CleanupCounts {
  captchas: number;
  entryCodes: number;
  sessions: number;
  launches: number;
  gameSessions: number;
  clientTraces: number;
  auditClients: number;
}

export async function cleanup(context: AppContext): Promise<CleanupCounts> {
  const captchas = await purgeExpiredCaptchas(context);
  const entryCodes = await purgeExpiredEntryCodes(context);
  const sessions = await purgeDeadSessions(context);
  const { launches, gameSessions } = await purgeSpentLaunches(context);
  const { clientTraces, auditClients } = await purgeExpiredClientData(context);
  return { captchas, entryCodes, sessions, launches, gameSessions, clientTraces, auditClients };
}
