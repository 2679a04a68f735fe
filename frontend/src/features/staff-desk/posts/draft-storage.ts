import type { LanguageCode } from '@rebound/shared';

/** Unsaved edits of one post in one language, kept in the browser until the server confirms them. */
export interface StoredDraft<Fields> {
  fields: Fields;
  /** The revision the edits were made on: saving them sends it, so a newer server version is a 409, never overwritten. */
  baseRevision: number;
  storedAt: string;
}

const draftKey = (postId: string, language: LanguageCode) => `rebound.studio.draft.${postId}.${language}`;

export function readDraft<Fields>(postId: string, language: LanguageCode): StoredDraft<Fields> | null {
  try {
    const text = localStorage.getItem(draftKey(postId, language));
    return text ? (JSON.parse(text) as StoredDraft<Fields>) : null;
  } catch {
    // Storage turned off or a damaged entry: there is nothing to restore.
    return null;
  }
}

export function writeDraft<Fields>(postId: string, language: LanguageCode, draft: StoredDraft<Fields>): void {
  try {
    localStorage.setItem(draftKey(postId, language), JSON.stringify(draft));
  } catch {
    // A full or refused storage cannot keep the copy; the autosave still tries the server.
  }
}

/** Forgets the stored edits, but only if they are still `fields` (typing during the save stays kept). */
export function clearDraftIf<Fields>(postId: string, language: LanguageCode, fields: Fields): void {
  const stored = readDraft<Fields>(postId, language);
  if (stored && JSON.stringify(stored.fields) === JSON.stringify(fields)) localStorage.removeItem(draftKey(postId, language));
}

export function discardDraft(postId: string, language: LanguageCode): void {
  localStorage.removeItem(draftKey(postId, language));
}
