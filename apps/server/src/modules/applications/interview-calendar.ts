import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { translate, type Language } from '@boardmatch/shared';

export interface CalendarInterview {
  uid: string;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  place: string;
}

export interface CalendarPeople {
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

export interface CalendarWords {
  candidate: string;
  charity: string;
  position: string;
  postingId: number;
  link: string;
}

const isLink = (place: string) => /^https?:\/\/\S+$/i.test(place.trim());

/**
 * The interview as one iCalendar object, in the recipient's language: METHOD:REQUEST for the invitation and each
 * update (same UID, a higher SEQUENCE), METHOD:CANCEL to take it off calendars. Times are written in UTC, which every
 * calendar shows in its owner's own time zone.
 */
export function interviewCalendar(method: 'request' | 'cancel', interview: CalendarInterview, people: CalendarPeople, words: CalendarWords, language: Language, stamp: Date): string {
  const calendar = ical({
    prodId: { company: 'BoardMatch', product: 'Interviews', language: language.toUpperCase() },
    method: method === 'cancel' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const values = { ...words };
  calendar.createEvent({
    id: interview.uid,
    sequence: interview.sequence,
    stamp,
    start: interview.startsAt,
    end: new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000),
    summary: translate('interviews.mail.eventSummary', values, language),
    description: `${translate('interviews.mail.eventDescription', values, language)}\n${words.link}`,
    location: interview.place,
    url: isLink(interview.place) ? interview.place.trim() : words.link,
    status: method === 'cancel' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: people.organizer,
    attendees: [{ ...people.attendee, rsvp: method === 'request' }],
  });
  return calendar.toString();
}
