import { TextField } from '../FormField';

/** MB WAY numbers are Portuguese mobiles: the country code is shown, the shopper types the nine digits. */
export const MBWAY_PREFIX = '+351';

export interface MbwayPhoneFieldProps {
  label: string;
  hint: string;
  error?: string;
  defaultValue?: string;
}

/** The one MB WAY phone input, named `mbway_phone` as the checkout and the payment page send it. */
export function MbwayPhoneField({ label, hint, error, defaultValue }: MbwayPhoneFieldProps) {
  return (
    <TextField
      name="mbway_phone"
      type="tel"
      prefix={MBWAY_PREFIX}
      label={label}
      hint={hint}
      autoComplete="tel-national"
      maxLength={16}
      required
      error={error}
      defaultValue={defaultValue}
    />
  );
}
