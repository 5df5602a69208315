/** A row of filter tabs (antd-mobile Tabs: a tablist with arrow keys), named for screen readers; a period filter is one. */
import { Tabs } from 'antd-mobile';
import { periodOf } from './list-logic';
import styles from './List.module.css';

export interface FilterOption {
  key: string;
  title: string;
}

interface Props {
  /** Stays at the top of the page while the list under it scrolls. */
  sticky?: boolean;
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange(value: string): void;
  testId: string;
}

export function FilterTabs({ sticky = false, label, options, value, onChange, testId }: Props) {
  const tabs = (
    <div role="group" aria-label={label} data-testid={testId}>
      <Tabs className={styles.tabs} activeKey={value} onChange={onChange} activeLineMode="fixed">
        {options.map((option) => (
          <Tabs.Tab key={option.key} title={option.title} data-testid={`${testId}-${option.key}`} />
        ))}
      </Tabs>
    </div>
  );
  return sticky ? <div className={styles.filters}>{tabs}</div> : tabs;
}

/** A screen's periods: their order (the first is the default), their titles and the filter's name. */
export interface Periods<Period extends string> {
  periods: readonly Period[];
  titles: Readonly<Record<Period, string>>;
  label: string;
}

/** The period tabs (今天 / 昨天 / 近7天…): the days are Asia/Shanghai days, which the server works out. */
export function PeriodFilter<Period extends string>({
  periods,
  titles,
  label,
  value,
  onChange,
  sticky,
}: Periods<Period> & { value: Period; onChange(value: Period): void; sticky?: boolean }) {
  const options = periods.map((period) => ({ key: period, title: titles[period] }));
  return (
    <FilterTabs
      label={label}
      options={options}
      value={value}
      onChange={(key) => onChange(periodOf(periods, key))}
      testId="period-filter"
      sticky={sticky}
    />
  );
}
