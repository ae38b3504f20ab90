export { LoginDialog, LOGIN_FIELDS } from './LoginDialog';
export type { LoginDialogLabels, LoginDialogProps, LoginField, LoginValues } from './LoginDialog';
export { RegisterDialog, REGISTER_FIELDS } from './RegisterDialog';
export type { RegisterDialogLabels, RegisterDialogProps, RegisterField, RegisterValues } from './RegisterDialog';
export { ForgotPasswordDialog } from './ForgotPasswordDialog';
export type { ForgotPasswordDialogLabels, ForgotPasswordDialogProps } from './ForgotPasswordDialog';
export { ResetPasswordForm, RESET_FIELDS } from './ResetPasswordForm';
export type { ResetField, ResetPasswordFormLabels, ResetPasswordFormProps, ResetValues } from './ResetPasswordForm';
export type { FormMessage, PasswordLabels } from '../FormField';
