/** gettransactionbyid and gettransactioninfobyid on both nodes: when each answers, and the shapes real ones have. */
import { afterEach, describe, expect, it } from 'vitest';
import { addressWord, hexAddress, integerWord, randomAddress, USDT_CONTRACT } from './addresses';
import { TestChain } from './test-kit';
import { callDataOf, TRANSFER_TOPIC } from './token-abi';

const chain = new TestChain();
afterEach(() => chain.close());

const byId = (node: 'wallet' | 'walletsolidity', value: string, visible?: boolean) =>
  chain.post(`/${node}/gettransactionbyid`, visible ? { value, visible } : { value });
const infoById = (node: 'wallet' | 'walletsolidity', value: string) =>
  chain.post(`/${node}/gettransactioninfobyid`, { value });

describe('transactions and receipts', () => {
  it('gettransactionbyid: {} while pooled, the full node once mined, the solidity node once solidified', async () => {
    const demo = await chain.start();
    const from = randomAddress();
    const to = randomAddress();
    const { txId } = demo.chain.transfer({ from, to, amount: '7.25' });
    expect(await byId('wallet', txId)).toEqual({});
    demo.chain.mine(1);
    const transaction = await byId('wallet', txId);
    expect(transaction).toEqual({
      ret: [{ contractRet: 'SUCCESS' }],
      signature: [expect.stringMatching(/^[0-9a-f]{130}$/)],
      txID: txId,
      raw_data: {
        contract: [
          {
            parameter: {
              value: {
                data: callDataOf('transfer', to, 7_250_000n),
                owner_address: hexAddress(from),
                contract_address: hexAddress(USDT_CONTRACT),
              },
              type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
            },
            type: 'TriggerSmartContract',
          },
        ],
        ref_block_bytes: expect.stringMatching(/^[0-9a-f]{4}$/),
        ref_block_hash: expect.stringMatching(/^[0-9a-f]{16}$/),
        expiration: expect.any(Number),
        fee_limit: expect.any(Number),
        timestamp: expect.any(Number),
      },
      raw_data_hex: expect.stringMatching(/^0a02/),
    });
    expect(await byId('walletsolidity', txId)).toEqual({});
    demo.chain.solidifyAll();
    expect(await byId('walletsolidity', txId)).toEqual(transaction);
    const visible = await byId('wallet', txId, true);
    expect(visible.raw_data.contract[0].parameter.value).toMatchObject({
      owner_address: from,
      contract_address: USDT_CONTRACT,
    });
    expect(await byId('wallet', 'ab'.repeat(32))).toEqual({});
    expect((await chain.get(`/wallet/gettransactionbyid?value=${txId}`)).txID).toBe(txId);
  });

  it('gettransactioninfobyid: the full node once mined, the solidity node once solidified, with fees and the log', async () => {
    const demo = await chain.start();
    const from = randomAddress();
    const to = randomAddress();
    const { txId } = demo.chain.transfer({ from, to, amount: '1.5' });
    demo.chain.mine(1);
    const receipt = await infoById('wallet', txId);
    expect(receipt).toEqual({
      id: txId,
      fee: receipt.receipt.energy_fee + receipt.receipt.net_fee,
      blockNumber: demo.chain.head(),
      blockTimeStamp: expect.any(Number),
      contractResult: ['0'.repeat(64)],
      contract_address: hexAddress(USDT_CONTRACT),
      receipt: {
        energy_fee: expect.any(Number),
        energy_usage_total: expect.any(Number),
        net_fee: expect.any(Number),
        result: 'SUCCESS',
      },
      log: [
        {
          address: hexAddress(USDT_CONTRACT).slice(2),
          topics: [TRANSFER_TOPIC, addressWord(from), addressWord(to)],
          data: integerWord(1_500_000n),
        },
      ],
    });
    expect(await infoById('walletsolidity', txId)).toEqual({});
    demo.chain.solidifyAll();
    expect(await infoById('walletsolidity', txId)).toEqual(receipt);
  });

  it('a reverted call: mined, its receipt REVERT and FAILED without a log', async () => {
    const demo = await chain.start();
    const { txId } = demo.chain.transfer({ to: randomAddress(), amount: '1', fail: true });
    demo.chain.mine(1);
    const receipt = await infoById('wallet', txId);
    expect(receipt).toMatchObject({
      id: txId,
      contractResult: [''],
      receipt: { result: 'REVERT' },
      result: 'FAILED',
      resMessage: Buffer.from('REVERT opcode executed').toString('hex'),
    });
    expect(receipt).not.toHaveProperty('log');
    expect((await byId('wallet', txId)).ret).toEqual([{ contractRet: 'REVERT' }]);
  });
});
