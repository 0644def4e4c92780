import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { answer, client, errorMessage, isAbort, withSignal, type Success } from '../api/client.ts';
import { germanDate, germanDateTime } from '../api/profile.ts';
import { Field } from '../components/field.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { useSession } from '../session/session.tsx';
import '../styles/legal.css';

// "Verträge hier kündigen": two clicks from any page. Signed in, the running premium and one
// button; signed out, the account's e-mail address. The confirmation shows when it was received.

type Running = NonNullable<Success<Awaited<ReturnType<typeof client.subscription.$get>>>['premium']>;
type Receipt = { receivedAt: string; periodEnd: string | null; email: string; signedIn: boolean };

const dateTime = (iso: string) => `${germanDateTime.format(new Date(iso))} Uhr`.replace(', ', ' um ');

export function Component() {
  const [params] = useSearchParams();
  const undoToken = params.get('zuruecknehmen');
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  return (
    <section className="legal container" aria-labelledby="cancel-title">
      <title>Verträge hier kündigen – Ferdy</title>
      <div className="legal__card">
        {undoToken ? (
          <UndoCancellation token={undoToken} />
        ) : receipt ? (
          <Confirmation receipt={receipt} />
        ) : (
          <>
            <h1 id="cancel-title">Verträge hier kündigen</h1>
            <CancelForm onDone={setReceipt} />
          </>
        )}
      </div>
    </section>
  );
}

function CancelForm({ onDone }: { onDone: (receipt: Receipt) => void }) {
  const { status, user } = useSession();
  if (status === 'loading') return <PageLoading />;
  return user ? <SignedInCancel email={user.email} onDone={onDone} /> : <CancelByEmail onDone={onDone} />;
}

function SignedInCancel({ email, onDone }: { email: string; onDone: (receipt: Receipt) => void }) {
  const [running, setRunning] = useState<Running | null | undefined>(undefined);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    answer(client.subscription.$get(undefined, withSignal(controller.signal))).then(
      (subscription) => setRunning(subscription.premium),
      (cause: unknown) => {
        if (!isAbort(cause)) setError(errorMessage(cause));
      },
    );
    return () => controller.abort();
  }, []);

  async function cancel() {
    setBusy(true);
    setError('');
    try {
      const received = await answer(client.subscription.cancel.$post());
      onDone({ ...received, signedIn: true });
    } catch (cause) {
      setError(errorMessage(cause));
      setBusy(false);
    }
  }

  if (running === undefined && !error) return <PageLoading />;
  return (
    <div className="legal__status">
      {running && !running.cancelRequestedAt && (
        <>
          <p>
            Ihr Vertrag: <strong>Ferdy Premium</strong> für 9,99 € im Monat, bezahlt bis {germanDate.format(new Date(running.periodEnd))}.
            Es verlängert sich jeden Monat, bis Sie kündigen.
          </p>
          <p>
            Wenn Sie jetzt kündigen, bleibt Premium bis zum {germanDate.format(new Date(running.periodEnd))} aktiv. Danach wird nichts mehr
            abgebucht. Die Bestätigung geht an {email}.
          </p>
          <button type="button" className="button button--primary button--large" onClick={cancel} disabled={busy}>
            {busy ? 'Bitte warten...' : 'Jetzt kündigen'}
          </button>
        </>
      )}
      {running?.cancelRequestedAt && (
        <p>
          Ihre Kündigung von Ferdy Premium ist am {dateTime(running.cancelRequestedAt)} eingegangen. Premium endet am{' '}
          {germanDate.format(new Date(running.periodEnd))}; bis dahin bleibt es aktiv. Zurücknehmen können Sie die Kündigung mit dem Link in
          der Bestätigungs-E-Mail.
        </p>
      )}
      {running === null && (
        <p>
          Zu Ihrem Konto ({email}) läuft kein Premium-Abo. Es gibt nichts zu kündigen, und es wird nichts abgebucht. Gekaufte einzelne
          Spiele sind einmalige Käufe ohne Vertrag.
        </p>
      )}
      <p className="form__error" role="alert">
        {error}
      </p>
    </div>
  );
}

