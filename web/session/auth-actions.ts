import { api } from '../api/client.ts';
import type { SessionUser } from './session.tsx';

// The auth calls shared by the /auth page and the sign-in dialog. Server messages are German
// and meant for people, so callers show them as they come.

type Ok = { ok: true; message: string };

export function signIn(email: string, password: string) {
  return api<{ user: SessionUser }>('/api/auth/login', { method: 'POST', body: { email, password } });
}

/** `parentConsent`: the checkbox "Ich bin Elternteil oder erziehungsberechtigt …"; the server refuses without it. */
export function signUp(email: string, password: string, parentConsent: boolean) {
  return api<Ok>('/api/auth/signup', { method: 'POST', body: { email, password, parentConsent } });
}

export function requestPasswordReset(email: string) {
  return api<Ok>('/api/auth/request-reset', { method: 'POST', body: { email } });
}

export function resetPassword(token: string, password: string) {
  return api<Ok>('/api/auth/reset-password', { method: 'POST', body: { token, password } });
}

export function verifyEmail(token: string) {
  return api<Ok & { user: SessionUser }>('/api/auth/verify-email', { method: 'POST', body: { token } });
}

export function confirmEmailChange(token: string) {
  return api<Ok>('/api/auth/confirm-email-change', { method: 'POST', body: { token } });
}

/** The link to the old address after an e-mail change: restores it and hands over a fresh reset token. */
export function undoEmailChange(token: string) {
  return api<Ok & { resetToken: string }>('/api/auth/undo-email-change', { method: 'POST', body: { token } });
}

export const authToasts = {
  signedIn: 'Erfolgreich angemeldet!',
  signedUp: 'Registrierung erfolgreich! Bitte bestätige deine E-Mail.',
  signedOut: 'Erfolgreich abgemeldet!',
  resetSent: 'Passwort-Reset-E-Mail wurde versendet!',
} as const;
