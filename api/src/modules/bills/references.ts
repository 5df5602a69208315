/**
 * A transfer's reference as a player reads it. The ledger keeps what each module wrote
 * (`round:<provider>:<round>`, `chain-deposit:<row>`, `channel_order:<order no>`,
 * `withdrawal:<order no>`, `hold:<hold>`); a player knows rounds by the provider's name and round
 * id, and money in and out by the order number the 充提记录 list shows.
 */
import type { Kysely } from 'kysely';
import { parseLedgerReference } from 'shared-contracts';
import type { Database } from '../../db/schema';
import { selectChainDepositOrders, selectPlatformNames, selectWithdrawalOrdersByHold } from './references-store';

export type ParsedReference =
  | { kind: 'round'; provider: string; roundId: string }
  | { kind: 'chain-deposit'; id: number }
  | { kind: 'hold'; id: number }
  | { kind: 'text'; text: string };

/**
 * What a reference names for the player (the shapes are read by shared-contracts' parser, which the
 * console's ledger uses too). A reference of no known shape (a kind added later, an operator's note)
 * is shown as written, so a new kind of movement still says something.
 * @example parseReference('round:demo:r-42') // { kind: 'round', provider: 'demo', roundId: 'r-42' }
 */
export function parseReference(reference: string | null): ParsedReference {
  const parsed = parseLedgerReference(reference);
  switch (parsed.kind) {
    case 'round':
    case 'chain-deposit':
    case 'hold':
    case 'text':
      return parsed;
    // Their tail is already what the player knows: an order number.
    case 'withdrawal':
    case 'channel-order':
      return { kind: 'text', text: parsed.orderNo };
    default:
      return { kind: 'text', text: reference ?? '' };
  }
}

const idsOf = (parsed: readonly ParsedReference[], kind: 'chain-deposit' | 'hold') => [
  ...new Set(parsed.flatMap((reference) => (reference.kind === kind ? [reference.id] : []))),
];

/**
 * A reader of a page's references: at most three lookups for the whole page (provider names,
 * deposit orders, withdrawal orders), each by key, never one per row.
 */
export async function readableReferences(
  db: Kysely<Database>,
  references: ReadonlyArray<string | null>,
): Promise<(reference: string | null) => string> {
  const parsed = references.map(parseReference);
  const providers = [
    ...new Set(parsed.flatMap((reference) => (reference.kind === 'round' ? [reference.provider] : []))),
  ];
  const [providerNames, deposits, withdrawals] = await Promise.all([
    selectPlatformNames(db, providers),
    selectChainDepositOrders(db, idsOf(parsed, 'chain-deposit')),
    selectWithdrawalOrdersByHold(db, idsOf(parsed, 'hold')),
  ]);
  // A deposit credited without an order (none is, today) still names its chain transaction.
  const depositNumbers = new Map(deposits.map((row) => [row.id, row.order_no ?? row.tx_id]));
  const withdrawalNumbers = new Map(withdrawals.map((row) => [row.hold_id, row.order_no]));
  return (reference) => {
    const what = parseReference(reference);
    switch (what.kind) {
      case 'round':
        return `${providerNames.get(what.provider) ?? what.provider} ${what.roundId}`;
      case 'chain-deposit':
        return depositNumbers.get(what.id) ?? '';
      case 'hold':
        return withdrawalNumbers.get(what.id) ?? '';
      case 'text':
        return what.text;
    }
  };
}
