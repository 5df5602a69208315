/**
 * What a ledger transfer's reference names, read from what each API module writes there: the one
 * parser of those texts, for the player's bills (with the server's look-ups) and the console's
 * ledger (labels with links). A shape not listed comes back as text, shown as written.
 */
export type LedgerReference =
  /** `round:<provider>:<round id>`: a bet or payout of a game round (the round id may hold colons). */
  | { kind: 'round'; provider: string; roundId: string }
  /** `adjustment:<id>`: an operator's balance adjustment. */
  | { kind: 'adjustment'; id: number }
  /** `chain-deposit:<chain_deposits row>`: a USDT deposit credited from the chain. */
  | { kind: 'chain-deposit'; id: number }
  /** `deposit:<tx id>:<event index>`: a chain deposit named by its transaction (deposit-limit reviews). */
  | { kind: 'chain-transfer'; txId: string }
  /** `channel_order:<order no>`: a pay channel's deposit order. */
  | { kind: 'channel-order'; orderNo: string }
  /** `channel:<channel code>:<channel's order no>`: the same, as the channel numbers it. */
  | { kind: 'channel-callback'; channel: string; channelOrderNo: string }
  /** `withdrawal:<order no>`: a withdrawal's request. */
  | { kind: 'withdrawal'; orderNo: string }
  /** `hold:<id>`: a withdrawal's held amount released (paid out or returned). */
  | { kind: 'hold'; id: number }
  | { kind: 'red-packet'; id: number }
  /** `promotion:<player>:<activity type>:<period>`: a promotion's reward. */
  | { kind: 'promotion'; activityType: number; period: string }
  | { kind: 'rebate-claim' }
  | { kind: 'commission-claim' }
  | { kind: 'text'; text: string };

const ROW_ID = '(\\d{1,15})';
const PATTERNS: Array<[RegExp, (match: RegExpExecArray) => LedgerReference]> = [
  [/^round:([^:]+):(.+)$/, (m) => ({ kind: 'round', provider: m[1]!, roundId: m[2]! })],
  [new RegExp(`^adjustment:${ROW_ID}$`), (m) => ({ kind: 'adjustment', id: Number(m[1]) })],
  [new RegExp(`^chain-deposit:${ROW_ID}$`), (m) => ({ kind: 'chain-deposit', id: Number(m[1]) })],
  [/^deposit:([^:]+):\d+$/, (m) => ({ kind: 'chain-transfer', txId: m[1]! })],
  [/^channel_order:(.+)$/, (m) => ({ kind: 'channel-order', orderNo: m[1]! })],
  [/^channel:([^:]+):(.+)$/, (m) => ({ kind: 'channel-callback', channel: m[1]!, channelOrderNo: m[2]! })],
  [/^withdrawal:(.+)$/, (m) => ({ kind: 'withdrawal', orderNo: m[1]! })],
  [new RegExp(`^hold:${ROW_ID}$`), (m) => ({ kind: 'hold', id: Number(m[1]) })],
  [new RegExp(`^red-packet:${ROW_ID}$`), (m) => ({ kind: 'red-packet', id: Number(m[1]) })],
  [/^promotion:\d+:(\d+):(.+)$/, (m) => ({ kind: 'promotion', activityType: Number(m[1]), period: m[2]! })],
  [/^rebate-claim:\d+:.+$/, () => ({ kind: 'rebate-claim' })],
  [/^commission-claim:\d+:.+$/, () => ({ kind: 'commission-claim' })],
];

/**
 * @example parseLedgerReference('round:demo:r-42') // { kind: 'round', provider: 'demo', roundId: 'r-42' }
 * @example parseLedgerReference('adjustment:2') // { kind: 'adjustment', id: 2 }
 */
export function parseLedgerReference(reference: string | null): LedgerReference {
  if (reference === null) return { kind: 'text', text: '' };
  for (const [pattern, read] of PATTERNS) {
    const match = pattern.exec(reference);
    if (match) return read(match);
  }
  return { kind: 'text', text: reference };
}
