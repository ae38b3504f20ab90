import { SubmitButton } from '../FormField';
import type { FormStatus } from './formState';
import * as styles from './ProfileForm.css';

/** An account form's save button (busy while pending) and its "saved" status, spoken when it appears. */
export function SaveFooter({ status, labels }: { status: FormStatus; labels: { save: string; saving: string; saved: string } }) {
  return (
    <div className={styles.footer}>
      <SubmitButton pending={status === 'pending'} pendingLabel={labels.saving}>
        {labels.save}
      </SubmitButton>
      <p className={styles.status} role="status">
        {status === 'saved' ? labels.saved : ''}
      </p>
    </div>
  );
}
