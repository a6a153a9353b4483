import { hash, verify, type Algorithm } from "@node-rs/argon2";

/** argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane): about 60 ms a hash on one core. */
const ARGON2ID_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

let decoyHash: Promise<string> | null = null;

/**
 * Whether `password` matches `passwordHash`. Without a hash (no such account) a decoy hash is
 * verified all the same, so an unknown address costs as long as a wrong password and the answer's
 * timing tells nothing.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword("decoy password that matches nothing");
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
