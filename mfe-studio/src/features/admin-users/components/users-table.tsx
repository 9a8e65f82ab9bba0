import { Avatar, Button, formatDate, hrefs, Link, type AdminUser } from '@kinora/shared';
import styled from 'styled-components';
import { type DataColumn, DataTable, Muted } from '../../../lib/data-table';
import { suspensionEnd } from '../../../lib/suspension-end';
import { ROLE_LABELS } from './role-labels';

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
  const columns: readonly DataColumn<AdminUser>[] = [
    {
      label: 'Account',
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
    { label: 'Role', cell: (account) => ROLE_LABELS[account.role] },
    {
      label: 'Moderator',
      cell: (account) => (
        <ModeratorToggle
          account={account}
          busy={changing.has(account.user._id)}
          onChangeRole={onChangeRole}
        />
      ),
    },
    {
      label: 'Suspended',
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
      label: 'Joined',
      cell: (account) => <time dateTime={account.createdAt}>{formatDate(account.createdAt)}</time>,
    },
  ];
  return (
    <DataTable
      label="Accounts"
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
  const { user } = account;
  if (account.role === 'admin') return <Muted>Admins moderate already</Muted>;
  if (account.role === 'moderator') {
    return (
      <Button
        $variant="ghost"
        $size="sm"
        disabled={busy}
        aria-label={`Take the moderator role from @${user.username}`}
        onClick={() => onChangeRole(account, 'user')}
      >
        Take moderator
      </Button>
    );
  }
  return (
    <Button
      $variant="secondary"
      $size="sm"
      disabled={busy}
      aria-label={`Make @${user.username} a moderator`}
      onClick={() => onChangeRole(account, 'moderator')}
    >
      Make moderator
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
