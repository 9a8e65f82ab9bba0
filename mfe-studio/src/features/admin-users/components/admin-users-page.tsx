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
import { useT } from '../../../i18n';
import { FilterSelect } from '../../../lib/filter-select';
import { Filters, PagedResults, useUrlFilters } from '../../../lib/paged-results';
import { RoleGate } from '../../../lib/role-gate';
import { roleLabels } from './role-labels';
import { UsersTable } from './users-table';

/** The English of the page's title for those it turns away (the catalogue's key), as tests find it. */
export const USERS_ADMINS_ONLY_TITLE = 'For the site’s administrators';

const keyOfAccount = (account: AdminUser) => account.user._id;

const readFilters = (params: URLSearchParams) => ({
  q: params.get('q') ?? '',
  role: USER_ROLES.find((candidate) => candidate === params.get('role')) ?? null,
});

/** `/admin/users` (admins): the accounts by username, with their roles; grant or take moderator. */
export function AdminUsersPage() {
  const t = useT();
  useDocumentTitle(t('Users'));
  const user = useCurrentUser();
  return (
    <RoleGate
      allowed={user?.isAdmin === true}
      title={t('Users')}
      deniedTitle={t('For the site’s administrators')}
      deniedMessage={t(
        'This page lists the accounts of the site and their roles. Your account is not one of the administrators.',
      )}
    >
      <AdminUsers />
    </RoleGate>
  );
}

function AdminUsers() {
  const t = useT();
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
      const values = { username: account.user.username };
      notify.success(
        next === 'moderator'
          ? t('@{{username}} is now a moderator', values)
          : t('@{{username}} is no longer a moderator', values),
      );
    } catch (failure) {
      notify.error(getErrorMessage(failure, t('Could not change the role. Please try again.')));
    } finally {
      setChanging((current) => {
        const left = new Set(current);
        left.delete(id);
        return left;
      });
    }
  };

  const roleOptions = USER_ROLES.map((value) => ({ value, label: roleLabels(t)[value] }));

  return (
    <div>
      <PageHeader
        title={t('Users')}
        subtitle={t(
          'The site’s accounts, newest first. Admins make moderators here; the admin role stays the operator’s to give.',
        )}
      />
      <Filters>
        <SearchForm role="search" onSubmit={search}>
          <TextField
            label={t('Username')}
            type="search"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" $variant="secondary">
            {t('Search')}
          </Button>
        </SearchForm>
        <FilterSelect<UserRole>
          label={t('Role')}
          anyLabel={t('All roles')}
          options={roleOptions}
          value={role}
          onChange={(value) => setFilters({ role: value })}
        />
      </Filters>
      <PagedResults
        list={accounts}
        loadingLabel={t('Loading the accounts...')}
        failedMessage={t('Could not load the accounts.')}
        empty={{ title: t('No accounts'), message: t('No account matches this search.') }}
        moreFailedMessage={t('Could not load more accounts.')}
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
