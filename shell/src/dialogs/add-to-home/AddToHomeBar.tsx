/**
 * The add-to-home-screen bar above the tab bar and its bottom sheet of instructions (spec §1,
 * §2 home details, §4). The shell mounts it on /home; when it shows is add-to-home-rule.ts.
 */
import { useStore } from '@nanostores/react';
import { Button, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { atom } from 'nanostores';
import { useEffect, useState, type MouseEvent } from 'react';
import { messages } from 'shared-contracts';
import { takeAddToHomeTurn, type DisplayEnvironment } from './add-to-home-rule';
import { $installPrompt, promptInstall } from './install-prompt';
import styles from './AddToHome.module.css';

type BarState = 'undecided' | 'shown' | 'hidden';

/**
 * Decided once per page view, not per mount: leaving /home and coming back keeps the bar as it
 * was (recording the display at the first mount must not hide it on the second), and a closed
 * bar stays closed until the page is loaded again.
 */
const $barState = atom<BarState>('undecided');

function browserEnvironment(): DisplayEnvironment {
  // navigator.standalone is iOS Safari only and absent from TypeScript's Navigator.
  const { standalone } = navigator as Navigator & { standalone?: boolean };
  return { matchMedia: (query) => window.matchMedia(query), navigator: { standalone } };
}

export function AddToHomeBar() {
  const state = useStore($barState);
  const [sheetOpen, setSheetOpen] = useState(false);

  useEffect(() => {
    // Runs after mount (not at import) so the display is recorded only when the bar really renders.
    if ($barState.get() !== 'undecided') return;
    const due = takeAddToHomeTurn(localStorage, browserEnvironment(), Date.now());
    $barState.set(due ? 'shown' : 'hidden');
  }, []);

  if (state !== 'shown') return null;

  const close = (event: MouseEvent) => {
    // The cross sits inside the tappable bar: without this the tap would also open the sheet.
    event.stopPropagation();
    $barState.set('hidden');
  };

  return (
    <>
      {/* A landmark of its own (it sits between the page and the tab bar); its 添加 button is the keyboard's way in. */}
      <aside
        className={styles.bar}
        aria-label={messages.addToHome.sheetTitle}
        data-testid="add-to-home-bar"
        onClick={() => setSheetOpen(true)}
      >
        <img className={styles.icon} src="/icons/icon.svg" alt="" />
        <span className={styles.text}>{messages.addToHome.bar}</span>
        <Button className={styles.open} color="primary" size="mini" shape="rounded">
          {messages.addToHome.open}
        </Button>
        <button
          type="button"
          className={styles.close}
          aria-label={messages.addToHome.close}
          data-testid="add-to-home-close"
          onClick={close}
        >
          <CloseOutline />
        </button>
      </aside>
      {/* A sibling of the bar, not a child: React bubbles portal clicks up the component tree. */}
      <AddToHomeSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />
    </>
  );
}

function AddToHomeSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const installPrompt = useStore($installPrompt);

  const install = async () => {
    if (!(await promptInstall())) return;
    // Accepted: the icon is on the home screen now, so neither the sheet nor the bar is needed.
    onClose();
    $barState.set('hidden');
  };

  return (
    <Popup
      visible={open}
      position="bottom"
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName={styles.sheetBody}
    >
      <div className={styles.sheet} data-testid="add-to-home-sheet">
        <h2 className={styles.title}>{messages.addToHome.sheetTitle}</h2>
        <img className={styles.guide} src="/add-to-home-guide.svg" alt={messages.addToHome.imageAlt} />
        <ol className={styles.steps}>
          {messages.addToHome.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {installPrompt && (
          <Button block color="primary" size="large" onClick={() => void install()}>
            {messages.addToHome.install}
          </Button>
        )}
      </div>
    </Popup>
  );
}
