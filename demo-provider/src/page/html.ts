/** The game page and the notice page, rendered server-side with every text escaped. */
import { readFileSync } from 'node:fs';
import type { DemoGame } from '../games';
import { PAYING_LINES, ALLOWED_STAKES } from '../slot/outcome';
import { texts } from '../texts';
import { gameStyles } from './styles';
import { symbolSprite, symbolUse } from './symbols';

// The browser script is plain JavaScript beside this file, inlined so the page needs no build.
const gameScript = readFileSync(new URL('./game.js', import.meta.url), 'utf8');

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] as string);
}

/** JSON for a <script type="application/json">: `<` escaped so no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Inline script and style run only with this request's nonce; nothing is loaded from elsewhere. */
export function contentSecurityPolicy(nonce: string): string {
  return `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'`;
}

function documentOf(nonce: string, title: string, bodyClass: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${gameStyles}</style></head>
<body class="${bodyClass}">${body}</body></html>`;
}

function paytableItems(): string {
  return PAYING_LINES.map(({ line, multiplierTenths }) => {
    const symbols = line.kind === 'three' ? [line.symbol, line.symbol, line.symbol] : [line.symbol, line.symbol];
    return `<li><span>${symbols.map(symbolUse).join('')}</span><strong>${multiplierTenths / 10}×</strong></li>`;
  }).join('');
}

export interface GamePageInput {
  nonce: string;
  game: DemoGame;
  /** The provider's page session id the page sends with each spin. */
  session: string;
  balance: string;
  currency: string;
}

/** The playable slot page. */
export function renderGamePage(input: GamePageInput): string {
  const reel = `<div class="reel">${[0, 1, 2].map(() => `<div class="cell">${symbolUse(0)}</div>`).join('')}</div>`;
  const stakeButtons = ALLOWED_STAKES.map(
    (stake, index) => `<button type="button" data-stake="${stake}" aria-pressed="${index === 0}">${stake}</button>`,
  ).join('');
  const boot = {
    session: input.session,
    balance: input.balance,
    texts: {
      insufficientFunds: texts.insufficientFunds,
      networkError: texts.networkError,
      winPending: texts.winPending,
      youWin: texts.youWin,
    },
  };
  const body = `${symbolSprite(input.game.theme)}
<main class="game">
  <header><h1>${escapeHtml(texts.title)}</h1><p class="game-name">${escapeHtml(input.game.name)}</p></header>
  <section class="machine"><div class="reels" id="reels">${reel}${reel}${reel}</div><div class="payline"></div></section>
  <p class="message" id="message" role="status" aria-live="polite"></p>
  <section class="meters">
    <div class="meter"><span>${escapeHtml(texts.balance)} <em class="unit">${escapeHtml(input.currency)}</em></span><strong id="balance">--</strong></div>
    <div class="meter"><span>${escapeHtml(texts.roundWin)}</span><strong id="win">0.00</strong></div>
  </section>
  <section class="stakes"><h2>${escapeHtml(texts.stake)} <em class="unit">${escapeHtml(input.currency)}</em></h2><div class="stake-options" id="stakes">${stakeButtons}</div></section>
  <button type="button" class="spin" id="spin">${escapeHtml(texts.spin)}</button>
  <section class="paytable"><h2>${escapeHtml(texts.paytable)}</h2><ul>${paytableItems()}</ul></section>
</main>
<script type="application/json" id="boot">${jsonForScript(boot)}</script>
<script nonce="${input.nonce}">${gameScript}</script>`;
  return documentOf(input.nonce, `${input.game.name} - ${texts.title}`, `theme-${input.game.theme}`, body);
}

/** A page that only says why the game cannot be played (a used link, a platform refusal). */
export function renderNoticePage(nonce: string, message: string): string {
  const body = `<main class="game"><header><h1>${escapeHtml(texts.title)}</h1></header><p class="notice" id="notice">${escapeHtml(message)}</p></main>`;
  return documentOf(nonce, texts.title, 'theme-fruit', body);
}
