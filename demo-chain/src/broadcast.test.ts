/** The node's broadcast: signed USDT transfers checked from their bytes, executed in the next block like the real contract. */
import { randomBytes } from 'node:crypto';
import { TronWeb, utils } from 'tronweb';
import { afterEach, describe, expect, it } from 'vitest';
import { addressWord, integerWord, randomAddress, USDT_CONTRACT } from './addresses';
import { startDemoChain, type DemoChain } from './index';
import { TRANSFER_TOPIC } from './trongrid';

let demo: DemoChain;
afterEach(() => demo?.close());

let clockShift = 0;
const start = async () => {
  clockShift = 0;
  demo = await startDemoChain({ autoMine: false, now: () => Date.now() + clockShift });
};
const post = async (path: string, body: unknown): Promise<any> =>
  (
    await fetch(`${demo.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();
const hexText = (text: string) => Buffer.from(text, 'utf8').toString('hex');

/** A fresh key and its address. */
function newKey() {
  const privateKey = randomBytes(32).toString('hex');
  return { privateKey, address: TronWeb.address.fromPrivateKey(privateKey) as string };
}

/** A USDT transfer built and signed offline, its reference block the chain's head (as the API makes it). */
async function signedTransfer(
  key: { privateKey: string; address: string },
  to: string,
  units: bigint,
  more: { signer?: string; expiresInMs?: number } = {},
) {
  const head = await post('/wallet/getnowblock', {});
  const { number, timestamp } = head.block_header.raw_data;
  const blockHeader = {
    ref_block_bytes: number.toString(16).slice(-4).padStart(4, '0'),
    ref_block_hash: head.blockID.slice(16, 32),
    expiration: timestamp + (more.expiresInMs ?? 60_000),
    timestamp,
  };
  const tronWeb = new TronWeb({ fullHost: demo.url });
  const { transaction } = await tronWeb.transactionBuilder.triggerSmartContract(
    USDT_CONTRACT,
    'transfer(address,uint256)',
    { feeLimit: 30_000_000, txLocal: true, blockHeader } as never,
    [
      { type: 'address', value: to },
      { type: 'uint256', value: units.toString() },
    ],
    key.address,
  );
  const signer = more.signer ?? key.privateKey;
  // tronweb refuses to sign with a key not the owner's: a forger signs the id directly.
  if (signer === key.privateKey) return tronWeb.trx.sign(transaction, signer);
  return {
    ...transaction,
    signature: [
      utils.crypto.ECKeySign(utils.code.hexStr2byteArray(transaction.txID), utils.code.hexStr2byteArray(signer)),
    ],
  };
}

/** A funded sender: `usdt` arrives from the test wallet (a faucet) and is mined. */
async function funded(usdt: string) {
  const key = newKey();
  demo.chain.transfer({ to: key.address, amount: usdt });
  demo.chain.mine(1);
  return key;
}

describe('POST /wallet/broadcasttransaction', () => {
  it('takes a signed transfer into the next block: receipt, Transfer log, lists and balances, like a test-wallet transfer', async () => {
    await start();
    const sender = await funded('10');
    const to = randomAddress();
    const transaction = await signedTransfer(sender, to, 4_000_000n);
    expect(await post('/wallet/broadcasttransaction', transaction)).toEqual({ result: true, txid: transaction.txID });
    demo.chain.mine(1);
    expect(await post('/walletsolidity/gettransactioninfobyid', { value: transaction.txID })).toEqual({});
    demo.chain.solidifyAll();
    const info = await post('/walletsolidity/gettransactioninfobyid', { value: transaction.txID });
    expect(info.receipt.result).toBe('SUCCESS');
    expect(info.log).toEqual([
      {
        address: expect.any(String),
        topics: [TRANSFER_TOPIC, addressWord(sender.address), addressWord(to)],
        data: integerWord(4_000_000n),
      },
    ]);
    const list: any = await (await fetch(`${demo.url}/v1/accounts/${to}/transactions/trc20`)).json();
    expect(list.data).toMatchObject([{ transaction_id: transaction.txID, from: sender.address, to, value: '4000000' }]);
    expect(demo.chain.usdtBalance(sender.address)).toBe(6_000_000n);
    expect(demo.chain.usdtBalance(to)).toBe(4_000_000n);
    const balances = await (await fetch(`${demo.url}/demo/balances?addresses=${sender.address},${to},nonsense`)).json();
    expect(balances).toEqual([
      { address: sender.address, usdt: '6000000', fake_usdt: '0' },
      { address: to, usdt: '4000000', fake_usdt: '0' },
    ]);
  });

  it('refuses a signature by another key (SIGERROR) and pools nothing', async () => {
    await start();
    const sender = await funded('10');
    const forged = await signedTransfer(sender, randomAddress(), 1_000_000n, { signer: newKey().privateKey });
    const answer = await post('/wallet/broadcasttransaction', forged);
    expect(answer).toMatchObject({ code: 'SIGERROR', txid: forged.txID });
    expect(Buffer.from(answer.message, 'hex').toString()).toContain(`not signed by ${sender.address}`);
    demo.chain.solidifyAll();
    expect(await post('/walletsolidity/gettransactioninfobyid', { value: forged.txID })).toEqual({});
    expect(demo.chain.usdtBalance(sender.address)).toBe(10_000_000n);
  });

  it('re-serialises raw_data as a full node does: a raw_data_hex that disagrees is SIGERROR; without raw_data_hex it is accepted and mined', async () => {
    await start();
    const sender = await funded('10');
    const transaction = await signedTransfer(sender, randomAddress(), 1_000_000n);
    const broadcast = (body: unknown) => post('/wallet/broadcasttransaction', body);
    // The amount word 0x0f4240 (1 USDT) made 0x8f4240 (9.4 USDT) in the hex only: not the bytes of raw_data.
    const tampered = transaction.raw_data_hex.replace('00000f4240', '00008f4240');
    expect(tampered).not.toBe(transaction.raw_data_hex);
    expect(await broadcast({ ...transaction, raw_data_hex: tampered })).toMatchObject({
      code: 'SIGERROR',
      txid: transaction.txID,
    });
    // The JSON changed beside the signed hex: the node reads the JSON, whose bytes nobody signed.
    const json = structuredClone(transaction) as any;
    json.raw_data.contract[0].parameter.value.data = 'a9059cbb' + '0'.repeat(128);
    const answer = await broadcast(json);
    expect(answer).toMatchObject({ code: 'SIGERROR' });
    expect(Buffer.from(answer.message, 'hex').toString()).toContain('raw_data_hex is not the bytes of raw_data');
    // Without the hex, the JSON's bytes are not those the txID names.
    delete json.raw_data_hex;
    expect(await broadcast(json)).toMatchObject({ code: 'SIGERROR' });
    const { createHash } = await import('node:crypto');
    const rehashed = createHash('sha256').update(Buffer.from(tampered, 'hex')).digest('hex');
    const forged = structuredClone(transaction) as any;
    const call = forged.raw_data.contract[0].parameter.value;
    call.data = call.data.replace('00000f4240', '00008f4240');
    expect(await broadcast({ ...forged, txID: rehashed, raw_data_hex: tampered })).toMatchObject({
      code: 'SIGERROR',
      txid: rehashed,
    });
    expect(await broadcast({ ...forged, txID: rehashed, raw_data_hex: tampered }).then((a) => a.message)).toBe(
      hexText(`Validate signature error: not signed by ${sender.address}`),
    );
    const { raw_data_hex: signedHex, ...withoutHex } = transaction;
    expect(await broadcast(withoutHex)).toEqual({ result: true, txid: transaction.txID });
    demo.chain.mine(1);
    const mined = await post('/wallet/gettransactionbyid', { value: transaction.txID });
    // The node keeps bytes: it prints them as lowercase hex, as sent otherwise.
    expect(mined).toMatchObject({
      ret: [{ contractRet: 'SUCCESS' }],
      txID: transaction.txID,
      raw_data_hex: signedHex,
      signature: transaction.signature.map((signature: string) => signature.toLowerCase()),
    });
    expect(mined.raw_data).toEqual(transaction.raw_data);
    demo.chain.solidifyAll();
    expect(demo.chain.usdtBalance(sender.address)).toBe(9_000_000n);
  });

  it('refuses an expired transaction, and drops a pooled one whose expiration passes before the next block', async () => {
    await start();
    const sender = await funded('10');
    const late = await signedTransfer(sender, randomAddress(), 1_000_000n, { expiresInMs: 0 });
    const answer = await post('/wallet/broadcasttransaction', late);
    expect(answer).toMatchObject({ code: 'TRANSACTION_EXPIRATION_ERROR', txid: late.txID });
    expect(Buffer.from(answer.message, 'hex').toString()).toContain('Transaction expired');
    const soon = await signedTransfer(sender, randomAddress(), 1_000_000n, { expiresInMs: 60_000 });
    expect(await post('/wallet/broadcasttransaction', soon)).toEqual({ result: true, txid: soon.txID });
    // Past the expiration, counted from the head's slot, which may lie a slot after the clock (a block
    // is stamped no earlier than the slot after its transactions were sent).
    clockShift = 61_000 + 3_000;
    demo.chain.solidifyAll();
    expect(await post('/walletsolidity/gettransactioninfobyid', { value: soon.txID })).toEqual({});
    expect(demo.chain.usdtBalance(sender.address)).toBe(10_000_000n);
    // Forgotten by the network, and still expired: a re-broadcast of the same bytes is refused.
    expect(await post('/wallet/broadcasttransaction', soon)).toMatchObject({ code: 'TRANSACTION_EXPIRATION_ERROR' });
  });

  it('refuses a duplicate while pooled and once mined; the transfer happens once', async () => {
    await start();
    const sender = await funded('10');
    const to = randomAddress();
    const transaction = await signedTransfer(sender, to, 2_000_000n);
    const dup = { code: 'DUP_TRANSACTION_ERROR', txid: transaction.txID, message: hexText('Dup transaction.') };
    expect(await post('/wallet/broadcasttransaction', transaction)).toEqual({ result: true, txid: transaction.txID });
    expect(await post('/wallet/broadcasttransaction', transaction)).toEqual(dup);
    demo.chain.mine(1);
    expect(await post('/wallet/broadcasttransaction', transaction)).toEqual(dup);
    demo.chain.solidifyAll();
    expect(demo.chain.usdtBalance(to)).toBe(2_000_000n);
  });

  it('mines a transfer its sender cannot cover as REVERT, as the USDT contract does: no log, no balance moves', async () => {
    await start();
    const sender = await funded('1');
    const transaction = await signedTransfer(sender, randomAddress(), 1_000_001n);
    expect(await post('/wallet/broadcasttransaction', transaction)).toEqual({ result: true, txid: transaction.txID });
    demo.chain.solidifyAll();
    const info = await post('/walletsolidity/gettransactioninfobyid', { value: transaction.txID });
    expect(info.receipt.result).toBe('REVERT');
    expect(info.log).toBeUndefined();
    expect(demo.chain.usdtBalance(sender.address)).toBe(1_000_000n);
  });

  it('refuses a reference block that is not on the chain (TAPOS_ERROR) and a body that is no transaction', async () => {
    await start();
    const sender = await funded('10');
    const transaction = await signedTransfer(sender, randomAddress(), 1_000_000n);
    const other = await startDemoChain({ autoMine: false, now: () => Date.now() + 1000 });
    try {
      expect(
        await (
          await fetch(`${other.url}/wallet/broadcasttransaction`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(transaction),
          })
        ).json(),
      ).toMatchObject({ code: 'TAPOS_ERROR' });
    } finally {
      await other.close();
    }
    // No raw_data, or raw_data the node cannot parse: java-tron's Error body, HTTP 200.
    expect(await post('/wallet/broadcasttransaction', { txID: 'x', raw_data_hex: 'zz' })).toHaveProperty('Error');
    expect(await post('/wallet/broadcasttransaction', { ...transaction, raw_data: { contract: [{}] } })).toHaveProperty(
      'Error',
    );
    expect(await post('/wallet/broadcasttransaction', { ...transaction, txID: 'x' })).toMatchObject({
      code: 'SIGERROR',
      txid: transaction.txID,
    });
  });
});
