/** The hand-written protobuf of a TriggerSmartContract's raw data: the bytes tronweb (and so java-tron) makes of the same JSON. */
import { TronWeb, utils } from 'tronweb';
import { describe, expect, it } from 'vitest';
import { randomAddress, USDT_CONTRACT } from './addresses';
import { encodeTriggerRaw, rawDataJson, sha256Hex, type TriggerRawData } from './raw-data';
import { APPROVE_SELECTOR, BALANCE_OF_SELECTOR, callDataOf, TRANSFER_SELECTOR } from './token-abi';
import { TestChain } from './test-kit';
import { afterEach } from 'vitest';

/** tronweb's serialisation of raw_data JSON (its ~90 µs path): what the node's re-serialisation gives. */
const tronwebHex = (rawData: unknown) =>
  utils.transaction.txPbToRawDataHex(utils.transaction.txJsonToPb({ raw_data: rawData })).toLowerCase();

/** A transaction of the reference capture (TronGrid's detail of 0130dfde…). */
const CAPTURED: TriggerRawData = {
  owner: 'TL24LCps5FKwp3PoU1MvrYrwhi5LU1tHre',
  contract: USDT_CONTRACT,
  data: 'a9059cbb000000000000000000000041ec20315a879c48f5e3a6a1c9826d5225f8b658b800000000000000000000000000000000000000000000000000000000027bf24d',
  refBlockBytes: 'afbf',
  refBlockHash: '4e85c21e37dfb0c5',
  expiration: 1738602162000,
  timestamp: 1738601502223,
  feeLimit: 50000000,
};

const chain = new TestChain();
afterEach(() => chain.close());

describe('raw data bytes', () => {
  it('are the captured bytes and id of a real USDT transfer', () => {
    const bytes = encodeTriggerRaw(CAPTURED);
    expect(bytes.toString('hex')).toBe(
      '0a02afbf22084e85c21e37dfb0c540d0ce8ee6cc325aae01081f12a9010a31747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e54726967676572536d617274436f6e747261637412740a15416e3b44b96104b26f84057974a1f0c9880f7c9b13121541a614f803b6fd780986a42c78ec9c7f77e6ded13c2244a9059cbb000000000000000000000041ec20315a879c48f5e3a6a1c9826d5225f8b658b800000000000000000000000000000000000000000000000000000000027bf24d708face6e5cc32900180e1eb17',
    );
    expect(sha256Hex(bytes)).toBe('0130dfde9281a48378109039ef512229d5359fbee2a8adbb17ad73aebc67ea99');
  });

  it('match tronweb for every optional field, with the JSON beside them in either address form', () => {
    const variants: TriggerRawData[] = [
      CAPTURED,
      { ...CAPTURED, feeLimit: undefined },
      { ...CAPTURED, memo: 'deadbeef', callValue: 1_000_000, permissionId: 2 },
      { ...CAPTURED, owner: randomAddress(), data: callDataOf('approve', randomAddress(), 123n), feeLimit: 2 ** 40 },
    ];
    for (const raw of variants) {
      const hex = encodeTriggerRaw(raw).toString('hex');
      expect(tronwebHex(rawDataJson(raw, false))).toBe(hex);
      expect(
        utils.transaction
          .txPbToRawDataHex(utils.transaction.txJsonToPb({ raw_data: rawDataJson(raw, true), visible: true }))
          .toLowerCase(),
      ).toBe(hex);
    }
  });

  it('prints raw_data as java-tron: the captured JSON, defaults left out', () => {
    expect(rawDataJson(CAPTURED, false)).toEqual({
      contract: [
        {
          parameter: {
            value: {
              data: CAPTURED.data,
              owner_address: '416e3b44b96104b26f84057974a1f0c9880f7c9b13',
              contract_address: '41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
            },
            type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
          },
          type: 'TriggerSmartContract',
        },
      ],
      ref_block_bytes: 'afbf',
      ref_block_hash: '4e85c21e37dfb0c5',
      expiration: 1738602162000,
      fee_limit: 50000000,
      timestamp: 1738601502223,
    });
  });

  it('names the selectors by keccak-256 of the signatures', () => {
    expect([TRANSFER_SELECTOR, APPROVE_SELECTOR, BALANCE_OF_SELECTOR]).toEqual(['a9059cbb', '095ea7b3', '70a08231']);
  });

  it('make a test-wallet transfer a plausible transaction: its id the hash of its bytes, which hold the transfer', async () => {
    const demo = await chain.start();
    const to = randomAddress();
    const from = randomAddress();
    const { txId } = demo.chain.transfer({ from, to, amount: '12.5' });
    // The same transfer in the same ms is another transaction all the same.
    const again = demo.chain.transfer({ from, to, amount: '12.5' });
    expect(again.txId).not.toBe(txId);
    demo.chain.mine(1);
    const transaction = await chain.post('/wallet/gettransactionbyid', { value: txId });
    expect(sha256Hex(Buffer.from(transaction.raw_data_hex, 'hex'))).toBe(txId);
    expect(tronwebHex(transaction.raw_data)).toBe(transaction.raw_data_hex);
    const call = utils.deserializeTx.deserializeTransaction('TriggerSmartContract', transaction.raw_data_hex);
    const value = call.contract[0].parameter.value;
    expect(TronWeb.address.fromHex(value.owner_address)).toBe(from);
    expect(value.data.toLowerCase()).toBe(callDataOf('transfer', to, 12_500_000n));
    expect(transaction.signature).toEqual([expect.stringMatching(/^[0-9a-f]{130}$/)]);
  });
});
