import { SIGN_IN_FORM_FIELD } from '../http/sign-in-form-token';
import { SAMPLE_USERS } from '../sample-data/users';

const ROLE_NAMES = ['Customer (role 0)', 'Administrator (role 1)', 'Partner (role 2)'] as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * The identity server's sign-in page: one button per sample user, grouped by role, in a form that
 * carries `formToken` (the token of this browser, SignInFormTokens).
 */
export function signInPage(returnUrl: string | null, formToken: string, notice?: string): string {
  const groups = [0, 1, 2].map((role) => {
    const users = SAMPLE_USERS.filter((sample) => sample.user.userRole === role);
    const buttons = users
      .map(
        ({ user, note, accounts }) => `
        <li>
          <button type="submit" name="userId" value="${escapeHtml(user.userId)}">
            <strong>${escapeHtml(user.fullName)}</strong> <span>${escapeHtml(user.email)}</span>
            <small>${escapeHtml(note)} ${accounts.length.toLocaleString('en')} account(s).</small>
          </button>
        </li>`,
      )
      .join('');
    return `<section><h2>${ROLE_NAMES[role]}</h2><ul>${buttons}</ul></section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in · Portal</title>
  <link rel="stylesheet" href="/identity/sign-in.css">
  <link rel="icon" href="data:,">
</head>
<body>
  <main>
    <h1>Sign in to the portal</h1>
    <p>Local sample users. Pick one to sign in.</p>
    ${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
    <form method="post" action="/identity/account/login">
      <input type="hidden" name="${SIGN_IN_FORM_FIELD}" value="${escapeHtml(formToken)}">
      <input type="hidden" name="returnurl" value="${escapeHtml(returnUrl ?? '')}">
      ${groups.join('\n')}
    </form>
  </main>
</body>
</html>`;
}

/** Styles of the sign-in page (served as a file, so the page needs no inline style). */
export const SIGN_IN_CSS = `
body { margin: 0; font: 15px/1.4 system-ui, sans-serif; background: #f6f5f8; color: #1f1a24; }
main { max-width: 720px; margin: 40px auto; padding: 0 16px; }
h1 { color: #7b1760; }
ul { list-style: none; padding: 0; display: grid; gap: 8px; }
button { width: 100%; text-align: left; padding: 12px 16px; border: 1px solid #d9d5de; border-radius: 8px; background: #fff; font: inherit; cursor: pointer; display: grid; gap: 2px; }
button:hover, button:focus-visible { border-color: #7b1760; outline: 2px solid #7b1760; }
small { color: #5f5866; }
`;
