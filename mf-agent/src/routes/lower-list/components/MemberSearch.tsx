/** Search by member id (digits only): a typed id finds that member anywhere in the team; clearing the box lists the direct members again. */
import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { messages } from 'shared-contracts';
import { getHost } from 'remote-kit';
import { parseMemberId } from '../../../shared/agent-format';
import page from '../LowerList.module.css';

const text = messages.lowerList;

export function MemberSearch({ onSearch }: { onSearch(memberId: number | null): void }) {
  const [typed, setTyped] = useState('');
  const search = (value: string) => {
    if (value.trim() === '') return onSearch(null);
    const id = parseMemberId(value);
    if (id === null) return getHost().toast(text.searchInvalid);
    onSearch(id);
  };
  return (
    <div role="search" className={page.search}>
      <SearchBar
        value={typed}
        onChange={(value) => {
          const digits = value.replace(/\D/g, '');
          setTyped(digits);
          // An emptied box (backspaced, not only the clear icon) lists the direct members again.
          if (digits === '') onSearch(null);
        }}
        onSearch={search}
        onClear={() => onSearch(null)}
        placeholder={text.searchPlaceholder}
        aria-label={text.searchLabel}
        data-testid="member-search"
      />
    </div>
  );
}
