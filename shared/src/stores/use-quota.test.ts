import { ApiError } from '../api/api-error';
import { isQuotaError, useQuota } from './use-quota';

describe('useQuota', () => {
  it('is one site-wide flag', () => {
    expect(useQuota.getState().exceeded).toBe(false);
    useQuota.getState().markExceeded();
    expect(useQuota.getState().exceeded).toBe(true);
    useQuota.getState().reset();
    expect(useQuota.getState().exceeded).toBe(false);
  });

  it('recognises only a 429 ApiError as the quota answer', () => {
    expect(isQuotaError(new ApiError(429, 'Quota exceeded'))).toBe(true);
    expect(isQuotaError(new ApiError(500, 'Boom'))).toBe(false);
    expect(isQuotaError(new Error('429'))).toBe(false);
  });
});
