import { USER_ID_HASH_KEY } from '../../config/business-constants';

/** First letter of the first and of the last word of the full name, upper-cased; "N/A" without a name. */
export function initialsOf(fullName: string | null | undefined): string {
  // Stryker disable next-line MethodExpression: trim and split on runs of white space leave no empty word, and filter drops the empty words either alone would leave
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.at(-1);
  // Stryker disable next-line LogicalOperator: first and last come from the same list: both are there or neither is
  if (!first || !last) return 'N/A';
  // Array.from takes whole characters, so a name starting with an emoji or astral letter stays intact.
  // Stryker disable next-line StringLiteral: every word is non-empty, so its first character is always there
  const letter = (word: string) => (Array.from(word)[0] ?? '').toLocaleUpperCase();
  return words.length === 1 ? letter(first) : `${letter(first)}${letter(last)}`;
}

/** The first word of the full name, for "Welcome, {name}", or null without a name. */
export function firstNameOf(fullName: string | null | undefined): string | null {
  return (fullName ?? '').trim().split(/\s+/)[0] || null;
}

/** The e-mail's domain: the part after the at-sign. */
export function emailDomainOf(email: string | null | undefined): string {
  const at = (email ?? '').lastIndexOf('@');
  return at === -1 ? '' : (email ?? '').slice(at + 1).toLowerCase();
}

/** The hashed user id: HMAC-SHA256 of the user id with the fixed key, hex, via WebCrypto. */
export async function hashUserId(userId: string, key: string = USER_ID_HASH_KEY): Promise<string> {
  const encoder = new TextEncoder();
  // Stryker disable next-line BooleanLiteral: the key is never exported, so whether it could be changes no hash
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(userId));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
