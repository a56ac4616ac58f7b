import { SignInForm } from '../../components/SignInForm';
import { signIn } from '../../stores/admin-flag.store';

/** The /auth sign-in: on success the admin area opens. */
export function AuthPage() {
  return <SignInForm signIn={signIn} onSuccess={() => window.location.assign('/admin214')} />;
}
