import type { MailMessage } from './mailer.ts';

export type Language = 'fr' | 'en';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, paragraphs: string[], action: { label: string; href: string }, footer: string) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f6fa;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;color:#0b4f8a;margin:0 0 24px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#1677ff;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280;word-break:break-all">${escapeHtml(action.href)}</p>
<p style="font-size:13px;color:#6b7280;margin-top:24px">${escapeHtml(footer)}</p>
</div></body></html>`;
}

const PLATFORM = { fr: 'Plateforme Inondations Sénégal', en: 'Senegal Flood Response Platform' } as const;

function hours(ms: number): number {
  return Math.max(1, Math.round(ms / 3_600_000));
}

export function verificationMail(lang: Language, to: string, link: string, lifetimeMs: number): MailMessage {
  const h = hours(lifetimeMs);
  const t =
    lang === 'en'
      ? {
          subject: `${PLATFORM.en}: confirm your e-mail address`,
          title: 'Confirm your e-mail address',
          lines: [
            'Welcome to the Senegal Flood Response Platform.',
            `To activate your account, confirm your e-mail address with the link below. It is valid for ${h} hours.`,
          ],
          action: 'Confirm my address',
          footer: 'If you did not create an account, ignore this message: nothing will happen.',
        }
      : {
          subject: `${PLATFORM.fr} : confirmez votre adresse e-mail`,
          title: 'Confirmez votre adresse e-mail',
          lines: [
            'Bienvenue sur la Plateforme Inondations Sénégal.',
            `Pour activer votre compte, confirmez votre adresse e-mail avec le lien ci-dessous. Il est valable ${h} heures.`,
          ],
          action: 'Confirmer mon adresse',
          footer: "Si vous n'avez pas créé de compte, ignorez ce message : rien ne se passera.",
        };
  return {
    to,
    subject: t.subject,
    text: `${t.title}\n\n${t.lines.join('\n\n')}\n\n${link}\n\n${t.footer}\n`,
    html: layout(t.title, t.lines, { label: t.action, href: link }, t.footer),
    link,
  };
}

export function passwordResetMail(lang: Language, to: string, link: string, lifetimeMs: number): MailMessage {
  const h = hours(lifetimeMs);
  const t =
    lang === 'en'
      ? {
          subject: `${PLATFORM.en}: reset your password`,
          title: 'Reset your password',
          lines: [
            'We received a request to reset the password of your account.',
            `Choose a new password with the link below. It works once and is valid for ${h} hours.`,
          ],
          action: 'Choose a new password',
          footer: 'If you did not ask for this, ignore this message: your password stays the same.',
        }
      : {
          subject: `${PLATFORM.fr} : réinitialisez votre mot de passe`,
          title: 'Réinitialisez votre mot de passe',
          lines: [
            'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
            `Choisissez un nouveau mot de passe avec le lien ci-dessous. Il ne sert qu'une fois et reste valable ${h} heures.`,
          ],
          action: 'Choisir un nouveau mot de passe',
          footer:
            "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
        };
  return {
    to,
    subject: t.subject,
    text: `${t.title}\n\n${t.lines.join('\n\n')}\n\n${link}\n\n${t.footer}\n`,
    html: layout(t.title, t.lines, { label: t.action, href: link }, t.footer),
    link,
  };
}

/** fr unless the request prefers en (Accept-Language), as the product defaults to French. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'fr';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.lang === 'fr' || x.lang === 'en')
    .sort((a, b) => b.q - a.q);
  return (ranked[0]?.lang as Language | undefined) ?? 'fr';
}
