import {
  ButtonLink,
  hrefs,
  PageHeader,
  Tabs,
  useDocumentTitle,
  useSearchParams,
} from '@kinora/shared';
import { useT } from '../../../i18n';
import { useDropToUpload } from '../../../lib/video-drop-zone';
import { AnalyticsTab } from './analytics-tab';
import { CommentsTab } from './comments-tab';
import { ContentTab } from './content-tab';

const TAB_IDS = ['content', 'analytics', 'comments'] as const;
type DashboardTab = (typeof TAB_IDS)[number];

// The open tab lives in the address (?tab=analytics), so it survives a reload and can be shared.
const TAB_PARAM = 'tab';

function readTab(value: string | null): DashboardTab {
  return TAB_IDS.find((id) => id === value) ?? 'content';
}

/** `/creator/dashboard`: 'My Content' (default), 'Analytics' and 'Comments'. */
export function CreatorDashboardPage() {
  const t = useT();
  useDocumentTitle(t('Creator Dashboard'));
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

  const tabs: { id: DashboardTab; label: string }[] = [
    { id: 'content', label: t('My Content') },
    { id: 'analytics', label: t('Analytics') },
    { id: 'comments', label: t('Comments') },
  ];

  return (
    <div>
      <PageHeader
        title={t('Creator Dashboard')}
        actions={
          <>
            <ButtonLink to={hrefs.myVideos()} $variant="ghost">
              {t('My Videos')}
            </ButtonLink>
            <ButtonLink to={hrefs.uploadVideo()}>{t('Upload Video')}</ButtonLink>
          </>
        }
      />
      <Tabs label={t('Dashboard sections')} tabs={tabs} value={tab} onChange={select}>
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
