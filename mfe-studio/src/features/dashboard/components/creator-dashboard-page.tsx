import {
  ButtonLink,
  hrefs,
  PageHeader,
  Tabs,
  useDocumentTitle,
  useSearchParams,
} from '@kinora/shared';
import { useDropToUpload } from '../../../lib/video-drop-zone';
import { AnalyticsTab } from './analytics-tab';
import { CommentsTab } from './comments-tab';
import { ContentTab } from './content-tab';

type DashboardTab = (typeof TABS)[number]['id'];

const TABS = [
  { id: 'content', label: 'My Content' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'comments', label: 'Comments' },
] as const;

// The open tab lives in the address (?tab=analytics), so it survives a reload and can be shared.
const TAB_PARAM = 'tab';

function readTab(value: string | null): DashboardTab {
  return TABS.find((tab) => tab.id === value)?.id ?? 'content';
}

/** `/creator/dashboard`: 'My Content' (default), 'Analytics' and 'Comments'. */
export function CreatorDashboardPage() {
  useDocumentTitle('Creator Dashboard');
  useDropToUpload();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get(TAB_PARAM));

  const select = (next: DashboardTab) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'content') updated.delete(TAB_PARAM);
        else updated.set(TAB_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <div>
      <PageHeader
        title="Creator Dashboard"
        actions={
          <>
            <ButtonLink to={hrefs.myVideos()} $variant="ghost">
              My Videos
            </ButtonLink>
            <ButtonLink to={hrefs.uploadVideo()}>Upload Video</ButtonLink>
          </>
        }
      />
      <Tabs label="Dashboard sections" tabs={TABS} value={tab} onChange={select}>
        {tab === 'content' ? (
          <ContentTab />
        ) : tab === 'analytics' ? (
          <AnalyticsTab />
        ) : (
          <CommentsTab />
        )}
      </Tabs>
    </div>
  );
}
