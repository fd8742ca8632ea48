import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { USER_ID_HASH_KEY } from '../../../../src/config/business-constants';
import { emailDomainOf, firstNameOf, hashUserId, initialsOf } from '../../../../src/stores/session/derived-user-fields';

describe('user data derived fields (derived-user-fields)', () => {
  it.each([
    ['Ada Admin Lovelace', 'AL'],
    ['Ada Lovelace', 'AL'],
    ['ada lovelace', 'AL'],
    ['ada', 'A'],
    ['  ada   byron   lovelace  ', 'AL'],
    ['élodie dupont', 'ÉD'],
    ['  ', 'N/A'],
    ['', 'N/A'],
  ])('"first letter of the first and last word of the full name, uppercased, or N/A": %j -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it.each([null, undefined])('initials of %s is "N/A"', (name) => {
    expect(initialsOf(name)).toBe('N/A');
  });

  it('the first word of the full name for the welcome line; null without a name', () => {
    expect(firstNameOf('Ada Admin Lovelace')).toBe('Ada');
    expect(firstNameOf('  Ada  Lovelace ')).toBe('Ada');
    expect(firstNameOf('Ada')).toBe('Ada');
    expect(firstNameOf('   ')).toBeNull();
    expect(firstNameOf('')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
    expect(firstNameOf(undefined)).toBeNull();
  });

  it('page-visit domain is "the part of the user\'s e-mail after the at-sign"', () => {
    expect(emailDomainOf('ada@example.com')).toBe('example.com');
    expect(emailDomainOf('Ada@Example.COM')).toBe('example.com');
    expect(emailDomainOf('"odd@name"@example.org')).toBe('example.org');
    expect(emailDomainOf('no-at-sign')).toBe('');
    expect(emailDomainOf('')).toBe('');
    expect(emailDomainOf(null)).toBe('');
    expect(emailDomainOf(undefined)).toBe('');
  });

  it.each(['u-1', 'user@example.com', '', 'ünïcødé'])('"A hashed user id (HMAC-SHA256 with a fixed key)": %j matches node:crypto', async (userId) => {
    const expected = createHmac('sha256', USER_ID_HASH_KEY).update(userId).digest('hex');
    expect(await hashUserId(userId)).toBe(expected);
  });

  it('the key is fixed: a known user id keeps its known hash (changing the key would re-identify every user)', async () => {
    expect(USER_ID_HASH_KEY).toBe('portal-shell-user-id-v1');
    expect(await hashUserId('u-1')).toBe('00e475c7ab548fe7f656919a398323385b31d8b4c5864fde002ee8929997dd69');
  });

  it('the hash is 64 lower-case hex characters, stable, and differs per user id and key', async () => {
    const hash = await hashUserId('u-1');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashUserId('u-1')).toBe(hash);
    expect(await hashUserId('u-2')).not.toBe(hash);
    expect(await hashUserId('u-1', 'another-key')).toBe(createHmac('sha256', 'another-key').update('u-1').digest('hex'));
  });
});
