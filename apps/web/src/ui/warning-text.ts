/** Warning text dark enough for small type on white (orange 9 is not). */
export const WARNING_TEXT_COLOR = '#a33a00';
