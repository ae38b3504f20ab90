import { sample } from 'effector';
import { loggedOut } from '../../features/auth';
import { cartCleared } from '../../features/cart';
import { $clearCartConfirmOpen, clearCartAnswered } from './clearCartQuestion';

// Only a confirmed question clears the cart (which deletes it, resets and closes the panel, §4).
sample({ clock: clearCartAnswered, filter: (confirmed) => confirmed, fn: () => undefined, target: cartCleared });
// Logging out closes the question with the cart's drawers.
sample({ clock: loggedOut, fn: () => false, target: $clearCartConfirmOpen });
