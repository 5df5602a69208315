/**
 * /customDetail 特殊活动页面 (spec §2; issue 16): an operator-written page (GET custom-page, the
 * id from ?id=, else the newest), its title and its HTML sanitized (images, tables, http(s) links
 * in a new tab). A page that does not exist, or an id that is no id, shows a clear state.
 */
import { Button, ErrorBlock } from 'antd-mobile';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiPaths, messages, type CustomPage } from 'shared-contracts';
import { getHost, LoadFailed, Loading, RemotePage, useQuery } from 'remote-kit';
import { sanitizeOperatorHtml } from 'remote-kit/operator-html';
import { fillText, shortTime } from '../../shared/kit';
import { pageQuery } from './page-query';
import styles from './CustomDetail.module.css';

const text = messages.customPage;

export default function CustomDetail() {
  const [params] = useSearchParams();
  const query = pageQuery(params.get('id'));
  const page = useQuery<CustomPage>(apiPaths.activity.customPage, query, { method: 'GET' });
  // An id that is no id asks nothing: the page does not exist.
  const failure = query === null ? 'refused' : page.failure;
  const answer = page.answer;

  return (
    <RemotePage className={styles.page}>
      {failure === 'refused' ? (
        <NotFound />
      ) : failure === 'failed' ? (
        <LoadFailed onRetry={page.reload} testId="social-reload" />
      ) : !answer ? (
        <Loading />
      ) : (
        <PageContent page={answer} />
      )}
    </RemotePage>
  );
}

function PageContent({ page }: { page: CustomPage }) {
  const html = useMemo(() => sanitizeOperatorHtml(page.html, { styles: 'clean', headingsFrom: 3 }), [page.html]);
  const headingId = useId();
  return (
    // Focusable: a page of text alone (no link) has nothing else a keyboard can reach to scroll the frame with.
    <article className={styles.article} tabIndex={0} aria-labelledby={headingId} data-testid="custom-page">
      <h2 id={headingId} className={styles.title}>
        {page.title}
      </h2>
      <p className={styles.updated}>{fillText(text.updatedAt, { time: shortTime(page.updated_at) })}</p>
      <div className={styles.content} data-testid="custom-page-html" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

function NotFound() {
  return (
    <div className={styles.missing} data-testid="custom-page-missing">
      <ErrorBlock status="empty" title={text.notFound} description={text.notFoundHint} />
      <Button color="primary" fill="outline" onClick={() => getHost().navigate('/activity')}>
        {text.toActivities}
      </Button>
    </div>
  );
}
