import { Button } from '@kinora/shared';
import { renderWithProviders } from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { type DataColumn, DataTable } from './data-table';

interface Member {
  id: string;
  name: string;
  role: string;
  posts: number;
}

const members: Member[] = [
  { id: 'a', name: 'Ann', role: 'Moderator', posts: 1200 },
  { id: 'b', name: 'Bo', role: 'Member', posts: 3 },
];

function renderTable(onRemove: (member: Member) => void = () => undefined) {
  const columns: readonly DataColumn<Member>[] = [
    { label: 'Name', cell: (member) => member.name },
    { label: 'Role', cell: (member) => member.role },
    { label: 'Posts', numeric: true, cell: (member) => String(member.posts) },
    {
      label: 'Actions',
      actions: true,
      cell: (member) => (
        <Button $size="sm" aria-label={`Remove ${member.name}`} onClick={() => onRemove(member)}>
          Remove
        </Button>
      ),
    },
  ];
  return renderWithProviders(
    <DataTable label="Members" columns={columns} rows={members} rowKey={(member) => member.id} />,
  );
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('DataTable', () => {
  it('is a table in a labelled region, each row named by its first cell', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'Members' });
    const table = within(region).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent),
    ).toEqual(['Name', 'Role', 'Posts', 'Actions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ann', 'Bo']);
    expect(within(rowOf('Ann')).getAllByRole('cell')).toHaveLength(3);
  });

  it('labels each other value for the stacked phone layout, hidden from screen readers', () => {
    renderTable();
    const [role, posts] = within(rowOf('Ann')).getAllByRole('cell');
    if (!role || !posts) throw new Error('Ann has no Role and Posts cells');
    // The stacked card reads "Role  Moderator"; a screen reader already has the column heading.
    expect(within(role).getByText('Role')).toHaveAttribute('aria-hidden', 'true');
    expect(within(role).getByText('Moderator')).not.toHaveAttribute('aria-hidden');
    expect(within(posts).getByText('Posts')).toHaveAttribute('aria-hidden', 'true');
    expect(within(posts).getByText('1200')).toBeInTheDocument();
    // The row's heading is the card's title: no label in front of it.
    expect(screen.getByRole('rowheader', { name: 'Ann' })).toHaveTextContent(/^Ann$/);
  });

  it('gives actions their own line, without a label, and they still act on their row', async () => {
    const removed: string[] = [];
    const { user } = renderTable((member) => removed.push(member.name));
    const actions = within(rowOf('Bo')).getAllByRole('cell').at(-1) as HTMLElement;
    expect(actions).toHaveTextContent(/^Remove$/);
    await user.click(within(actions).getByRole('button', { name: 'Remove Bo' }));
    expect(removed).toEqual(['Bo']);
  });
});
