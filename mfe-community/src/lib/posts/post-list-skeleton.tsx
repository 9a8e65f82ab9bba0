import { SkeletonBlock, VisuallyHidden } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../i18n';

/** The shape of a few post cards while the first page loads; announced once as text. */
export function PostListSkeleton({ count = 4 }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('Loading posts...')}</VisuallyHidden>
      <Stack aria-hidden="true" data-testid="post-skeletons">
        {Array.from({ length: count }, (_, index) => (
          <Shape key={index}>
            <SkeletonBlock $width="40px" $height="40px" $radius="50%" />
            <Lines>
              <SkeletonBlock $width="45%" $height="16px" />
              <SkeletonBlock $width="95%" />
              <SkeletonBlock $width={index % 2 ? '60%' : '80%'} />
            </Lines>
          </Shape>
        ))}
      </Stack>
    </div>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Shape = styled.div`
  display: flex;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Lines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
`;
