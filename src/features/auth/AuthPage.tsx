import { SignInForm } from './SignInForm';

/** The /auth sign-in: on success the admin area opens. */
export function AuthPage() {
  return <SignInForm onSuccess={() => window.location.assign('/admin214')} />;
}
