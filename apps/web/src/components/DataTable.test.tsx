import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@mui/material';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import type { ReactNode } from 'react';
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

  it('pages on past a total the server stopped counting at, while each page is full', async () => {
    const full = Array.from({ length: 20 }, (_, i) => ({ id: 981 + i, name: `P${981 + i}` }));
    const p = paging({ page: 49 });
    const capped = (rows: Row[], at: DataTablePaging) =>
      renderWithProviders(
        <DataTable label="People" columns={columns} rows={rows} rowKey={(r) => r.id} total={1000} totalCapped loading={false} emptyText="Nobody yet." paging={at} />,
      );
    const first = await capped(full, p);
    expect(screen.getByText('981–1000 / 1000+')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /next page/i }));
    expect(p.setPage).toHaveBeenCalledWith(50);
    first.unmount();
    // A page that is not full is the last one.
    await capped(full.slice(0, 5), paging({ page: 60 }));
    expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled();
  });
});

/** A window as narrow as a phone (390 px): every max-width query below 600 px matches. */
function phoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || 390 <= Number(max[1])) && (!min || 390 >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() };
  });
}

type Application = { id: number; candidate: string; email: string; applied: string; applicants: number };
const applicationColumns = (open: (a: Application) => void): DataTableColumn<Application>[] => [
  { id: 'id', header: 'Number', cell: (a) => `#${a.id}` },
  { id: 'candidate', header: 'Candidate', primary: true, sortField: 'candidate', cell: (a) => a.candidate },
  { id: 'email', header: 'E-mail', sortField: 'email', cell: (a) => a.email },
  { id: 'applied', header: 'Application Date', cell: (a) => a.applied },
  { id: 'note', header: 'Note', cell: () => '' },
  {
    id: 'actions',
    header: 'Actions',
    cell: (a) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        <Button size="small" onClick={() => open(a)} aria-label={`View the application of ${a.candidate}`}>
          VIEW
        </Button>
        <Button size="small" color="error">
          DELETE
        </Button>
      </span>
    ),
  },
];
const applications: Application[] = [
  { id: 7, candidate: 'Jordan Lee', email: 'jordan.lee@example.org', applied: '2026-03-02', applicants: 2 },
  { id: 9, candidate: 'Ada Byron', email: 'ada@example.org', applied: '2026-03-04', applicants: 1 },
];

describe('DataTable on a phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const showCards = (over: { rows?: Application[]; paging?: DataTablePaging; open?: (a: Application) => void; total?: number; expandedRow?: (a: Application) => ReactNode } = {}) =>
    renderWithProviders(
      <DataTable
        label="Applications"
        columns={applicationColumns(over.open ?? vi.fn())}
        rows={over.rows}
        rowKey={(a) => a.id}
        total={over.total ?? over.rows?.length ?? 0}
        loading={false}
        emptyText="No applications yet."
        paging={over.paging ?? paging({ sort: { field: 'candidate', isAscending: true } })}
        expandedRow={over.expandedRow}
      />,
    );

  it('shows each row as a card: the primary text, the other facts under their headings, no table', async () => {
    phoneWidth();
    await showCards({ rows: applications });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Applications' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(first.firstElementChild!.firstElementChild).toHaveTextContent(/^Jordan Lee$/);
    const terms = within(first).getAllByRole('term').map((term) => term.textContent);
    const definitions = within(first).getAllByRole('definition').map((d) => d.textContent);
    // The Number column heads the facts now that Candidate is the title; an empty cell is left out, with its heading.
    expect(terms).toEqual(['Number', 'E-mail', 'Application Date']);
    expect(definitions).toEqual(['#7', 'jordan.lee@example.org', '2026-03-02']);
    expect(within(first).queryByText('Actions')).not.toBeInTheDocument();
  });

  it("reaches each row's actions by role inside its card", async () => {
    phoneWidth();
    const open = vi.fn();
    await showCards({ rows: applications, open });
    const card = screen.getAllByRole('listitem').find((li) => within(li).queryByText('Ada Byron'))!;
    expect(within(card).getByRole('button', { name: 'DELETE' })).toBeVisible();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'View the application of Ada Byron' }));
    expect(open).toHaveBeenCalledWith(applications[1]);
  });

  it('sorts with a Sort by choice and a direction button, since there are no headers to click', async () => {
    phoneWidth();
    const p = paging({ sort: { field: 'candidate', isAscending: true } });
    await showCards({ rows: applications, paging: p });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ascending order' }));
    expect(p.setSort).toHaveBeenLastCalledWith({ field: 'candidate', isAscending: false });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    // Only the sortable columns are offered.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Candidate', 'E-mail']);
    await user.click(screen.getByRole('option', { name: 'E-mail' }));
    expect(p.setSort).toHaveBeenLastCalledWith({ field: 'email', isAscending: true });
  });

  it('keeps the pager: its next-page arrow works, and the empty message shows without a table', async () => {
    phoneWidth();
    const p = paging({ pageSize: 10 });
    await showCards({ rows: applications, paging: p, total: 25 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(p.setPage).toHaveBeenCalledWith(1);
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
  });

  it("draws a row's opened detail inside its card and an empty list's message", async () => {
    phoneWidth();
    const first = await showCards({ rows: applications, expandedRow: (a) => a.id === 9 && <p>Ada's postings</p> });
    const card = screen.getAllByRole('listitem').find((li) => within(li).queryByText('Ada Byron'))!;
    expect(within(card).getByText("Ada's postings")).toBeInTheDocument();
    first.unmount();
    await showCards({ rows: [] });
    expect(screen.getByText('No applications yet.')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows a whole list without a pager or a Sort by choice, in cards or a table by the width', async () => {
    const whole = () =>
      renderWithProviders(<DataTable label="Applications" columns={applicationColumns(vi.fn())} rows={applications} rowKey={(a) => a.id} rowTestId={(a) => `application-${a.id}`} loading={false} emptyText="" />);
    const wide = await whole();
    expect(within(screen.getByRole('table', { name: 'Applications' })).getByTestId('application-9')).toHaveTextContent('Ada Byron');
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
    wide.unmount();
    phoneWidth();
    await whole();
    expect(screen.getByTestId('application-9').tagName).toBe('LI');
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });
});
