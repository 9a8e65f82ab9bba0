import { renderWithProviders } from '@kinora/shared/test-utils';
import { screen } from '@testing-library/react';
import { UploadProgress } from './upload-progress';

describe('UploadProgress', () => {
  it("says 'Uploading: N%' in a live region, with a bar that mirrors it", () => {
    renderWithProviders(<UploadProgress percent={42} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Uploading: 42%$/);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '42',
    );
  });
});
