export { PreferencesForm, PREFERENCES_FIELDS } from './PreferencesForm';
export type { LanguageChoice, PreferencesField, PreferencesFormLabels, PreferencesFormProps, PreferencesValues } from './PreferencesForm';
