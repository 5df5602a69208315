/** A row of filter tabs (antd-mobile Tabs: a tablist with arrow keys), named for screen readers; the period filter is one. */
import { Tabs } from 'antd-mobile';
import { AGENT_PERIODS, messages, type AgentPeriod } from 'shared-contracts';
import styles from '../Agent.module.css';

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

const PERIOD_OPTIONS = AGENT_PERIODS.map((period) => ({ key: period, title: messages.agentCommon.periods[period] }));

/** 全部 / 今天 / 昨天 / 本周 / 本月: Asia/Shanghai days, which the server works out. */
export function PeriodFilter({ value, onChange }: { value: AgentPeriod; onChange(value: AgentPeriod): void }) {
  return (
    <FilterTabs
      label={messages.agentCommon.periodLabel}
      options={PERIOD_OPTIONS}
      value={value}
      onChange={(key) => onChange(PERIOD_OPTIONS.find((option) => option.key === key)?.key ?? 'all')}
      testId="period-filter"
    />
  );
}
