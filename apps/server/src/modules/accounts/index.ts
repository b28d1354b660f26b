/**
 * The accounts module's face: what other modules may use of it. Its tables stay inside; a module that needs an
 * account's data asks through these functions.
 */
export { type GroupName } from './schema.ts';
export { emailInUse, takenFieldError } from './service.ts';
export {
  accountDirectory,
  accountMatchesSql,
  accountNameJsonSql,
  accountSuspendedSql,
  accountUsernameSql,
  createStaffAccount,
  isStaffAccount,
  lockAccount,
  removeStaffAccount,
  setAccountSuspension,
  staffAccounts,
  unusablePasswordHash,
  updateAccountDetails,
} from './directory.ts';
