/** tronweb, the usual TRON client, pointed at the demo chain: what it reads agrees with what the chain holds. */
import { TronWeb } from 'tronweb';
import { afterEach, describe, expect, it } from 'vitest';
import { hexAddress, randomAddress, USDT_CONTRACT } from './addresses';
import { TestChain } from './test-kit';

const chain = new TestChain();
afterEach(() => chain.close());

/** Just what balanceOf needs: tronweb then asks nothing about the contract. */
const ERC20_ABI = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: 'balance', type: 'uint256' }],
  },
];

describe('tronweb against the demo chain', () => {
  it('reads transactions, receipts, blocks and a USDT balance', async () => {
    const demo = await chain.start();
    const from = randomAddress();
    const to = randomAddress();
    const { txId, blockNumber } = demo.chain.transfer({ from, to, amount: '12.345678' });
    demo.chain.mine(1);
    demo.chain.transfer({ to, amount: '1' });
    demo.chain.solidifyAll();
    const tronWeb = new TronWeb({ fullHost: demo.url });
    tronWeb.setAddress(from);

    const transaction = (await tronWeb.trx.getTransaction(txId)) as any;
    expect(transaction.txID).toBe(txId);
    expect(transaction.ret).toEqual([{ contractRet: 'SUCCESS' }]);
    expect(transaction.raw_data.contract[0].parameter.value.owner_address).toBe(hexAddress(from));

    const info = (await tronWeb.trx.getTransactionInfo(txId)) as any;
    expect(info).toMatchObject({ id: txId, blockNumber, receipt: { result: 'SUCCESS' } });
    expect(info.log).toHaveLength(1);

    const block = (await tronWeb.trx.getBlock(blockNumber)) as any;
    expect(block.block_header.raw_data.number).toBe(blockNumber);
    expect(block.transactions.map((tx: { txID: string }) => tx.txID)).toEqual([txId]);

    const current = (await tronWeb.trx.getCurrentBlock()) as any;
    expect(current.block_header.raw_data.number).toBe(demo.chain.head());
    expect(current.blockID.slice(0, 16)).toBe(demo.chain.head().toString(16).padStart(16, '0'));

    const usdt = tronWeb.contract(ERC20_ABI as any, USDT_CONTRACT);
    const balance = await usdt.balanceOf(to).call();
    expect(BigInt(balance.toString())).toBe(13_345_678n);
    expect(BigInt((await usdt.balanceOf(randomAddress()).call()).toString())).toBe(0n);
  });
});
