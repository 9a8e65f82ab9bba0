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
} from '@kinora/shared';
import { decideApplication } from '@kinora/shared/moderation';
import { useState } from 'react';
import { TitledSection } from '../../../lib/titled-section';
import { useApplications } from '../hooks/use-applications';
import { APPLICATION_STATUS_LABELS, DECISION_FAILED } from '../texts';
import { ReviewList } from '../../../lib/review-card';
import { ApplicationCard } from './application-card';
import { RefuseApplicationDialog } from './refuse-application-dialog';

export const APPLICATIONS_LOADING = 'Loading the applications...';
export const APPLICATIONS_LOAD_FAILED = 'Could not load the applications.';

const STATUS_OPTIONS = APPLICATION_STATUSES.map((value) => ({
  value,
  label: APPLICATION_STATUS_LABELS[value],
}));

const EMPTY_MESSAGES: Record<ApplicationStatus, string> = {
  pending: 'Nobody is waiting for an account.',
  approved: 'No application has been approved yet.',
  refused: 'No application has been refused.',
};

/**
 * Applications for an account (where registration needs approval), oldest first so none waits
 * forever: pending ones to approve or refuse, and the ones decided.
 */
export function ApplicationsSection() {
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
      notify.success(`Approved @${application.username}: they can sign in now`);
    } catch (failure) {
      notify.error(getErrorMessage(failure, DECISION_FAILED));
    } finally {
      setDeciding((current) => {
        const left = new Set(current);
        left.delete(id);
        return left;
      });
    }
  };

  return (
    <TitledSection
      title="Applications"
      description="Where registration needs approval, people apply with a few words about why. Approving makes their account; refusing tells them your reason when they try to sign in."
    >
      <SegmentedControl
        label="Applications by status"
        options={STATUS_OPTIONS}
        value={status}
        onChange={setStatus}
      />
      {applications.status === 'loading' ? (
        <LoadingState label={APPLICATIONS_LOADING} />
      ) : applications.status === 'error' ? (
        <ErrorState message={APPLICATIONS_LOAD_FAILED} onRetry={applications.reload} />
      ) : applications.items.length === 0 ? (
        <EmptyState
          title={`No ${APPLICATION_STATUS_LABELS[status].toLowerCase()} applications`}
          message={EMPTY_MESSAGES[status]}
        />
      ) : (
        <>
          <ReviewList aria-label={`${APPLICATION_STATUS_LABELS[status]} applications`}>
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
          <LoadMore list={applications} failedMessage="Could not load more applications." />
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
