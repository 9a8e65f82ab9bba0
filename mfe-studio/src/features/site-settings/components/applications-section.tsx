import {
  APPLICATION_STATUSES,
  EmptyState,
  ErrorState,
  getErrorMessage,
  LoadingState,
  LoadMore,
  notify,
  SegmentedControl,
  type Application,
  type ApplicationStatus,
  type Translate,
} from '@kinora/shared';
import { decideApplication } from '@kinora/shared/moderation';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { TitledSection } from '../../../lib/titled-section';
import { useApplications } from '../hooks/use-applications';
import { applicationStatusLabels } from '../texts';
import { ReviewList } from '../../../lib/review-card';
import { ApplicationCard } from './application-card';
import { RefuseApplicationDialog } from './refuse-application-dialog';

/** What the list of one status says when it is empty, and what it is called. */
const statusTexts = (
  t: Translate,
): Record<ApplicationStatus, { empty: string; message: string; list: string }> => ({
  pending: {
    empty: t('No pending applications'),
    message: t('Nobody is waiting for an account.'),
    list: t('Pending applications'),
  },
  approved: {
    empty: t('No approved applications'),
    message: t('No application has been approved yet.'),
    list: t('Approved applications'),
  },
  refused: {
    empty: t('No refused applications'),
    message: t('No application has been refused.'),
    list: t('Refused applications'),
  },
});

/**
 * Applications for an account (where registration needs approval), oldest first so none waits
 * forever: pending ones to approve or refuse, and the ones decided.
 */
export function ApplicationsSection() {
  const t = useT();
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const applications = useApplications(status);
  const [deciding, setDeciding] = useState<ReadonlySet<string>>(new Set());
  const [refusing, setRefusing] = useState<Application | null>(null);

  const approve = async (application: Application) => {
    const id = application._id;
    setDeciding((current) => new Set(current).add(id));
    try {
      const decided = await decideApplication(id, { decision: 'approve' });
      applications.settle(decided);
      notify.success(
        t('Approved @{{username}}: they can sign in now', { username: application.username }),
      );
    } catch (failure) {
      notify.error(
        getErrorMessage(failure, t('Could not decide on the application. Please try again.')),
      );
    } finally {
      setDeciding((current) => {
        const left = new Set(current);
        left.delete(id);
        return left;
      });
    }
  };

  const statusLabels = applicationStatusLabels(t);
  const statusOptions = APPLICATION_STATUSES.map((value) => ({
    value,
    label: statusLabels[value],
  }));
  const texts = statusTexts(t)[status];

  return (
    <TitledSection
      title={t('Applications')}
      description={t(
        'Where registration needs approval, people apply with a few words about why. Approving makes their account; refusing tells them your reason when they try to sign in.',
      )}
    >
      <SegmentedControl
        label={t('Applications by status')}
        options={statusOptions}
        value={status}
        onChange={setStatus}
      />
      {applications.status === 'loading' ? (
        <LoadingState label={t('Loading the applications...')} />
      ) : applications.status === 'error' ? (
        <ErrorState message={t('Could not load the applications.')} onRetry={applications.reload} />
      ) : applications.items.length === 0 ? (
        <EmptyState title={texts.empty} message={texts.message} />
      ) : (
        <>
          <ReviewList aria-label={texts.list}>
            {applications.items.map((application) => (
              <li key={application._id}>
                <ApplicationCard
                  application={application}
                  busy={deciding.has(application._id)}
                  onApprove={(target) => void approve(target)}
                  onRefuse={setRefusing}
                />
              </li>
            ))}
          </ReviewList>
          <LoadMore list={applications} failedMessage={t('Could not load more applications.')} />
        </>
      )}
      {refusing ? (
        <RefuseApplicationDialog
          application={refusing}
          onClose={() => setRefusing(null)}
          onDone={(decided) => {
            setRefusing(null);
            applications.settle(decided);
          }}
        />
      ) : null}
    </TitledSection>
  );
}
