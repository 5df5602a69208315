/** Stand-in page for a route of routes.json whose screen is not built yet; it shows the build's release label. */
import { messages } from 'shared-contracts';
import { remoteName } from './remote-name';

export function PlaceholderPage({ title }: { title: string }) {
  // Replaced at build time in the bundle of the remote (tooling/rsbuild.ts), like any of its own code.
  const label = import.meta.env.RELEASE_LABEL as string;
  return (
    <section data-testid="remote-page" data-remote={remoteName()} style={{ padding: '0.5rem' }}>
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
