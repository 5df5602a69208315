/** Chinese messages of hot-wallet payouts the chain has not clearly decided (待核实) and the operator's verdict; spread into apiMessages. */
export const payoutApiMessages = {
  /** A decision on a withdrawal in verify: its earlier payout's outcome is not known yet. */
  withdrawVerifyPending: '该提现待核实：上一笔链上付款结果未明，请先在链上核实并记录结果',
  /** A withdrawal in review with a failed or expired hot-wallet payout no operator has verified (e.g. an automatic expiry of before). */
  withdrawPayoutUnverified: '该提现有未核实的热钱包付款（可能已到账），请先在链上核实并记录结果后再处理',
  withdrawVerdictInvalid: '请选择核实结果：链上失败、未上链或已到账',
  withdrawVerdictNothing: '该提现没有待核实的链上付款',
  withdrawVerdictTaken: '该付款已由其他操作员核实，请刷新',
  withdrawVerdictNotFailed: '链上没有该交易已固化的失败回执，不能记为链上失败',
  withdrawVerdictOnChain: '链上查到了该交易，不能记为未上链',
  withdrawVerdictNotExpired: '该交易尚未过期（已固化区块时间未超过有效期），仍可能上链，请稍后再核实',
  /** A receipt in a block the solidity node has not solidified yet (about 19 blocks, 1 minute). */
  withdrawTxNotSolid: '交易已上链，等待确认，请稍后再试',
  /** 立即核验 of a withdrawal that is not waiting for a manual transaction's confirmation. */
  withdrawWatchNothing: '该提现没有等待链上确认的交易',
} as const;
