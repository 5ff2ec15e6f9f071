export type Severity = 'error' | 'success' | 'warning' | 'info';

/** One snackbar message; a new id shows it again even when its text is the same. */
export interface FeedbackMessage {
  id: number;
  text: string;
  severity: Severity;
}
