/** Error boundary for a remote's widget: a crash closes it with a toast instead of taking the site down. */
import { Component, type ReactNode } from 'react';
import { messages } from 'shared-contracts';
import { showToast } from '../../platform/toast';

interface Props {
  onError(): void;
  children: ReactNode;
}

export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[widget]', error);
    showToast(messages.remote.crashed);
    this.props.onError();
  }

  override render() {
    // The slot gives each opening a fresh boundary (key), so a failed one does not stay failed.
    return this.state.failed ? null : this.props.children;
  }
}
