/** triggerconstantcontract's balanceOf at the head and at the solidified block, and triggersmartcontract's unsigned transfer. */
import { randomBytes } from 'node:crypto';
import { TronWeb, utils } from 'tronweb';
import { afterEach, describe, expect, it } from 'vitest';
import { addressWord, FAKE_USDT_CONTRACT, hexAddress, integerWord, randomAddress, USDT_CONTRACT } from './addresses';
import { sha256Hex } from './raw-data';
import { type Json, TestChain } from './test-kit';

const chain = new TestChain();
afterEach(() => chain.close());

const balanceOf = (node: 'wallet' | 'walletsolidity', holder: string, contract = USDT_CONTRACT) =>
  chain.post(`/${node}/triggerconstantcontract`, {
    owner_address: hexAddress(holder),
    contract_address: hexAddress(contract),
    function_selector: 'balanceOf(address)',
    parameter: addressWord(holder),
  });
const hexText = (text: string) => Buffer.from(text).toString('hex');

describe('contract calls', () => {
  it('balanceOf: the head’s balance on /wallet, the solidified block’s on /walletsolidity', async () => {
    const demo = await chain.start();
    const holder = randomAddress();
    demo.chain.transfer({ to: holder, amount: '5' });
    demo.chain.transfer({ to: holder, amount: '0.25', token: 'fake' });
    demo.chain.solidifyAll();
    demo.chain.transfer({ to: holder, amount: '2' });
    demo.chain.mine(1);
    const head = await balanceOf('wallet', holder);
    expect(head).toEqual({
      result: { result: true },
      energy_used: expect.any(Number),
      constant_result: [integerWord(7_000_000n)],
      transaction: {
        ret: [{}],
        visible: false,
        txID: expect.stringMatching(/^[0-9a-f]{64}$/),
        raw_data: expect.objectContaining({ contract: [expect.objectContaining({ type: 'TriggerSmartContract' })] }),
        raw_data_hex: expect.any(String),
      },
    });
    expect(head.transaction.txID).toBe(sha256Hex(Buffer.from(head.transaction.raw_data_hex, 'hex')));
    expect((await balanceOf('walletsolidity', holder)).constant_result).toEqual([integerWord(5_000_000n)]);
    expect((await balanceOf('wallet', holder, FAKE_USDT_CONTRACT)).constant_result).toEqual([integerWord(250_000n)]);
    expect((await balanceOf('wallet', randomAddress())).constant_result).toEqual([integerWord(0n)]);
    // Base58 when visible, and a word holding the 41 prefix reads the same.
    const visible = await chain.post('/walletsolidity/triggerconstantcontract', {
      owner_address: holder,
      contract_address: USDT_CONTRACT,
      function_selector: 'balanceOf(address)',
      parameter: `0000000000000000000000${hexAddress(holder)}`,
      visible: true,
    });
    expect(visible.constant_result).toEqual([integerWord(5_000_000n)]);
    expect(visible.transaction.raw_data.contract[0].parameter.value.contract_address).toBe(USDT_CONTRACT);
  });

  it('refuses other selectors and other contracts with CONTRACT_VALIDATE_ERROR and hex text', async () => {
    await chain.start();
    const other = await chain.post('/wallet/triggerconstantcontract', {
      owner_address: hexAddress(randomAddress()),
      contract_address: hexAddress(USDT_CONTRACT),
      function_selector: 'totalSupply()',
    });
    expect(other.result.code).toBe('CONTRACT_VALIDATE_ERROR');
    expect(Buffer.from(other.result.message, 'hex').toString()).toContain('only balanceOf(address)');
    const nowhere = await balanceOf('wallet', randomAddress(), randomAddress());
    expect(nowhere).toEqual({
      result: { code: 'CONTRACT_VALIDATE_ERROR', message: hexText('No contract or not a smart contract') },
    });
  });

  it('triggersmartcontract: an unsigned transfer (head the reference, 60 s) that signed and broadcast is mined', async () => {
    const demo = await chain.start();
    const privateKey = randomBytes(32).toString('hex');
    const owner = TronWeb.address.fromPrivateKey(privateKey) as string;
    const to = randomAddress();
    demo.chain.transfer({ to: owner, amount: '3' });
    demo.chain.mine(1);
    const answer = await chain.post('/wallet/triggersmartcontract', {
      owner_address: hexAddress(owner),
      contract_address: hexAddress(USDT_CONTRACT),
      function_selector: 'transfer(address,uint256)',
      parameter: `${addressWord(to)}${integerWord(1_000_000n)}`,
      fee_limit: 40_000_000,
    });
    const head = await chain.post('/wallet/getnowblock');
    expect(answer.result).toEqual({ result: true });
    const { transaction } = answer;
    expect(Object.keys(transaction)).toEqual(['visible', 'txID', 'raw_data', 'raw_data_hex']);
    expect(transaction.raw_data).toMatchObject({
      ref_block_bytes: head.blockID.slice(12, 16),
      ref_block_hash: head.blockID.slice(16, 32),
      expiration: head.block_header.raw_data.timestamp + 60_000,
      fee_limit: 40_000_000,
    });
    expect(transaction.txID).toBe(sha256Hex(Buffer.from(transaction.raw_data_hex, 'hex')));
    const signed = await new TronWeb({ fullHost: demo.url }).trx.sign(transaction, privateKey);
    expect(await chain.post('/wallet/broadcasttransaction', signed)).toEqual({ result: true, txid: transaction.txID });
    demo.chain.mine(1);
    expect(demo.chain.usdtBalance(to)).toBe(1_000_000n);
    expect(utils.transaction.txCheck(transaction)).toBe(true);
  });

  it('tronweb builds a transfer through it (the node’s answer passes tronweb’s own check)', async () => {
    const demo = await chain.start();
    const owner = randomAddress();
    const tronWeb = new TronWeb({ fullHost: demo.url });
    const built = await tronWeb.transactionBuilder.triggerSmartContract(
      USDT_CONTRACT,
      'transfer(address,uint256)',
      { feeLimit: 30_000_000 },
      [
        { type: 'address', value: randomAddress() },
        { type: 'uint256', value: '42' },
      ],
      owner,
    );
    expect(built.result).toEqual({ result: true });
    expect((built.transaction.raw_data as Json).contract[0].parameter.value.owner_address).toBe(hexAddress(owner));
  });
});
