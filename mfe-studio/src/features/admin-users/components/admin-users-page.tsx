import {
  Button,
  EmptyState,
  ErrorState,
  getErrorMessage,
  LoadingState,
  LoadMore,
  notify,
  numberedPages,
  PageHeader,
  TextField,
  useCurrentUser,
  useDocumentTitle,
  usePagedList,
  USER_ROLES,
  useSearchParams,
  type AdminUser,
  type UserRole,
} from '@kinora/shared';
import { getAdminUsers, setUserRole } from '@kinora/shared/moderation';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { FilterSelect } from '../../../lib/filter-select';
import { RoleGate } from '../../../lib/role-gate';
import { TableRegion } from '../../../lib/table-region';
import { ROLE_LABELS } from './role-labels';
import { UsersTable } from './users-table';

export const USERS_TITLE = 'Users';
export const USERS_ADMINS_ONLY_TITLE = 'For the site’s administrators';
export const USERS_ADMINS_ONLY_MESSAGE =
  'This page lists the accounts of the site and their roles. Your account is not one of the administrators.';
export const USERS_LOADING = 'Loading the accounts...';
export const USERS_LOAD_FAILED = 'Could not load the accounts.';
export const ROLE_CHANGE_FAILED = 'Could not change the role. Please try again.';

const ROLE_OPTIONS = USER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

const keyOfAccount = (account: AdminUser) => account.user._id;

/** `/admin/users` (admins): the accounts by username, with their roles; grant or take moderator. */
export function AdminUsersPage() {
  useDocumentTitle(USERS_TITLE);
  const user = useCurrentUser();
  return (
    <RoleGate
      allowed={user?.isAdmin === true}
      title={USERS_TITLE}
      deniedTitle={USERS_ADMINS_ONLY_TITLE}
      deniedMessage={USERS_ADMINS_ONLY_MESSAGE}
    >
      <AdminUsers />
    </RoleGate>
  );
}

function AdminUsers() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const role = USER_ROLES.find((candidate) => candidate === params.get('role')) ?? null;
  const [draft, setDraft] = useState(query);
  const [changing, setChanging] = useState<ReadonlySet<string>>(new Set());
  const accounts = usePagedList(
    numberedPages((page) =>
      getAdminUsers({ page, ...(query ? { query } : {}), ...(role ? { role } : {}) }),
    ),
    { keyOf: keyOfAccount, deps: [query, role] },
  );

  const setFilters = (next: { q?: string; role?: UserRole | null }) => {
    const merged = { q: query, role, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.role) search.set('role', merged.role);
    setParams(search, { replace: true });
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ q: draft.trim() });
  };

  const changeRole = async (account: AdminUser, next: 'user' | 'moderator') => {
    const id = account.user._id;
    setChanging((current) => new Set(current).add(id));
    try {
      const updated = await setUserRole(id, next);
      accounts.update((items, total) => ({
        items: items.map((item) => (keyOfAccount(item) === id ? updated : item)),
        total,
      }));
      notify.success(
        next === 'moderator'
          ? `@${account.user.username} is now a moderator`
          : `@${account.user.username} is no longer a moderator`,
      );
    } catch (failure) {
      notify.error(getErrorMessage(failure, ROLE_CHANGE_FAILED));
    } finally {
      setChanging((current) => {
        const left = new Set(current);
        left.delete(id);
        return left;
      });
    }
  };

  return (
    <div>
      <PageHeader
        title={USERS_TITLE}
        subtitle="The site’s accounts, newest first. Admins make moderators here; the admin role stays the operator’s to give."
      />
      <Filters>
        <SearchForm role="search" onSubmit={search}>
          <TextField
            label="Username"
            type="search"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" $variant="secondary">
            Search
          </Button>
        </SearchForm>
        <FilterSelect<UserRole>
          label="Role"
          anyLabel="All roles"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(value) => setFilters({ role: value })}
        />
      </Filters>
      {accounts.status === 'loading' ? (
        <LoadingState label={USERS_LOADING} />
      ) : accounts.status === 'error' ? (
        <ErrorState message={USERS_LOAD_FAILED} onRetry={accounts.reload} />
      ) : accounts.items.length === 0 ? (
        <EmptyState title="No accounts" message="No account matches this search." />
      ) : (
        <>
          <TableRegion label="Accounts">
            <UsersTable
              accounts={accounts.items}
              changing={changing}
              onChangeRole={(account, next) => void changeRole(account, next)}
            />
          </TableRegion>
          <LoadMore list={accounts} failedMessage="Could not load more accounts." />
        </>
      )}
    </div>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;
  margin-bottom: 20px;
`;

const SearchForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;

  > div {
    min-width: 220px;
  }
`;
