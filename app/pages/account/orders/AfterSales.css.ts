import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/vars.css';

export const section = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

export const list = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });
