/**
 * /buy 虚拟货币购买 (spec §2): the operator's guide to buying USDT on TRON (GET buy-guide): intro,
 * numbered steps, exchange links (only http(s), opened in a new tab without opener); 暂无内容 when empty.
 */
import { DotLoading, ErrorBlock } from 'antd-mobile';
import { apiPaths, messages, type BuyGuide } from 'shared-contracts';
import { RemotePage, useQuery } from 'remote-kit';
import styles from './Buy.module.css';
import { shownLinks } from './guide-links';

const text = messages.buy;
const NO_QUERY = {};

export default function Buy() {
  const { answer: guide } = useQuery<BuyGuide>(apiPaths.wallet.buyGuide, NO_QUERY, {
    method: 'GET',
    keepAnswerOnFailure: true,
  });
  const links = shownLinks(guide?.links ?? []);
  const steps = (guide?.steps ?? []).filter((step) => step.trim());
  const empty = guide !== undefined && !guide?.intro.trim() && steps.length === 0 && links.length === 0;

  return (
    <RemotePage className={styles.page}>
      {guide === undefined && (
        <div className={styles.loading} role="status" aria-label={messages.recharge.loading}>
          <DotLoading />
        </div>
      )}
      {empty && <ErrorBlock status="empty" title={text.empty} description="" data-testid="buy-empty" />}
      {guide && !empty && (
        <article className={styles.guide} data-testid="buy-guide">
          {guide.intro.trim() && <p className={styles.intro}>{guide.intro}</p>}
          {steps.length > 0 && (
            <section>
              <h2 className={styles.heading}>{text.steps}</h2>
              <ol className={styles.steps}>
                {steps.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            </section>
          )}
          {links.length > 0 && (
            <section>
              <h2 className={styles.heading}>{text.links}</h2>
              <ul className={styles.links}>
                {links.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer" data-testid="buy-link">
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
      )}
    </RemotePage>
  );
}
