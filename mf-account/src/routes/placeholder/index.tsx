/** Stand-in page until this remote's own issue builds the screen. */
import { messages } from 'shared-contracts';

export default function Placeholder({ title }: { title: string }) {
  const label = import.meta.env.RELEASE_LABEL as string;
  return (
    <section data-testid="remote-page" data-remote="mf-account" style={{ padding: '0.5rem' }}>
      <h2 style={{ fontSize: '0.48rem' }}>{title}</h2>
      <p>{messages.placeholder.comingSoon}</p>
      {label && (
        <p data-testid="release-label">
          {messages.placeholder.build} {label}
        </p>
      )}
    </section>
  );
}
