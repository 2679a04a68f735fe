import { appendToMessage, readInterestFormPrefill } from './interest-prefill';

describe('readInterestFormPrefill', () => {
  it('reads a message from navigation state, trimmed', () => {
    expect(readInterestFormPrefill({ message: ' I’d like to volunteer. ' })).toEqual({ message: 'I’d like to volunteer.' });
  });

  it('ignores state that carries nothing for the form', () => {
    expect(readInterestFormPrefill(null)).toBeNull();
    expect(readInterestFormPrefill('email')).toBeNull();
    expect(readInterestFormPrefill({ message: '   ' })).toBeNull();
    expect(readInterestFormPrefill({ message: 42 })).toBeNull();
    // The footer's newsletter field no longer hands its address over: it subscribes on its own.
    expect(readInterestFormPrefill({ email: 'ana@example.org' })).toBeNull();
  });
});

describe('appendToMessage', () => {
  it('fills an empty message', () => {
    expect(appendToMessage('  ', 'I’d like to volunteer.')).toBe('I’d like to volunteer.');
  });

  it('adds a new choice on its own line, after what the visitor wrote', () => {
    expect(appendToMessage('Hello team!\n', 'I’d like to volunteer.')).toBe('Hello team!\nI’d like to volunteer.');
  });

  it('does not repeat a choice that is already there', () => {
    expect(appendToMessage('Hello. I’d like to volunteer.', 'I’d like to volunteer.')).toBe('Hello. I’d like to volunteer.');
  });
});
