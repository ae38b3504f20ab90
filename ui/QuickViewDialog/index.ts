export { QuickViewDialog } from './QuickViewDialog';
export type { QuickViewDialogProps, QuickViewDialogLabels } from './QuickViewDialog';
