import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { supportLiveStarted, supportLiveStopped } from '../../../../features/support';

/** While a support page is on screen it follows the customer's private channel (an operator's answer arrives live). */
export function useSupportLive() {
  const [started, stopped] = useUnit([supportLiveStarted, supportLiveStopped]);
  useEffect(() => {
    started();
    return () => stopped();
  }, [started, stopped]);
}
