/** 提现审核 (财务): the withdrawal queue and its review, wins held for review, and the withdrawal settings. */
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useState } from 'react';
import { apiPaths, withdrawalSettingsResultSchema } from 'shared-contracts';
import { api } from '../../api/client';
import { useApiData } from '../../shared/useApiData';
import { HeldWins } from './components/HeldWins';
import { RiskFlagSettings } from './components/RiskFlagSettings';
import { WithdrawalOrders } from './components/WithdrawalOrders';
import { WithdrawalSettings, type WithdrawalSettingsValues } from './components/WithdrawalSettings';

const fetchSettings = () => api.get(apiPaths.admin.withdrawalSettings, {}, withdrawalSettingsResultSchema);

export default function WithdrawalsScreen() {
  // The open tab is in the address (?tab=…): a link or a reload opens the same one.
  const [params, setParams] = useSearchParams();
  // The settings say whether a hot wallet is configured: the review offers it as a payout method then.
  const loaded = useApiData(fetchSettings);
  const [saved, setSaved] = useState<WithdrawalSettingsValues | null>(null);
  const settings = saved ?? loaded.data;

  return (
    <Tabs
      activeKey={params.get('tab') ?? 'orders'}
      onChange={(tab) => setParams({ tab }, { replace: true })}
      destroyOnHidden
      items={[
        {
          key: 'orders',
          label: '提现订单',
          children: <WithdrawalOrders hotWallet={settings?.hot_wallet_address ?? null} />,
        },
        { key: 'held-wins', label: '派奖审核', children: <HeldWins /> },
        {
          key: 'settings',
          label: '提现设置',
          children: (
            <>
              <WithdrawalSettings settings={settings} onSaved={setSaved} />
              <RiskFlagSettings />
            </>
          ),
        },
      ]}
    />
  );
}
