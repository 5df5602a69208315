/**
 * Token balances with their history: each change is kept with its block number, so a balanceOf at
 * the solidified block (what /walletsolidity answers) is a binary search, not a replay.
 */
interface History {
  blocks: number[];
  values: bigint[];
}

export class BalanceBook {
  /** By contract, then by address. */
  private readonly histories = new Map<string, Map<string, History>>();

  /** Adds `delta` to the balance of `address` in `contract` from block `blockNumber` on (blocks come in order). */
  credit(contract: string, address: string, delta: bigint, blockNumber: number): void {
    let holders = this.histories.get(contract);
    if (!holders) this.histories.set(contract, (holders = new Map()));
    const history = holders.get(address);
    if (!history) {
      holders.set(address, { blocks: [blockNumber], values: [delta] });
      return;
    }
    const last = history.blocks.length - 1;
    const value = history.values[last]! + delta;
    if (history.blocks[last] === blockNumber) history.values[last] = value;
    else {
      history.blocks.push(blockNumber);
      history.values.push(value);
    }
  }

  /** The balance after block `blockNumber` (default: after the last block). */
  balanceOf(contract: string, address: string, blockNumber = Number.POSITIVE_INFINITY): bigint {
    const history = this.histories.get(contract)?.get(address);
    if (!history) return 0n;
    let low = 0;
    let high = history.blocks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (history.blocks[middle]! <= blockNumber) low = middle + 1;
      else high = middle;
    }
    return low === 0 ? 0n : history.values[low - 1]!;
  }
}
