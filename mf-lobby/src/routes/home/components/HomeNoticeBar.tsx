/** The scrolling notice (config 2, spec §2); a tap shows the whole text in a popup. */
import { CONFIG_IDS } from 'shared-contracts';
import { NoticeBar } from 'antd-mobile';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useConfigText } from '../hooks/use-config-text';
import styles from './HomeNoticeBar.module.css';

const NoticePopup = lazy(() => import('./NoticePopup'));

export function HomeNoticeBar() {
  const text = useConfigText(CONFIG_IDS.noticeBar);
  // The popup's code loads on the first tap only.
  const [popup, setPopup] = useState<'never' | 'open' | 'closed'>('never');
  const open = () => setPopup('open');
  const openByKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  return (
    <div className={styles.wrap}>
      {/* antd-mobile's bar is a plain div: this wrapper is the button the keyboard reaches; its name is the notice. */}
      {text && (
        <div role="button" tabIndex={0} onClick={open} onKeyDown={openByKey}>
          <NoticeBar className={styles.bar} content={text} color="alert" data-testid="notice-bar" />
        </div>
      )}
      {popup !== 'never' && (
        <Suspense fallback={null}>
          <NoticePopup visible={popup === 'open'} text={text} onClose={() => setPopup('closed')} />
        </Suspense>
      )}
    </div>
  );
}
