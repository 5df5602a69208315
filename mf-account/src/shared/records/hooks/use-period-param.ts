/**
 * The period kept in the page's query (`?period=7d`), replaced in place: back from /betDetail
 * finds /betRecords on the period the player chose, and a shared link opens on it.
 */
import { useSearchParams } from 'react-router-dom';
import type { RecordPeriod } from 'shared-contracts';
import { parsePeriod } from '../record-query';

export function usePeriodParam(): [RecordPeriod, (period: RecordPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const setPeriod = (period: RecordPeriod) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('period', period);
        return next;
      },
      { replace: true },
    );
  return [parsePeriod(params.get('period')), setPeriod];
}
