/**
 * The full node's contract calls on the tokens here: triggerconstantcontract runs balanceOf(address)
 * at a block (the head, or the solidified block on /walletsolidity); triggersmartcontract builds
 * the unsigned transaction of a call (reference block the head, valid 60 s) for the caller to sign.
 */
import { hex } from '@scure/base';
import { addressOf, FAKE_USDT_CONTRACT, integerWord, parseAddress, USDT_CONTRACT } from './addresses';
import { type Block, refBlockBytesOf, refBlockHashOf } from './blocks';
import type { Chain } from './chain';
import { encodeTriggerRaw, rawDataJson, sha256Hex, type TriggerRawData } from './raw-data';
import { BALANCE_OF_SELECTOR, selectorOf } from './token-abi';
import { TX_LIFETIME_MS } from './transactions';

const TOKENS = new Set([USDT_CONTRACT, FAKE_USDT_CONTRACT]);
/** What balanceOf costs USDT. */
const BALANCE_OF_ENERGY = 935;
/** The zero address: an owner a constant call may leave out. */
const ZERO_OWNER = addressOf(new Uint8Array(20));

interface CallBody {
  owner_address?: unknown;
  contract_address?: unknown;
  function_selector?: unknown;
  parameter?: unknown;
  data?: unknown;
  fee_limit?: unknown;
  call_value?: unknown;
  Permission_id?: unknown;
  visible?: unknown;
}

/** A refusal as the node words it: a code and hex-encoded text. */
const refusal = (text: string) => ({
  result: { code: 'CONTRACT_VALIDATE_ERROR', message: Buffer.from(text, 'utf8').toString('hex') },
});

const wholeNumber = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** The call a body asks for, or the node's refusal. */
function readCall(body: unknown, ownerRequired: boolean) {
  const input = (body ?? {}) as CallBody;
  const owner = input.owner_address === undefined && !ownerRequired ? ZERO_OWNER : parseAddress(input.owner_address);
  if (!owner) return refusal('Invalid ownerAddress');
  const contract = parseAddress(input.contract_address);
  if (!contract || !TOKENS.has(contract)) return refusal('No contract or not a smart contract');
  let data = '';
  if (typeof input.data === 'string') data = input.data.toLowerCase().replace(/^0x/, '');
  else if (typeof input.function_selector === 'string')
    data = `${selectorOf(input.function_selector.replace(/\s/g, ''))}${String(input.parameter ?? '').toLowerCase()}`;
  if (!/^(?:[0-9a-f]{2})*$/.test(data)) return refusal('data is not hex');
  return { owner, contract, data, visible: input.visible === true || input.visible === 'true', input };
}

/** An unsigned transaction of `call` made now, its reference block `ref`. */
function unsignedTransaction(
  chain: Chain,
  raw: Omit<TriggerRawData, 'refBlockBytes' | 'refBlockHash' | 'expiration' | 'timestamp'>,
  ref: Block,
  visible: boolean,
) {
  const full: TriggerRawData = {
    ...raw,
    refBlockBytes: refBlockBytesOf(ref),
    refBlockHash: refBlockHashOf(ref),
    expiration: ref.timestamp + TX_LIFETIME_MS,
    timestamp: chain.clock(),
  };
  const bytes = encodeTriggerRaw(full);
  return { visible, txID: sha256Hex(bytes), raw_data: rawDataJson(full, visible), raw_data_hex: bytes.toString('hex') };
}

/** POST /wallet[solidity]/triggerconstantcontract: balanceOf(address) of a token after block `at`. */
export function constantCall(chain: Chain, body: unknown, at: Block) {
  const call = readCall(body, false);
  if ('result' in call) return call;
  const { owner, contract, data, visible } = call;
  if (!data.startsWith(BALANCE_OF_SELECTOR) || data.length < 8 + 64)
    return refusal(`only balanceOf(address) is served here, not 0x${data.slice(0, 8)}`);
  const holder = addressOf(hex.decode(data.slice(8 + 24, 8 + 64)));
  const balance = chain.balanceOf(contract, holder, at.number);
  // The test wallet's senders are a faucet and may be below zero: a token answers no negative balance.
  const word = integerWord(balance > 0n ? balance : 0n);
  const transaction = { ret: [{}], ...unsignedTransaction(chain, { owner, contract, data }, at, visible) };
  return { result: { result: true }, energy_used: BALANCE_OF_ENERGY, constant_result: [word], transaction };
}

/** POST /wallet/triggersmartcontract: the unsigned transaction of a call on a token (not run until broadcast). */
export function triggerSmartContract(chain: Chain, body: unknown) {
  const call = readCall(body, true);
  if ('result' in call) return call;
  const { owner, contract, data, visible, input } = call;
  const raw = {
    owner,
    contract,
    data,
    callValue: wholeNumber(input.call_value),
    permissionId: wholeNumber(input.Permission_id),
    feeLimit: wholeNumber(input.fee_limit),
  };
  return { result: { result: true }, transaction: unsignedTransaction(chain, raw, chain.head(), visible) };
}
