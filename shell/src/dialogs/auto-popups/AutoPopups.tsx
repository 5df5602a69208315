/** Renders the queued popup (loaded only when one is due: it brings the carousel and the sanitizer). */
import { useStore } from '@nanostores/react';
import { AnnouncementDialog } from './AnnouncementDialog';
import { $currentPopup, finishPopup } from './popup-queue';
import { FirstTimePopup, PromoDialog } from './PromoDialogs';
import { $announcement } from './start-auto-popups';

export default function AutoPopups() {
  const current = useStore($currentPopup);
  const announcement = useStore($announcement);
  if (current === 'promo') return <PromoDialog onClose={() => finishPopup('promo')} />;
  if (current === 'firstTime') return <FirstTimePopup onClose={() => finishPopup('firstTime')} />;
  if (current === 'notice' && announcement)
    return <AnnouncementDialog bulletin={announcement} onClose={() => finishPopup('notice')} />;
  return null;
}
