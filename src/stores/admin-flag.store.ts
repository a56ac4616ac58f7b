import { atom } from 'nanostores';
import { adminSessionAlive, http } from '../lib/http';

/** localStorage key of the admin flag (docs/product.md 14.4). Only a UI hint: the server decides. */
const ADMIN_FLAG_KEY = 'isAdmin';

function readFlag(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(ADMIN_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

/** True while this browser holds admin access (shows the green admin button). */
export const $isAdmin = atom<boolean>(readFlag());

$isAdmin.listen((value) => {
  try {
    if (value) localStorage.setItem(ADMIN_FLAG_KEY, 'true');
    else localStorage.removeItem(ADMIN_FLAG_KEY);
  } catch {
    // storage unavailable (private mode): the flag lives for this page only
  }
});

/** Keep tabs in step: another tab granting or revoking access updates this one. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === ADMIN_FLAG_KEY || event.key === null) $isAdmin.set(readFlag());
  });
}

/** POST /api/auth/login {key}: the server checks the key and sets the session cookies; then the flag is set. */
export async function signIn(key: string): Promise<void> {
  await http.post('/api/auth/login', 'authState', { key });
  $isAdmin.set(true);
}

/** Asks the server whether the admin session is alive (renewing it when it can) and syncs the flag. */
export async function confirmAdmin(): Promise<boolean> {
  let admin = false;
  try {
    admin = await adminSessionAlive();
  } catch {
    // unreachable or refused: treat as signed out
  }
  $isAdmin.set(admin);
  return admin;
}

/** Ends the admin session on the server and clears the flag (also when the server is unreachable). */
export async function signOut(): Promise<void> {
  try {
    await http.post('/api/auth/logout', 'authState');
  } catch {
    // already signed out or offline: the flag is cleared either way
  }
  $isAdmin.set(false);
}
