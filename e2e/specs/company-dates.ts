/** Today in the company's time zone (the demo server's default, Asia/Bahrain), as YYYY-MM-DD. */
export function todayInBahrain(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Bahrain',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** A YYYY-MM-DD date `days` days earlier. */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A stored date as the screens show it: DD/MM/YYYY. */
export function dayFirst(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
