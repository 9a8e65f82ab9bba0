import { Avatar, Button, formatDate, hrefs, Link, type AdminUser } from '@kinora/shared';
import styled from 'styled-components';
import { DataTable, Muted } from '../../../lib/data-table';
import { suspensionEnd } from '../../../lib/suspension-end';
import { ROLE_LABELS } from './role-labels';

interface UsersTableProps {
  accounts: AdminUser[];
  /** Ids whose role change is under way. */
  changing: ReadonlySet<string>;
  onChangeRole: (account: AdminUser, role: 'user' | 'moderator') => void;
}

/**
 * The accounts: who, their role and the moderator toggle, a suspension, their email and since
 * when. The role and its action come right after the account: on a phone the table scrolls
 * sideways, and these are what an admin came for.
 */
export function UsersTable({ accounts, changing, onChangeRole }: UsersTableProps) {
  return (
    <DataTable columns={['Account', 'Role', 'Moderator', 'Suspended', 'Email', 'Joined']}>
      {accounts.map((account) => {
        const { user } = account;
        const busy = changing.has(user._id);
        return (
          <tr key={user._id}>
            <th scope="row">
              <Who>
                <Avatar src={user.avatar} alt="" size={32} />
                <span>
                  <Link to={hrefs.channel(user.username)}>@{user.username}</Link>
                  <Muted>{user.fullName}</Muted>
                </span>
              </Who>
            </th>
            <td>{ROLE_LABELS[account.role]}</td>
            <td>
              {account.role === 'admin' ? (
                <Muted>Admins moderate already</Muted>
              ) : account.role === 'moderator' ? (
                <Button
                  $variant="ghost"
                  $size="sm"
                  disabled={busy}
                  aria-label={`Take the moderator role from @${user.username}`}
                  onClick={() => onChangeRole(account, 'user')}
                >
                  Take moderator
                </Button>
              ) : (
                <Button
                  $variant="secondary"
                  $size="sm"
                  disabled={busy}
                  aria-label={`Make @${user.username} a moderator`}
                  onClick={() => onChangeRole(account, 'moderator')}
                >
                  Make moderator
                </Button>
              )}
            </td>
            <td>
              {account.suspendedUntil ? (
                <>
                  {suspensionEnd(account.suspendedUntil)}
                  {account.suspensionReason ? <Muted>{account.suspensionReason}</Muted> : null}
                </>
              ) : (
                '—'
              )}
            </td>
            <td>{account.email}</td>
            <td>
              <time dateTime={account.createdAt}>{formatDate(account.createdAt)}</time>
            </td>
          </tr>
        );
      })}
    </DataTable>
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
