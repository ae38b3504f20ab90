import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormAlert, PasswordField, type PasswordLabels } from '../FormField';
import { Heading } from '../Heading';
import * as styles from './DataRights.css';

export interface DataRightsLabels {
  title: string;
  exportTitle: string;
  exportText: string;
  exportAction: string;
  exporting: string;
  exportFailed: string;
  deleteTitle: string;
  deleteText: string;
  deleteAction: string;
  dialogTitle: string;
  dialogText: string;
  password: string;
  passwordToggle: PasswordLabels;
  confirm: string;
  deleting: string;
  cancel: string;
  close: string;
  deleteFailed: string;
}

export interface DataRightsProps {
  labels: DataRightsLabels;
  exportPending?: boolean;
  exportFailed?: boolean;
  deletePending?: boolean;
  /** The password's problem, in the page's language (wrong, missing). */
  passwordError?: string;
  deleteFailed?: boolean;
  onExport: () => void;
  onDelete: (password: string) => void;
  /** The dialog was dismissed: the caller forgets its errors. */
  onDeleteCancel: () => void;
}

/**
 * The customer's rights over their data (GDPR): download everything the shop keeps as a file, and delete the
 * account — a destructive question that asks for the password again before anything happens.
 */
export function DataRights({ labels, exportPending = false, exportFailed = false, deletePending = false, passwordError, deleteFailed = false, onExport, onDelete, onDeleteCancel }: DataRightsProps) {
  const titleId = useId();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    if (!deletePending) onDelete(password);
  };
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading level={2} size="medium" id={titleId}>
        {labels.title}
      </Heading>
      <div className={styles.row}>
        <div className={styles.text}>
          <h3 className={styles.rowTitle}>{labels.exportTitle}</h3>
          <p className={styles.muted}>{labels.exportText}</p>
          <FormAlert message={exportFailed ? { title: labels.exportFailed } : null} />
        </div>
        <Button variant="secondary" onClick={onExport} aria-busy={exportPending || undefined} aria-disabled={exportPending || undefined}>
          {exportPending ? labels.exporting : labels.exportAction}
        </Button>
      </div>
      <div className={styles.row}>
        <div className={styles.text}>
          <h3 className={styles.rowTitle}>{labels.deleteTitle}</h3>
          <p className={styles.muted}>{labels.deleteText}</p>
        </div>
        <Button
          variant="critical"
          onClick={() => {
            setPassword('');
            setOpen(true);
          }}
        >
          {labels.deleteAction}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        destructive
        confirmPending={deletePending}
        labels={{ title: labels.dialogTitle, description: labels.dialogText, confirm: deletePending ? labels.deleting : labels.confirm, cancel: labels.cancel, close: labels.close }}
        onConfirm={() => confirm()}
        onCancel={() => {
          setOpen(false);
          onDeleteCancel();
        }}
      >
        <form id={formId} onSubmit={confirm} noValidate>
          <FormAlert message={deleteFailed ? { title: labels.deleteFailed } : null} />
          <PasswordField
            name="password"
            label={labels.password}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            required
            error={passwordError}
            toggle={labels.passwordToggle}
            readOnly={deletePending}
          />
        </form>
      </ConfirmDialog>
    </section>
  );
}