function CancelByEmail({ onDone }: { onDone: (receipt: Receipt) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setError('Bitte geben Sie die E-Mail-Adresse Ihres Ferdy-Kontos ein.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const received = await answer(client.subscription['cancel-by-email'].$post({ json: { email } }));
      onDone({ ...received, periodEnd: null, signedIn: false });
    } catch (cause) {
      setError(errorMessage(cause));
      setBusy(false);
    }
  }

  return (
    <form className="form legal__status" onSubmit={submit} noValidate>
      <p>
        Hier kündigen Sie Ferdy Premium. Sie müssen sich dafür nicht anmelden: Geben Sie die E-Mail-Adresse Ihres Ferdy-Kontos ein. Die
        Kündigung gilt zum Ende des bezahlten Monats; bis dahin bleibt Premium aktiv.
      </p>
      <Field
        label="E-Mail-Adresse des Kontos"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        required
        error={error || undefined}
      />
      <button type="submit" className="button button--primary button--large" disabled={busy}>
        {busy ? 'Bitte warten...' : 'Jetzt kündigen'}
      </button>
      <p>
        Sie haben ein Konto? Dann können Sie sich auch <Link to="/auth">anmelden</Link> und mit einem Klick kündigen.
      </p>
    </form>
  );
}

function Confirmation({ receipt }: { receipt: Receipt }) {
  return (
    <div className="legal__status" role="status">
      <h1 id="cancel-title">Ihre Kündigung ist eingegangen</h1>
      <p className="legal__receipt">Eingegangen am {dateTime(receipt.receivedAt)}</p>
      {receipt.signedIn && receipt.periodEnd && (
        <p>
          Ferdy Premium endet am {germanDate.format(new Date(receipt.periodEnd))}. Bis dahin bleibt Premium aktiv, danach wird nichts mehr
          abgebucht.
        </p>
      )}
      {receipt.signedIn && !receipt.periodEnd && <p>Zu Ihrem Konto lief kein Premium-Abo; es wird nichts abgebucht.</p>}
      {!receipt.signedIn && (
        <p>
          Läuft zu dieser Adresse ein Premium-Abo, endet es zum Ende des bezahlten Monats; bis dahin bleibt Premium aktiv. Das genaue Datum
          steht in der Bestätigung.
        </p>
      )}
      <p>
        Eine Bestätigung per E-Mail geht an <strong>{receipt.email}</strong>. Darin können Sie die Kündigung bis zum Ende des bezahlten
        Monats zurücknehmen.
      </p>
      <p>Sie können diese Seite ausdrucken oder speichern.</p>
      <Link to="/" className="button button--secondary">
        Zur Startseite
      </Link>
    </div>
  );
}

/** From the confirmation mail. A button, not on opening: mail scanners open links too. */
function UndoCancellation({ token }: { token: string }) {
  const [done, setDone] = useState<{ message: string; periodEnd: string } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function undo() {
    setBusy(true);
    setError('');
    try {
      setDone(await answer(client.subscription['undo-cancel'].$post({ json: { token } })));
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="legal__status" role="status">
        <h1 id="cancel-title">Kündigung zurückgenommen</h1>
        <p>{done.message}</p>
        <p>Der nächste Monat beginnt am {germanDate.format(new Date(done.periodEnd))}.</p>
        <Link to="/" className="button button--secondary">
          Zur Startseite
        </Link>
      </div>
    );
  }
  return (
    <div className="legal__status">
      <h1 id="cancel-title">Kündigung zurücknehmen</h1>
      <p>Möchten Sie die Kündigung von Ferdy Premium zurücknehmen? Dann läuft Premium weiter und verlängert sich wie bisher jeden Monat.</p>
      <button type="button" className="button button--primary button--large" onClick={undo} disabled={busy}>
        {busy ? 'Bitte warten...' : 'Kündigung zurücknehmen'}
      </button>
      <p className="form__error" role="alert">
        {error}
      </p>
    </div>
  );
}
