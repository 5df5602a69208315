/** Which TronGrid API a request path belongs to (v1 or a full node's), and how each words a refusal. */

export const isV1Path = (path: string) => path.startsWith('/v1/');
export const isFullNodePath = (path: string) => path.startsWith('/wallet/') || path.startsWith('/walletsolidity/');
/** The paths TronGrid serves (the page's /wallet.js is not one). */
export const isTronGridPath = (path: string) => isV1Path(path) || isFullNodePath(path);

/** The two v1 lists: an account's TRC20 transactions and a contract's events. */
export const isV1ListPath = (path: string) =>
  /^\/v1\/(?:accounts\/[^/]+\/transactions\/trc20|contracts\/[^/]+\/events)\/?$/.test(path);

/** The full-node reads a lagging node answers with `{}`. */
export const isLaggingReadPath = (path: string) =>
  /^\/wallet(?:solidity)?\/(?:gettransactioninfobyid|gettransactionbyid|getblockbynum|getblock|triggerconstantcontract)$/.test(
    path,
  );

/** A path with its address parts named by shape, so request counts stay few. */
export const pathShape = (path: string) =>
  path
    .replace(/^\/v1\/accounts\/[^/]+\//, '/v1/accounts/{address}/')
    .replace(/^\/v1\/contracts\/[^/]+\//, '/v1/contracts/{address}/');

/** TronGrid's text for a key past its per-second limit. */
export const frequencyLimitText = (perSecond = 15, suspendMs = 30_000) =>
  `The key exceeds the frequency limit(${perSecond}), and the query server is suspended for ${Math.round(suspendMs / 1000)}s`;

export const dailyLimitText = (perDay: number) => `The key exceeds the daily request limit(${perDay})`;

/** A refusal as TronGrid words it: v1's `{success:false, error, statusCode}`, a full node's `{Error}`. */
export const refusalBody = (path: string, status: number, text: string) =>
  isV1Path(path) ? { success: false, error: text, statusCode: status } : { Error: text };
