export { ContactStep, CONTACT_FIELDS } from './ContactStep';
export type { ContactStepProps, ContactStepLabels, ContactValues, ContactField, ContactErrors } from './ContactStep';
