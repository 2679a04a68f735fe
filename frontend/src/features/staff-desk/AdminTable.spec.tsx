import { render, screen } from '@testing-library/react';
import { AdminTable } from './AdminTable';

describe('AdminTable', () => {
  it('labels each cell with its column header for the phone cards, and a cell across columns with none', () => {
    render(
      <AdminTable
        title="Audit log"
        columns={[
          'When',
          'Event',
          'Who',
          <span key="actions" className="visually-hidden">
            Actions
          </span>,
        ]}
        focusOnMount={false}
      >
        <tr>
          <td>Monday</td>
          <td>Sign-in</td>
          <td>Ann</td>
          <td>
            <button type="button">Delete</button>
          </td>
        </tr>
        <tr>
          <td colSpan={4}>Show older events</td>
        </tr>
        <tr>
          <td colSpan={2}>Loading</td>
          <td>Ben</td>
          <td />
        </tr>
      </AdminTable>,
    );
    expect(screen.getByText('Monday')).toHaveAttribute('data-label', 'When');
    expect(screen.getByText('Sign-in')).toHaveAttribute('data-label', 'Event');
    expect(screen.getByText('Ann')).toHaveAttribute('data-label', 'Who');
    expect(screen.getByRole('button', { name: 'Delete' }).closest('td')).toHaveAttribute('data-label', '');
    expect(screen.getByText('Show older events')).toHaveAttribute('data-label', '');
    // Positions count spanned columns: the cell after a two-column cell is the third column's (Who).
    expect(screen.getByText('Loading')).toHaveAttribute('data-label', '');
    expect(screen.getByText('Ben')).toHaveAttribute('data-label', 'Who');
    expect(screen.getByRole('table', { name: 'Audit log' })).toBeInTheDocument();
  });
});
