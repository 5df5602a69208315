/** Exposed as `./recharge-popup`: the recharge popup the shell mounts while showRecharge is on (home's 充值). */
import type { CreateRechargePopup } from 'shared-contracts';
import { getHost, setHost } from 'remote-kit';
import { DepositLimitPrompt } from '../shared/protection';
import { RechargePopup, useOpenOrder } from '../shared/recharge';

function HostedRechargePopup({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const host = getHost();
  // Each opening asks for the open order first: the player resumes it, or gets the form.
  const [order, setOrder] = useOpenOrder(host, visible);
  return (
    <>
      <RechargePopup
        host={host}
        visible={visible}
        onClose={onClose}
        order={order}
        onOrder={setOrder}
        onAgain={() => setOrder(null)}
      />
      {/* Before the first deposit, once a visit, over the form (issue 18); never over an order. */}
      <DepositLimitPrompt host={host} active={visible && order === null} />
    </>
  );
}

const createRechargePopup: CreateRechargePopup = (host) => {
  setHost(host);
  return HostedRechargePopup;
};

export default createRechargePopup;
