export { AUTO_COMPLETES, CheckboxField, FieldFrame, FieldNotes, FormAlert, LinkButton, PasswordField, SelectField, SubmitButton, TextAreaField, TextField, formValues, useFirstInvalidFocus } from './FormField';
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
  TextAreaFieldProps,
  TextFieldProps,
} from './FormField';
