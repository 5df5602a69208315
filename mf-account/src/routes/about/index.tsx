/**
 * /about 关于我们 (spec §2; issue 14): the operator-edited text (config item 9) as sanitized HTML,
 * then the version of each remote from the remotes.json the shell booted with.
 */
import { DotLoading, ErrorBlock } from 'antd-mobile';
import { useId, useMemo } from 'react';
import { CONFIG_IDS, messages } from 'shared-contracts';
import { getHost, RemotePage, useReadable } from 'remote-kit';
import { sanitizeOperatorHtml } from 'remote-kit/operator-html';
import styles from './About.module.css';

const text = messages.about;
const remoteNames: Record<string, string> = text.remotes;
/** The label a release engineer stamped into this build (RELEASE_LABEL), so a release shows which code runs. */
const buildLabel = import.meta.env.RELEASE_LABEL as string;

export default function About() {
  const host = getHost();
  const config = useReadable(host.siteConfig);
  const versionsHeading = useId();
  const html = useMemo(() => {
    const content = config?.find((item) => item.id === CONFIG_IDS.about)?.content.trim() ?? '';
    return content === '' ? '' : sanitizeOperatorHtml(content, { headingsFrom: 2 });
  }, [config]);

  return (
    <RemotePage className={styles.page}>
      {config === null ? (
        <div className={styles.loading} role="status" aria-label={text.loading}>
          <DotLoading />
        </div>
      ) : html === '' ? (
        <ErrorBlock status="empty" title={text.empty} description="" data-testid="about-empty" />
      ) : (
        <article className={styles.content} data-testid="about-content" dangerouslySetInnerHTML={{ __html: html }} />
      )}
      <section className={styles.versions} aria-labelledby={versionsHeading}>
        <h2 id={versionsHeading} className={styles.versionsTitle}>
          {text.versions}
        </h2>
        <dl className={styles.versionList} data-testid="about-versions">
          {host.releases.map((release) => (
            <div key={release.name} className={styles.version} data-testid="about-version" data-remote={release.name}>
              <dt>{remoteNames[release.name] ?? release.name}</dt>
              <dd>{release.version}</dd>
            </div>
          ))}
        </dl>
        {buildLabel && (
          <p className={styles.buildLabel} data-testid="release-label">
            {messages.placeholder.build} {buildLabel}
          </p>
        )}
      </section>
    </RemotePage>
  );
}
