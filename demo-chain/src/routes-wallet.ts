/**
 * The full-node routes: /wallet answers from the head, /walletsolidity from the solidified block
 * (`{}` for anything above it). java-tron answers HTTP 200 whatever it decides; the body says it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Block } from './blocks';
import { broadcastTransaction } from './broadcast';
import type { Chain } from './chain';
import { constantCall, triggerSmartContract } from './contract-calls';
import { blockJson, transactionInfoJson, transactionJson } from './fullnode-json';

type Params = Record<string, unknown>;

/** A read's parameters: the JSON body of a POST, the query of a GET. */
const paramsOf = (request: FastifyRequest): Params => {
  const source = request.method === 'GET' ? request.query : request.body;
  return source !== null && typeof source === 'object' ? (source as Params) : {};
};
const isTrue = (value: unknown) => value === true || value === 'true';
const idParam = (params: Params) => (typeof params.value === 'string' ? params.value.toLowerCase() : '');

export function registerWalletRoutes(app: FastifyInstance, chain: Chain): void {
  for (const node of ['wallet', 'walletsolidity'] as const) {
    /** The newest block this node serves. */
    const top = () => (node === 'wallet' ? chain.head() : chain.solidified());
    const served = (block: Block | undefined) => (block && block.number <= top().number ? block : undefined);
    const read = (endpoint: string, answer: (params: Params) => unknown) =>
      app.route({
        method: ['GET', 'POST'],
        url: `/${node}/${endpoint}`,
        handler: async (request) => answer(paramsOf(request)),
      });
    const blockAnswer = (block: Block | undefined, params: Params, detail = true) =>
      block ? blockJson(block, { detail, visible: isTrue(params.visible) }) : {};
    /** A transaction this node knows: mined (the full node) or solidified (the solidity node). */
    const known = (params: Params) => {
      const transfer = chain.find(idParam(params));
      return transfer?.block && served(transfer.block) ? transfer : undefined;
    };

    read('getnowblock', (params) => blockAnswer(top(), params));
    read('getblockbynum', (params) => blockAnswer(served(chain.blockByNumber(Number(params.num))), params));
    read('getblockbyid', (params) => blockAnswer(served(chain.blockById(idParam(params))), params));
    // java-tron 4.7: id_or_num a number or a block id (none: the newest); without detail, the header only.
    read('getblock', (params) => {
      const idOrNum = params.id_or_num === undefined ? '' : String(params.id_or_num);
      let block: Block | undefined;
      if (idOrNum === '') block = top();
      else if (/^[0-9a-f]{64}$/i.test(idOrNum)) block = served(chain.blockById(idOrNum));
      else if (/^\d{1,15}$/.test(idOrNum)) block = served(chain.blockByNumber(Number(idOrNum)));
      else return { Error: `class java.lang.NumberFormatException : For input string: "${idOrNum}"` };
      return blockAnswer(block, params, isTrue(params.detail));
    });
    read('gettransactionbyid', (params) => {
      const transfer = known(params);
      return transfer ? transactionJson(transfer, isTrue(params.visible)) : {};
    });
    read('gettransactioninfobyid', (params) => {
      const transfer = known(params);
      return transfer ? transactionInfoJson(transfer, isTrue(params.visible)) : {};
    });
    app.post(`/${node}/triggerconstantcontract`, async (request) => constantCall(chain, request.body, top()));
  }
  app.post('/wallet/triggersmartcontract', async (request) => triggerSmartContract(chain, request.body));
  app.post('/wallet/broadcasttransaction', async (request) => broadcastTransaction(chain, request.body));
}
