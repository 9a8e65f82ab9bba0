import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../ui/states';

export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** What failed, for the message: 'Could not load the playlist dialog.' */
  label?: string;
  onRetry: () => void;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote piece inside its own area, with a short message and Retry. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `[kinora] ${this.props.label ?? 'remote component'} failed`,
      error,
      info.componentStack,
    );
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <ErrorState
          message={`Could not load ${this.props.label ?? 'this part of the page'}.`}
          onRetry={this.retry}
        />
      );
    }
    return this.props.children;
  }
}
