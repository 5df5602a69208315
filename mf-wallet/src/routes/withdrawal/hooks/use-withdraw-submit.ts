/**
 * 立即提现: checks the form, sends withdraw-apply with the submission's request id (kept across a
 * retry that got no answer, new after an answer), then toasts 提现申请已提交，等待审核 and refreshes
 * the page's info and the shell's balance.
 */
import { useRef, useState } from 'react';
import { apiMessages, messages, type HostApi, type WithdrawInfo } from 'shared-contracts';
import { moneyOutCalls } from '../../../shared/money-out';
import { createSubmissionIds, outcomeOfFailure } from '../../../shared/money-out/request-id';
import { checkWithdrawAmount } from '../../../shared/money-out/withdraw-amount';

export interface WithdrawForm {
  amount: string;
  addressId: number | undefined;
  password: string;
}

export function useWithdrawSubmit(host: HostApi, info: WithdrawInfo | null | undefined, onAccepted: () => void) {
  const [submitting, setSubmitting] = useState(false);
  const ids = useRef(createSubmissionIds());

  const submit = async (form: WithdrawForm) => {
    if (submitting || !info || !host.requireLogin()) return;
    if (form.addressId === undefined) return host.toast(messages.withdrawal.bindFirst);
    const check = checkWithdrawAmount(form.amount, info);
    if (!check.ok) return host.toast(check.message);
    if (!info.set_password) return host.toast(messages.withdrawal.setPasswordFirst);
    if (!form.password) return host.toast(apiMessages.withdrawPasswordMissing);
    const body = { amount: check.text, address_id: form.addressId, password: form.password };
    const requestId = ids.current.idFor(JSON.stringify(body));
    setSubmitting(true);
    try {
      await moneyOutCalls(host).apply({ ...body, request_id: requestId });
      ids.current.settle('accepted');
      host.toast(messages.withdrawal.submitted);
      onAccepted();
      void host.session.refreshBalance();
    } catch (error) {
      // The shell's client has toasted it; only a try with no answer keeps its id for the retry.
      ids.current.settle(outcomeOfFailure(error));
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, submit };
}
