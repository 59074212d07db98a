// The remote-judge area: the site's accounts on other judges (encrypted, reserved per submission),
// importing their problems, and the upcoming contests of Codeforces and AtCoder. The ONLY file
// other areas import.
export {
  MAX_RESERVATIONS_PER_JUDGE,
  markLoginFailed,
  REMOTE_BUSY_RETRY_MS,
  type Reservation,
  type ReservedAccount,
  recordAccountSubmitted,
  releaseRemoteAccounts,
  renewReservations,
  reserveRemoteAccount,
} from './account-pool';
export { remoteAccountRoutes } from './account-routes';
export { listAccountStates, remoteAccountStore } from './accounts';
