/** The profiles module's face: hosts' businesses and accounts as other modules and the console read them. */
export { hostBusinesses, hostBusinessSql, type HostBusiness } from './host-business.ts';
export { hostProfileDefaults, type HostProfileDefaults } from './host-defaults.ts';
export { findHostAccount, searchHostAccounts, type HostAccount } from './host-accounts.ts';
export { hostBankDetails, hostsPaidByStripe, saveHostBankDetails } from './bank-details.ts';
