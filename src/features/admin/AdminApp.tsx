import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { SignInForm } from '../../components/SignInForm';
import { signIn } from '../../stores/admin-flag.store';
import { AdminPanel } from './shell/AdminPanel';
import { AdminToast } from './shell/AdminToast';
import { $adminSession, $sessionLost, checkSession, markSignedIn, watchSessionExpiry } from './shell/session.store';

/** The /admin214 island: the sign-in form without a session, the panel with one. */
export function AdminApp() {
  const session = useStore($adminSession);
  const lost = useStore($sessionLost);

  useEffect(() => {
    watchSessionExpiry();
    void checkSession();
  }, []);

  return (
    <>
      {session === 'checking' ? (
        <p role="status" className="py-24 text-center text-muted">
          Checking admin access...
        </p>
      ) : session === 'signed-out' ? (
        <SignInCard lost={lost} />
      ) : (
        <AdminPanel />
      )}
      <AdminToast />
    </>
  );
}

/** The sign-in form (the same one as /auth); after a lost session it says the work is kept. */
function SignInCard({ lost }: { lost: boolean }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <section aria-labelledby="admin-signin-title" className="w-full max-w-md rounded-2xl bg-white p-6 shadow-card">
        <h1 id="admin-signin-title" className="text-xl font-bold">
          Admin Access
        </h1>
        <p className="mb-4 text-sm text-muted">
          {lost
            ? 'Your session ended. Sign in again to carry on: your unsaved work is still here.'
            : 'Sign in with the secret key to manage deals.'}
        </p>
        <SignInForm signIn={signIn} onSuccess={markSignedIn} />
        <a href="/" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
          ← Back to Home
        </a>
      </section>
    </main>
  );
}
