import * as formStyles from './Field.css';

export { ProfileForm, PROFILE_FIELDS } from './ProfileForm';
export type { ProfileField, ProfileFormLabels, ProfileFormProps, ProfileValues } from './ProfileForm';
export { PasswordForm, PASSWORD_FIELDS } from './PasswordForm';
export type { PasswordField, PasswordFormLabels, PasswordFormProps, PasswordValues } from './PasswordForm';
export { Field, CheckboxField, FIELD_TYPES } from './Field';
export type { FieldProps, FieldType } from './Field';
export { FORM_STATUSES, useFocusFirstInvalid } from './formState';
export type { FormStatus } from './formState';
/** The account forms' layout classes, for forms built beside these (preferences). */
export { formStyles };
