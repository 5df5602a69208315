/** The TRC20 calls and logs this chain runs: selectors, call data, event topics and how TronGrid names them. */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { addressWord, integerWord } from './addresses';

/** The first 4 bytes of keccak-256 of a function's signature, as hex: what call data starts with. */
export const selectorOf = (signature: string) =>
  Buffer.from(keccak_256(new TextEncoder().encode(signature)).subarray(0, 4)).toString('hex');

export const TRANSFER_SELECTOR = selectorOf('transfer(address,uint256)');
export const APPROVE_SELECTOR = selectorOf('approve(address,uint256)');
export const BALANCE_OF_SELECTOR = selectorOf('balanceOf(address)');

/** keccak-256 of Transfer(address,address,uint256): topic 0 of every TRC20 transfer log. */
export const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** keccak-256 of Approval(address,address,uint256). */
export const APPROVAL_TOPIC = '8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925';

export type CallKind = 'transfer' | 'approve';

/** The call data of transfer(to, value) or approve(spender, value). */
export const callDataOf = (kind: CallKind, to: string, value: bigint) =>
  `${kind === 'approve' ? APPROVE_SELECTOR : TRANSFER_SELECTOR}${addressWord(to)}${integerWord(value)}`;

/** How TronGrid's event list names each event: its name, its full signature and its arguments. */
export const EVENT_ABI = {
  transfer: {
    name: 'Transfer',
    signature: 'Transfer(address indexed from, address indexed to, uint256 value)',
    args: ['from', 'to', 'value'],
    topic: TRANSFER_TOPIC,
  },
  approve: {
    name: 'Approval',
    signature: 'Approval(address indexed owner, address indexed spender, uint256 value)',
    args: ['owner', 'spender', 'value'],
    topic: APPROVAL_TOPIC,
  },
} as const;
