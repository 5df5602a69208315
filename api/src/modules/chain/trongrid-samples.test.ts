/**
 * Real TronGrid and java-tron answers (../shared/reference/trongrid/, each with its source) replayed
 * through the client and the rules: receipts and list values agree, block headers parse, and every
 * bad answer (an Error body at HTTP 200, a rate limit, v1's spurious 404, `{}`) is a back-off, never an answer.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { confirmSeen } from './classify';
import { createTronClient, TronApiError, USDT_CONTRACT, type TransactionInfo } from './trongrid-client';

const folder = join(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/reference/trongrid');
const sample = (file: string) => JSON.parse(readFileSync(join(folder, file), 'utf8'));
const fullNode = sample('docs-fullnode.json');
const other = sample('trongrid-other.json');
const list = sample('ledger-trc20-list.json');
const receipts = sample('ledger-txinfo.json');

/** A sample without the keys this repository added to it (`_source`, `_path`, `_where`): the body as sent. */
const bodyOf = (recorded: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(recorded).filter(([key]) => !key.startsWith('_')));

/** A client whose every call is answered with `body` and `status`, as TronGrid sent them. */
function answering(body: unknown, status = 200) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const fetch = (async () => new Response(text, { status })) as typeof globalThis.fetch;
  return createTronClient({ apiUrl: 'https://api.trongrid.io', pageLimit: 200, fetch });
}

async function failureOf(promise: Promise<unknown>): Promise<TronApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TronApiError);
  return error as TronApiError;
}

describe('real TronGrid answers through the client', () => {
  it('reads a real block header: number, time and id (java-tron’s ids begin with the number)', async () => {
    const block = await answering(fullNode.getnowblock).solidifiedBlock();
    expect(block).toEqual({ number: 66987627, timestamp: 1777445307000, id: fullNode.getnowblock.blockID });
    expect(parseInt(block.id!.slice(0, 16), 16)).toBe(block.number);
  });

  it('every recorded USDT list item with a recorded receipt is confirmed by it, with the list’s amount', () => {
    let confirmed = 0;
    for (const item of list.data) {
      const info = receipts[item.transaction_id] as TransactionInfo | undefined;
      if (!info || item.token_info.address !== USDT_CONTRACT) continue;
      const seen = {
        txId: item.transaction_id,
        eventIndex: 0,
        from: item.from,
        to: item.to,
        amount: BigInt(item.value),
        blockNumber: info.blockNumber!,
        blockTimestamp: item.block_timestamp,
      };
      const verdict = confirmSeen(seen, info, info.blockNumber!);
      expect(verdict, item.transaction_id).toMatchObject({ kind: 'final', transfer: { amount: BigInt(item.value) } });
      confirmed += 1;
    }
    expect(confirmed).toBe(6);
  });

  it('a recorded OUT_OF_ENERGY receipt and one without a result are failures; another contract’s log is no USDT', () => {
    const failedIds = Object.keys(receipts).filter(
      (id) => !id.startsWith('_') && receipts[id].receipt?.result !== 'SUCCESS',
    );
    expect(failedIds).toHaveLength(2);
    for (const id of failedIds) {
      const info = receipts[id] as TransactionInfo;
      const seen = { txId: id, eventIndex: 0, from: 'T', to: 'T', amount: 1n, blockNumber: 1, blockTimestamp: 1 };
      expect(confirmSeen(seen, info, Number.MAX_SAFE_INTEGER).kind).toBe('failed');
    }
    const contractCall = fullNode.gettransactioninfobyid_contract_call as TransactionInfo;
    const seen = {
      txId: contractCall.id!,
      eventIndex: 0,
      from: 'T',
      to: 'T',
      amount: 7n,
      blockNumber: 1,
      blockTimestamp: 1,
    };
    expect(confirmSeen(seen, contractCall, Number.MAX_SAFE_INTEGER).kind).toBe('contradicted');
  });

  it('reads a receipt as it comes, and `{}` as “none yet” from both the receipt and the transaction endpoints', async () => {
    const contractCall = fullNode.gettransactioninfobyid_contract_call;
    expect(await answering(contractCall).transactionInfo(contractCall.id)).toMatchObject({ blockNumber: 66985120 });
    expect(await answering({}).transactionInfo('ab'.repeat(32))).toBeNull();
    expect(await answering({}).solidTransaction('ab'.repeat(32))).toBeNull();
  });

  it('an Error body at HTTP 200 (rate limiter, internal exception) is a back-off, never a receipt or a block', async () => {
    for (const body of [...fullNode.error_http200, other.rate_limit_fullnode]) {
      const answer = bodyOf(body);
      const receipt = await failureOf(answering(answer).transactionInfo('ab'.repeat(32)));
      expect(receipt).toMatchObject({ backOff: true, kind: 'error-body', status: 200 });
      expect(await failureOf(answering(answer).solidTransaction('ab'.repeat(32)))).toMatchObject({ backOff: true });
      expect(await failureOf(answering(answer).solidifiedBlock())).toMatchObject({ backOff: true });
      expect(await failureOf(answering(answer).broadcastTransaction({}))).toMatchObject({ backOff: true });
    }
    const limiter = await failureOf(answering({ Error: fullNode.error_http200[0].Error }).transactionInfo('x'));
    expect(limiter.rateLimited).toBe(true);
  });

  it('v1’s rate limit (403 with its body), its success:false and its spurious 404 are back-offs; a 400 (limit past 200) is not', async () => {
    const rateLimit = bodyOf(other.rate_limit_v1);
    const limited = await failureOf(answering(rateLimit, 403).usdtTransferEvents({ minTimestamp: 0 }));
    expect(limited).toMatchObject({ backOff: true, status: 403, rateLimited: true });
    const notFound = bodyOf(other.v1_not_found_flake);
    expect(await failureOf(answering(notFound, 404).usdtTransferEvents({ minTimestamp: 0 }))).toMatchObject({
      backOff: true,
      status: 404,
    });
    expect(await failureOf(answering(notFound, 200).usdtTransferEvents({ minTimestamp: 0 }))).toMatchObject({
      backOff: true,
      kind: 'error-body',
    });
    expect(await failureOf(answering(undefined, 400).usdtTransferEvents({ minTimestamp: 0 }))).toMatchObject({
      backOff: false,
      status: 400,
    });
  });

  it('a lagging node’s `{}` for a block is a back-off too (there is always a solidified block)', async () => {
    expect(await failureOf(answering({}).solidifiedBlock())).toMatchObject({ backOff: true, kind: 'shape' });
  });

  it('reads the v1 envelope of an empty page, and the broadcast answers: success, duplicate, refusals', async () => {
    const envelope = bodyOf(other.trongrid_readme_v1_envelope);
    expect(await answering(envelope).usdtTransferEvents({ minTimestamp: 0 })).toEqual({
      events: [],
      size: 0,
      fingerprint: undefined,
    });
    const success = bodyOf(fullNode.broadcast_success);
    expect(await answering(success).broadcastTransaction({})).toEqual({ accepted: true, duplicate: false });
    const [duplicate, signature] = fullNode.broadcast_refusals;
    expect(await answering(duplicate).broadcastTransaction({})).toEqual({ accepted: true, duplicate: true });
    expect(await answering(signature).broadcastTransaction({})).toEqual({
      accepted: false,
      code: 'SIGERROR',
      message: 'validateSignature error',
    });
  });
});
