/** The demo promotions' rules as simple HTML (<h3>, <p>, <ol>, <table>): pieces the seed's promotions put together. */

/** A table with a header row, for tiers and levels. */
export function rulesTable(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const head = `<tr>${headers.map((header) => `<th>${header}</th>`).join('')}</tr>`;
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('');
  return `<table>${head}${body}</table>`;
}

/** The terms every promotion closes with, after its own. */
const COMMON_TERMS = [
  '每位会员、每个手机号、每个IP地址及同一设备仅限一个账户参与活动。',
  '奖励领取后计入账户余额，须完成对应流水后方可提现。',
  '如发现任何利用活动漏洞、对冲套利或多账户行为，平台有权取消奖励并冻结相关账户。',
  '本活动最终解释权归平台所有。',
];

/** A promotion's rules page: what it is, an optional table, then its own terms and the common ones as a list. */
export function rulesHtml(intro: string, table: string, terms: readonly string[]): string {
  const list = [...terms, ...COMMON_TERMS].map((term) => `<li>${term}</li>`).join('');
  return `<h3>活动内容</h3><p>${intro}</p>${table}<h3>活动规则</h3><ol>${list}</ol>`;
}

/** The sentence of a turnover multiple: 须完成奖励金额 10 倍流水方可提现. */
export const turnoverTerm = (multiple: number) =>
  multiple === 0 ? '奖励无需流水，可直接提现。' : `奖励须完成奖励金额${multiple}倍的有效投注流水方可提现。`;
