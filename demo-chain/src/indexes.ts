/**
 * The indexes TronGrid's v1 lists read, both in block order and only ever appended to (so a
 * fingerprint's position stays valid): each address's listed transfers and approvals, and each
 * contract's events. Both are built from logs, so only successful calls enter them.
 */
import type { ChainTransfer } from './transactions';

export class ListIndexes {
  /** The account list's: by address, unless the transfer is hidden from it (trongrid#16). */
  private readonly byAddress = new Map<string, ChainTransfer[]>();
  /** The event list's: by contract, one event per call. */
  private readonly byContract = new Map<string, ChainTransfer[]>();

  /** Indexes a successful call, mined in the newest block. */
  add(transfer: ChainTransfer): void {
    appendTo(this.byContract, transfer.contract, transfer);
    if (transfer.hiddenFromAccountIndex) return;
    appendTo(this.byAddress, transfer.from, transfer);
    if (transfer.to !== transfer.from) appendTo(this.byAddress, transfer.to, transfer);
  }

  /** An address's listed calls, in block order (shared: do not change it). */
  transfersOf(address: string): readonly ChainTransfer[] {
    return this.byAddress.get(address) ?? [];
  }

  /** A contract's events, in block order (shared: do not change it). */
  eventsOf(contract: string): readonly ChainTransfer[] {
    return this.byContract.get(contract) ?? [];
  }
}

function appendTo(index: Map<string, ChainTransfer[]>, key: string, transfer: ChainTransfer): void {
  const list = index.get(key);
  if (list) list.push(transfer);
  else index.set(key, [transfer]);
}
