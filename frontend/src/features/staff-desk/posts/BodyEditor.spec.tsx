import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../test-support/render';
import { BodyEditor } from './BodyEditor';

function Editor({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <BodyEditor value={value} onChange={setValue} label="Body" />;
}

// jsdom has no editing commands, so these run the setRangeText path; the e2e spec runs Chromium's insertText.
describe('BodyEditor', () => {
  it('applies a shortcut in the key press itself: what is typed right after lands after the markup', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Editor />);
    const body = screen.getByRole('textbox', { name: 'Body' });
    await user.click(body);
    await user.keyboard('{Control>}{Shift>}8{/Shift}{/Control}An item');
    expect(body).toHaveValue('- An item');
    await user.keyboard('{Control>}{Alt>}2{/Alt}{/Control}');
    expect(body).toHaveValue('## - An item');
  });

  it('wraps the selection in bold with Control+B and leaves the words selected', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Editor initial="a word here" />);
    const body = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Body' });
    await user.click(body);
    body.setSelectionRange(2, 6);
    await user.keyboard('{Control>}b{/Control}');
    expect(body).toHaveValue('a **word** here');
    expect([body.selectionStart, body.selectionEnd]).toEqual([4, 8]);
  });

  it('does the same from the toolbar, whose buttons name their shortcut', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Editor initial="Title" />);
    const heading = screen.getByRole('button', { name: /^Heading$/ });
    expect(heading).toHaveAttribute('aria-keyshortcuts', 'Control+Alt+1');
    await user.click(heading);
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveValue('# Title');
  });
});
