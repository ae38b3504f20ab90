import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AssistantHost } from './AssistantHost';
import { AuthDialogsHost } from './AuthDialogsHost';

/**
 * A language's branch root (app/routes/build.tsx): the browser's scroll rule for client navigations — a
 * new page opens at its top, back and forward return to where the shopper was — then the page's layout,
 * then what lives above the layouts so that a page change keeps it: the sign-in dialogs and the chat
 * widget. A dialog opened while a navigation is under way (the sign-out's return home, say) keeps what
 * the shopper typed when the new page brings another layout (the account layout wraps the default
 * one, so a layout change remounts the whole frame). Rendered on the server too, where none of them draws anything.
 */
export function LocaleRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <AuthDialogsHost />
      <AssistantHost />
    </>
  );
}
