export { AccountShell, ACCOUNT_SECTIONS } from './AccountShell';
export type { AccountSection, AccountShellLabels, AccountShellProps } from './AccountShell';
