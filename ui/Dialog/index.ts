export { Dialog } from './Dialog';
export type { DialogRootProps, DialogTriggerProps, DialogContentProps, DialogCloseProps } from './Dialog';
export { DIALOG_SIDES, DIALOG_SIZES } from './Dialog.css';
export type { DialogSide, DialogSize } from './Dialog.css';
