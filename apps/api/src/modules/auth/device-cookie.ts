import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import { deriveKey } from './tokens.ts';

/**
 * OWASP's device cookies (ADR 047): a successful sign-in leaves in the browser a cookie that binds
 * this browser to this account, signed with a key derived from SECRET_KEY. Failed sign-ins from a
 * browser holding a valid one are counted against that cookie, not against the account, so
 * strangers' guesses never lock the owner out of a browser they signed in from before.
 *
 * One cookie per account (`sfp_device_{userId}`), so a shared office computer keeps each of its
 * users' trust; sent only to the sign-in path; HttpOnly, SameSite=Strict, Secure in production.
 * Value: `{device id}.{issued-at base36}.{HMAC}`, the HMAC covering the user id too.
 */
export const DEVICE_COOKIE_PREFIX = 'sfp_device_';
export const DEVICE_COOKIE_PATH = '/api/token/';
export const DEVICE_COOKIE_LIFETIME_S = 365 * 24 * 3600;

export function createDeviceCookies(options: { secret: string; clock: Clock; secure: boolean }) {
  const key = createSecretKey(deriveKey(options.secret, 'device-cookie'));
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);
  const mac = (userId: number, device: string, issuedAt: string) =>
    createHmac('sha256', key).update(`${userId}\u0000${device}\u0000${issuedAt}`).digest('base64url');

  return {
    /** The Set-Cookie header value for a new device cookie of this account. */
    issue(userId: number): string {
      const device = randomBytes(16).toString('base64url');
      const issuedAt = nowSeconds().toString(36);
      const value = `${device}.${issuedAt}.${mac(userId, device, issuedAt)}`;
      const attributes = [
        `${DEVICE_COOKIE_PREFIX}${userId}=${value}`,
        `Path=${DEVICE_COOKIE_PATH}`,
        `Max-Age=${DEVICE_COOKIE_LIFETIME_S}`,
        'HttpOnly',
        'SameSite=Strict',
      ];
      if (options.secure) attributes.push('Secure');
      return attributes.join('; ');
    },

    /** The device id of a valid device cookie of this account in the Cookie header, or null. */
    check(cookieHeader: string | undefined, userId: number): string | null {
      if (!cookieHeader) return null;
      const name = `${DEVICE_COOKIE_PREFIX}${userId}=`;
      for (const part of cookieHeader.split(';')) {
        const pair = part.trim();
        if (!pair.startsWith(name)) continue;
        const [device = '', issuedAt = '', signature = ''] = pair.slice(name.length).split('.');
        if (!/^[A-Za-z0-9_-]{22}$/.test(device) || !/^[0-9a-z]{1,10}$/.test(issuedAt)) continue;
        const expected = Buffer.from(mac(userId, device, issuedAt));
        const given = Buffer.from(signature);
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) continue;
        const age = nowSeconds() - Number.parseInt(issuedAt, 36);
        if (age < -60 || age > DEVICE_COOKIE_LIFETIME_S) continue;
        return device;
      }
      return null;
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
