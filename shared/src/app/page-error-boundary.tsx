import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface PageErrorBoundaryProps {
  children: ReactNode;
  /** What the page shows instead of what failed. */
  fallback: (error: unknown) => ReactNode;
  /** The page's address: going somewhere else leaves the error behind. */
  resetKey: string;
}

interface PageErrorBoundaryState {
  error: { value: unknown } | null;
  resetKey: string;
}

/**
 * The last line under the router: an error nothing closer to it handled replaces the page, and
 * navigating to another address renders that address afresh.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> {
    return props.resetKey === state.resetKey ? {} : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[kinora] unexpected error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error.value) : this.props.children;
  }
}
