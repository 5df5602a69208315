/**
 * The home page's first screen as HTML: the top bar, the first banner as a real picture, the
 * notice text and the first row of hot games, drawn from the API's answers before any script runs,
 * plus those answers themselves for the page's client to reuse. Every text is escaped and every
 * picture address checked: the answers come from operators' content.
 */
import { readFileSync } from 'node:fs';
import {
  bannerListResultSchema,
  CONFIG_IDS,
  FIRST_SCREEN_ELEMENT_IDS,
  configListResultSchema,
  gamePageSchema,
  messages,
} from 'shared-contracts';
import { FIRST_SCREEN_URLS, type FirstScreenAnswers } from './answers';

const STYLE = readFileSync(new URL('./first-screen.css', import.meta.url), 'utf8');
/** The hot tab's grid has 3 columns (spec §9): its first row. */
const FIRST_ROW = 3;

/**
 * Before the first paint, on every shell page: the stored theme and the root font size (width / 10,
 * 480 px above 750, as the shell sets them later), and whether a player is logged in, so nothing
 * the scripts apply later changes what is already painted. Static text: the CSP allows it by hash.
 */
export const BEFORE_PAINT_SCRIPT =
  "(function(){var d=document.documentElement;try{d.setAttribute('data-prefers-color-scheme',localStorage.getItem('darkMode')==='0'?'light':'dark');if(localStorage.getItem('robot_token'))d.classList.add('fs-player')}catch(e){}var w=d.clientWidth;d.style.fontSize=(w>750?480:w)/10+'px'})()";

/**
 * Escapes text for HTML content and double-quoted attribute values.
 * @example escapeHtml('<b title="x">') // '&lt;b title=&quot;x&quot;&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|webp|gif|svg\+xml);base64,[a-z0-9+/]+=*$/i;

/**
 * A picture address fit for an <img> the server writes: the site's own paths, https, or a base64
 * image data URL; anything else (javascript:, protocol-relative, other schemes) is no picture.
 * @example safeImageSource('/api/files/ab.png') // '/api/files/ab.png'
 */
export function safeImageSource(source: string): string | null {
  const value = source.trim();
  if (/^\/(?![/\\])/.test(value) || /^https:\/\//i.test(value) || SAFE_DATA_IMAGE.test(value)) return value;
  return null;
}

/**
 * JSON inside <script type="application/json">: '<' escaped so no text can close the element,
 * and the two line separators JavaScript once refused.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function picture(source: string, attributes: string): string {
  const safe = safeImageSource(source);
  return safe ? `<img src="${escapeHtml(safe)}" alt="" ${attributes}>` : '';
}

const resultOf = (answer: unknown): unknown => (answer as { result?: unknown }).result;

/**
 * The first screen and the answers it was drawn from; null when an answer is not of the contract's
 * shape (the page is then served without it).
 */
export function renderFirstScreen(answers: FirstScreenAnswers): string | null {
  const banners = bannerListResultSchema.safeParse(resultOf(answers.banner));
  const hot = gamePageSchema.safeParse(resultOf(answers.hotGames));
  const config = configListResultSchema.safeParse(resultOf(answers.config));
  if (!banners.success || !hot.success || !config.success) return null;
  const first = banners.data[0];
  const notice = config.data.find((item) => item.id === CONFIG_IDS.noticeBar)?.content.trim() ?? '';
  const text = messages.lobby;
  const { withdraw, benefit, income, invite, betRecords } = text.shortcuts;
  const tabs = [text.tabs.hot, text.tabs.slots, text.tabs.live, text.tabs.chess, text.tabs.fishing, text.tabs.sports];
  const cards = hot.data.data
    .slice(0, FIRST_ROW)
    .map(
      (game) =>
        `<div class="fs-card">${picture(game.game_image || game.image, 'width="150" height="150" decoding="async"')}<span>${escapeHtml(game.game_name)}</span></div>`,
    );
  const inlined = Object.fromEntries(
    Object.entries(FIRST_SCREEN_URLS).map(([name, url]) => [url, answers[name as keyof FirstScreenAnswers]]),
  );
  return [
    `<style>${STYLE}</style>`,
    `<div id="${FIRST_SCREEN_ELEMENT_IDS.screen}" data-testid="first-screen" aria-hidden="true">`,
    `<div class="fs-bar"><img class="fs-logo" src="/icons/icon.svg" alt=""><div class="fs-actions"><span class="fs-button fs-outline">${escapeHtml(messages.balance.login)}</span><span class="fs-button fs-solid">${escapeHtml(messages.balance.register)}</span></div></div>`,
    `<div class="fs-banner">${first ? picture(first.cover_images, 'width="750" height="300" fetchpriority="high"') : ''}</div>`,
    `<div class="fs-notice-wrap">${notice ? `<div class="fs-notice">${escapeHtml(notice)}</div>` : ''}</div>`,
    `<div class="fs-search-wrap"><div class="fs-search">${escapeHtml(text.searchPlaceholder)}</div></div>`,
    `<div class="fs-shortcuts">${[withdraw, benefit, income, invite, betRecords].map((label) => `<span class="fs-shortcut"><span class="fs-icon"></span><span class="fs-label">${escapeHtml(label)}</span></span>`).join('')}</div>`,
    `<div class="fs-lobby"><div class="fs-side">${tabs.map((tab) => `<span>${escapeHtml(tab)}</span>`).join('')}</div><div class="fs-grid">${cards.join('')}</div></div>`,
    '</div>',
    `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_IDS.answers}">${jsonForScript(inlined)}</script>`,
  ].join('');
}
