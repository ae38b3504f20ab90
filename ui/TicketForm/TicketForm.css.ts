/** The account forms' card, intro, field pair and actions row (one look for every form of the account). */
export { form, intro, pair, footer as actions } from '../ProfileForm/ProfileForm.css';
