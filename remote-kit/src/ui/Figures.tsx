/**
 * Figures as a definition list (today's rounds and stake, a team's size, a period's commission,
 * a balance): a term over each value, laid out by the caller's class (the kit's card grid by default).
 */
import type { ReactNode } from 'react';
import styles from './Detail.module.css';

export interface Figure {
  term: ReactNode;
  value: ReactNode;
  /** The value's test id, where the e2e suite reads it. */
  testId?: string;
  /** The value's own class (a tone, tabular digits). */
  className?: string;
}

interface Props {
  /** Falsy entries are left out (a figure shown only sometimes). */
  figures: ReadonlyArray<Figure | false | null | undefined>;
  className?: string;
  testId?: string;
}

export function Figures({ figures, className = styles.figures, testId }: Props) {
  return (
    <dl className={className} data-testid={testId}>
      {figures.map(
        (figure, index) =>
          figure && (
            <div key={index}>
              <dt>{figure.term}</dt>
              <dd className={figure.className} data-testid={figure.testId}>
                {figure.value}
              </dd>
            </div>
          ),
      )}
    </dl>
  );
}
