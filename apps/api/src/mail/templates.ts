import type { Mail } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One layout for every mail: a greeting, a paragraph, one button-like link, a footnote. */
function linkMail(
  to: string,
  subject: string,
  lines: { intro: string; action: string; link: string; note: string },
): Mail {
  return {
    to,
    subject,
    text: `${lines.intro}\n\n${lines.action}: ${lines.link}\n\n${lines.note}\n\n— Palisade\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1e1e;max-width:560px;margin:auto">
<h2 style="color:#7367F0">Palisade</h2>
<p>${escapeHtml(lines.intro)}</p>
<p><a href="${escapeHtml(lines.link)}" style="display:inline-block;background:#7367F0;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(lines.action)}</a></p>
<p style="font-size:13px;color:#6e6b7b">Or open this address: ${escapeHtml(lines.link)}</p>
<p style="font-size:13px;color:#6e6b7b">${escapeHtml(lines.note)}</p>
</body></html>`,
  };
}

export const activationMail = (to: string, firstname: string, link: string) =>
  linkMail(to, 'Activate your Palisade account', {
    intro: `Hello ${firstname}, welcome to Palisade. Confirm your e-mail address to activate your account.`,
    action: 'Activate account',
    link,
    note: 'The link is valid for 48 hours. If you did not sign up, ignore this mail.',
  });

export const resetMail = (to: string, link: string) =>
  linkMail(to, 'Reset your Palisade password', {
    intro: 'Someone asked to reset the password of your Palisade account.',
    action: 'Choose a new password',
    link,
    note: 'The link is valid for one hour and works once. If it was not you, ignore this mail.',
  });

export const emailChangeMail = (to: string, link: string) =>
  linkMail(to, 'Confirm your new e-mail address', {
    intro: 'Confirm this address to make it the sign-in address of your Palisade account.',
    action: 'Confirm address',
    link,
    note: 'The link is valid for 48 hours. If you did not ask for this, ignore this mail.',
  });

export const emailChangedMail = (to: string, newEmail: string, link: string) =>
  linkMail(to, 'Your Palisade sign-in address was changed', {
    intro: `The sign-in address of your Palisade account is now ${newEmail}; other sessions were signed out. If you did not do this, reset your password and contact the operator.`,
    action: 'Reset your password',
    link,
    note: 'This mail goes to the old address so you hear of the change.',
  });

/**
 * To the account's address when 2FA is turned on or off: a thief who turned it on with a secret
 * of their own would lock the owner out, and a password reset keeps 2FA (docs/security.md).
 */
export const twofaChangedMail = (to: string, on: boolean, by: 'owner' | 'operator', link: string) =>
  linkMail(
    to,
    on
      ? 'Two-factor authentication is on for your Palisade account'
      : 'Two-factor authentication is off for your Palisade account',
    {
      intro: `${
        by === 'operator'
          ? 'The operator of Palisade turned off two-factor authentication for your account, as asked.'
          : on
            ? 'Two-factor authentication was turned on for your Palisade account: sign-ins now also ask for a code from an authenticator app.'
            : 'Two-factor authentication was turned off for your Palisade account: sign-ins no longer ask for a code.'
      } If you did not do this, someone else can use your account: reset your password${
        on ? ' and ask the operator to turn two-factor authentication off' : ''
      }.`,
      action: 'Reset your password',
      link,
      note: 'This mail goes to your sign-in address whenever two-factor authentication changes.',
    },
  );

/** For an e-mail change to an address that already has an account: nothing is changed. */
export const emailTakenMail = (to: string, loginLink: string) =>
  linkMail(to, 'This address already has a Palisade account', {
    intro:
      'Someone signed in to Palisade asked to make this address the sign-in address of their account, but it already has an account of its own. Nothing was changed.',
    action: 'Sign in',
    link: loginLink,
    note: 'If it was you, sign in with this address instead. If not, ignore this mail.',
  });

/** For a registration attempt on an address that already has an account: nothing is created. */
export const alreadyRegisteredMail = (to: string, loginLink: string) =>
  linkMail(to, 'You already have a Palisade account', {
    intro:
      'Someone (maybe you) tried to sign up to Palisade with this address, which already has an account. Nothing was changed.',
    action: 'Sign in',
    link: loginLink,
    note: 'Forgot the password? Use "Forgot password" on the sign-in page. If it was not you, ignore this mail.',
  });

export const inviteMail = (to: string, inviter: string, networkName: string, link: string) =>
  linkMail(to, `${inviter} shared the network "${networkName}" with you`, {
    intro: `${inviter} invited you to help manage the Palisade network "${networkName}". Sign in (or create an account with this address) to accept.`,
    action: 'Accept invitation',
    link,
    note: 'If you do not know the sender, ignore this mail.',
  });

/** An attack alert: what happened, the figures as a table, and a link to the attack history. */
export function attackMail(
  to: string,
  subject: string,
  intro: string,
  facts: [string, string][],
  link: string,
): Mail {
  const text = `${intro}\n\n${facts.map(([k, v]) => `${k}: ${v.replace(/\n/g, ', ')}`).join('\n')}\n\nAttack history: ${link}\n\nYou get these mails because attack e-mails are on for this network.\n\n— Palisade\n`;
  const rows = facts
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6e6b7b">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  return {
    to,
    subject,
    text,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1e1e;max-width:560px;margin:auto">
<h2 style="color:#7367F0">Palisade</h2>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;font-size:14px">${rows}</table>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#7367F0;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Open attack history</a></p>
<p style="font-size:13px;color:#6e6b7b">You get these mails because attack e-mails are on for this network.</p>
</body></html>`,
  };
}
