import { describe, expect, it } from 'vitest';
import { parseEml } from './helpers/outbox.ts';

/**
 * The helper every mail test reads links with. A token's dashes can land at the start of a
 * quoted-printable line; the part must still end only at its MIME boundary (this cut links and
 * made sign-up tests fail about once in a few thousand mails).
 */
describe('parseEml (test helper)', () => {
  const eml = (eol: string) =>
    [
      'To: a@example.sn',
      'Subject: =?UTF-8?Q?S=C3=A9n=C3=A9gal?=',
      'Content-Type: multipart/alternative;',
      ' boundary="--_NmP-abc-Part_1"',
      '',
      '----_NmP-abc-Part_1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Lien :',
      'http://localhost:8000/verify_email/NjI/tp1rkj-D0hnpwtM4BLWXh28gDPrJkpBUIk=',
      '--H1Hmg2k_knO9D-0/',
      'Fin.',
      '----_NmP-abc-Part_1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      '<p style=3D"x">S=C3=A9n=C3=A9gal</p>',
      '----_NmP-abc-Part_1--',
    ].join(eol);

  for (const [name, eol] of [
    ['LF', '\n'],
    ['CRLF', '\r\n'],
  ] as const) {
    it(`keeps a link whose soft-broken line starts with "--" (${name})`, () => {
      const mail = parseEml('m.eml', eml(eol));
      expect(mail.links).toEqual([
        'http://localhost:8000/verify_email/NjI/tp1rkj-D0hnpwtM4BLWXh28gDPrJkpBUIk--H1Hmg2k_knO9D-0/',
      ]);
      expect(mail.text).toContain('Fin.');
      expect(mail.html).toBe('<p style="x">Sénégal</p>');
      expect(mail.subject).toBe('Sénégal');
    });
  }
});
