/** The scrolling notice (config 2, spec §2); a tap shows the whole text in a popup. */
import { CONFIG_IDS } from 'shared-contracts';
import { NoticeBar } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useConfigText } from '../hooks/use-config-text';
import styles from './HomeNoticeBar.module.css';

const NoticePopup = lazy(() => import('./NoticePopup'));

export function HomeNoticeBar() {
  const text = useConfigText(CONFIG_IDS.noticeBar);
  // The popup's code loads on the first tap only.
  const [popup, setPopup] = useState<'never' | 'open' | 'closed'>('never');
  return (
    <div className={styles.wrap}>
      {text && <NoticeBar className={styles.bar} content={text} color="alert" onClick={() => setPopup('open')} data-testid="notice-bar" />}
      {popup !== 'never' && (
        <Suspense fallback={null}>
          <NoticePopup visible={popup === 'open'} text={text} onClose={() => setPopup('closed')} />
        </Suspense>
      )}
    </div>
  );
}
