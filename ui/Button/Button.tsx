import type { MouseEvent, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './Button.css';

interface CommonProps {
  variant?: styles.ButtonVariant;
  size?: styles.ButtonSize;
  fullWidth?: boolean;
  /** Renders a link that looks like a button (navigation), instead of a button (action). */
  href?: string;
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: () => void;
  'aria-pressed'?: boolean;
  'aria-busy'?: boolean;
  /** Announced as unavailable but stays focusable (a toggle that is busy keeps the focus). */
  'aria-disabled'?: boolean;
  'aria-describedby'?: string;
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
}

interface TextButtonProps extends CommonProps {
  children: ReactNode;
  /** An icon before the text. */
  icon?: IconName;
  'aria-label'?: string;
}

interface IconOnlyButtonProps extends CommonProps {
  children?: never;
  icon: IconName;
  iconFilled?: boolean;
  /** An icon alone has no text: its accessible name is required. */
  'aria-label': string;
  iconOnly: true;
}

export type ButtonProps = TextButtonProps | IconOnlyButtonProps;

export function Button(props: ButtonProps) {
  const { variant, size, fullWidth, href, type = 'button', disabled, onClick, onFocus, icon } = props;
  const iconOnly = 'iconOnly' in props && props.iconOnly === true;
  const className = styles.root({ variant, size, fullWidth, iconOnly });
  const content = (
    <>
      {icon && <Icon name={icon} size={size === 'small' ? 'small' : 'standard'} filled={iconOnly && props.iconFilled} />}
      {!iconOnly && props.children}
    </>
  );
  const aria = {
    'aria-label': props['aria-label'],
    'aria-describedby': props['aria-describedby'],
    'aria-busy': props['aria-busy'],
    'aria-disabled': props['aria-disabled'],
  };
  if (href !== undefined) {
    return (
      <a className={className} href={href} onClick={onClick} onFocus={onFocus} {...aria}>
        {content}
      </a>
    );
  }
  return (
    <button
      className={className}
      type={type}
      disabled={disabled}
      onClick={onClick}
      onFocus={onFocus}
      aria-pressed={props['aria-pressed']}
      aria-controls={props['aria-controls']}
      aria-expanded={props['aria-expanded']}
      {...aria}
    >
      {content}
    </button>
  );
}
