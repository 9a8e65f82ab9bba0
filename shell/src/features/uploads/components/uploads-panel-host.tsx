import { useUploads } from '@kinora/shared';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';

const UploadsPanel = lazy(() => import('./uploads-panel'));

/**
 * The uploads panel's place in the frame: nothing (and none of its code) until there is an
 * upload, then the panel, which stays over every page while the person browses.
 */
export function UploadsPanelHost() {
  const any = useUploads((state) => state.uploads.length > 0);
  if (!any) return null;
  return (
    <>
      {/* Room under the page's end, so the folded panel never hides its last line. */}
      <EndRoom aria-hidden="true" />
      <Suspense fallback={null}>
        <UploadsPanel />
      </Suspense>
    </>
  );
}

const EndRoom = styled.div`
  height: 72px;
`;
