/** The 交易类型 filter: 全部 and every kind the server named in its answer. */
import { messages, type LedgerKind } from 'shared-contracts';
import { FilterTabs } from 'remote-kit';

/** The tab of every kind; no ledger kind can be named so (kinds are lower-case letters and _). */
export const ALL_KINDS = '*';

interface Props {
  kinds: readonly LedgerKind[];
  value: string;
  onChange(kind: string): void;
}

export function KindFilter({ kinds, value, onChange }: Props) {
  const options = [
    { key: ALL_KINDS, title: messages.records.all },
    ...kinds.map((kind) => ({ key: kind.kind, title: kind.name })),
  ];
  return (
    <FilterTabs
      label={messages.bills.kindFilter}
      options={options}
      value={value}
      onChange={onChange}
      testId="kind-filter"
    />
  );
}
