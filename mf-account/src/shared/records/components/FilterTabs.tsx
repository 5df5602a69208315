/** A row of filter tabs (antd-mobile Tabs: a tablist with arrow keys), named for screen readers; the period filter is one. */
import { Tabs } from 'antd-mobile';
import { messages, RECORD_PERIODS, type RecordPeriod } from 'shared-contracts';
import styles from './Records.module.css';

export interface FilterOption {
  key: string;
  title: string;
}

interface Props {
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange(value: string): void;
  testId: string;
}

export function FilterTabs({ label, options, value, onChange, testId }: Props) {
  return (
    <div role="group" aria-label={label} data-testid={testId}>
      <Tabs className={styles.tabs} activeKey={value} onChange={onChange} activeLineMode="fixed">
        {options.map((option) => (
          <Tabs.Tab key={option.key} title={option.title} data-testid={`${testId}-${option.key}`} />
        ))}
      </Tabs>
    </div>
  );
}

const PERIOD_OPTIONS = RECORD_PERIODS.map((period) => ({ key: period, title: messages.records.periods[period] }));

/** 今天 / 昨天 / 近7天 / 近30天: the days are Asia/Shanghai days, which the server works out. */
export function PeriodFilter({ value, onChange }: { value: RecordPeriod; onChange(value: RecordPeriod): void }) {
  return (
    <FilterTabs
      label={messages.records.periodLabel}
      options={PERIOD_OPTIONS}
      value={value}
      onChange={(key) => onChange(PERIOD_OPTIONS.find((option) => option.key === key)?.key ?? 'today')}
      testId="period-filter"
    />
  );
}
