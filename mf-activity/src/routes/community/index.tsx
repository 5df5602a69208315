/**
 * /community 玩家社区 (spec §2; issue 16): the operator's community links (交流群, 频道, 其他; each
 * opens in a new tab, http(s) only) and the latest announcements, for visitors and players alike.
 */
import { useId } from 'react';
import { apiPaths, messages, type CommunityResult } from 'shared-contracts';
import { EmptyState, LoadFailed, Loading, RemotePage, useLookup } from '../../shared/social-kit';
import { BulletinItem } from './components/BulletinItem';
import { LinkCard } from './components/LinkCard';
import styles from './Community.module.css';

const text = messages.community;
const NO_QUERY = {};

export default function Community() {
  const community = useLookup<CommunityResult>(apiPaths.activity.community, NO_QUERY);
  const { answer } = community;
  return (
    <RemotePage className={styles.page}>
      {answer === undefined ? (
        <Loading />
      ) : answer === 'failed' || answer === 'refused' ? (
        <LoadFailed onRetry={community.reload} />
      ) : (
        <>
          <Links links={answer.links} />
          <Bulletins bulletins={answer.bulletins} />
        </>
      )}
    </RemotePage>
  );
}

function Links({ links }: { links: CommunityResult['links'] }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {text.linksHeading}
      </h2>
      {links.length === 0 ? (
        <EmptyState title={text.noLinks} testId="community-no-links" />
      ) : (
        <ul className={styles.list} data-testid="community-links">
          {links.map((link) => (
            <LinkCard key={`${link.url}#${link.title}`} link={link} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Bulletins({ bulletins }: { bulletins: CommunityResult['bulletins'] }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {text.bulletinsHeading}
      </h2>
      {bulletins.length === 0 ? (
        <EmptyState title={text.noBulletins} testId="community-no-bulletins" />
      ) : (
        <ul className={styles.list} data-testid="community-bulletins">
          {bulletins.map((bulletin) => (
            <BulletinItem key={bulletin.id} title={bulletin.title} content={bulletin.content} />
          ))}
        </ul>
      )}
    </section>
  );
}
