import { render, screen } from '@testing-library/react';
import { PageErrorBoundary } from './page-error-boundary';

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('boom');
  return <h1>Explore All Videos</h1>;
}

const fallback = (error: unknown) => (
  <p role="alert">{error instanceof Error ? error.message : 'unknown'}</p>
);

test('shows the fallback with the error, and the new page once the address changes', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { rerender } = render(
    <PageErrorBoundary resetKey="/broken" fallback={fallback}>
      <Page broken />
    </PageErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('boom');

  // Same address: the error stays, even if the children would now render.
  rerender(
    <PageErrorBoundary resetKey="/broken" fallback={fallback}>
      <Page broken={false} />
    </PageErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toBeInTheDocument();

  rerender(
    <PageErrorBoundary resetKey="/explore" fallback={fallback}>
      <Page broken={false} />
    </PageErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Explore All Videos' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
