import {
  idOf,
  numberedPages,
  usePagedList,
  type Application,
  type ApplicationStatus,
  type PagedList,
} from '@kinora/shared';
import { getApplications } from '@kinora/shared/moderation';

export interface ApplicationList extends PagedList<Application> {
  /** Puts an application as a decision left it: out of a list of another status. */
  settle: (application: Application) => void;
}

/** The applications of one status, oldest first, a page at a time. */
export function useApplications(status: ApplicationStatus): ApplicationList {
  const list = usePagedList(
    numberedPages((page) => getApplications({ page, status })),
    { keyOf: idOf, deps: [status] },
  );
  const { update } = list;
  return {
    ...list,
    settle: (decided) =>
      update((items, total) => {
        if (decided.status === status) {
          return { items: items.map((item) => (item._id === decided._id ? decided : item)), total };
        }
        const kept = items.filter((item) => item._id !== decided._id);
        return { items: kept, total: total - (items.length - kept.length) };
      }),
  };
}
