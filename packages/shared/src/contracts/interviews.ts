import { z } from 'zod';
import { idSchema } from './common.ts';

/*
 * Interviews in the calendar: the charity proposes 2 to 5 times, the candidate chooses one (or asks for others), and
 * both get an iCalendar invitation; a reschedule sends its update, a cancellation METHOD:CANCEL.
 */

export const INTERVIEW_TIMES_MIN = 2;
export const INTERVIEW_TIMES_MAX = 5;
export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90, 120] as const;
export const INTERVIEW_PLACE_MAX = 500;
export const INTERVIEW_MESSAGE_MAX = 1000;
/** A time more than this far ahead is a typing mistake (a year typed wrong), not a plan. */
export const INTERVIEW_HORIZON_DAYS = 366;

/**
 * proposed: times sent, the candidate has not chosen; otherTimes: the candidate asked for other times; scheduled: a
 * time chosen (or set by a reschedule); cancelled: called off by either side, or by a decline or withdrawal.
 */
export const INTERVIEW_STATES = ['proposed', 'otherTimes', 'scheduled', 'cancelled'] as const;
export type InterviewState = (typeof INTERVIEW_STATES)[number];

/** An IANA time zone name the runtime knows (e.g. America/Toronto). */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'errors.invalidInput');

const instantSchema = z.iso.datetime({ offset: true });

export const interviewSlotSchema = z.object({ id: z.number(), startsAt: z.string() });

/** The interview of an application as both sides see it. */
export const interviewSchema = z.object({
  id: z.number(),
  state: z.enum(INTERVIEW_STATES),
  durationMinutes: z.number(),
  /** An address, or a video link. */
  place: z.string(),
  /** The time zone the times were proposed in (the representative's). */
  timeZone: z.string(),
  /** The proposed times, earliest first. */
  slots: z.array(interviewSlotSchema),
  /** The chosen (or rescheduled) start, ISO date-time; null until chosen. */
  startsAt: z.string().nullable(),
  /** What the candidate wrote when asking for other times. */
  candidateMessage: z.string().nullable(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** 'Propose interview times': 2 to 5 distinct future times, a duration, a place or video link. */
export const proposeInterviewSchema = z.object({
  times: z
    .array(instantSchema)
    .min(INTERVIEW_TIMES_MIN, 'interviews.errors.timesCount')
    .max(INTERVIEW_TIMES_MAX, 'interviews.errors.timesCount')
    .refine((times) => new Set(times.map((t) => Date.parse(t))).size === times.length, 'interviews.errors.timesDistinct'),
  durationMinutes: z.union(INTERVIEW_DURATIONS.map((d) => z.literal(d))),
  place: z.string().trim().min(1, 'interviews.errors.placeRequired').max(INTERVIEW_PLACE_MAX),
  timeZone: timeZoneSchema,
});
export type ProposeInterview = z.infer<typeof proposeInterviewSchema>;

/** 'Reschedule': one new time, and the duration and place as they are to be. */
export const rescheduleInterviewSchema = z.object({
  startsAt: instantSchema,
  durationMinutes: z.union(INTERVIEW_DURATIONS.map((d) => z.literal(d))),
  place: z.string().trim().min(1, 'interviews.errors.placeRequired').max(INTERVIEW_PLACE_MAX),
  timeZone: timeZoneSchema,
});
export type RescheduleInterview = z.infer<typeof rescheduleInterviewSchema>;

export const chooseInterviewTimeSchema = z.object({ slotId: idSchema });
export type ChooseInterviewTime = z.infer<typeof chooseInterviewTimeSchema>;

/** Asking for other times, or cancelling: an optional message to the other side. */
export const interviewMessageSchema = z.object({ message: z.string().trim().max(INTERVIEW_MESSAGE_MAX).optional() });
export type InterviewMessage = z.infer<typeof interviewMessageSchema>;
