// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parentConsentMissing } from '../components/consent-checkbox.tsx';
import { SessionProvider, useSession } from '../session/session.tsx';
import { Component as AuthPage } from './auth.tsx';

// The sign-in page's form: what it refuses before asking the server, what it sends, and where
// it leads afterwards.

type Answer = { status: number; body: unknown };
let requests: { url: string; body: unknown }[] = [];

function serve(route: (url: string) => Answer | undefined) {
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = url === '/api/auth/me' ? { status: 200, body: { user: null } } : route(url);
    if (!answer) return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Nicht gefunden.' } }), { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
}

function SignedInAs() {
  const { user } = useSession();
  return <p>Angemeldet als {user?.displayName}</p>;
}

function show(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/streitschlichter" element={<SignedInAs />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

const fill = async (label: RegExp, value: string) => fireEvent.change(await screen.findByLabelText(label), { target: { value } });
const sentTo = (url: string) => requests.filter((r) => r.url === url);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sign-in page', () => {
  it('asks for the parent’s consent before registering, and sends nothing without it', async () => {
    serve((url) => (url === '/api/auth/signup' ? { status: 201, body: { ok: true, message: 'Registrierung erfolgreich!' } } : undefined));
    show('/auth?mode=register');
    await fill(/E-Mail-Adresse/, 'eltern@example.org');
    await fill(/^Passwort/, 'Tasse-Wolke-Fahrrad');
    fireEvent.click(await screen.findByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText(parentConsentMissing)).toBeTruthy();
    expect(sentTo('/api/auth/signup')).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText(/Wir haben eine E-Mail an eltern@example.org geschickt/)).toBeTruthy();
    expect(sentTo('/api/auth/signup').map((r) => r.body)).toEqual([
      { email: 'eltern@example.org', password: 'Tasse-Wolke-Fahrrad', parentConsent: true },
    ]);
    // After registering, the form signs in.
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('signs in and goes back to the page the child came from', async () => {
    const user = { id: 'u1', email: 'eltern@example.org', displayName: 'Mia', emailVerified: true, pendingEmail: null };
    serve((url) => (url === '/api/auth/login' ? { status: 200, body: { user } } : undefined));
    show('/auth?next=%2Fstreitschlichter');
    await fill(/E-Mail-Adresse/, 'eltern@example.org');
    await fill(/^Passwort/, 'Tasse-Wolke-Fahrrad');
    fireEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Angemeldet als Mia')).toBeTruthy();
    expect(sentTo('/api/auth/login').map((r) => r.body)).toEqual([{ email: 'eltern@example.org', password: 'Tasse-Wolke-Fahrrad' }]);
  });

  it('offers a new confirmation mail when the address is not confirmed yet', async () => {
    serve((url) => {
      if (url === '/api/auth/login')
        return { status: 403, body: { error: { code: 'email_not_confirmed', message: 'Bitte bestätige zuerst deine E-Mail-Adresse.' } } };
      if (url === '/api/auth/resend-verification') return { status: 200, body: { ok: true, message: 'Unterwegs.' } };
      return undefined;
    });
    show('/auth');
    await fill(/E-Mail-Adresse/, 'eltern@example.org');
    await fill(/^Passwort/, 'Tasse-Wolke-Fahrrad');
    fireEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }));
    await waitFor(() => expect(sentTo('/api/auth/resend-verification').map((r) => r.body)).toEqual([{ email: 'eltern@example.org' }]));
  });

  it('leaves a signed-out visitor on the form when the password is wrong', async () => {
    serve((url) =>
      url === '/api/auth/login'
        ? { status: 401, body: { error: { code: 'invalid_credentials', message: 'E-Mail oder Passwort ist falsch.' } } }
        : undefined,
    );
    show('/auth?next=%2Fstreitschlichter');
    await fill(/E-Mail-Adresse/, 'eltern@example.org');
    await fill(/^Passwort/, 'falsch');
    fireEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(sentTo('/api/auth/login')).toHaveLength(1));
    // The answer arrives after the request: the form is usable again once it has.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(/Angemeldet als/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' })).toBeNull();
  });
});
