/**
 * /activityDetail?activity_type=… 活动详情 (spec §2; issue 16): the promotion's cover, title and
 * period, a player's progress toward each reward with 领取 (a visitor gets 登录后参与), the turnover
 * note, and the operator's rules, sanitized. Type 13 (全民代理) links to /Agent instead. A type the
 * URL lacks or the API does not know shows a not-found state with the way back to /activity.
 */
import { Button, ErrorBlock } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { messages, PROMOTION_TYPES } from 'shared-contracts';
import { getHost, LoadFailed, Loading, LoginPrompt, RemotePage, useLoggedIn } from 'remote-kit';
import { ACTIVITY_LOGIN, ACTIVITY_RELOAD_TEST_ID, activityTypeOf, kitStyles } from '../../shared/kit';
import { PromotionHeader } from './components/PromotionHeader';
import { PromotionProgress } from './components/PromotionProgress';
import { RulesCard } from './components/RulesCard';
import { usePromotionPage } from './hooks/use-promotion-page';
import styles from './ActivityDetail.module.css';

const text = messages.activityDetail;

export default function ActivityDetail() {
  const [params] = useSearchParams();
  const type = activityTypeOf(params.get('activity_type'));
  const { page, reload } = usePromotionPage(type);
  const loggedIn = useLoggedIn();

  return (
    <RemotePage className={kitStyles.page} testId="activity-detail-page">
      {page.state === 'loading' && <Loading />}
      {page.state === 'failed' && <LoadFailed onRetry={reload} testId={ACTIVITY_RELOAD_TEST_ID} />}
      {page.state === 'missing' && <NotFound />}
      {page.state === 'shown' && (
        <div className={kitStyles.body}>
          <PromotionHeader item={page.item} />
          {page.item.activity_type === PROMOTION_TYPES.everyoneAgent ? (
            <AgentLink link={page.link} />
          ) : loggedIn ? (
            <PromotionProgress type={page.item.activity_type} />
          ) : (
            <section className={kitStyles.card}>
              <LoginPrompt {...ACTIVITY_LOGIN} prompt={messages.activityCommon.loginPrompt} compact />
            </section>
          )}
          <RulesCard html={page.rulesHtml} />
        </div>
      )}
    </RemotePage>
  );
}

function NotFound() {
  return (
    <div className={styles.notFound} data-testid="activity-not-found">
      <ErrorBlock status="empty" title={text.notFound} description={null} />
      <Button
        color="primary"
        fill="outline"
        onClick={() => getHost().navigate('/activity')}
        data-testid="activity-back"
      >
        {text.backToList}
      </Button>
    </div>
  );
}

/** 全民代理: an information page; the way to the agent section (the operator's link when it is a route of the site). */
function AgentLink({ link }: { link: string | null }) {
  const target = link?.startsWith('/') && !link.startsWith('//') ? link : '/Agent';
  return (
    <div className={styles.action}>
      <Button
        block
        color="primary"
        size="large"
        onClick={() => getHost().navigate(target)}
        data-testid="activity-to-agent"
      >
        {text.toAgent}
      </Button>
    </div>
  );
}
