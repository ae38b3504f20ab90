import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import { $toasts, toastDismissed } from '../../features/toasts';
import type { ToastText } from '../../features/toasts';
import { Toaster } from '../../ui/Toaster';
import { toasterLabels } from './authLabels';

/** The app's Toaster (loaded by AppToaster once a first toast shows): the toasts model, in the page's language. */
export default function AppToasterLoaded() {
  const { t } = useTranslation();
  const [toasts, dismiss] = useUnit([$toasts, toastDismissed]);
  const labels = useMemo(() => toasterLabels(t), [t]);
  const text = (value: ToastText) => (typeof value === 'string' ? value : t(value.key, value.values));
  const items = toasts.map((toast) => ({
    id: toast.id,
    level: toast.level,
    title: text(toast.title),
    ...(toast.description === undefined ? {} : { description: text(toast.description) }),
    ...(toast.duration === undefined ? {} : { duration: toast.duration }),
  }));
  return <Toaster toasts={items} labels={labels} onDismiss={dismiss} />;
}
