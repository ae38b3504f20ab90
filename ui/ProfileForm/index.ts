import * as formStyles from './ProfileForm.css';

export { ProfileForm, PROFILE_FIELDS } from './ProfileForm';
export type { ProfileField, ProfileFormLabels, ProfileFormProps, ProfileValues } from './ProfileForm';
export { PasswordForm, PASSWORD_FIELDS } from './PasswordForm';
export type { PasswordField, PasswordFormLabels, PasswordFormProps, PasswordValues } from './PasswordForm';
export { SaveFooter } from './SaveFooter';
export { FORM_STATUSES, useFocusFirstInvalid } from './formState';
export type { FormStatus } from './formState';
/** The account forms' layout classes, for forms built beside these (preferences). */
export { formStyles };
