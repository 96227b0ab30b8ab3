import { hash, verify } from '@node-rs/argon2';

/** argon2id (the `Algorithm.Argon2id` value; the enum is a const enum we cannot import). */
const ARGON2ID = 2;

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so timing does not reveal which e-mails have accounts. */
let decoy: Promise<string> | undefined;
export const decoyPasswordHash = (): Promise<string> => {
  decoy ??= hashPassword('decoy password that matches nothing');
  return decoy;
};
