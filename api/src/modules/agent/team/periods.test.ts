/** The periods of /lowerList turn at 00:00 Asia/Shanghai: weeks on Monday, months on the 1st. */
import { describe, expect, it } from 'vitest';
import { agentDays } from './periods';

const days = (period: Parameters<typeof agentDays>[0], at: string) => {
  const { startDate, endDate } = agentDays(period, new Date(at));
  return [startDate, endDate];
};

describe('agent periods', () => {
  it('names the days of each period on a Wednesday', () => {
    const at = '2026-03-11T04:00:00.000Z';
    expect(days('today', at)).toEqual(['2026-03-11', '2026-03-11']);
    expect(days('yesterday', at)).toEqual(['2026-03-10', '2026-03-10']);
    expect(days('week', at)).toEqual(['2026-03-09', '2026-03-11']);
    expect(days('month', at)).toEqual(['2026-03-01', '2026-03-11']);
    expect(days('all', at)).toEqual([null, '2026-03-11']);
  });

  it('starts a week on Monday 00:00 in Shanghai: Sunday 23:59:59.999 still belongs to the week before', () => {
    expect(days('week', '2026-03-08T15:59:59.999Z')).toEqual(['2026-03-02', '2026-03-08']);
    expect(days('week', '2026-03-08T16:00:00.000Z')).toEqual(['2026-03-09', '2026-03-09']);
    // A Sunday is the last day of its week, not the first.
    expect(days('week', '2026-03-15T04:00:00.000Z')).toEqual(['2026-03-09', '2026-03-15']);
  });

  it('starts a month on the 1st in Shanghai, across a year end too', () => {
    expect(days('month', '2026-02-28T15:59:59.999Z')).toEqual(['2026-02-01', '2026-02-28']);
    expect(days('month', '2026-02-28T16:00:00.000Z')).toEqual(['2026-03-01', '2026-03-01']);
    expect(days('yesterday', '2026-02-28T16:00:00.000Z')).toEqual(['2026-02-28', '2026-02-28']);
    expect(days('week', '2026-12-31T16:00:00.000Z')).toEqual(['2026-12-28', '2027-01-01']);
  });

  it('bounds the period by the UTC instants of its Shanghai midnights', () => {
    expect(agentDays('week', new Date('2026-03-11T04:00:00.000Z'))).toMatchObject({
      fromUtc: '2026-03-08T16:00:00.000Z',
      toUtc: '2026-03-11T16:00:00.000Z',
    });
    expect(agentDays('all', new Date('2026-03-11T04:00:00.000Z'))).toMatchObject({ fromUtc: null });
  });
});
