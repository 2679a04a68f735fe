import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/render';
import { ConfirmDialog } from './ConfirmDialog';

const renderDialog = (onConfirm: () => Promise<boolean>, failureMessage?: string) =>
  renderWithProviders(
    <ConfirmDialog
      trigger={<button type="button">Delete it</button>}
      title="Delete this?"
      description={
        <>
          <strong>it</strong> goes for good.
        </>
      }
      confirmLabel="Delete for good"
      pendingLabel="Deleting…"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      failureMessage={failureMessage}
    />,
  );

describe('ConfirmDialog', () => {
  it('stays open with the failure message when the action fails, and forgets it once closed', async () => {
    const user = userEvent.setup();
    await renderDialog(async () => false, 'That did not work.');
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this?' });
    expect(dialog).toHaveAccessibleDescription('it goes for good.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That did not work.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    expect(within(await screen.findByRole('alertdialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes when the action succeeds, and says nothing itself on failure without a message (the caller does)', async () => {
    const user = userEvent.setup();
    let succeed = false;
    await renderDialog(async () => succeed);
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete for good' })).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    succeed = true;
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
