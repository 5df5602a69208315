/**
 * A manual payout seen on chain but not yet solidified (待链上确认): the operator submits its txid,
 * the withdrawal stays paying with that transaction watched, and completes by itself once the
 * solidity node confirms it. The console's texts for it, and the confirmations count it shows.
 */

/** Blocks after which TRON solidifies a block (the solidity node knows it): confirmations are shown as n/19. */
export const REQUIRED_CONFIRMATIONS = 19;

/**
 * Confirmations of a transaction in block `block` when the latest block is `latest`: latest − block + 1,
 * shown at most 19 while the solidity node has not confirmed it yet.
 * @example confirmationsOf(120, 100) // 19
 */
export function confirmationsOf(latest: number, block: number): number {
  return Math.min(REQUIRED_CONFIRMATIONS, Math.max(0, latest - block + 1));
}

/** What the console shows of it (提现审核). */
export const payoutWatchTexts = {
  stateLabel: '待链上确认',
  /** The chain's progress of the watched transaction, e.g. 交易已上链，等待确认（7/19）. */
  progress: (confirmations: number) => `交易已上链，等待确认（${confirmations}/${REQUIRED_CONFIRMATIONS}）`,
  submitted: (confirmations: number) =>
    `交易已上链，等待确认（${confirmations}/${REQUIRED_CONFIRMATIONS}），确认后提现自动完成`,
  explain:
    '操作员提交的链上交易已被全节点看到、尚未固化。系统每轮自动查询，固化并核验通过后提现自动完成；交易失败或从链上消失则转入待核实。',
  recheck: '立即核验',
  rechecked: '已核验',
  completed: '交易已固化，提现已完成',
  movedToVerify: '交易未通过链上核验，提现已转入待核实',
  txId: '交易哈希',
  block: '所在区块',
} as const;
