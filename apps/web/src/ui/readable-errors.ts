import type { CSSProperties } from 'react';

/**
 * Mantine draws field errors (message, border, placeholder) in red 6, which is below 4.5:1 on white.
 * Set on a form's wrapper, this darkens them to red 9 for everything inside.
 */
export const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

/** Warning text dark enough for small type on white (orange 9 is not). */
export const WARNING_TEXT_COLOR = '#a33a00';
