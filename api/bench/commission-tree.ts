/**
 * The commission bench's referral tree, by index (0 is the root agent): who invited whom, built
 * from a seeded PRNG so both databases get the same tree. Everyone below the root descends from it.
 */
import { prng } from './records-books';

export interface BenchTree {
  /** inviter[i] < i for every i > 0 (an inviter registered first); -1 for the root. */
  inviter: Int32Array;
  /** Levels below the root: 0 for the root, 1 for its direct members, … up to `maxDepth`. */
  depth: Int32Array;
}

/** Invitees of players who joined lately make chains; of popular inviters, wide bushes; the rest, anyone. */
const RECENT_WINDOW = 1000;
const RECENT_SHARE = 0.3;
const POPULAR_SHARE = 0.4;

/**
 * A tree of `size` players at most `maxDepth` levels below the root, with a chain of `maxDepth`
 * first so the depth is reached. Each later player's inviter is one of the last RECENT_WINDOW
 * players (RECENT_SHARE), the inviter of a random earlier player (POPULAR_SHARE: chosen in
 * proportion to invitees already had), or anyone before them; drawn again when already at the
 * deepest level. With 100,000 players and 30 levels: mean level ≈ 19, the root has 25 direct
 * members, the widest inviter 174, and 58 % invite nobody.
 */
export function benchTree(size: number, maxDepth: number, seed = 20_261_125): BenchTree {
  const random = prng(seed);
  const inviter = new Int32Array(size);
  const depth = new Int32Array(size);
  inviter[0] = -1;
  const pick = (index: number): number => {
    const draw = random();
    if (draw < RECENT_SHARE) return index - 1 - Math.floor(random() * Math.min(RECENT_WINDOW, index));
    if (draw < RECENT_SHARE + POPULAR_SHARE) return inviter[1 + Math.floor(random() * (index - 1))]!;
    return Math.floor(random() * index);
  };
  for (let index = 1; index < size; index += 1) {
    let chosen = index - 1;
    if (index > maxDepth)
      do chosen = pick(index);
      while (depth[chosen]! >= maxDepth);
    inviter[index] = chosen;
    depth[index] = depth[chosen]! + 1;
  }
  return { inviter, depth };
}

/** Depth facts of a tree: deepest level, mean level and closure rows (Σ levels: one row per ancestor). */
export function treeFacts(tree: BenchTree): { maxDepth: number; meanDepth: number; closureRows: number } {
  let max = 0;
  let sum = 0;
  for (const level of tree.depth) {
    max = Math.max(max, level);
    sum += level;
  }
  return { maxDepth: max, meanDepth: sum / tree.depth.length, closureRows: sum };
}
