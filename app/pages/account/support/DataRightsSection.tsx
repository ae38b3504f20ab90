import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import {
  $deletionErrors,
  $deletionFailed,
  $deletionPending,
  $exportFailed,
  $exportPending,
  accountDeletionCancelled,
  accountDeletionSubmitted,
  dataExportRequested,
  fileSaverProvided,
  type FileSaver,
} from '../../../../features/support';
import { DataRights } from '../../../../ui/DataRights';
import { useTranslation } from '../../../i18n/react';
import { buildDataRightsLabels, supportFieldError } from '../../../shell/supportLabels';

/** The browser's download of a file made in the page. */
const downloadFile: FileSaver = ({ name, type, text }) => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** "Download my data" and "Delete my account" (GDPR), on the profile page. */
export function DataRightsSection() {
  const { t } = useTranslation();
  const [exportPending, exportFailed, deletionPending, deletionErrors, deletionFailed] = useUnit([$exportPending, $exportFailed, $deletionPending, $deletionErrors, $deletionFailed]);
  const [exportRequested, deletionSubmitted, deletionCancelled, saverProvided] = useUnit([dataExportRequested, accountDeletionSubmitted, accountDeletionCancelled, fileSaverProvided]);
  useEffect(() => {
    saverProvided(downloadFile);
  }, [saverProvided]);
  return (
    <DataRights
      labels={buildDataRightsLabels(t)}
      exportPending={exportPending}
      exportFailed={exportFailed}
      deletePending={deletionPending}
      passwordError={supportFieldError(t, 'password', deletionErrors.password)}
      deleteFailed={deletionFailed}
      onExport={exportRequested}
      onDelete={(password) => deletionSubmitted({ password })}
      onDeleteCancel={deletionCancelled}
    />
  );
}
