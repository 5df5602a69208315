/** Error boundary around one remote's area: the rest of the site keeps working when it fails. */
import { Component, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  remoteName: string;
  /** Clears the remote's caches; the boundary then renders its children again. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[remote ${this.props.remoteName}]`, error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (this.state.failed)
      return <RemoteFallback remoteName={this.props.remoteName} error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
