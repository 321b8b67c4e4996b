/**
 * A figure typed in a grid cell as it is sent: a number when it reads as one (thousands commas
 * allowed), nothing when blank, else the text itself for the shared rules to name.
 */
export function typedFigure(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(/,/g, ''));
  return Number.isFinite(value) ? value : trimmed;
}
