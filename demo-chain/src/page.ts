/**
 * The test wallet page: send USDT (or the fake USDT) from any address to any address, then watch
 * the confirmations reach the solidified depth. Script and styles are files of their own, so
 * the page runs under `default-src 'self'`.
 */
export function walletPageHtml(solidifyDepth: number): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>演示链 · 测试钱包</title>
<link rel="stylesheet" href="/wallet.css">
<script src="/wallet.js" defer></script>
</head>
<body data-depth="${solidifyDepth}">
<main>
<h1>演示链测试钱包</h1>
<p class="hint">演示用的TRON链（TRC20）。转账进入下一个区块，${solidifyDepth}个区块后固化（确认）。</p>
<form id="send">
<label>付款地址 <input name="from" data-testid="chain-from" autocomplete="off" required></label>
<label>收款地址 <input name="to" data-testid="chain-to" autocomplete="off" required></label>
<label>金额 <input name="amount" data-testid="chain-amount" inputmode="decimal" autocomplete="off" required></label>
<label>代币 <select name="token" data-testid="chain-token"><option value="usdt">USDT（TR7NHq…jLj6t）</option><option value="fake">假USDT（同名代币）</option></select></label>
<label class="check"><input type="checkbox" name="fail"> 交易执行失败（REVERT）</label>
<button type="submit" data-testid="chain-send">发送</button>
</form>
<p id="result" data-testid="chain-result" role="status" aria-live="polite"></p>
<h2>最近的交易</h2>
<ul id="recent" aria-live="polite"></ul>
</main>
</body>
</html>`;
}

export const walletPageCss = `
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #f4f5f7; color: #1d1f24; }
main { max-width: 480px; margin: 0 auto; padding: 16px; }
h1 { font-size: 20px; margin: 8px 0; } h2 { font-size: 16px; margin: 20px 0 8px; }
.hint { color: #555; font-size: 13px; }
form { display: grid; gap: 10px; background: #fff; padding: 14px; border-radius: 10px; }
label { display: grid; gap: 4px; font-size: 13px; color: #444; }
label.check { display: flex; gap: 6px; align-items: center; }
input, select { font: inherit; padding: 8px; border: 1px solid #c9ccd3; border-radius: 6px; min-width: 0; }
button { font: inherit; padding: 10px; border: 0; border-radius: 6px; background: #1677ff; color: #fff; }
#result { word-break: break-all; font-size: 13px; min-height: 1.5em; }
ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
li { background: #fff; border-radius: 8px; padding: 8px 10px; font-size: 12px; word-break: break-all; }
.ok { color: #0a8a3a; } .pending { color: #b26a00; } .bad { color: #c4262e; }
`;

export const walletPageScript = `
const form = document.getElementById('send');
const result = document.getElementById('result');
const recent = document.getElementById('recent');
const depth = Number(document.body.dataset.depth);
const sent = [];

function randomAddress() {
  return fetch('/demo/random-address').then((r) => r.json()).then((body) => body.address);
}
randomAddress().then((address) => { if (!form.from.value) form.from.value = address; });

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const transfer = { from: form.from.value.trim(), to: form.to.value.trim(), amount: form.amount.value.trim(), token: form.token.value, fail: form.fail.checked };
  const response = await fetch('/demo/transfers', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ transfers: [transfer] }) });
  const body = await response.json();
  if (!response.ok) { result.textContent = '发送失败：' + body.error; return; }
  const txId = body.transactions[0].tx_id;
  result.textContent = '已发送，交易ID：' + txId;
  sent.unshift({ txId, ...transfer });
  refresh();
});

async function refresh() {
  if (sent.length === 0) return;
  const response = await fetch('/demo/transactions?ids=' + sent.slice(0, 20).map((t) => t.txId).join(','));
  const states = new Map((await response.json()).map((s) => [s.tx_id, s]));
  recent.replaceChildren(...sent.slice(0, 20).map((t) => {
    const state = states.get(t.txId);
    const item = document.createElement('li');
    let status = '等待打包';
    let tone = 'pending';
    if (state && state.confirmations !== null) {
      if (!state.success) { status = '失败'; tone = 'bad'; }
      else if (state.solidified) { status = '已确认'; tone = 'ok'; }
      else status = '确认中 ' + Math.min(state.confirmations, depth) + '/' + depth;
    }
    item.innerHTML = '';
    const line = document.createElement('div');
    line.className = tone;
    line.textContent = status + ' · ' + t.amount + ' ' + (t.token === 'fake' ? '假USDT' : 'USDT') + ' → ' + t.to;
    const id = document.createElement('div');
    id.textContent = t.txId;
    item.append(line, id);
    return item;
  }));
}
setInterval(refresh, 1000);
`;
