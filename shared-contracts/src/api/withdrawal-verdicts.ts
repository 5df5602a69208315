/**
 * The operator's verdict on a hot-wallet payout the chain has not clearly decided (待核实): the
 * request, and the console's texts for it. The server re-reads the chain and records only what agrees.
 */
import { z } from 'zod';
import { idField } from './fields';
import { apiMessages } from './messages';

/** failed: a solidified non-SUCCESS receipt; not_on_chain: both endpoints `{}` past expiry; paid: the receipt proves the transfer. */
export const payoutVerdictSchema = z.enum(['failed', 'not_on_chain', 'paid']);
export type PayoutVerdict = z.infer<typeof payoutVerdictSchema>;

/** POST /api/admin/withdrawals/:id/payout-verdict (财务, audited): the oldest unverified hot-wallet payout of the withdrawal. */
export const withdrawalVerdictSchema = z.object({
  id: idField,
  verdict: z.enum(payoutVerdictSchema.options, { error: apiMessages.withdrawVerdictInvalid }),
});
export type WithdrawalVerdict = z.infer<typeof withdrawalVerdictSchema>;

/** What the console shows of it (提现审核). */
export const payoutVerdictTexts = {
  stateLabel: '待核实',
  unresolvedStatus: '结果未明',
  heading: '链上核实',
  explain:
    '该笔热钱包付款的结果未明（回执失败，或过期后两个固化节点接口多次都查不到）。请先在 Tronscan 查看该交易，再记录链上结果；服务器会重新读取链上数据，只记录与链上一致的结果。记录为失败或未上链后，提现回到待审核，可重新付款。',
  absentChecks: '查无次数',
  lastAbsentAt: '最近查无',
  chainAnswer: '链上应答',
  verdictAnswer: '核实时链上应答',
  expiresAt: '有效期至',
  verdictLabels: { failed: '链上失败', not_on_chain: '未上链', paid: '已到账' },
  buttons: { failed: '记为链上失败', not_on_chain: '记为未上链', paid: '记为已到账' },
  confirms: {
    failed:
      '服务器将重新读取该交易的已固化回执：只有回执显示执行失败（结果非SUCCESS）时才会记录。记录后付款结束，提现回到待审核，可重新付款。确认？',
    not_on_chain:
      '服务器将重新查询两个固化节点接口：只有两者都查不到该交易，且已固化区块的时间已超过其有效期（此后永远不能上链）时才会记录。记录后提现回到待审核，可重新付款。确认？',
    paid: '服务器将重新读取该交易的已固化回执：只有回执证明已向提现地址转入足额USDT时才会记录。记录后提现完成（冻结金额扣除），不会再次付款。确认？',
  },
  done: {
    failed: '已记录：链上失败，提现回到待审核',
    not_on_chain: '已记录：未上链，提现回到待审核',
    paid: '已记录：已到账，提现完成',
  },
} as const;
