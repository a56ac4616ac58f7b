import { http } from '../../lib/http';

/** POST /api/auth/login {key}: the server checks the key and sets the session cookies. */
export async function signIn(key: string): Promise<void> {
  await http.post('/api/auth/login', 'authState', { key });
}
