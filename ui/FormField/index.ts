export { AUTO_COMPLETES, CheckboxField, FieldFrame, FieldNotes, FormAlert, LinkButton, PasswordField, SelectField, SubmitButton, TextField, formValues, useFirstInvalidFocus } from './FormField';
export type {
  AutoComplete,
  CheckboxFieldProps,
  FieldControlProps,
  FieldFrameProps,
  FormMessage,
  InputFieldProps,
  PasswordFieldProps,
  PasswordLabels,
  SelectFieldProps,
  TextFieldProps,
} from './FormField';
