import {
  Button,
  getErrorMessage,
  notify,
  numberedPages,
  PageHeader,
  useCurrentUser,
  useDocumentTitle,
  usePagedList,
  USER_ROLES,
  type AdminUser,
  type UserRole,
} from '@kinora/shared';
import { TextField } from '@kinora/shared/forms';
import { getAdminUsers, setUserRole } from '@kinora/shared/moderation';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { FilterSelect } from '../../../lib/filter-select';
import { Filters, PagedResults, useUrlFilters } from '../../../lib/paged-results';
import { RoleGate } from '../../../lib/role-gate';
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

const readFilters = (params: URLSearchParams) => ({
  q: params.get('q') ?? '',
  role: USER_ROLES.find((candidate) => candidate === params.get('role')) ?? null,
});

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
  const [{ q: query, role }, setFilters] = useUrlFilters(readFilters);
  const [draft, setDraft] = useState(query);
  const [changing, setChanging] = useState<ReadonlySet<string>>(new Set());
  const accounts = usePagedList(
    numberedPages((page) =>
      getAdminUsers({ page, ...(query ? { query } : {}), ...(role ? { role } : {}) }),
    ),
    { keyOf: keyOfAccount, deps: [query, role] },
  );

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
      <PagedResults
        list={accounts}
        loadingLabel={USERS_LOADING}
        failedMessage={USERS_LOAD_FAILED}
        empty={{ title: 'No accounts', message: 'No account matches this search.' }}
        moreFailedMessage="Could not load more accounts."
      >
        <UsersTable
          accounts={accounts.items}
          changing={changing}
          onChangeRole={(account, next) => void changeRole(account, next)}
        />
      </PagedResults>
    </div>
  );
}

const SearchForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;

  > div {
    min-width: 220px;
  }
`;
