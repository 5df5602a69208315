/**
 * What antd-mobile leaves out for keyboard and screen-reader users, added once for the shell and
 * every remote (they all render antd-mobile into this document, so no remote repeats it):
 * - an open Popup or CenterPopup is a modal dialog (role, aria-modal, named by its first
 *   heading): focus moves into it, Tab and Shift+Tab stay inside, Escape closes it as its close
 *   cross or a tap on its mask does, and focus returns to the control that opened it;
 * - a popup's close cross and a NavBar's back control are focusable, named from the catalogue,
 *   and Enter or Space presses them (antd-mobile renders them as plain elements with onClick).
 */
import { messages } from 'shared-contracts';

const POPUP = '.adm-popup, .adm-center-popup';
const CLOSE_CROSS = '.adm-center-popup-close, .adm-popup-close-icon';
const NAV_BACK = '.adm-nav-bar-left[role="button"]';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface OpenPopup {
  root: HTMLElement;
  dialog: HTMLElement;
  /** What had focus when it opened; `from` is the popup that control was in, if any. */
  opener: HTMLElement | null;
  from: OpenPopup | undefined;
}

let open: OpenPopup[] = [];
let headingIds = 0;

const isShown = (root: HTMLElement) => root.isConnected && root.style.display !== 'none';
/** Rendered (no display: none on it or above it); checkVisibility() is missing from older iOS. */
const isRendered = (element: Element) => element.getClientRects().length > 0;
const canFocus = (element: HTMLElement | null): element is HTMLElement =>
  element !== null && element.isConnected && isRendered(element);

function describeDialog(dialog: HTMLElement): void {
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
  if (dialog.hasAttribute('aria-label')) return;
  const heading = dialog.querySelector('h1, h2, h3, h4, h5, h6');
  if (!heading) return;
  heading.id ||= `popup-heading-${(headingIds += 1)}`;
  dialog.setAttribute('aria-labelledby', heading.id);
}

/** The close crosses and back controls antd-mobile renders without focus or name. */
function makeControlsPressable(): void {
  for (const control of document.querySelectorAll<HTMLElement>(`${CLOSE_CROSS}, ${NAV_BACK}`)) {
    if (control.hasAttribute('tabindex')) continue;
    const isBack = control.matches(NAV_BACK);
    if (isBack && !control.querySelector('.adm-nav-bar-back')) continue;
    control.tabIndex = 0;
    control.setAttribute('role', 'button');
    if (!control.hasAttribute('aria-label'))
      control.setAttribute('aria-label', isBack ? messages.frame.back : messages.frame.close);
  }
}

/** Focus back where the player was: the opener, or the opener of the popup it sat in. */
function restoreFocus(closed: OpenPopup): void {
  const top = open.at(-1);
  const active = document.activeElement;
  if (active && active !== document.body && !closed.root.contains(active)) return;
  for (let popup: OpenPopup | undefined = closed; popup; popup = popup.from) {
    // A popup still open behind the closed one keeps the focus inside it, never under its mask.
    if (popup !== closed && open.includes(popup)) return popup.dialog.focus({ preventScroll: true });
    if (canFocus(popup.opener)) return popup.opener.focus({ preventScroll: true });
  }
  top?.dialog.focus({ preventScroll: true });
}

function sync(): void {
  const shown = [...document.querySelectorAll<HTMLElement>(POPUP)].filter(isShown);
  const closed = open.filter((popup) => !shown.includes(popup.root));
  open = open.filter((popup) => shown.includes(popup.root));
  for (const root of shown) {
    if (open.some((popup) => popup.root === root)) continue;
    const dialog = root.querySelector<HTMLElement>(':scope > .adm-center-popup-wrap, :scope > .adm-popup-body');
    if (!dialog) continue;
    const active =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null;
    open.push({ root, dialog, opener: active, from: open.find((popup) => active && popup.root.contains(active)) });
    describeDialog(dialog);
    dialog.focus({ preventScroll: true });
  }
  // Content (and its heading) may arrive after the popup opened.
  for (const popup of open) describeDialog(popup.dialog);
  for (const popup of closed.reverse()) restoreFocus(popup);
  makeControlsPressable();
}

function keepTabInside(event: KeyboardEvent, dialog: HTMLElement): void {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (item) => isRendered(item) && !item.closest('[inert]'),
  );
  const first = items[0];
  const last = items.at(-1);
  const active = document.activeElement;
  let next: HTMLElement | undefined;
  if (!first || !last) next = dialog;
  else if (!dialog.contains(active)) next = event.shiftKey ? last : first;
  else if (event.shiftKey && (active === first || active === dialog)) next = last;
  else if (!event.shiftKey && active === last) next = first;
  if (!next) return;
  event.preventDefault();
  next.focus();
}

function onKeyDown(event: KeyboardEvent): void {
  // Escape that cancels a Pinyin composition (Safari reports it as keyCode 229) or that a control
  // inside already handled must not close the dialog and throw away what was typed.
  if (event.isComposing || event.keyCode === 229 || event.defaultPrevented) return;
  const top = open.at(-1);
  if (top && event.key === 'Escape') {
    event.preventDefault();
    (
      top.root.querySelector<HTMLElement>(CLOSE_CROSS) ?? top.root.querySelector<HTMLElement>(':scope > .adm-mask')
    )?.click();
    return;
  }
  if (top && event.key === 'Tab') return keepTabInside(event, top.dialog);
  const target = event.target instanceof HTMLElement ? event.target : null;
  if ((event.key === 'Enter' || event.key === ' ') && target?.matches(`${CLOSE_CROSS}, ${NAV_BACK}`)) {
    event.preventDefault();
    (target.querySelector<HTMLElement>('.adm-nav-bar-back') ?? target).click();
  }
}

/** Once at start-up: watches the document for popups opening and closing. */
export function enableAntdMobileA11y(): void {
  // One call per batch of mutations; style changes are watched because a kept popup opens and
  // closes by its display.
  new MutationObserver(sync).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style'],
  });
  document.addEventListener('keydown', onKeyDown);
}
