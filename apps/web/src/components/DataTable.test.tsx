import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { DataTable, type DataTableColumn, type DataTablePaging } from './DataTable.tsx';

type Row = { id: number; name: string };
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', sortField: 'name', cell: (r) => r.name },
  { id: 'id', header: 'Number', cell: (r) => r.id },
];

function paging(over: Partial<DataTablePaging> = {}): DataTablePaging {
  return { page: 0, pageSize: 20, sort: { field: 'name', isAscending: true }, setPage: vi.fn(), setPageSize: vi.fn(), setSort: vi.fn(), ...over };
}

const show = (props: { rows?: Row[]; loading?: boolean; allowAll?: boolean; paging?: DataTablePaging }) =>
  renderWithProviders(
    <DataTable label="People" columns={columns} rows={props.rows} rowKey={(r) => r.id} total={props.rows?.length ?? 0} loading={props.loading ?? false} emptyText="Nobody yet." paging={props.paging ?? paging()} allowAll={props.allowAll} />,
  );

describe('DataTable', () => {
  it('shows the rows and offers page sizes 10, 20, 50 and All, 20 chosen', async () => {
    const p = paging();
    await show({ rows: [{ id: 1, name: 'Ada' }], paging: p });
    expect(within(screen.getByRole('table', { name: 'People' })).getByText('Ada')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '50', 'All']);
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(p.setPageSize).toHaveBeenCalledWith(-1);
  });

  it("leaves out 'All' where the list does not allow it", async () => {
    await show({ rows: [], allowAll: false });
    await userEvent.setup().click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '50']);
  });

  it('sorts by a sortable header, turning the direction on a second click', async () => {
    const p = paging();
    await show({ rows: [{ id: 1, name: 'Ada' }], paging: p });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.setup().click(screen.getByRole('button', { name: /Name/ }));
    expect(p.setSort).toHaveBeenCalledWith({ field: 'name', isAscending: false });
    expect(within(screen.getByRole('columnheader', { name: 'Number' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty message only once rows have loaded, and the loading bar while fetching', async () => {
    const first = await show({ rows: undefined, loading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByText('Nobody yet.')).not.toBeInTheDocument();
    first.unmount();
    await show({ rows: [] });
    expect(screen.getByText('Nobody yet.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
