const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A moment as the console shows it: 24 Nov 2026, 09:30 (the browser's time zone). */
export const formatConsoleDate = (iso: string) => format.format(new Date(iso));
