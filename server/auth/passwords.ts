import { type Options, hash, verify } from '@node-rs/argon2';

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the same effort as a real check, so unknown emails answer as slowly as known ones. */
  verifyNothing(password: string): Promise<false>;
}

/** argon2id (the library default); tests pass cheaper costs, production uses the defaults. */
export function createPasswords(options: Options = {}): Passwords {
  let decoy: Promise<string> | undefined;
  const check = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: check,
    async verifyNothing(password) {
      decoy ??= hash('decoy password that never matches', options);
      await check(await decoy, `${password}\u0000`);
      return false;
    },
  };
}
