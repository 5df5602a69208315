/**
 * The set of our deposit addresses the event scan filters by, kept in memory: the pool is read
 * whole every pass (a few rows), players' own addresses only from the last derivation index on,
 * so 100,000 players cost one indexed query a pass, not 100,000 rows.
 */
export interface AddressSource {
  /** Every pool address, and the players' own derived after `afterIndex`. */
  ourAddresses(afterIndex: number): Promise<{ pool: string[]; players: Array<{ index: number; address: string }> }>;
}

export class OurAddresses {
  private pool = new Set<string>();
  private readonly players = new Set<string>();
  private lastIndex = -1;

  /** Brings the set up to date; call once a pass, before reading events. */
  async refresh(source: AddressSource): Promise<void> {
    const { pool, players } = await source.ourAddresses(this.lastIndex);
    this.pool = new Set(pool);
    for (const player of players) {
      this.players.add(player.address);
      this.lastIndex = Math.max(this.lastIndex, player.index);
    }
  }

  has(address: string): boolean {
    return this.pool.has(address) || this.players.has(address);
  }

  get size(): number {
    return this.pool.size + this.players.size;
  }

  /** Every address (the reconciliation's rotation draws from these). */
  all(): string[] {
    return [...this.pool, ...this.players];
  }
}
