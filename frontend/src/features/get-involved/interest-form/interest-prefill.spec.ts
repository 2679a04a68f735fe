import { appendToMessage, interestFormPathWithChoice, readInterestFormChoice } from './interest-prefill';

describe('a choice in the address', () => {
  it('goes to the form with the choice in the query, and comes back out of it whole and trimmed', () => {
    const path = interestFormPathWithChoice(' I’d like to sponsor a class workshop (€50) & more. ');
    expect(path).toMatch(/^\/get-involved\?message=[^#&]+#interest-form$/);
    const url = new URL(path, 'https://example.org');
    expect(readInterestFormChoice(url.search)).toBe('I’d like to sponsor a class workshop (€50) & more.');
  });

  it('reads nothing from an address that carries no choice', () => {
    expect(readInterestFormChoice('')).toBeNull();
    expect(readInterestFormChoice('?lng=fr')).toBeNull();
    expect(readInterestFormChoice('?message=%20%20')).toBeNull();
    // The footer's newsletter field no longer hands its address over: it subscribes on its own.
    expect(readInterestFormChoice('?email=ana%40example.org')).toBeNull();
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
