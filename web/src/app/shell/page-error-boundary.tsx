import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageLoadFailure, isChunkLoadError } from './page-load-failure';

interface BoundaryState {
  error: unknown;
}

interface BoundaryProps {
  /** The address: a failure is forgotten when it changes, so another page starts afresh. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches what a page throws while it loads or draws, so only the page's area says so. Not keyed
 * by the address, which would remount every page (and its listeners) on each navigation.
 */
export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) {
      this.setState({ error: null });
    }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Offline, a page's code missing is expected and said on the page; anything else is a bug.
    if (!isChunkLoadError(error)) console.error('A page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <PageLoadFailure error={this.state.error} />
    );
  }
}
