import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useSharedT } from '../i18n/shared-catalogue';
import { ErrorState } from '../ui/states';

export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /**
   * What failed, for the message, in the interface's language: 'the playlist dialog' gives 'Could
   * not load the playlist dialog.'
   */
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
      return <RemoteFailed label={this.props.label} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}

/** The failure's message and Retry, in the interface's language. */
function RemoteFailed({ label, onRetry }: Omit<RemoteErrorBoundaryProps, 'children'>) {
  const t = useSharedT();
  return (
    <ErrorState
      message={
        label
          ? t('Could not load {{what}}.', { what: label })
          : t('Could not load this part of the page.')
      }
      onRetry={onRetry}
    />
  );
}
