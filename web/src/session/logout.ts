import { logout } from '@qiao/contracts/auth';
import { callApi } from '../api/call-api';
import { rememberUser } from './session-storage';

/** Ends the session on the server, forgets the user in this browser and reloads (spec). */
export async function logoutAndReload(): Promise<void> {
  try {
    await callApi(logout);
  } finally {
    rememberUser(null);
    window.location.reload();
  }
}
