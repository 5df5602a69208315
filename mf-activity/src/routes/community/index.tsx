/**
 * /community 玩家社区 (spec §2; issue 16): the operator's community links (交流群, 频道, 其他; each
 * opens in a new tab, http(s) only) and the latest announcements, for visitors and players alike.
 */
import { useId, type ReactNode } from 'react';
import { apiPaths, isSafeLinkHref, messages, type CommunityResult } from 'shared-contracts';
import { EmptyState, LoadFailed, Loading, RemotePage, useQuery } from 'remote-kit';
import { BulletinItem } from './components/BulletinItem';
import { LinkCard } from './components/LinkCard';
import styles from './Community.module.css';

const text = messages.community;
const NO_QUERY = {};

export default function Community() {
  const community = useQuery<CommunityResult>(apiPaths.activity.community, NO_QUERY, { method: 'GET' });
  const { answer } = community;
  return (
    <RemotePage className={styles.page}>
      {answer === undefined ? (
        <Loading />
      ) : answer === null ? (
        <LoadFailed onRetry={community.reload} testId="social-reload" />
      ) : (
        <>
          <Links links={answer.links} />
          <Bulletins bulletins={answer.bulletins} />
        </>
      )}
    </RemotePage>
  );
}

function Links({ links: given }: { links: CommunityResult['links'] }) {
  // The server keeps only http(s) links; one that is not never shows here either.
  const links = given.filter((link) => isSafeLinkHref(link.url));
  return (
    <ListSection heading={text.linksHeading} empty={links.length === 0 ? text.noLinks : null} testId="community-links">
      {links.map((link) => (
        <LinkCard key={`${link.url}#${link.title}`} link={link} />
      ))}
    </ListSection>
  );
}

function Bulletins({ bulletins }: { bulletins: CommunityResult['bulletins'] }) {
  return (
    <ListSection
      heading={text.bulletinsHeading}
      empty={bulletins.length === 0 ? text.noBulletins : null}
      testId="community-bulletins"
    >
      {bulletins.map((bulletin) => (
        <BulletinItem key={bulletin.id} title={bulletin.title} content={bulletin.content} />
      ))}
    </ListSection>
  );
}

interface ListSectionProps {
  heading: string;
  /** What to say when the list is empty; null when it has items. */
  empty: string | null;
  testId: string;
  children: ReactNode;
}

/** A headed section: its list, or the empty state. */
function ListSection({ heading, empty, testId, children }: ListSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {empty === null ? (
        <ul className={styles.list} data-testid={testId}>
          {children}
        </ul>
      ) : (
        <EmptyState title={empty} testId={`${testId}-empty`} />
      )}
    </section>
  );
}
