import { createTheme, Modal, Notification, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white button text above the 4.5:1 contrast ratio (shade 6, the default, does not).
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  colors: {
    // The sidebar's deep navy, darkest at 9.
    navy: [
      '#e9edf7',
      '#cfd7ea',
      '#a9b6d6',
      '#8094c2',
      '#5e77b0',
      '#45609f',
      '#34508e',
      '#283f74',
      '#20335e',
      '#1b2a4a',
    ],
  },
  components: {
    Modal: Modal.extend({
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close' },
        // A modal's <header> would be a second banner landmark beside the app's own header. Mantine
        // reads `attributes` on a modal at run time, though its types leave them out for compounds.
        ...({ attributes: { header: { role: 'none' } } } as object),
      },
    }),
    // A notice's × is a button with no text of its own: it says what it does.
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close notice' } } }),
  },
});

/**
 * Mantine's defaults for dimmed text (gray 6) and light-variant text (shade 6) fall below 4.5:1 on
 * white; darker shades keep every text readable and axe-clean.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Error texts and error-state inputs in red 6 (and 8) fall below 4.5:1 on white; red 9 does not.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(resolvedTheme.colors).map((name) => [
        `--mantine-color-${name}-light-color`,
        `var(--mantine-color-${name}-9)`,
      ]),
    ),
  },
  dark: {},
});
