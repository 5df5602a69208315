/**
 * /responsible 理性游戏 (issue 18): the operator-edited page of responsible gaming information and
 * help contacts (public, no login needed), sanitized here as well as on the server, then the way to
 * the tools on 安全中心. Linked from the register form, /user and the home footer.
 */
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useMemo, type MouseEvent } from 'react';
import { apiPaths, messages, SITE_LINK_ATTRIBUTE } from 'shared-contracts';
import { getHost, RemotePage, useQuery } from 'remote-kit';
import { sanitizeOperatorHtml } from 'remote-kit/operator-html';
import styles from './Responsible.module.css';

const text = messages.safePlay;
const SAFE_PATH = '/safe';
/** Nothing to filter: the page is one document. */
const NO_FILTER = {};

/** GET apiPaths.protection.responsibleGaming's answer (responsibleGamingSchema). */
interface ResponsibleGaming {
  html: string;
  updated_at: string;
}

export default function Responsible() {
  const host = getHost();
  const { answer, reload } = useQuery<ResponsibleGaming>(apiPaths.protection.responsibleGaming, NO_FILTER, {
    method: 'GET',
    whileReloading: 'loading',
  });
  const html = useMemo(
    () => (answer?.html.trim() ? sanitizeOperatorHtml(answer.html, { styles: 'drop', headingsFrom: 2 }) : ''),
    [answer],
  );

  // A tap on a link to a page of this site goes through the shell's router, as the site's own links do.
  const followSiteLink = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest(`a[${SITE_LINK_ATTRIBUTE}]`);
    const path = link?.getAttribute('href');
    if (!path) return;
    event.preventDefault();
    host.navigate(path);
  };

  return (
    <RemotePage className={styles.page}>
      {answer === undefined ? (
        <div className={styles.state} role="status" aria-label={text.loading}>
          <DotLoading />
        </div>
      ) : answer === null ? (
        <div className={styles.state} data-testid="responsible-failed">
          <ErrorBlock status="default" title={text.loadFailed} description="" />
          <Button size="small" onClick={reload}>
            {text.retry}
          </Button>
        </div>
      ) : html === '' ? (
        <ErrorBlock status="empty" title={text.empty} description="" data-testid="responsible-empty" />
      ) : (
        // Clicks bubble from the operator's links; the article itself is no control.
        <article className={styles.content} data-testid="responsible-content" onClick={followSiteLink}>
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      )}
      <section className={styles.tools} data-testid="responsible-tools">
        <p className={styles.toolsHint}>{text.toolsHint}</p>
        <Button block color="primary" onClick={() => host.navigate(SAFE_PATH)} data-testid="responsible-to-safe">
          {text.toSafe}
        </Button>
      </section>
    </RemotePage>
  );
}
