import { Avatar, Button, formatDate, hrefs, Link, type AdminUser } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { type DataColumn, DataTable, Muted } from '../../../lib/data-table';
import { suspensionEnd } from '../../../lib/suspension-end';
import { roleLabels } from './role-labels';

interface UsersTableProps {
  accounts: AdminUser[];
  /** Ids whose role change is under way. */
  changing: ReadonlySet<string>;
  onChangeRole: (account: AdminUser, role: 'user' | 'moderator') => void;
}

/**
 * The accounts: who (with their email under the name), their role and the moderator toggle, a
 * suspension and since when. The role and its action come right after the account: these are
 * what an admin came for. The email is no column of its own: long addresses would push the
 * table wider than the page.
 */
export function UsersTable({ accounts, changing, onChangeRole }: UsersTableProps) {
  const t = useT();
  const roles = roleLabels(t);
  const columns: readonly DataColumn<AdminUser>[] = [
    {
      label: t('Account'),
      cell: (account) => {
        const { user } = account;
        return (
          <Who>
            <Avatar src={user.avatar} alt="" size={32} />
            <span>
              <Link to={hrefs.channel(user.username)}>@{user.username}</Link>
              <Muted>{user.fullName}</Muted>
              <Muted>{account.email}</Muted>
            </span>
          </Who>
        );
      },
    },
    { label: t('Role'), cell: (account) => roles[account.role] },
    {
      label: t('Moderator'),
      cell: (account) => (
        <ModeratorToggle
          account={account}
          busy={changing.has(account.user._id)}
          onChangeRole={onChangeRole}
        />
      ),
    },
    {
      label: t('Suspended'),
      cell: (account) =>
        account.suspendedUntil ? (
          <>
            {suspensionEnd(account.suspendedUntil)}
            {account.suspensionReason ? <Muted>{account.suspensionReason}</Muted> : null}
          </>
        ) : (
          '—'
        ),
    },
    {
      label: t('Joined'),
      cell: (account) => <time dateTime={account.createdAt}>{formatDate(account.createdAt)}</time>,
    },
  ];
  return (
    <DataTable
      label={t('Accounts')}
      columns={columns}
      rows={accounts}
      rowKey={(account) => account.user._id}
    />
  );
}

function ModeratorToggle({
  account,
  busy,
  onChangeRole,
}: {
  account: AdminUser;
  busy: boolean;
  onChangeRole: UsersTableProps['onChangeRole'];
}) {
  const t = useT();
  const { user } = account;
  if (account.role === 'admin') return <Muted>{t('Admins moderate already')}</Muted>;
  if (account.role === 'moderator') {
    return (
      <Button
        $variant="ghost"
        $size="sm"
        disabled={busy}
        aria-label={t('Take the moderator role from @{{username}}', { username: user.username })}
        onClick={() => onChangeRole(account, 'user')}
      >
        {t('Take moderator')}
      </Button>
    );
  }
  return (
    <Button
      $variant="secondary"
      $size="sm"
      disabled={busy}
      aria-label={t('Make @{{username}} a moderator', { username: user.username })}
      onClick={() => onChangeRole(account, 'moderator')}
    >
      {t('Make moderator')}
    </Button>
  );
}

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  font-weight: ${({ theme }) => theme.fontWeights.regular};

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
