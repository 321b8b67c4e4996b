import { screen, within } from '@testing-library/react';

/** Where the link named `name` leads, on the page or within `scope`: its href (the test fails when there is no such link). */
export const hrefOf = (name: string | RegExp, scope?: HTMLElement) =>
  (scope === undefined ? screen : within(scope)).getByRole('link', { name }).getAttribute('href');
