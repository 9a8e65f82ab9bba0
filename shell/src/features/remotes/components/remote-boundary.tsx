import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { LoadingState } from '@kinora/shared';
import { t } from '../../../i18n';
import { RemoteLoadError } from '../remote-load-error';
import { forgetRemote } from '../remote-routes-cache';
import { RemoteFallback } from './remote-fallback';

interface RemoteBoundaryProps {
  remote: string;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: Error | null;
  attempt: number;
}

/**
 * Keeps a remote's failure inside its own area: the top bar, sidebar and other remotes keep
 * working, and Retry loads the remote again from scratch.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<RemoteBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[kinora] remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    forgetRemote(this.props.remote);
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    const { error, attempt } = this.state;
    if (error) {
      const failure =
        error instanceof RemoteLoadError
          ? error
          : new RemoteLoadError(this.props.remote, 'broken', error);
      return <RemoteFallback error={failure} onRetry={this.retry} />;
    }
    return (
      <Suspense key={attempt} fallback={<LoadingState label={t('Loading...')} />}>
        {this.props.children}
      </Suspense>
    );
  }
}
