import { answer, client } from '../api/client.ts';

// The auth calls shared by the /auth page and the sign-in dialog. Server messages are German
// and meant for people, so callers show them as they come.

export function signIn(email: string, password: string) {
  return answer(client.auth.login.$post({ json: { email, password } }));
}

/** `parentConsent`: the checkbox "Ich bin Elternteil oder erziehungsberechtigt …"; the server refuses without it. */
export function signUp(email: string, password: string, parentConsent: boolean) {
  // The literal `true` is the server's rule; unticked, the server answers its own message.
  return answer(client.auth.signup.$post({ json: { email, password, parentConsent: parentConsent as true } }));
}

export function requestPasswordReset(email: string) {
  return answer(client.auth['request-reset'].$post({ json: { email } }));
}

export function resetPassword(token: string, password: string) {
  return answer(client.auth['reset-password'].$post({ json: { token, password } }));
}

export function verifyEmail(token: string) {
  return answer(client.auth['verify-email'].$post({ json: { token } }));
}

export function confirmEmailChange(token: string) {
  return answer(client.auth['confirm-email-change'].$post({ json: { token } }));
}

/** The link to the old address after an e-mail change: restores it and hands over a fresh reset token. */
export function undoEmailChange(token: string) {
  return answer(client.auth['undo-email-change'].$post({ json: { token } }));
}

export const authToasts = {
  signedIn: 'Erfolgreich angemeldet!',
  signedUp: 'Registrierung erfolgreich! Bitte bestätige deine E-Mail.',
  signedOut: 'Erfolgreich abgemeldet!',
  resetSent: 'Passwort-Reset-E-Mail wurde versendet!',
} as const;
