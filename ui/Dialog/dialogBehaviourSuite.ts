/**
 * The one behaviour suite of the modal family (dialogs, drawers, sheets), run from the `play` of
 * every story that opens one: named modal dialog, page scroll locked, focus moved in and trapped,
 * Escape closes, focus returns to what opened it, scroll unlocked.
 * Radix portals the panel to <body>, so queries look at the whole document, not the story canvas.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';
/** react-remove-scroll marks <body> while a modal locks the page. */
const SCROLL_LOCK_ATTRIBUTE = 'data-scroll-locked';

const page = () => within(document.body);

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[hidden], [inert]'),
  );
}

export type DialogRole = 'dialog' | 'alertdialog';

/** The open dialog named `name`: role dialog (or alertdialog), aria-modal, and the page behind it locked. */
export async function expectModalDialog(name: string | RegExp, role: DialogRole = 'dialog'): Promise<HTMLElement> {
  const dialog = await page().findByRole(role, { name });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // Visible once its entry animation has begun to show it.
  await waitFor(() => expect(dialog).toBeVisible());
  await waitFor(() => expect(document.body).toHaveAttribute(SCROLL_LOCK_ATTRIBUTE));
  return dialog;
}

/** Focus is inside, and Tab / Shift+Tab wrap around inside the dialog instead of leaving it. */
export async function expectFocusTrapped(dialog: HTMLElement) {
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  const focusables = tabbables(dialog);
  await expect(focusables.length).toBeGreaterThan(0);
  const first = focusables[0]!;
  const last = focusables[focusables.length - 1]!;
  last.focus();
  await userEvent.tab();
  await expect(dialog.contains(document.activeElement)).toBe(true);
  await expect(document.activeElement).toBe(first);
  first.focus();
  await userEvent.tab({ shift: true });
  await expect(dialog.contains(document.activeElement)).toBe(true);
  await expect(document.activeElement).toBe(last);
}

/** The dimmed backdrop behind the open dialog (tapping it closes the dialog). */
export function backdrop(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-part="backdrop"][data-state="open"]');
  if (!element) throw new Error('No open dialog backdrop.');
  return element;
}

/** Closed for good: the panel and its backdrop have finished leaving and the page scrolls again (a picture taken earlier catches the fade). */
export async function expectDialogClosed(dialog: HTMLElement) {
  // A closing answer may wait on the API first (cancelling an order): a loaded machine needs more than the default second.
  const patient = { timeout: 10_000 };
  await waitFor(() => expect(dialog).not.toBeInTheDocument(), patient);
  await waitFor(() => expect(document.querySelector('[data-part="backdrop"]')).toBeNull(), patient);
  await waitFor(() => expect(document.body).not.toHaveAttribute(SCROLL_LOCK_ATTRIBUTE), patient);
}

export async function expectEscapeCloses(dialog: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await expectDialogClosed(dialog);
}

export interface DialogBehaviourOptions {
  /** The element that opens the dialog; it has the focus before and gets it back after. */
  trigger: HTMLElement;
  /** The dialog's accessible name. */
  name: string | RegExp;
  /** How a person opens it; clicking the trigger by default. */
  open?: (trigger: HTMLElement) => Promise<void>;
  /** 'alertdialog' for confirmations. */
  role?: DialogRole;
}

/** Opens the dialog, checks the whole family's behaviour, and leaves it closed again. */
export async function dialogBehaviourSuite({ trigger, name, open = (element) => userEvent.click(element), role = 'dialog' }: DialogBehaviourOptions) {
  trigger.focus();
  await open(trigger);
  const dialog = await expectModalDialog(name, role);
  await expectFocusTrapped(dialog);
  await expectEscapeCloses(dialog);
  await waitFor(() => expect(trigger).toHaveFocus());
}
