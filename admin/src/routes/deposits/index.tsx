/** 充值 (财务): recharge orders, the receiving-address pool, unmatched chain deposits, pay channels, the chain watcher. */
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ChainWatcher } from './components/ChainWatcher';
import { DepositOrders } from './components/DepositOrders';
import { PayChannels } from './components/PayChannels';
import { ReceivingAddresses } from './components/ReceivingAddresses';
import { UnmatchedDeposits } from './components/UnmatchedDeposits';

export default function DepositsScreen() {
  // The open tab is in the address (?tab=…): a link or a reload opens the same one.
  const [params, setParams] = useSearchParams();
  return (
    <Tabs
      activeKey={params.get('tab') ?? 'orders'}
      onChange={(tab) => setParams({ tab }, { replace: true })}
      // Each tab loads when shown; the watcher's 10-second refresh stops when another tab is open.
      destroyOnHidden
      items={[
        { key: 'orders', label: '充值订单', children: <DepositOrders /> },
        { key: 'addresses', label: '收款地址', children: <ReceivingAddresses /> },
        { key: 'unmatched', label: '未匹配到账', children: <UnmatchedDeposits /> },
        { key: 'channels', label: '支付通道', children: <PayChannels /> },
        { key: 'watcher', label: '链上监听', children: <ChainWatcher /> },
      ]}
    />
  );
}
