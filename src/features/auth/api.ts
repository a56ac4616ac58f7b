import { http } from '../../lib/http';
import { authStateSchema } from '../../schemas/admin';

/** POST /api/auth/login {key}: the server checks the key and sets the session cookies. */
export async function signIn(key: string): Promise<void> {
  await http.post('/api/auth/login', authStateSchema, { key });
}
