/** The commission bench's tree: one tree below the root, inviters registered first, depth capped and reached. */
import { describe, expect, it } from 'vitest';
import { benchTree, treeFacts } from './commission-tree';

describe('benchTree', () => {
  const tree = benchTree(5_000, 30);

  it('puts every player below the root, each invited by an earlier player one level up', () => {
    expect(tree.inviter[0]).toBe(-1);
    expect(tree.depth[0]).toBe(0);
    for (let index = 1; index < tree.inviter.length; index += 1) {
      const inviter = tree.inviter[index]!;
      expect(inviter).toBeGreaterThanOrEqual(0);
      expect(inviter).toBeLessThan(index);
      expect(tree.depth[index]).toBe(tree.depth[inviter]! + 1);
    }
  });

  it('reaches the deepest level and never passes it; closure rows are the sum of levels', () => {
    const facts = treeFacts(tree);
    expect(facts.maxDepth).toBe(30);
    expect(facts.closureRows).toBe(tree.depth.reduce((sum, level) => sum + level, 0));
    expect(facts.meanDepth).toBeCloseTo(facts.closureRows / 5_000, 10);
  });

  it('is the same tree for the same seed (both databases get one tree)', () => {
    expect(benchTree(5_000, 30).inviter).toEqual(tree.inviter);
    expect(benchTree(5_000, 30, 7).inviter).not.toEqual(tree.inviter);
  });
});
