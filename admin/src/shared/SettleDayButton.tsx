/**
 * 手动结算: settles an ended Beijing-time day now, as the settlement job would, after a confirmation.
 * The API refuses a day before its end plus the grace and answers a settled day's totals unchanged.
 */
import { App, Button, DatePicker, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { api } from '../api/client';
import { shanghaiToday } from './business-day';

export function SettleDayButton(props: {
  path: string;
  /** What is settled, in the confirmation: 反水, 佣金. */
  what: string;
  disabled?: boolean;
  onSettled: () => void;
}) {
  const { message, modal } = App.useApp();
  const [day, setDay] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState(false);

  async function settle(text: string) {
    setBusy(true);
    try {
      await api.post(props.path, { day: text });
      message.success(`${text} 的${props.what}已结算`);
      props.onSettled();
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  function confirm() {
    if (!day) return;
    const text = day.format('YYYY-MM-DD');
    modal.confirm({
      title: `手动结算 ${text} 的${props.what}？`,
      content: '按北京时间结算该日（次日 00:05 后可结算）；已结算的日期不会重复结算。',
      okText: '结算',
      cancelText: '取消',
      onOk: () => settle(text),
    });
  }

  return (
    <Space.Compact>
      <DatePicker
        aria-label="结算日期"
        placeholder="选择日期（北京时间）"
        value={day}
        onChange={setDay}
        disabled={props.disabled}
        disabledDate={(candidate) => candidate.format('YYYY-MM-DD') >= shanghaiToday()}
        style={{ width: 200 }}
      />
      <Button type="primary" disabled={props.disabled || !day} loading={busy} onClick={confirm}>
        手动结算
      </Button>
    </Space.Compact>
  );
}
