export { ContactForm, CONTACT_FORM_FIELDS, CONTACT_FORM_STATES } from './ContactForm';
export type { ContactFormField, ContactFormLabels, ContactFormProps, ContactFormState, ContactFormValues } from './ContactForm';
