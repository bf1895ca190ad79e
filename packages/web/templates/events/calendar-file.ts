// Where an event's calendar file lives, and which event a file's name names: apart from the
// file's writer (calendar.ts, with ical-generator), so the pages that link to the file do not
// load the writer.

const FILE = /^investor-event-([1-9]\d{0,9})\.ics$/;

/** The site path of an event's calendar file. */
export function calendarPath(id: number): string {
  return `/calendar/investor-event-${id}.ics`;
}

/** The event id a calendar file's name gives, or null when the name is not one. */
export function eventIdOfFile(file: string): number | null {
  const match = FILE.exec(file);
  return match ? Number(match[1]) : null;
}
