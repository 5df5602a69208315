/** The query of the record screens' links (/betDetail?game_type_id=…&provider=…&period=…), read and written. */
import { RECORD_PERIODS, type RecordPeriod } from 'shared-contracts';

/** The period of a query value; today for a missing or unknown one (the server's default too). */
export function parsePeriod(value: string | null | undefined): RecordPeriod {
  return RECORD_PERIODS.find((period) => period === value) ?? 'today';
}

/** What /betDetail lists: one category and provider of /betRecords, or every round of the period. */
export interface BetDetailFilter {
  period: RecordPeriod;
  game_type_id?: number;
  provider?: string;
}

/**
 * The filter a /betDetail query asks for. Values the API would refuse are dropped rather than
 * sent, so an edited link shows the period's rounds instead of an error.
 * @example parseBetDetailQuery('?game_type_id=5&provider=demo&period=7d') // { period: '7d', game_type_id: 5, provider: 'demo' }
 */
export function parseBetDetailQuery(search: string): BetDetailFilter {
  const params = new URLSearchParams(search);
  const filter: BetDetailFilter = { period: parsePeriod(params.get('period')) };
  const gameType = params.get('game_type_id') ?? '';
  // 0 is a game the catalogue does not list: the 其他 row of 投注记录汇总.
  if (/^\d{1,2}$/.test(gameType)) filter.game_type_id = Number(gameType);
  const provider = params.get('provider') ?? '';
  if (/^[a-z0-9_-]{1,32}$/.test(provider)) filter.provider = provider;
  return filter;
}

/**
 * The /betDetail link of a /betRecords row.
 * @example betDetailPath({ period: 'today', game_type_id: 5, provider: 'demo' }) // '/betDetail?game_type_id=5&provider=demo&period=today'
 */
export function betDetailPath(filter: BetDetailFilter): string {
  const params = new URLSearchParams();
  if (filter.game_type_id !== undefined) params.set('game_type_id', String(filter.game_type_id));
  if (filter.provider !== undefined) params.set('provider', filter.provider);
  params.set('period', filter.period);
  return `/betDetail?${params.toString()}`;
}
