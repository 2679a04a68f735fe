import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes): OWASP's recommended kind of hash for stored passwords. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// Verified against when the address is unknown, so a wrong address takes as long as a wrong password.
let unknownAccountHash: Promise<string> | undefined;

/** True when the password matches the stored hash; an unknown account (null) costs the same time and is false. */
export async function passwordMatchesHash(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    unknownAccountHash ??= hashPassword('no account has this password');
    await argon2.verify(await unknownAccountHash, password);
    return false;
  }
  return argon2.verify(storedHash, password);
}
