/** The seed walk's timed events beside the rounds: a small binary heap by time, then by insertion. */
/** A small binary heap of timed events (withdrawal decisions, bonuses, sweeps). */
export class Timeline {
  private items: Array<{ at: number; seq: number; run: () => Promise<void> }> = [];
  private seq = 0;
  push(at: number, run: () => Promise<void>): void {
    const items = this.items;
    items.push({ at, seq: this.seq++, run });
    for (let index = items.length - 1; index > 0;) {
      const parent = (index - 1) >> 1;
      if (!this.before(index, parent)) break;
      [items[index], items[parent]] = [items[parent]!, items[index]!];
      index = parent;
    }
  }
  peek(): number {
    return this.items[0]?.at ?? Number.POSITIVE_INFINITY;
  }
  pop(): () => Promise<void> {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      for (let index = 0; ;) {
        const [left, right] = [index * 2 + 1, index * 2 + 2];
        let least = index;
        if (left < items.length && this.before(left, least)) least = left;
        if (right < items.length && this.before(right, least)) least = right;
        if (least === index) break;
        [items[index], items[least]] = [items[least]!, items[index]!];
        index = least;
      }
    }
    return top.run;
  }
  private before(a: number, b: number): boolean {
    const [x, y] = [this.items[a]!, this.items[b]!];
    return x.at !== y.at ? x.at < y.at : x.seq < y.seq;
  }
}
