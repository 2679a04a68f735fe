import { clearDraftIf, discardDraft, readDraft, writeDraft } from './draft-storage';

const draft = (title: string) => ({ fields: { title }, baseRevision: 3, storedAt: '2026-11-26T10:00:00.000Z' });

describe('draft storage', () => {
  afterEach(() => localStorage.clear());

  it('keeps edits per post and language', () => {
    writeDraft('p', 'en', draft('English'));
    writeDraft('p', 'nl', draft('Nederlands'));
    expect(readDraft('p', 'en')).toEqual(draft('English'));
    expect(readDraft('p', 'nl')?.fields).toEqual({ title: 'Nederlands' });
    expect(readDraft('other', 'en')).toBeNull();
  });

  it('clears only the edits the server confirmed, not newer typing', () => {
    writeDraft('p', 'en', draft('typed after the save started'));
    clearDraftIf('p', 'en', { title: 'what was saved' });
    expect(readDraft('p', 'en')).not.toBeNull();
    clearDraftIf('p', 'en', { title: 'typed after the save started' });
    expect(readDraft('p', 'en')).toBeNull();
  });

  it('reads a damaged entry as nothing, and discards on request', () => {
    localStorage.setItem('rebound.studio.draft.p.en', '{broken');
    expect(readDraft('p', 'en')).toBeNull();
    writeDraft('p', 'fa', draft('x'));
    discardDraft('p', 'fa');
    expect(readDraft('p', 'fa')).toBeNull();
  });
});
