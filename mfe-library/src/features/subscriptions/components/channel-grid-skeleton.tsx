import { SkeletonBlock, VisuallyHidden } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { ChannelGrid } from './channel-grid';

const COUNT = 8;

/** The channel grid while it loads. */
export function ChannelGridSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('Loading subscriptions...')}</VisuallyHidden>
      <ChannelGrid aria-hidden="true">
        {Array.from({ length: COUNT }, (_, index) => (
          <Card key={index} data-testid="channel-card-skeleton">
            <SkeletonBlock $width="64px" $height="64px" $radius="50%" />
            <Lines>
              <SkeletonBlock $width="70%" $height="16px" />
              <SkeletonBlock $width="45%" />
            </Lines>
          </Card>
        ))}
      </ChannelGrid>
    </div>
  );
}

const Card = styled.li`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  flex: 1;
`;
